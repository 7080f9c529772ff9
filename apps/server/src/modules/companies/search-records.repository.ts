import { type SQL, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import * as t from '../../db/schema/all.ts';

/** What a user can open from search; "latest searches" list each kind apart. */
export type SearchItemType = 'company' | 'product' | 'service';

/** When the user last opened the item from search, null when never (for ordering and filtering). */
export const openedAt = (userId: number, itemType: SearchItemType, itemId: SQL | unknown) =>
  sql`(select r.searched_at from ${t.searchRecords} r where r.fk_user_id = ${userId} and r.item_type = ${itemType} and r.item_id = ${itemId})`;

/** Records that the user opened the item from search; reopening refreshes the time. */
export async function recordOpened(db: DbOrTx, userId: number, itemType: SearchItemType, itemId: number) {
  await db
    .insert(t.searchRecords)
    .values({ fkUserId: userId, itemType, itemId })
    .onConflictDoUpdate({
      target: [t.searchRecords.fkUserId, t.searchRecords.itemType, t.searchRecords.itemId],
      set: { searchedAt: new Date() },
    });
}
