import { and, eq, inArray, isNull, sql } from 'drizzle-orm';
import { CodeType } from '@portal/contracts/codes/code-types';
import type { CompaniesForEmails, ParsedInvitePeople, SendReminder, UpdateAttendeeType } from '@portal/contracts/events/invitations';
import { NotificationType } from '@portal/contracts/notifications/notification-types';
import { TemplateKind } from '@portal/contracts/programme/templates';
import { eventDetailsPath } from '@portal/contracts/common/portal-links';
import type { Actor, AppContext } from '../../context.ts';
import type { DbOrTx } from '../../db/client.ts';
import * as t from '../../db/schema/all.ts';
import { fieldError } from '../../lib/app-error.ts';
import { logAction } from '../logs/logs.service.ts';
import { publishNotifications, writeNotifications } from '../notifications/notify.service.ts';
import { type EventRow, organiserChamberOf, requireManagedEvent } from './event.policy.ts';
import { enqueueInvitationMails, invitationToken } from './invitations-mail.ts';
import { invitationById, requireInvitationsOpen } from './invitations.repository.ts';

const inv = t.eventInvitations;

/** Active users of live companies, who can be invited or whose e-mails fill the invite form. */
const activeCompanyUser = and(
  isNull(t.users.deletedAt),
  eq(t.users.isActive, true),
  sql`${t.users.fkCompanyId} in (select pk_company_id from companies where deleted_at is null)`,
);

async function requireAttendeeType(db: DbOrTx, id: number | null | undefined) {
  if (!id) return;
  const [row] = await db
    .select({ id: t.codes.pkCodeId })
    .from(t.codes)
    .where(and(eq(t.codes.pkCodeId, id), eq(t.codes.fkCodeTypeId, CodeType.attendeeType), eq(t.codes.isDeleted, false)));
  if (!row) throw fieldError('fkAttendeeTypeId', 'validation.invalid');
}

/**
 * The invitation mail template chosen for the mail: of kind invitation_mail, of the organising
 * chamber or of the caller's own (an assistant chamber's administrator). Anything else, missing
 * included, is a field error, before anything is written.
 */
async function invitationMessage(db: DbOrTx, actor: Actor, event: EventRow, id: number | null | undefined) {
  if (!id) return undefined;
  const [row] = await db
    .select({ chamberId: t.templates.fkChamberId, kind: t.templates.kind, subject: t.templates.subject, body: t.templates.body })
    .from(t.templates)
    .where(eq(t.templates.pkTemplateId, id));
  const usable =
    row?.kind === TemplateKind.invitationMail && (row.chamberId === event.fkChamberId || row.chamberId === organiserChamberOf(actor));
  if (!row || !usable) throw fieldError('fkTemplateId', 'invitation_template_not_usable');
  return { subject: row.subject, html: row.body };
}

/** Every e-mail the request names (users and companies resolved), each once, in the order given. */
async function resolveEmails(db: DbOrTx, input: ParsedInvitePeople) {
  const emails = [...input.emails];
  if (input.userIds.length) {
    const users = await db
      .select({ id: t.users.pkUserId, email: t.users.email })
      .from(t.users)
      .where(and(inArray(t.users.pkUserId, input.userIds), isNull(t.users.deletedAt), eq(t.users.isActive, true)));
    if (users.length !== new Set(input.userIds).size) throw fieldError('userIds', 'user_not_found');
    emails.push(...users.map((u) => u.email));
  }
  if (input.companyIds.length) {
    const companies = await db
      .select({ id: t.companies.pkCompanyId })
      .from(t.companies)
      .where(and(inArray(t.companies.pkCompanyId, input.companyIds), isNull(t.companies.deletedAt)));
    if (companies.length !== new Set(input.companyIds).size) throw fieldError('companyIds', 'company_not_found');
    const users = await db
      .select({ email: t.users.email })
      .from(t.users)
      .where(and(inArray(t.users.fkCompanyId, input.companyIds), activeCompanyUser));
    emails.push(...users.map((u) => u.email));
  }
  const seen = new Map<string, string>();
  for (const e of emails) if (!seen.has(e.toLowerCase())) seen.set(e.toLowerCase(), e.toLowerCase());
  return [...seen.values()];
}

/**
 * invite-people: one invitation per new e-mail with a single-use token (only its hash is kept),
 * a mail with the join-event link, and for registered users notification type 10
 * ("eventId;eventName"). E-mails already invited are skipped and reported. With a template, the
 * mail carries its subject and text as the organiser's message.
 */
