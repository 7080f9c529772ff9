import type { GuestContactModel } from '@portal/contracts/messages/messages';
import { contactConfirmationPath, portalAddress } from '@portal/contracts/common/portal-links';
import { and, eq, isNull, sql } from 'drizzle-orm';
import type { AppContext, Client } from '../../context.ts';
import * as t from '../../db/schema/all.ts';
import { AppError, businessRule, notFound } from '../../lib/app-error.ts';
import { randomToken, sha256 } from '../../lib/random.ts';
import { rawRows } from '../../lib/raw-rows.ts';
import { languageCode } from '../accounts/users.repository.ts';
import { publishNotifications } from '../notifications/notify.service.ts';
import { cleanContent, companyReceivers, startConversation, writeMessage } from './message-delivery.ts';

/*
 * A visitor's message to a company (guest-contact-company) must not make the portal an open
 * relay. It is held until the visitor opens the link mailed to the address they gave (so nobody
 * can write in another person's name), the confirmation mail carries no text the visitor wrote
 * (so it cannot carry spam to a third party), it reaches only the company's administrators inside
 * the portal, the route is rate-limited per client address, and an address may have at most
 * GUEST_PENDING_MAX unconfirmed messages a day. The administrators answer by e-mail.
 */

/** How long the confirmation link works. */
export const GUEST_LINK_HOURS = 24;
/** Unconfirmed messages per e-mail address within GUEST_LINK_HOURS. */
export const GUEST_PENDING_MAX = 3;

/** guest-contact-company/{id}: holds the message and mails the confirmation link. */
export async function guestContactCompany(ctx: AppContext, client: Client, companyId: number, input: GuestContactModel) {
  const [company] = await ctx.db
    .select({ name: t.companies.name })
    .from(t.companies)
    .where(and(eq(t.companies.pkCompanyId, companyId), eq(t.companies.isVerified, true), isNull(t.companies.deletedAt)));
  if (!company) throw notFound('company_not_found');
  const content = cleanContent(input.content);
  const since = new Date(Date.now() - GUEST_LINK_HOURS * 3_600_000);
  const token = randomToken();
  await ctx.db.transaction(async (tx) => {
    // One address at a time, so that concurrent requests cannot pass the limit together.
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`guest-contact:${input.email}`}))`);
    const [{ n }] = await rawRows<{ n: number }>(
      tx,
      sql`select count(*)::int as n from ${t.guestContacts} where lower(email) = ${input.email} and confirmed_at is null and created_at > ${since}`,
    );
    if (n >= GUEST_PENDING_MAX) throw new AppError('too_many_requests', 429, undefined, undefined, 'guest_contact_limit');
    await tx.insert(t.guestContacts).values({
      fkCompanyId: companyId,
      name: input.name,
      email: input.email,
      title: input.title,
      content,
      tokenHash: sha256(token),
      clientAddress: client.address,
    });
    await ctx.mail.enqueue(tx, {
      to: input.email,
      template: 'guest_contact_confirm',
      lang: await languageCode(tx, client.languageId),
      params: { companyName: company.name },
      link: portalAddress(ctx.config.publicUrl, contactConfirmationPath(token)),
    });
  });
  void ctx.mail.deliver();
}

/** confirm-guest-contact: the visitor opened the link; the message is delivered once. */
export async function confirmGuestContact(ctx: AppContext, token: string): Promise<{ companyName: string }> {
  const { notes, companyName } = await ctx.db.transaction(async (tx) => {
    const [row] = await tx
      .select({ contact: t.guestContacts, companyName: t.companies.name })
      .from(t.guestContacts)
      .innerJoin(t.companies, eq(t.companies.pkCompanyId, t.guestContacts.fkCompanyId))
      .where(eq(t.guestContacts.tokenHash, sha256(token)))
      .for('update');
    if (!row) throw businessRule('guest_contact_link_invalid');
    const c = row.contact;
    if (c.confirmedAt) return { notes: [], companyName: row.companyName };
    if (c.createdAt.getTime() < Date.now() - GUEST_LINK_HOURS * 3_600_000) throw businessRule('guest_contact_link_expired');
    const receivers = await companyReceivers(tx, c.fkCompanyId);
    if (!receivers.length) throw businessRule('company_has_no_receivers');
    const id = await startConversation(tx, {
      title: c.title,
      kind: 'guest',
      creatorId: null,
      companyId: c.fkCompanyId,
      memberIds: receivers,
    });
    const notes = await writeMessage(tx, id, { userId: null, name: c.name, guestEmail: c.email }, c.title, c.content);
    await tx
      .update(t.guestContacts)
      .set({ confirmedAt: new Date(), fkConversationId: id })
      .where(eq(t.guestContacts.pkGuestContactId, c.pkGuestContactId));
    return { notes, companyName: row.companyName };
  });
  await publishNotifications(ctx, notes);
  return { companyName };
}
