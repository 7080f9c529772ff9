import { joinEventPath, portalAddress } from '@portal/contracts/common/portal-links';
import type { AppContext } from '../../context.ts';
import type { DbOrTx } from '../../db/client.ts';
import { randomToken, sha256 } from '../../lib/random.ts';
import { languageCode } from '../accounts/users.repository.ts';
import { chamberName } from '../codes/chambers.repository.ts';
import type { SenderMessage } from '../../adapters/mail-templates.ts';
import type { EventRow } from './event.policy.ts';
import { eventTextsIn } from './events.repository.ts';
import { emailsWithoutChamberNews, userLanguagesByEmail } from './invitees.repository.ts';

/** Event dates in mails read in the region's time (the WB6 economies share Central European time). */
const dateFormat = new Intl.DateTimeFormat('en-GB', { timeZone: 'Europe/Belgrade', day: '2-digit', month: '2-digit', year: 'numeric' });
export const displayDate = (d: Date) => dateFormat.format(d).replaceAll('/', '.');

/** A new single-use invitation token: the mailed value and the hash stored in token_hash. */
export function invitationToken() {
  const token = randomToken();
  return { token, tokenHash: sha256(token) };
}

/** The mail language of each address: a registered user's own, else the sender's. */
async function mailLanguages(db: DbOrTx, emails: string[], senderLanguageId: number) {
  const byEmail = await userLanguagesByEmail(db, emails);
  const sender = { id: senderLanguageId, code: await languageCode(db, senderLanguageId) };
  return (email: string) => byEmail.get(email.toLowerCase()) ?? sender;
}

/**
 * Enqueues the invitation (or reminder) mails with their join-event links, in the caller's
 * transaction; an organiser's message (a template) goes into each mail with its placeholders filled.
 * A chamber's invitation is news from the chamber: a registered person who does not consent to
 * it gets none (their invitation stays in the portal). Answers the e-mails left unmailed.
 */
export async function enqueueInvitationMails(
  ctx: AppContext,
  tx: DbOrTx,
  event: EventRow,
  template: 'event_invitation' | 'event_reminder',
  recipients: { email: string; token: string }[],
  senderLanguageId: number,
  message?: SenderMessage,
): Promise<string[]> {
  const emails = recipients.map((r) => r.email);
  const declined = await emailsWithoutChamberNews(tx, emails);
  const languageOf = await mailLanguages(tx, emails, senderLanguageId);
  // Per mail language: the chamber's name and the event's name and place in it (else in the event's main language).
  const names = new Map<string, string>();
  const texts = new Map<string, { name: string | null; eventPlace: string | null }>();
  for (const r of recipients) {
    if (declined.has(r.email.toLowerCase())) continue;
    const lang = languageOf(r.email);
    if (!names.has(lang.code)) names.set(lang.code, (await chamberName(tx, event.fkChamberId, lang.id)) ?? '');
    if (!texts.has(lang.code)) texts.set(lang.code, await eventTextsIn(tx, event.pkEventId, lang.id));
    const text = texts.get(lang.code);
    await ctx.mail.enqueue(tx, {
      to: r.email,
      template,
      lang: lang.code,
      params: {
        eventName: text?.name ?? event.name,
        chamberName: names.get(lang.code) ?? '',
        startDate: displayDate(event.startDate),
        place: event.venue ?? text?.eventPlace ?? 'online',
      },
      link: portalAddress(ctx.config.publicUrl, joinEventPath(r.token)),
      message,
    });
  }
  return emails.filter((e) => declined.has(e.toLowerCase()));
}
