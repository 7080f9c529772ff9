import { and, eq, inArray, or, type SQL, sql } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import { isoToday, type Snd } from '@portal/contracts/catalogue/catalogue-item';
import type { ProductModel } from '@portal/contracts/catalogue/products';
import type { ServiceModel } from '@portal/contracts/catalogue/services';
import type { Actor, AppContext } from '../../context.ts';
import type { DbOrTx } from '../../db/client.ts';
import * as t from '../../db/schema/all.ts';
import { fieldError, notFound, unauthorized } from '../../lib/app-error.ts';
import { containsText } from '../../lib/text-match.ts';
import { logAction } from '../logs/logs.service.ts';
import { publishNotifications } from '../notifications/notify.service.ts';
import { companyModuleIds } from '../companies/company.repository.ts';
import { canEditCompany, canViewCompany } from '../companies/company-rights.ts';
import { editableCompany, visibleCompany } from '../companies/company.service.ts';
import {
  isActiveOffer,
  type ItemRow,
  itemPage,
  itemRows,
  kindIs,
  newestFirst,
  toProduct,
  toService,
} from './catalogue-items.repository.ts';
import { type CatalogueKind, kindNames, SERVICE_CATEGORY_TYPE, SUPPLY_DEMAND_MODULE } from './catalogue-kinds.ts';
import { notifyOfferMatches } from './offer-matches.ts';

const item = t.catalogueItems;
type ItemInput = ProductModel | ServiceModel;

const companyOf = (r: ItemRow) => ({
  pkCompanyId: r.fkCompanyId,
  fkCountryId: r.companyFkCountryId,
  isMnc: r.companyIsMnc,
  countryIsWb6: r.countryIsWb6,
  isVerified: r.companyIsVerified,
});

function answer(kind: CatalogueKind, r: ItemRow, actor: Actor | null) {
  const canEdit = canEditCompany(actor, companyOf(r));
  return kind === 'product' ? toProduct(r, canEdit) : toService(r, canEdit);
}
/** A list under the kind's name: { products } or { services }. */
function listOf(kind: CatalogueKind, rows: ItemRow[], actor: Actor | null) {
  const canEdit = (r: ItemRow) => canEditCompany(actor, companyOf(r));
  return kind === 'product'
    ? { products: rows.map((r) => toProduct(r, canEdit(r))) }
    : { services: rows.map((r) => toService(r, canEdit(r))) };
}

/**
 * Items of companies the actor may see in lists across companies: verified companies, the
 * actor's own, and every company for a platform administrator. Anonymous visitors see
 * verified companies only.
 */
function listedCompanies(actor: Actor | null): SQL | undefined {
  if (actor?.functions.has('super_admin_function')) return undefined;
  const verified = eq(t.companies.isVerified, true);
  return actor?.companyId ? or(verified, eq(t.companies.pkCompanyId, actor.companyId)) : verified;
}

async function itemRow(db: DbOrTx, lang: number, kind: CatalogueKind, id: number) {
  const [row] = await itemRows(db, lang, { where: and(kindIs(kind), eq(item.pkItemId, id)) });
  if (!row) throw notFound(kindNames[kind].notFound);
  return row;
}

/** One item, for whoever may see its company; anonymous visitors see verified companies' items. */
export async function getItem(ctx: AppContext, actor: Actor | null, lang: number, kind: CatalogueKind, id: number) {
  const row = await itemRow(ctx.db, lang, kind, id);
  const visible = actor ? canViewCompany(actor, companyOf(row)) : row.companyIsVerified;
  if (!visible) throw notFound(kindNames[kind].notFound);
  return answer(kind, row, actor);
}

