import { eq, inArray, sql } from 'drizzle-orm';
import { DEFAULT_LANGUAGE_ID, LanguageId } from '@portal/contracts/codes/code-types';
import { joinEventPath, portalAddress } from '@portal/contracts/common/portal-links';
import type { AppContext } from '../../context.ts';
import type { SenderMessage } from '../mail/templates.ts';
import type { DbOrTx } from '../../db/client.ts';
import * as t from '../../db/schema/all.ts';
import { randomToken, sha256 } from '../../lib/random.ts';
import type { EventRow } from './event.policy.ts';

/** Event dates in mails read in the region's time (the WB6 economies share Central European time). */
const dateFormat = new Intl.DateTimeFormat('en-GB', { timeZone: 'Europe/Belgrade', day: '2-digit', month: '2-digit', year: 'numeric' });
export const displayDate = (d: Date) => dateFormat.format(d).replaceAll('/', '.');

/** A new single-use invitation token: the mailed value and the hash stored in token_hash. */
export function invitationToken() {
  const token = randomToken();
  return { token, tokenHash: sha256(token) };
}

async function chamberName(db: DbOrTx, chamberId: number, languageId: number) {
  const [row] = await db
    .select({ name: t.codeTranslations.name })
    .from(t.codeTranslations)
    .where(
      sql`${t.codeTranslations.fkCodeId} = ${chamberId} and ${t.codeTranslations.fkLanguageId} in (${languageId}, ${LanguageId.english})`,
    )
    .orderBy(sql`${t.codeTranslations.fkLanguageId} = ${languageId} desc`)
    .limit(1);
  return row?.name ?? '';
}

/** The mail language of each address: a registered user's own, else the sender's. */
async function mailLanguages(db: DbOrTx, emails: string[], fallbackLanguageId: number) {
  type Lang = { id: number; code: string };
  const rows = emails.length
    ? await db
        .select({ email: sql<string>`lower(${t.users.email})`, id: t.languages.pkLanguageId, code: t.languages.code })
        .from(t.users)
        .innerJoin(t.languages, eq(t.languages.pkLanguageId, t.users.fkLanguageId))
        .where(
          inArray(
            sql`lower(${t.users.email})`,
            emails.map((e) => e.toLowerCase()),
          ),
        )
    : [];
  const [fallback] = await db
    .select({ id: t.languages.pkLanguageId, code: t.languages.code })
    .from(t.languages)
    .where(eq(t.languages.pkLanguageId, fallbackLanguageId));
  const byEmail = new Map<string, Lang>(rows.map((r) => [r.email, { id: r.id, code: r.code }]));
  return (email: string): Lang => byEmail.get(email.toLowerCase()) ?? fallback ?? { id: DEFAULT_LANGUAGE_ID, code: 'eng' };
}

/**
 * Enqueues the invitation (or reminder) mails with their join-event links, in the caller's
 * transaction; an organiser's message (a template) goes into each mail with its placeholders filled.
 */
export async function enqueueInvitationMails(
  ctx: AppContext,
  tx: DbOrTx,
  event: EventRow,
  template: 'event_invitation' | 'event_reminder',
  recipients: { email: string; token: string }[],
  senderLanguageId: number,
  message?: SenderMessage,
) {
  const languageOf = await mailLanguages(
    tx,
    recipients.map((r) => r.email),
    senderLanguageId,
  );
  const names = new Map<string, string>();
  for (const r of recipients) {
    const lang = languageOf(r.email);
    if (!names.has(lang.code)) names.set(lang.code, await chamberName(tx, event.fkChamberId, lang.id));
    await ctx.mail.enqueue(tx, {
      to: r.email,
      template,
      lang: lang.code,
      params: {
        eventName: event.name,
        chamberName: names.get(lang.code) ?? '',
        startDate: displayDate(event.startDate),
        place: event.venue ?? event.eventPlace ?? 'online',
      },
      link: portalAddress(ctx.config.publicUrl, joinEventPath(r.token)),
      message,
    });
  }
}
