import { and, asc, count, eq } from 'drizzle-orm';
import type { EventBanner } from '@portal/contracts/programme/banners';
import type { DbOrTx } from '../../db/client.ts';
import * as t from '../../db/schema/all.ts';
import { notFound } from '../../lib/app-error.ts';

const b = t.eventBanners;
const bannerColumns = {
  pkEventBannerId: b.pkEventBannerId,
  fkEventId: b.fkEventId,
  imageName: b.imageName,
  link: b.link,
  title: b.title,
  sortOrder: b.sortOrder,
};

/** What a banner's form sets. */
export type BannerValues = Pick<typeof b.$inferInsert, 'imageName' | 'link' | 'title' | 'sortOrder' | 'updatedAt'>;

/** An event's banners in position order. */
export const bannersOf = (db: DbOrTx, eventId: number): Promise<EventBanner[]> =>
  db.select(bannerColumns).from(b).where(eq(b.fkEventId, eventId)).orderBy(asc(b.sortOrder), asc(b.pkEventBannerId));

/** A banner by id; 404 banner_not_found. */
export async function bannerById(db: DbOrTx, id: number): Promise<EventBanner> {
  const [row] = await db.select(bannerColumns).from(b).where(eq(b.pkEventBannerId, id));
  if (!row) throw notFound('banner_not_found');
  return row;
}

export async function countBanners(db: DbOrTx, eventId: number): Promise<number> {
  const [{ n }] = await db.select({ n: count() }).from(b).where(eq(b.fkEventId, eventId));
  return n;
}

/** A new banner of the event; its id. */
export async function insertBanner(tx: DbOrTx, eventId: number, values: BannerValues): Promise<number> {
  const [{ pkEventBannerId }] = await tx
    .insert(b)
    .values({ ...values, fkEventId: eventId })
    .returning({ pkEventBannerId: b.pkEventBannerId });
  return pkEventBannerId;
}

export async function updateBanner(tx: DbOrTx, id: number, values: BannerValues): Promise<void> {
  await tx.update(b).set(values).where(eq(b.pkEventBannerId, id));
}

/** Removes the event's banner; false when it is not there. */
export async function deleteBannerRow(tx: DbOrTx, eventId: number, id: number): Promise<boolean> {
  const removed = await tx
    .delete(b)
    .where(and(eq(b.pkEventBannerId, id), eq(b.fkEventId, eventId)))
    .returning();
  return removed.length > 0;
}