/** Checks the code fields against the code lists and the company (a service's NACE must be one of its sectors). */
async function checkCodes(db: DbOrTx, kind: CatalogueKind, input: ItemInput) {
  const classificationId = 'fkProductClassificationId' in input ? input.fkProductClassificationId : input.fkActivityClassificationId;
  const field = kind === 'product' ? 'fkProductClassificationId' : 'fkActivityClassificationId';
  if (kind === 'product') {
    // An HS leaf: a code of type 6 without children.
    const [leaf] = await db
      .select({ id: t.codes.pkCodeId })
      .from(t.codes)
      .where(
        and(
          eq(t.codes.pkCodeId, classificationId),
          eq(t.codes.fkCodeTypeId, kindNames.product.classificationType),
          eq(t.codes.isDeleted, false),
          sql`not exists (select 1 from ${t.codes} c where c.fk_parent_id = ${t.codes.pkCodeId} and not c.is_deleted)`,
        ),
      );
    if (!leaf) throw fieldError(field, 'classification_must_be_leaf');
  } else {
    const [sector] = await db
      .select({ id: t.companySectors.fkCodeId })
      .from(t.companySectors)
      .where(and(eq(t.companySectors.fkCompanyId, input.fkCompanyId), eq(t.companySectors.fkCodeId, classificationId)));
    if (!sector) throw fieldError(field, 'activity_not_in_company_sectors');
    const categoryId = 'fkServiceCategoriesId' in input ? input.fkServiceCategoriesId : null;
    if (categoryId) {
      const [category] = await db
        .select({ id: t.codes.pkCodeId })
        .from(t.codes)
        .where(and(eq(t.codes.pkCodeId, categoryId), eq(t.codes.fkCodeTypeId, SERVICE_CATEGORY_TYPE), eq(t.codes.isDeleted, false)));
      if (!category) throw fieldError('fkServiceCategoriesId', 'validation.invalid');
    }
  }
  return classificationId;
}

/** New gallery images must be public images the actor uploaded; images already on the item stay. */
async function checkImages(db: DbOrTx, actor: Actor, images: string[], kept: string[]) {
  const added = images.filter((name) => !kept.includes(name));
  if (!added.length) return;
  const rows = await db
    .select({ name: t.files.name, mimeType: t.files.mimeType, isPublic: t.files.isPublic })
    .from(t.files)
    .where(and(inArray(t.files.name, added), eq(t.files.fkOwnerUserId, actor.userId)));
  const usable = new Set(rows.filter((r) => r.isPublic && r.mimeType.startsWith('image/')).map((r) => r.name));
  if (added.some((name) => !usable.has(name))) throw fieldError('images', 'image_not_uploaded');
}

/** POST and PUT: the spec-1 section 5 rules the contract cannot check without stored state. */
export async function saveItem(ctx: AppContext, request: FastifyRequest, actor: Actor, kind: CatalogueKind, input: ItemInput) {
  const itemId = 'pkProductId' in input ? input.pkProductId : 'pkServiceId' in input ? input.pkServiceId : undefined;
  const saved = await ctx.db.transaction(async (tx) => {
    const company = await editableCompany(tx, actor, input.fkCompanyId);
    const existing = itemId ? await itemRow(tx, actor.languageId, kind, itemId) : null;
    // An item stays with its company, which the actor must be able to edit too.
    if (existing && existing.fkCompanyId !== input.fkCompanyId) throw notFound(kindNames[kind].notFound);
    const classificationId = await checkCodes(tx, kind, input);
    if (input.isSupply || input.isDemand) {
      const modules = await companyModuleIds(tx, company.pkCompanyId);
      if (!modules.includes(SUPPLY_DEMAND_MODULE) || company.isMnc) throw fieldError('isSupply', 'supply_demand_not_available');
    }
    const validFromChanged = input.validFrom && input.validFrom !== existing?.validFrom;
    if (validFromChanged && input.validFrom! <= isoToday()) throw fieldError('validFrom', 'valid_from_cant_be_in_the_past');
    await checkImages(tx, actor, input.images, existing?.images ?? []);
    const values = {
      fkClassificationId: classificationId,
      fkServiceCategoryId: 'fkServiceCategoriesId' in input ? (input.fkServiceCategoriesId ?? null) : null,
      name: input.name,
      description: input.description ?? null,
      keywords: input.keywords,
      images: input.images,
      isSupply: input.isSupply,
      isDemand: input.isDemand,
      validFrom: input.validFrom ?? null,
      validTo: input.validTo ?? null,
    };
    let savedId = itemId;
    if (savedId) {
      await tx
        .update(item)
        .set({ ...values, updatedAt: new Date() })
        .where(eq(item.pkItemId, savedId));
    } else {
      [{ pkItemId: savedId }] = await tx
        .insert(item)
        .values({ kind, fkCompanyId: input.fkCompanyId, ...values })
        .returning();
    }
    await logAction(tx, request, `${existing ? 'update' : 'add'}_${kind}`, kind, savedId);
    // An offer is announced once: when it is new, or when a catalogue item becomes one.
    const becameOffer = (input.isSupply && !existing?.isSupply) || (input.isDemand && !existing?.isDemand);
    const written = becameOffer
      ? await notifyOfferMatches(tx, kind, {
          id: savedId,
          name: input.name,
          companyName: company.name,
          isVisibleForSupply: existing?.isVisibleForSupply ?? true,
        })
      : [];
    return { savedId, written };
  });
  await publishNotifications(ctx, saved.written);
  return answer(kind, await itemRow(ctx.db, actor.languageId, kind, saved.savedId), actor);
}

