import { and, asc, count, eq } from 'drizzle-orm';
import { TranslatedKind } from '@portal/contracts/common/content-languages';
import type { DbOrTx } from '../../db/client.ts';
import * as t from '../../db/schema/all.ts';
import { notFound } from '../../lib/app-error.ts';
import { deleteTranslations, localizedTexts } from '../i18n/content-translations.repository.ts';

const b = t.eventBanners;

/** A banner's columns, its title in the reader's language `lang` (else its event's main one). */
function bannerColumns(lang: number) {
  const { texts, languageIds } = localizedTexts(TranslatedKind.banner, b.pkEventBannerId, t.events.mainLanguageId, lang, {
    title: b.title,
  });
  return {
    pkEventBannerId: b.pkEventBannerId,
    fkEventId: b.fkEventId,
    imageName: b.imageName,
    link: b.link,
    sortOrder: b.sortOrder,
    main: { title: b.title },
    mainLanguageId: t.events.mainLanguageId,
    texts,
    textLanguageIds: languageIds,
  };
}
const bannerRows = (db: DbOrTx, lang: number) =>
  db.select(bannerColumns(lang)).from(b).innerJoin(t.events, eq(t.events.pkEventId, b.fkEventId)).$dynamic();
export type BannerRow = Awaited<ReturnType<typeof bannerById>>;

/** What a banner's form sets. */
export type BannerValues = Pick<typeof b.$inferInsert, 'imageName' | 'link' | 'title' | 'sortOrder' | 'updatedAt'>;

/** An event's banners in position order, read in the language `lang`. */
export const bannersOf = (db: DbOrTx, lang: number, eventId: number) =>
  bannerRows(db, lang).where(eq(b.fkEventId, eventId)).orderBy(asc(b.sortOrder), asc(b.pkEventBannerId));

/** A banner by id, read in the language `lang`; 404 banner_not_found. */
export async function bannerById(db: DbOrTx, lang: number, id: number) {
  const [row] = await bannerRows(db, lang).where(eq(b.pkEventBannerId, id));
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

/** Removes the event's banner and its translations; false when it is not there. */
export async function deleteBannerRow(tx: DbOrTx, eventId: number, id: number): Promise<boolean> {
  await deleteTranslations(tx, TranslatedKind.banner, [id]);
  const removed = await tx
    .delete(b)
    .where(and(eq(b.pkEventBannerId, id), eq(b.fkEventId, eventId)))
    .returning();
  return removed.length > 0;
}
