import type { AppContext } from '../../context.ts';
import { languageCode } from '../accounts/users.repository.ts';
import { claimDueReceipts, digestPeople, markDigestSent } from './message-digest.repository.ts';
import { conversationsPath, portalAddress } from '@portal/contracts/common/portal-links';

/**
 * The unread-messages digest: one mail per person for messages still unread after `delayMinutes`
 * (MESSAGE_DIGEST_MINUTES), not from someone they marked as spam, each message counted in one
 * digest only. The mail names the count and the latest sender, never the text. Rows are claimed
 * with SKIP LOCKED, so several server processes never mail a message twice.
 */
export async function sendMessageDigests(ctx: AppContext, delayMinutes: number, now = new Date()): Promise<number> {
  const due = new Date(now.getTime() - delayMinutes * 60_000);
  const people = await ctx.db.transaction(async (tx) => {
    const claimed = await claimDueReceipts(tx, due);
    if (!claimed.length) return [];
    for (const receipt of claimed) await markDigestSent(tx, receipt, now);
    const rows = await digestPeople(tx, [...new Set(claimed.map((c) => c.userId))], now);
    for (const p of rows) {
      const count = claimed.filter((c) => c.userId === p.userId).length;
      await ctx.mail.enqueue(tx, {
        to: p.email,
        template: 'message_digest',
        lang: await languageCode(tx, p.languageId),
        params: { firstName: p.firstName, count: String(count), sender: p.sender },
        link: portalAddress(ctx.config.publicUrl, conversationsPath),
      });
    }
    return rows;
  });
  if (people.length) ctx.mail.deliverSoon();
  return people.length;
}

/** Runs the digest every minute while the server runs (MESSAGE_DIGEST_MINUTES > 0). */
export function startMessageDigests(ctx: AppContext, delayMinutes: number, log: { error: (o: object, m: string) => void }) {
  if (delayMinutes <= 0) return () => {};
  const timer = setInterval(() => {
    sendMessageDigests(ctx, delayMinutes).catch((err) => log.error({ err }, 'message digest failed'));
  }, 60_000);
  timer.unref();
  return () => clearInterval(timer);
}
