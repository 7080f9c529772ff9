import { CodeType } from '@portal/contracts/codes/code-types';
import type { CompaniesForEmails, ParsedInvitePeople, SendReminder, UpdateAttendeeType } from '@portal/contracts/events/invitations';
import { NotificationType } from '@portal/contracts/notifications/notification-types';
import { TemplateKind } from '@portal/contracts/programme/templates';
import { eventDetailsPath } from '@portal/contracts/common/portal-links';
import type { Actor, AppContext } from '../../context.ts';
import type { DbOrTx } from '../../db/client.ts';
import { fieldError } from '../../lib/app-error.ts';
import { logAction } from '../logs/logs.service.ts';
import { publishNotifications, writeNotifications } from '../notifications/notify.service.ts';
import { type EventRow, organiserChamberOf, requireManagedEvent } from './event.policy.ts';
import { isLiveCode } from './event-codes.repository.ts';
import { enqueueInvitationMails, invitationToken } from './invitations-mail.ts';
import { countEventInvitations, invitationById, remindableInvitations } from './invitations.repository.ts';
import { requireInvitationsOpen } from './registration.policy.ts';
import { findTemplate } from './mail-templates.repository.ts';
import { insertInvitations, removeInvitation, renewInvitationToken, setInvitationAttendeeType } from './invitation-writes.repository.ts';
import {
  activeUserEmails,
  companyUserEmails,
  countLiveCompanies,
  userIdsByEmail,
  visibleCompanyUserEmails,
} from './invitees.repository.ts';

async function requireAttendeeType(db: DbOrTx, id: number | null | undefined) {
  if (id && !(await isLiveCode(db, id, CodeType.attendeeType))) throw fieldError('fkAttendeeTypeId', 'validation.invalid');
}

/**
 * The invitation mail template chosen for the mail: of kind invitation_mail, of the organising
 * chamber or of the caller's own (an assistant chamber's administrator). Anything else, missing
 * included, is a field error, before anything is written.
 */
async function invitationMessage(db: DbOrTx, actor: Actor, event: EventRow, id: number | null | undefined) {
  if (!id) return undefined;
  const row = await findTemplate(db, id);
  const usable =
    row?.kind === TemplateKind.invitationMail && (row.fkChamberId === event.fkChamberId || row.fkChamberId === organiserChamberOf(actor));
  if (!row || !usable) throw fieldError('fkTemplateId', 'invitation_template_not_usable');
  return { subject: row.subject, html: row.body };
}

/** Every e-mail the request names (users and companies resolved), each once, in the order given. */
async function resolveEmails(db: DbOrTx, input: ParsedInvitePeople) {
  const emails = [...input.emails];
  if (input.userIds.length) {
    const users = await activeUserEmails(db, input.userIds);
    if (users.length !== new Set(input.userIds).size) throw fieldError('userIds', 'user_not_found');
    emails.push(...users.map((u) => u.email));
  }
  if (input.companyIds.length) {
    if ((await countLiveCompanies(db, input.companyIds)) !== new Set(input.companyIds).size)
      throw fieldError('companyIds', 'company_not_found');
    emails.push(...(await companyUserEmails(db, input.companyIds)));
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
    const userByEmail = await userIdsByEmail(tx, emails);
    const tokens = new Map(emails.map((e) => [e, invitationToken()]));
    // A concurrent or earlier invitation of the same e-mail wins: the unique index skips it here.
    const created = await insertInvitations(
      tx,
      emails.map((email) => ({
        fkEventId: event.pkEventId,
        email,
        fkUserId: userByEmail.get(email) ?? null,
        fkAttendeeTypeId: input.fkAttendeeTypeId ?? null,
        tokenHash: tokens.get(email)!.tokenHash,
        invitedBy: actor.userId,
      })),
    );
    const createdEmails = new Set(created.map((c) => c.email));
    const notMailedEmails = await enqueueInvitationMails(
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
    return { invitedCount: created.length, skippedEmails: emails.filter((e) => !createdEmails.has(e)), notMailedEmails, written };
  });
  await publishNotifications(ctx, result.written);
  ctx.mail.deliverSoon();
  return { invitedCount: result.invitedCount, skippedEmails: result.skippedEmails, notMailedEmails: result.notMailedEmails };
}

/**
 * send-reminder: a new single-use link to every invitation not accepted (and not blocked), or
 * to the given ones; the new token replaces the old one, so only the latest link works.
 */
export async function remind(ctx: AppContext, actor: Actor, input: SendReminder) {
  const answer = await ctx.db.transaction(async (tx) => {
    const event = await requireManagedEvent(tx, actor, input.fkEventId);
    requireInvitationsOpen(event);
    const ids = input.invitationIds ? [...new Set(input.invitationIds)] : null;
    const rows = await remindableInvitations(tx, event.pkEventId, ids);
    if (ids && (await countEventInvitations(tx, event.pkEventId, ids)) !== ids.length)
      throw fieldError('invitationIds', 'invitation_not_found');
    const now = new Date();
    const recipients: { email: string; token: string }[] = [];
    for (const r of rows) {
      const { token, tokenHash } = invitationToken();
      await renewInvitationToken(tx, r.id, tokenHash, now);
      recipients.push({ email: r.email, token });
    }
    const notMailedEmails = await enqueueInvitationMails(ctx, tx, event, 'event_reminder', recipients, actor.languageId);
    if (rows.length) await logAction(tx, actor, 'send_event_reminder', 'event', event.pkEventId, { sentCount: rows.length });
    return { sentCount: rows.length, notMailedEmails };
  });
  ctx.mail.deliverSoon();
  return answer;
}

/** delete-event-invitation/{id}: an organiser removes an attendee (the invitation and what it brought). */
export async function deleteInvitation(ctx: AppContext, actor: Actor, invitationId: number) {
  await ctx.db.transaction(async (tx) => {
    const row = await invitationById(tx, invitationId);
    await requireManagedEvent(tx, actor, row.fkEventId);
    await removeInvitation(tx, invitationId);
    await logAction(tx, actor, 'delete_event_invitation', 'event', row.fkEventId, { invitationId, email: row.email });
  });
}

/** update-attendee-type: the attendee type must be of code type 1 (or null to clear it). */
export async function setAttendeeType(ctx: AppContext, actor: Actor, input: UpdateAttendeeType) {
  await ctx.db.transaction(async (tx) => {
    const row = await invitationById(tx, input.pkEventInvitationId);
    await requireManagedEvent(tx, actor, row.fkEventId);
    await requireAttendeeType(tx, input.fkAttendeeTypeId);
    await setInvitationAttendeeType(tx, row.pkEventInvitationId, input.fkAttendeeTypeId);
    await logAction(tx, actor, 'update_attendee_type', 'event', row.fkEventId, { invitationId: row.pkEventInvitationId });
  });
}

/**
 * companies-for-emails: the e-mails of the active users of these companies that the organiser may
 * see, to fill the invite form (inviting the companies themselves reaches all their users unseen).
 */
export async function emailsOfCompanies(ctx: AppContext, actor: Actor, input: CompaniesForEmails) {
  const emails = await visibleCompanyUserEmails(ctx.db, actor, input.companyIds);
  return { emails: emails.map((e) => e.toLowerCase()) };
}
