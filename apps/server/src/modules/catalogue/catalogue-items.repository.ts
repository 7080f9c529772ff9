import { countryNameIn } from '../codes/country-names.repository.ts';
import { and, asc, count, desc, eq, isNull, type SQL, sql } from 'drizzle-orm';
import { LanguageId } from '@portal/contracts/codes/code-types';
import type { Product } from '@portal/contracts/catalogue/products';
import type { Service } from '@portal/contracts/catalogue/services';
import { totalPages } from '@portal/contracts/common/paging';
import type { DbOrTx } from '../../db/client.ts';
import { notFound } from '../../lib/app-error.ts';
import { containsText } from '../../lib/text-match.ts';
import * as t from '../../db/schema/all.ts';
import { codeSubtree } from '../codes/code-nodes.repository.ts';
import { type CatalogueKind, kindNames } from './catalogue-kinds.ts';

const item = t.catalogueItems;

/** A code's name in the language, English when it has no translation there. */
const codeName = (codeId: SQL | typeof item.fkClassificationId, lang: number) => sql<string | null>`coalesce(
  (select tr.name from ${t.codeTranslations} tr where tr.fk_code_id = ${codeId} and tr.fk_language_id = ${lang}),
  (select en.name from ${t.codeTranslations} en where en.fk_code_id = ${codeId} and en.fk_language_id = ${LanguageId.english}))`;

/** Supply or demand whose validity window contains today. */
export const isActiveOffer = sql<boolean>`((${item.isSupply} or ${item.isDemand})
  and (${item.validFrom} is null or ${item.validFrom} <= current_date)
  and (${item.validTo} is null or ${item.validTo} >= current_date))`;

function columns(lang: number) {
  return {
    id: item.pkItemId,
    kind: item.kind,
    fkCompanyId: item.fkCompanyId,
    companyName: t.companies.name,
    companyLogo: t.companies.logoName,
    companyFkCountryId: t.companies.fkCountryId,
    companyIsMnc: t.companies.isMnc,
    companyIsVerified: t.companies.isVerified,
    countryIsWb6: t.countries.isWb6,
    countryName: countryNameIn(lang),
    countryCode: t.countries.alpha2,
    fkClassificationId: item.fkClassificationId,
    classificationCode: t.codes.code,
    classificationName: codeName(item.fkClassificationId, lang),
    fkServiceCategoryId: item.fkServiceCategoryId,
    serviceCategoryName: codeName(sql`${item.fkServiceCategoryId}`, lang),
    name: item.name,
    description: item.description,
    keywords: item.keywords,
    images: item.images,
    isSupply: item.isSupply,
    isDemand: item.isDemand,
    validFrom: item.validFrom,
    validTo: item.validTo,
    isVisibleForSupply: item.isVisibleForSupply,
    isActiveOffer,
    createdAt: item.createdAt,
  };
}
export type ItemRow = Awaited<ReturnType<typeof itemRows>>[number];

/** Items with their company, country and code names; deleted companies' items never show. */
export function itemRows(
  db: DbOrTx,
  lang: number,
  o: { where?: SQL; orderBy?: SQL[]; from?: 'searchRecords'; limit?: number; offset?: number },
) {
  const query = db
    .select(columns(lang))
    .from(item)
    .innerJoin(t.companies, eq(t.companies.pkCompanyId, item.fkCompanyId))
    .innerJoin(t.countries, eq(t.countries.pkCountryId, t.companies.fkCountryId))
    .innerJoin(t.codes, eq(t.codes.pkCodeId, item.fkClassificationId))
    .where(and(isNull(t.companies.deletedAt), o.where))
    .orderBy(...(o.orderBy ?? [asc(item.name)]), asc(item.pkItemId))
    .$dynamic();
  if (o.limit !== undefined) query.limit(o.limit);
  if (o.offset) query.offset(o.offset);
  return query;
}

export async function itemPage(db: DbOrTx, lang: number, where: SQL | undefined, pageNum: number, pageSize: number) {
  const [rows, [{ n }]] = await Promise.all([
    itemRows(db, lang, { where, limit: pageSize, offset: (pageNum - 1) * pageSize }),
    db
      .select({ n: count() })
      .from(item)
      .innerJoin(t.companies, eq(t.companies.pkCompanyId, item.fkCompanyId))
      .where(and(isNull(t.companies.deletedAt), where)),
  ]);
  return { rows, totalPages: totalPages(n, pageSize), totalCount: n };
}

export const newestFirst = [desc(item.createdAt)];

