import { sql } from 'drizzle-orm';
import type { AppContext } from '../../context.ts';
import { rawRows } from '../../lib/raw-rows.ts';
import { languageCode } from '../accounts/users.repository.ts';
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
    const claimed = await rawRows<{ userId: number; messageId: number }>(
      tx,
      sql`select r.fk_user_id as "userId", r.fk_message_id as "messageId" from message_receipts r
          join messages m on m.pk_message_id = r.fk_message_id
          join users u on u.pk_user_id = r.fk_user_id
          where r.is_read = false and r.deleted_at is null and r.digest_sent_at is null and m.send_on <= ${due}
            and u.deleted_at is null and u.is_active
            and not exists (select 1 from spam_users sp where sp.fk_user_id = r.fk_user_id and sp.fk_spam_user_id = m.fk_sender_user_id)
          for update of r skip locked`,
    );
    if (!claimed.length) return [];
    for (const { userId, messageId } of claimed)
      await tx.execute(
        sql`update message_receipts set digest_sent_at = ${now} where fk_user_id = ${userId} and fk_message_id = ${messageId}`,
      );
    const ids = [...new Set(claimed.map((c) => c.userId))];
    const rows = await rawRows<{ userId: number; email: string; firstName: string; languageId: number; sender: string }>(
      tx,
      sql`select u.pk_user_id as "userId", u.email, u.first_name as "firstName", u.fk_language_id as "languageId",
                 (select coalesce(s.first_name || ' ' || s.last_name, m.guest_name, '') from message_receipts r join messages m on m.pk_message_id = r.fk_message_id
                  left join users s on s.pk_user_id = m.fk_sender_user_id where r.fk_user_id = u.pk_user_id and r.digest_sent_at = ${now}
                  order by m.send_on desc limit 1) as sender
          from users u where u.pk_user_id in (${sql.join(
            ids.map((id) => sql`${id}`),
            sql`, `,
          )})`,
    );
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
  if (people.length) void ctx.mail.deliver();
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
