import { sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { rawRows } from '../../lib/raw-rows.ts';
import { currentlyConsents } from '../accounts/consent.policy.ts';

/** A receipt the digest claimed: a person's unread message. */
export interface ClaimedReceipt {
  userId: number;
  messageId: number;
}

/**
 * Claims the receipts due in a digest: unread, not deleted, not yet in a digest, sent before
 * `due`, to an active person who consents to the digest, not from someone they marked as spam.
 * Receipts of people without the consent stay unclaimed. Locked with SKIP LOCKED, so that
 * another process's digest takes the others.
 */
export function claimDueReceipts(tx: DbOrTx, due: Date): Promise<ClaimedReceipt[]> {
  return rawRows<ClaimedReceipt>(
    tx,
    sql`select r.fk_user_id as "userId", r.fk_message_id as "messageId" from message_receipts r
        join messages m on m.pk_message_id = r.fk_message_id
        join users u on u.pk_user_id = r.fk_user_id
        where r.is_read = false and r.deleted_at is null and r.digest_sent_at is null and m.send_on <= ${due}
          and u.deleted_at is null and u.is_active and ${currentlyConsents(sql`u.pk_user_id`, 'message_digest')}
          and not exists (select 1 from spam_users sp where sp.fk_user_id = r.fk_user_id and sp.fk_spam_user_id = m.fk_sender_user_id)
        for update of r skip locked`,
  );
}

/** Stamps a claimed receipt as counted in the digest sent at `sentAt`. */
export async function markDigestSent(tx: DbOrTx, receipt: ClaimedReceipt, sentAt: Date): Promise<void> {
  await tx.execute(
    sql`update message_receipts set digest_sent_at = ${sentAt} where fk_user_id = ${receipt.userId} and fk_message_id = ${receipt.messageId}`,
  );
}

/** The people of a digest with their language and the latest sender among their messages of the digest sent at `sentAt`. */
export function digestPeople(tx: DbOrTx, userIds: number[], sentAt: Date) {
  return rawRows<{ userId: number; email: string; firstName: string; languageId: number; sender: string }>(
    tx,
    sql`select u.pk_user_id as "userId", u.email, u.first_name as "firstName", u.fk_language_id as "languageId",
               (select coalesce(s.first_name || ' ' || s.last_name, m.guest_name, '') from message_receipts r join messages m on m.pk_message_id = r.fk_message_id
                left join users s on s.pk_user_id = m.fk_sender_user_id where r.fk_user_id = u.pk_user_id and r.digest_sent_at = ${sentAt}
                order by m.send_on desc limit 1) as sender
        from users u where u.pk_user_id in (${sql.join(
          userIds.map((id) => sql`${id}`),
          sql`, `,
        )})`,
  );
}