export async function invite(ctx: AppContext, actor: Actor, input: ParsedInvitePeople) {
  const result = await ctx.db.transaction(async (tx) => {
    const event = await requireManagedEvent(tx, actor, input.fkEventId);
    requireInvitationsOpen(event);
    await requireAttendeeType(tx, input.fkAttendeeTypeId);
    const message = await invitationMessage(tx, actor, event, input.fkTemplateId);
    const emails = await resolveEmails(tx, input);
    const users = await tx
      .select({ id: t.users.pkUserId, email: sql<string>`lower(${t.users.email})` })
      .from(t.users)
      .where(and(inArray(sql`lower(${t.users.email})`, emails), isNull(t.users.deletedAt)));
    const userByEmail = new Map(users.map((u) => [u.email, u.id]));
    const tokens = new Map(emails.map((e) => [e, invitationToken()]));
    // A concurrent or earlier invitation of the same e-mail wins: the unique index skips it here.
    const created = emails.length
      ? await tx
          .insert(inv)
          .values(
            emails.map((email) => ({
              fkEventId: event.pkEventId,
              email,
              fkUserId: userByEmail.get(email) ?? null,
              fkAttendeeTypeId: input.fkAttendeeTypeId ?? null,
              tokenHash: tokens.get(email)!.tokenHash,
              invitedBy: actor.userId,
            })),
          )
          .onConflictDoNothing()
          .returning({ email: inv.email, fkUserId: inv.fkUserId })
      : [];
    const createdEmails = new Set(created.map((c) => c.email));
    await enqueueInvitationMails(
      ctx,
      tx,
      event,
      'event_invitation',
      created.map((c) => ({ email: c.email, token: tokens.get(c.email)!.token })),
      actor.languageId,
      message,
    );
    const written = await writeNotifications(tx, {
      userIds: created.flatMap((c) => (c.fkUserId ? [c.fkUserId] : [])),
      content: { type: NotificationType.userInvitedToEvent, eventId: event.pkEventId, eventName: event.name },
      link: eventDetailsPath(event.pkEventId),
    });
    if (created.length) await logAction(tx, actor, 'invite_people', 'event', event.pkEventId, { invitedCount: created.length });
    return { invitedCount: created.length, skippedEmails: emails.filter((e) => !createdEmails.has(e)), written };
  });
  await publishNotifications(ctx, result.written);
  void ctx.mail.deliver();
  return { invitedCount: result.invitedCount, skippedEmails: result.skippedEmails };
}

/**
 * send-reminder: a new single-use link to every invitation not accepted (and not blocked), or
 * to the given ones; the new token replaces the old one, so only the latest link works.
 */
export async function remind(ctx: AppContext, actor: Actor, input: SendReminder) {
  const sentCount = await ctx.db.transaction(async (tx) => {
    const event = await requireManagedEvent(tx, actor, input.fkEventId);
    requireInvitationsOpen(event);
    const ids = input.invitationIds ? [...new Set(input.invitationIds)] : null;
    const rows = await tx
      .select({ id: inv.pkEventInvitationId, email: inv.email })
      .from(inv)
      .where(
        and(
          eq(inv.fkEventId, event.pkEventId),
          eq(inv.isAccepted, false),
          eq(inv.isBlocked, false),
          ids ? inArray(inv.pkEventInvitationId, ids) : undefined,
        ),
      );
    if (ids) {
      const known = await tx
        .select({ id: inv.pkEventInvitationId })
        .from(inv)
        .where(and(eq(inv.fkEventId, event.pkEventId), inArray(inv.pkEventInvitationId, ids)));
      if (known.length !== ids.length) throw fieldError('invitationIds', 'invitation_not_found');
    }
    const now = new Date();
    const recipients: { email: string; token: string }[] = [];
    for (const r of rows) {
      const { token, tokenHash } = invitationToken();
      await tx.update(inv).set({ tokenHash, reminderSentAt: now, updatedAt: now }).where(eq(inv.pkEventInvitationId, r.id));
      recipients.push({ email: r.email, token });
    }
    await enqueueInvitationMails(ctx, tx, event, 'event_reminder', recipients, actor.languageId);
    if (rows.length) await logAction(tx, actor, 'send_event_reminder', 'event', event.pkEventId, { sentCount: rows.length });
    return rows.length;
  });
  void ctx.mail.deliver();
  return { sentCount };
}

/** delete-event-invitation/{id}: an organiser removes an attendee (the invitation and what it brought). */
export async function deleteInvitation(ctx: AppContext, actor: Actor, invitationId: number) {
  await ctx.db.transaction(async (tx) => {
    const row = await invitationById(tx, invitationId);
    await requireManagedEvent(tx, actor, row.fkEventId);
    await tx.delete(inv).where(eq(inv.pkEventInvitationId, invitationId));
    await logAction(tx, actor, 'delete_event_invitation', 'event', row.fkEventId, { invitationId, email: row.email });
  });
}

/** update-attendee-type: the attendee type must be of code type 1 (or null to clear it). */
export async function setAttendeeType(ctx: AppContext, actor: Actor, input: UpdateAttendeeType) {
  await ctx.db.transaction(async (tx) => {
    const row = await invitationById(tx, input.pkEventInvitationId);
    await requireManagedEvent(tx, actor, row.fkEventId);
    await requireAttendeeType(tx, input.fkAttendeeTypeId);
    await tx
      .update(inv)
      .set({ fkAttendeeTypeId: input.fkAttendeeTypeId, updatedAt: new Date() })
      .where(eq(inv.pkEventInvitationId, row.pkEventInvitationId));
    await logAction(tx, actor, 'update_attendee_type', 'event', row.fkEventId, { invitationId: row.pkEventInvitationId });
  });
}

/** companies-for-emails: the e-mails of the active users of these companies, to fill the invite form. */
export async function emailsOfCompanies(ctx: AppContext, input: CompaniesForEmails) {
  const rows = await ctx.db
    .select({ email: t.users.email })
    .from(t.users)
    .where(and(inArray(t.users.fkCompanyId, input.companyIds), activeCompanyUser))
    .orderBy(t.users.email);
  return { emails: rows.map((r) => r.email.toLowerCase()) };
}