export async function deleteItem(ctx: AppContext, request: FastifyRequest, actor: Actor, kind: CatalogueKind, id: number) {
  await ctx.db.transaction(async (tx) => {
    const row = await itemRow(tx, actor.languageId, kind, id);
    await editableCompany(tx, actor, row.fkCompanyId);
    await tx.delete(item).where(eq(item.pkItemId, id));
    await logAction(tx, request, `delete_${kind}`, kind, id);
  });
}

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

/** A code and every code under it, so that a chosen branch finds the leaves below it. */
const underCodes = (ids: number[]) => sql`${item.fkClassificationId} in (
  with recursive branch(id) as (
    select pk_code_id from ${t.codes} where pk_code_id in (${sql.join(
      ids.map((id) => sql`${id}`),
      sql`, `,
    )})
    union select c.pk_code_id from ${t.codes} c join branch b on c.fk_parent_id = b.id
  ) select id from branch)`;

function searchWhere(kind: CatalogueKind, q: ItemSearch): SQL | undefined {
  return and(
    kindIs(kind),
    q.name ? containsText(item.name, q.name) : undefined,
    q.keywords ? sql`exists (select 1 from unnest(${item.keywords}) k where ${containsText(sql`k`, q.keywords)})` : undefined,
    q.isSupply ? eq(item.isSupply, true) : undefined,
    q.isDemand ? eq(item.isDemand, true) : undefined,
    q.classificationIds?.length ? underCodes(q.classificationIds) : undefined,
    q.serviceCategoryId ? eq(item.fkServiceCategoryId, q.serviceCategoryId) : undefined,
  );
}

/** One company's items, for those who may see the company (its catalogue is part of the profile). */
export async function searchInCompany(ctx: AppContext, actor: Actor, kind: CatalogueKind, q: ItemSearch) {
  const companyId = q.fkCompanyId ?? actor.companyId;
  if (!companyId) throw notFound('company_not_found');
  const company = await visibleCompany(ctx.db, actor, companyId);
  // Outsiders do not see what the company hid from the supply-and-demand market.
  const hidden = canEditCompany(actor, company) || actor.companyId === companyId ? undefined : hiddenOffersOut;
  const page = await itemPage(
    ctx.db,
    actor.languageId,
    and(eq(item.fkCompanyId, companyId), searchWhere(kind, q), hidden),
    q.pageNum,
    q.pageSize,
  );
  return { ...listOf(kind, page.rows, actor), totalPages: page.totalPages, totalCount: page.totalCount };
}

/** Items flagged supply or demand but hidden from the market are left out for outsiders. */
const hiddenOffersOut = sql`not ((${item.isSupply} or ${item.isDemand}) and not ${item.isVisibleForSupply})`;

/** get-added-*-for-my-company: the caller's company's items. */
export function myCompanyItems(ctx: AppContext, actor: Actor, kind: CatalogueKind, q: ItemSearch) {
  if (!actor.companyId) throw notFound('company_not_found');
  return searchInCompany(ctx, actor, kind, { ...q, fkCompanyId: actor.companyId });
}

const hasModule = (moduleId: number) =>
  sql`exists (select 1 from ${t.companyModules} m where m.fk_company_id = ${t.companies.pkCompanyId} and m.module_id = ${moduleId})`;

/** The market's filter: supply (or demand) valid today and visible. */
const inMarket = (side: Snd) =>
  and(eq(side === 'supply' ? item.isSupply : item.isDemand, true), isActiveOffer, eq(item.isVisibleForSupply, true));

export interface LatestFilter {
  moduleId: number;
  isPublic: boolean;
  isSupplyAndDemand: boolean;
  snd?: Snd;
}

function latestWhere(actor: Actor | null, kind: CatalogueKind, f: LatestFilter) {
  return and(
    kindIs(kind),
    hasModule(f.moduleId),
    f.isPublic ? eq(t.companies.isVerified, true) : listedCompanies(actor),
    f.isSupplyAndDemand ? inMarket(f.snd ?? 'supply') : undefined,
  );
}

/** Newest items of companies with the module; public lists show verified companies only. */
export const LATEST_ADDED_COUNT = 10;
export async function latestAdded(ctx: AppContext, actor: Actor | null, lang: number, kind: CatalogueKind, f: LatestFilter) {
  if (!f.isPublic && !actor) throw unauthorized();
  const rows = await itemRows(ctx.db, lang, { where: latestWhere(actor, kind, f), orderBy: newestFirst, limit: LATEST_ADDED_COUNT });
  return listOf(kind, rows, actor);
}

