import type { GuestContactModel } from '@portal/contracts/messages/messages';
import { contactConfirmationPath, portalAddress } from '@portal/contracts/common/portal-links';
import type { AppContext, Client } from '../../context.ts';
import { AppError, businessRule, notFound } from '../../lib/app-error.ts';
import { randomToken, sha256 } from '../../lib/random.ts';
import { languageCode } from '../accounts/users.repository.ts';
import { publishNotifications } from '../notifications/notify.service.ts';
import {
  insertGuestContact,
  lockedGuestContact,
  lockGuestAddress,
  markGuestContactConfirmed,
  pendingGuestContacts,
  verifiedCompanyName,
} from './guest-contacts.repository.ts';
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
  const companyName = await verifiedCompanyName(ctx.db, companyId);
  if (companyName === null) throw notFound('company_not_found');
  const content = cleanContent(input.content);
  const since = new Date(Date.now() - GUEST_LINK_HOURS * 3_600_000);
  const token = randomToken();
  await ctx.db.transaction(async (tx) => {
    // One address at a time, so that concurrent requests cannot pass the limit together.
    await lockGuestAddress(tx, input.email);
    if ((await pendingGuestContacts(tx, input.email, since)) >= GUEST_PENDING_MAX)
      throw new AppError('too_many_requests', 429, undefined, undefined, 'guest_contact_limit');
    await insertGuestContact(tx, {
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
      params: { companyName },
      link: portalAddress(ctx.config.publicUrl, contactConfirmationPath(token)),
    });
  });
  ctx.mail.deliverSoon();
}

/** confirm-guest-contact: the visitor opened the link; the message is delivered once. */
export async function confirmGuestContact(ctx: AppContext, token: string): Promise<{ companyName: string }> {
  const { notes, companyName } = await ctx.db.transaction(async (tx) => {
    const row = await lockedGuestContact(tx, sha256(token));
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
    await markGuestContactConfirmed(tx, c.pkGuestContactId, id);
    return { notes, companyName: row.companyName };
  });
  await publishNotifications(ctx, notes);
  return { companyName };
}