function sharedAnswer(r: ItemRow, canEdit: boolean) {
  return {
    fkCompanyId: r.fkCompanyId,
    companyName: r.companyName,
    companyLogo: r.companyLogo,
    countryName: r.countryName,
    name: r.name,
    description: r.description,
    keywords: r.keywords.join(';'),
    images: r.images.join(';'),
    mainImage: r.images[0] ?? null,
    isSupply: r.isSupply,
    isDemand: r.isDemand,
    validFrom: r.validFrom,
    validTo: r.validTo,
    isVisibleForSupply: r.isVisibleForSupply,
    isActiveOffer: r.isActiveOffer,
    createdAt: r.createdAt.toISOString(),
    canEdit,
  };
}

export function toProduct(r: ItemRow, canEdit: boolean): Product {
  return {
    pkProductId: r.id,
    fkProductClassificationId: r.fkClassificationId,
    classificationCode: r.classificationCode,
    classificationName: r.classificationName ?? r.classificationCode,
    ...sharedAnswer(r, canEdit),
  };
}

export function toService(r: ItemRow, canEdit: boolean): Service {
  return {
    pkServiceId: r.id,
    fkActivityClassificationId: r.fkClassificationId,
    activityCode: r.classificationCode,
    activityName: r.classificationName ?? r.classificationCode,
    fkServiceCategoriesId: r.fkServiceCategoryId,
    serviceCategoryName: r.fkServiceCategoryId ? r.serviceCategoryName : null,
    ...sharedAnswer(r, canEdit),
  };
}

export const kindIs = (kind: CatalogueKind) => eq(item.kind, kind);

/** One item of the kind, or the kind's 404. */
export async function itemRow(db: DbOrTx, lang: number, kind: CatalogueKind, id: number) {
  const [row] = await itemRows(db, lang, { where: and(kindIs(kind), eq(item.pkItemId, id)) });
  if (!row) throw notFound(kindNames[kind].notFound);
  return row;
}

/** Items flagged supply or demand but hidden from the market are left out for outsiders. */
export const hiddenOffersOut = sql`not ((${item.isSupply} or ${item.isDemand}) and not ${item.isVisibleForSupply})`;

export interface ItemSearch {
  pageNum: number;
  pageSize: number;
  fkCompanyId?: number | null;
  name?: string | null;
  keywords?: string | null;
  isSupply?: boolean | null;
  isDemand?: boolean | null;
  classificationIds?: number[] | null;
  serviceCategoryId?: number | null;
}

/** The search model's filters (name, keywords, flags, classification sub-tree, NICE class) for one kind. */
export function searchWhere(kind: CatalogueKind, q: ItemSearch): SQL | undefined {
  return and(
    kindIs(kind),
    q.name ? containsText(item.name, q.name) : undefined,
    q.keywords ? sql`exists (select 1 from unnest(${item.keywords}) k where ${containsText(sql`k`, q.keywords)})` : undefined,
    q.isSupply ? eq(item.isSupply, true) : undefined,
    q.isDemand ? eq(item.isDemand, true) : undefined,
    q.classificationIds?.length ? sql`${item.fkClassificationId} in ${codeSubtree(q.classificationIds)}` : undefined,
    q.serviceCategoryId ? eq(item.fkServiceCategoryId, q.serviceCategoryId) : undefined,
  );
}

/**
 * A page of one company's items matching the search model's filters; `hideHiddenOffers` leaves
 * out what the company hid from the market (for outsiders).
 */
export function companyItemPage(
  db: DbOrTx,
  lang: number,
  companyId: number,
  kind: CatalogueKind,
  q: ItemSearch,
  hideHiddenOffers: boolean,
) {
  const hidden = hideHiddenOffers ? hiddenOffersOut : undefined;
  return itemPage(db, lang, and(eq(item.fkCompanyId, companyId), searchWhere(kind, q), hidden), q.pageNum, q.pageSize);
}

/** What an item holds besides its kind and company. */
export type ItemValues = Omit<typeof item.$inferInsert, 'pkItemId' | 'kind' | 'fkCompanyId' | 'createdAt' | 'updatedAt'>;

export async function insertItem(db: DbOrTx, kind: CatalogueKind, companyId: number, values: ItemValues) {
  const [{ pkItemId }] = await db
    .insert(item)
    .values({ kind, fkCompanyId: companyId, ...values })
    .returning();
  return pkItemId;
}

export async function updateItem(db: DbOrTx, id: number, values: ItemValues) {
  await db
    .update(item)
    .set({ ...values, updatedAt: new Date() })
    .where(eq(item.pkItemId, id));
}

export async function deleteItemRow(db: DbOrTx, id: number) {
  await db.delete(item).where(eq(item.pkItemId, id));
}
