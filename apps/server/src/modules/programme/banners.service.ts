import { and, asc, count, eq } from 'drizzle-orm';
import { type EventBanner, MAX_EVENT_BANNERS, type ParsedBannerModel } from '@portal/contracts/programme/banners';
import type { Actor, AppContext, Client } from '../../context.ts';
import type { DbOrTx } from '../../db/client.ts';
import * as t from '../../db/schema/all.ts';
import { businessRule, notFound } from '../../lib/app-error.ts';
import { requireManagedEvent } from '../events/event.policy.ts';
import { logAction } from '../logs/logs.service.ts';
import { usableImage } from './programme-images.ts';
import { viewEventShowcase } from './programme.policy.ts';

const b = t.eventBanners;
const bannerColumns = {
  pkEventBannerId: b.pkEventBannerId,
  fkEventId: b.fkEventId,
  imageName: b.imageName,
  link: b.link,
  title: b.title,
  sortOrder: b.sortOrder,
};

const bannersOf = (db: DbOrTx, eventId: number): Promise<EventBanner[]> =>
  db.select(bannerColumns).from(b).where(eq(b.fkEventId, eventId)).orderBy(asc(b.sortOrder), asc(b.pkEventBannerId));

async function bannerById(db: DbOrTx, id: number): Promise<EventBanner> {
  const [row] = await db.select(bannerColumns).from(b).where(eq(b.pkEventBannerId, id));
  if (!row) throw notFound('banner_not_found');
  return row;
}

/** get-all-for-event/{id}: the event's banners in position order, for whoever may see the event. */
export async function bannersOfEvent(ctx: AppContext, by: Actor | Client, eventId: number): Promise<EventBanner[]> {
  await viewEventShowcase(ctx.db, by, eventId);
  return bannersOf(ctx.db, eventId);
}

/**
 * create-or-update: the event's organisers add a banner (at most MAX_EVENT_BANNERS, counted under
 * a lock of the event's row so two at once cannot pass it) or change one; a banner stays on its event.
 */
export async function saveBanner(ctx: AppContext, actor: Actor, input: ParsedBannerModel): Promise<EventBanner> {
  const id = await ctx.db.transaction(async (tx) => {
    const current = input.pkEventBannerId ? await bannerById(tx, input.pkEventBannerId) : null;
    const eventId = current?.fkEventId ?? input.fkEventId;
    await requireManagedEvent(tx, actor, eventId);
    const values = {
      imageName: (await usableImage(tx, actor, 'imageName', input.imageName, current?.imageName)) ?? '',
      link: input.link ?? null,
      title: input.title || null,
      sortOrder: input.sortOrder,
      updatedAt: new Date(),
    };
    if (current) {
      await tx.update(b).set(values).where(eq(b.pkEventBannerId, current.pkEventBannerId));
      await logAction(tx, actor, 'update_event_banner', 'event', eventId, { pkEventBannerId: current.pkEventBannerId });
      return current.pkEventBannerId;
    }
    await tx.select({ id: t.events.pkEventId }).from(t.events).where(eq(t.events.pkEventId, eventId)).for('no key update');
    const [{ n }] = await tx.select({ n: count() }).from(b).where(eq(b.fkEventId, eventId));
    if (n >= MAX_EVENT_BANNERS) throw businessRule('too_many_banners', { max: MAX_EVENT_BANNERS });
    const [{ pkEventBannerId }] = await tx
      .insert(b)
      .values({ ...values, fkEventId: eventId })
      .returning();
    await logAction(tx, actor, 'create_event_banner', 'event', eventId, { pkEventBannerId });
    return pkEventBannerId;
  });
  return bannerById(ctx.db, id);
}

/** DELETE api/EventBanners/{id}: the event's organisers. */
export async function deleteBanner(ctx: AppContext, actor: Actor, id: number): Promise<void> {
  await ctx.db.transaction(async (tx) => {
    const banner = await bannerById(tx, id);
    await requireManagedEvent(tx, actor, banner.fkEventId);
    const removed = await tx
      .delete(b)
      .where(and(eq(b.pkEventBannerId, id), eq(b.fkEventId, banner.fkEventId)))
      .returning();
    if (!removed.length) throw notFound('banner_not_found');
    await logAction(tx, actor, 'delete_event_banner', 'event', banner.fkEventId, { pkEventBannerId: id });
  });
}