const openedAt = (actor: Actor, kind: CatalogueKind) =>
  sql`(select r.searched_at from ${t.searchRecords} r where r.fk_user_id = ${actor.userId} and r.item_type = ${kind} and r.item_id = ${item.pkItemId})`;

/** The items the user opened last from search, newest first. */
export async function latestSearched(
  ctx: AppContext,
  actor: Actor,
  kind: CatalogueKind,
  f: LatestFilter,
  page: { pageNum: number; pageSize: number },
) {
  const opened = openedAt(actor, kind);
  const rows = await itemRows(ctx.db, actor.languageId, {
    where: and(
      latestWhere(actor, kind, { ...f, snd: undefined }),
      sql`${opened} is not null`,
      f.isSupplyAndDemand ? or(eq(item.isSupply, true), eq(item.isDemand, true)) : undefined,
    ),
    orderBy: [sql`${opened} desc`],
    limit: page.pageSize,
    offset: (page.pageNum - 1) * page.pageSize,
  });
  return listOf(kind, rows, actor);
}

/** Opens an item from search: records it for "latest searches" and answers it. */
export async function openFromSearch(ctx: AppContext, actor: Actor, kind: CatalogueKind, id: number) {
  const found = await getItem(ctx, actor, actor.languageId, kind, id);
  await ctx.db
    .insert(t.searchRecords)
    .values({ fkUserId: actor.userId, itemType: kind, itemId: id })
    .onConflictDoUpdate({
      target: [t.searchRecords.fkUserId, t.searchRecords.itemType, t.searchRecords.itemId],
      set: { searchedAt: new Date() },
    });
  return found;
}

/** api/SupplyDemand: one item's market visibility. */
export async function setItemVisibility(
  ctx: AppContext,
  request: FastifyRequest,
  actor: Actor,
  kind: CatalogueKind,
  v: { id: number; isVisibleForSupply: boolean },
) {
  return ctx.db.transaction(async (tx) => {
    const row = await itemRow(tx, actor.languageId, kind, v.id);
    await editableCompany(tx, actor, row.fkCompanyId);
    await tx.update(item).set({ isVisibleForSupply: v.isVisibleForSupply, updatedAt: new Date() }).where(eq(item.pkItemId, v.id));
    await logAction(tx, request, `set_${kind}_visibility`, kind, v.id, { isVisibleForSupply: v.isVisibleForSupply });
    return { updated: 1 };
  });
}

/** api/SupplyDemand: the market visibility of all of a company's products (or services). */
export async function setCompanyVisibility(
  ctx: AppContext,
  request: FastifyRequest,
  actor: Actor,
  kind: CatalogueKind,
  v: { fkCompanyId?: number | null; isVisibleForSupply: boolean },
) {
  const companyId = v.fkCompanyId ?? actor.companyId;
  if (!companyId) throw notFound('company_not_found');
  return ctx.db.transaction(async (tx) => {
    await editableCompany(tx, actor, companyId);
    const updated = await tx
      .update(item)
      .set({ isVisibleForSupply: v.isVisibleForSupply, updatedAt: new Date() })
      .where(and(kindIs(kind), eq(item.fkCompanyId, companyId)))
      .returning({ id: item.pkItemId });
    await logAction(tx, request, `set_${kindNames[kind].plural}_visibility`, 'company', companyId, {
      isVisibleForSupply: v.isVisibleForSupply,
      count: updated.length,
    });
    return { updated: updated.length };
  });
}

/** get-company-has-products / has-services / has-supply-or-demand. */
export async function companyHas(ctx: AppContext, actor: Actor, companyId: number, what: CatalogueKind | 'offer') {
  const company = await visibleCompany(ctx.db, actor, companyId);
  const insider = canEditCompany(actor, company) || actor.companyId === companyId;
  const where =
    what === 'offer'
      ? and(or(eq(item.isSupply, true), eq(item.isDemand, true)), insider ? undefined : eq(item.isVisibleForSupply, true))
      : and(kindIs(what), insider ? undefined : hiddenOffersOut);
  const [{ n }] = await ctx.db
    .select({ n: sql<number>`count(*)::int` })
    .from(item)
    .where(and(eq(item.fkCompanyId, companyId), where));
  return { companyId, has: n > 0, count: n };
}
