import type { Feed, FeedList, FeedModel } from '@portal/contracts/companies/feeds';
import type { Actor, AppContext } from '../../context.ts';
import { notFound } from '../../lib/app-error.ts';
import { sanitizeRichText } from '../../lib/rich-text.ts';
import { logAction } from '../logs/logs.service.ts';
import { deleteFeedRow, type FeedRow, findFeedRow, insertFeed, latestFeedRows, updateFeed } from './feeds.repository.ts';

const isAdmin = (actor: Actor | null) =>
  !!actor && (actor.functions.has('super_admin_function') || actor.functions.has('cif_admin_function'));

function toFeed(r: FeedRow): Feed {
  return {
    pkFeedId: r.feed.pkFeedId,
    title: r.feed.title,
    body: r.feed.body,
    imageName: r.feed.imageName,
    link: r.feed.link,
    isPublic: r.feed.isPublic,
    publishedAt: r.feed.publishedAt.toISOString(),
    authorName: r.firstName ? `${r.firstName} ${r.lastName}` : null,
  };
}

/**
 * Published items, newest first: public ones for everybody; all of them for signed-in users
 * unless the flag asks for public only. Administrators also see scheduled (future) items.
 */
export async function listFeeds(ctx: AppContext, actor: Actor | null, publicOnly: boolean): Promise<FeedList> {
  const onlyPublic = publicOnly || !actor;
  const rows = await latestFeedRows(ctx.db, { publicOnly: onlyPublic, scheduledToo: isAdmin(actor) && !publicOnly });
  return { feeds: rows.map(toFeed) };
}

export async function getFeed(ctx: AppContext, actor: Actor | null, id: number) {
  const found = await findFeedRow(ctx.db, id);
  const row = found && toFeed(found);
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
      if (!(await updateFeed(tx, feedId, values))) throw notFound('feed_not_found');
    } else {
      feedId = await insertFeed(tx, actor.userId, values);
    }
    await logAction(tx, actor, input.pkFeedId ? 'update_feed' : 'add_feed', 'feed', feedId);
    return feedId;
  });
  return getFeed(ctx, actor, id);
}

export async function deleteFeed(ctx: AppContext, actor: Actor, id: number) {
  await ctx.db.transaction(async (tx) => {
    if (!(await deleteFeedRow(tx, id))) throw notFound('feed_not_found');
    await logAction(tx, actor, 'delete_feed', 'feed', id);
  });
}
