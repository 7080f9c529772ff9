import { and, desc, eq, lte, type SQL } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import * as t from '../../db/schema/all.ts';

/** How many news items a list shows. */
const FEED_LIST_SIZE = 100;

/** News items with their author's name, newest first. */
function feedRows(db: DbOrTx, where: SQL | undefined, limit: number) {
  return db
    .select({ feed: t.feeds, firstName: t.users.firstName, lastName: t.users.lastName })
    .from(t.feeds)
    .leftJoin(t.users, eq(t.users.pkUserId, t.feeds.fkAuthorId))
    .where(where)
    .orderBy(desc(t.feeds.publishedAt), desc(t.feeds.pkFeedId))
    .limit(limit);
}
export type FeedRow = Awaited<ReturnType<typeof feedRows>>[number];

/** The latest news items: public ones only when asked, scheduled (future) ones too when asked. */
export function latestFeedRows(db: DbOrTx, o: { publicOnly: boolean; scheduledToo: boolean }) {
  return feedRows(
    db,
    and(o.publicOnly ? eq(t.feeds.isPublic, true) : undefined, o.scheduledToo ? undefined : lte(t.feeds.publishedAt, new Date())),
    FEED_LIST_SIZE,
  );
}

/** One news item, or undefined. */
export async function findFeedRow(db: DbOrTx, id: number) {
  const [row] = await feedRows(db, eq(t.feeds.pkFeedId, id), 1);
  return row;
}

/** What a news item holds besides its author. */
export type FeedValues = Omit<typeof t.feeds.$inferInsert, 'pkFeedId' | 'fkAuthorId' | 'createdAt'>;

export async function insertFeed(db: DbOrTx, authorId: number, values: FeedValues) {
  const [{ pkFeedId }] = await db
    .insert(t.feeds)
    .values({ ...values, fkAuthorId: authorId })
    .returning();
  return pkFeedId;
}

/** Answers whether the item exists. */
export async function updateFeed(db: DbOrTx, id: number, values: FeedValues) {
  const updated = await db.update(t.feeds).set(values).where(eq(t.feeds.pkFeedId, id)).returning();
  return updated.length > 0;
}

/** Answers whether the item existed. */
export async function deleteFeedRow(db: DbOrTx, id: number) {
  const deleted = await db.delete(t.feeds).where(eq(t.feeds.pkFeedId, id)).returning();
  return deleted.length > 0;
}
