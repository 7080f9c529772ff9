import { and, desc, eq, lte, type SQL } from 'drizzle-orm';
import type { Feed, FeedList, FeedModel } from '@portal/contracts/companies/feeds';
import type { Actor, AppContext } from '../../context.ts';
import * as t from '../../db/schema/all.ts';
import { notFound } from '../../lib/app-error.ts';
import { sanitizeRichText } from '../../lib/rich-text.ts';
import { logAction } from '../logs/logs.service.ts';

const isAdmin = (actor: Actor | null) =>
  !!actor && (actor.functions.has('super_admin_function') || actor.functions.has('cif_admin_function'));

async function feedRows(ctx: AppContext, where: SQL | undefined, limit = 100): Promise<Feed[]> {
  const rows = await ctx.db
    .select({ feed: t.feeds, firstName: t.users.firstName, lastName: t.users.lastName })
    .from(t.feeds)
    .leftJoin(t.users, eq(t.users.pkUserId, t.feeds.fkAuthorId))
    .where(where)
    .orderBy(desc(t.feeds.publishedAt), desc(t.feeds.pkFeedId))
    .limit(limit);
  return rows.map((r) => ({
    pkFeedId: r.feed.pkFeedId,
    title: r.feed.title,
    body: r.feed.body,
    imageName: r.feed.imageName,
    link: r.feed.link,
    isPublic: r.feed.isPublic,
    publishedAt: r.feed.publishedAt.toISOString(),
    authorName: r.firstName ? `${r.firstName} ${r.lastName}` : null,
  }));
}

/**
 * Published items, newest first: public ones for everybody; all of them for signed-in users
 * unless the flag asks for public only. Administrators also see scheduled (future) items.
 */
export async function listFeeds(ctx: AppContext, actor: Actor | null, publicOnly: boolean): Promise<FeedList> {
  const onlyPublic = publicOnly || !actor;
  return {
    feeds: await feedRows(
      ctx,
      and(
        onlyPublic ? eq(t.feeds.isPublic, true) : undefined,
        isAdmin(actor) && !publicOnly ? undefined : lte(t.feeds.publishedAt, new Date()),
      ),
    ),
  };
}

export async function getFeed(ctx: AppContext, actor: Actor | null, id: number) {
  const [row] = await feedRows(ctx, eq(t.feeds.pkFeedId, id), 1);
  const visible = row && (isAdmin(actor) || ((row.isPublic || actor) && new Date(row.publishedAt) <= new Date()));
  if (!visible) throw notFound('feed_not_found');
  return row;
}

export async function saveFeed(ctx: AppContext, actor: Actor, input: FeedModel) {
  const values = {
    title: input.title,
    body: sanitizeRichText(input.body) ?? '',
    imageName: input.imageName ?? null,
    link: input.link ?? null,
    isPublic: input.isPublic,
    publishedAt: input.publishedAt ? new Date(input.publishedAt) : new Date(),
    updatedAt: new Date(),
  };
  const id = await ctx.db.transaction(async (tx) => {
    let feedId = input.pkFeedId;
    if (feedId) {
      const updated = await tx.update(t.feeds).set(values).where(eq(t.feeds.pkFeedId, feedId)).returning();
      if (!updated.length) throw notFound('feed_not_found');
    } else {
      [{ pkFeedId: feedId }] = await tx
        .insert(t.feeds)
        .values({ ...values, fkAuthorId: actor.userId })
        .returning();
    }
    await logAction(tx, actor, input.pkFeedId ? 'update_feed' : 'add_feed', 'feed', feedId);
    return feedId;
  });
  return getFeed(ctx, actor, id);
}

export async function deleteFeed(ctx: AppContext, actor: Actor, id: number) {
  await ctx.db.transaction(async (tx) => {
    const deleted = await tx.delete(t.feeds).where(eq(t.feeds.pkFeedId, id)).returning();
    if (!deleted.length) throw notFound('feed_not_found');
    await logAction(tx, actor, 'delete_feed', 'feed', id);
  });
}
