// The supply-and-demand side of the catalogue: latest lists, search records, market visibility, has-checks.
import type {
  BulkVisibility,
  CompanyHasItems,
  LatestPage,
  SingleVisibility,
  VisibilityResult,
} from '@portal/contracts/catalogue/catalogue-item';
import type { Actor, AppContext } from '../../context.ts';
import { notFound, unauthorized } from '../../lib/app-error.ts';
import { logAction } from '../logs/logs.service.ts';
import { canSeeCompanyInternals, requireEditableCompany, requireVisibleCompany } from '../companies/company.policy.ts';
import { recordOpened } from '../companies/search-records.repository.ts';
import { listOf } from './catalogue-answers.ts';
import { itemRow } from './catalogue-items.repository.ts';
import { getItem } from './catalogue-items.service.ts';
import { type CatalogueKind, kindNames } from './catalogue-kinds.ts';
import {
  countCompanyItems,
  type LatestFilter,
  latestItemRows,
  openedItemRows,
  setCompanyItemsVisibleForSupply,
  setItemVisibleForSupply,
} from './catalogue-market.repository.ts';

/** Newest items of companies with the module; public lists show verified companies only. */
export const LATEST_ADDED_COUNT = 10;
export async function latestAdded(ctx: AppContext, actor: Actor | null, lang: number, kind: CatalogueKind, f: LatestFilter) {
  if (!f.isPublic && !actor) throw unauthorized();
  const rows = await latestItemRows(ctx.db, actor, lang, kind, f, LATEST_ADDED_COUNT);
  return listOf(kind, rows, actor);
}

/** The items the user opened last from search, newest first. */
export async function latestSearched(ctx: AppContext, actor: Actor, kind: CatalogueKind, f: LatestFilter, page: LatestPage) {
  return listOf(kind, await openedItemRows(ctx.db, actor, kind, f, page), actor);
}

/** Opens an item from search: records it for "latest searches" and answers it. */
export async function openFromSearch(ctx: AppContext, actor: Actor, kind: CatalogueKind, id: number) {
  const found = await getItem(ctx, actor, actor.languageId, kind, id);
  await recordOpened(ctx.db, actor.userId, kind, id);
  return found;
}

/** api/SupplyDemand: one item's market visibility. */
export async function setItemVisibility(
  ctx: AppContext,
  actor: Actor,
  kind: CatalogueKind,
  v: SingleVisibility,
): Promise<VisibilityResult> {
  return ctx.db.transaction(async (tx) => {
    const row = await itemRow(tx, actor.languageId, kind, v.id);
    await requireEditableCompany(tx, actor, row.fkCompanyId);
    await setItemVisibleForSupply(tx, v.id, v.isVisibleForSupply);
    await logAction(tx, actor, `set_${kind}_visibility`, kind, v.id, { isVisibleForSupply: v.isVisibleForSupply });
    return { updated: 1 };
  });
}

/** api/SupplyDemand: the market visibility of all of a company's products (or services). */
export async function setCompanyVisibility(
  ctx: AppContext,
  actor: Actor,
  kind: CatalogueKind,
  v: BulkVisibility,
): Promise<VisibilityResult> {
  const companyId = v.fkCompanyId ?? actor.companyId;
  if (!companyId) throw notFound('company_not_found');
  return ctx.db.transaction(async (tx) => {
    await requireEditableCompany(tx, actor, companyId);
    const updated = await setCompanyItemsVisibleForSupply(tx, kind, companyId, v.isVisibleForSupply);
    await logAction(tx, actor, `set_${kindNames[kind].plural}_visibility`, 'company', companyId, {
      isVisibleForSupply: v.isVisibleForSupply,
      count: updated,
    });
    return { updated };
  });
}

/** get-company-has-products / has-services / has-supply-or-demand. */
export async function companyHas(
  ctx: AppContext,
  actor: Actor,
  companyId: number,
  what: CatalogueKind | 'offer',
): Promise<CompanyHasItems> {
  const company = await requireVisibleCompany(ctx.db, actor, companyId);
  const n = await countCompanyItems(ctx.db, companyId, what, canSeeCompanyInternals(actor, company));
  return { companyId, has: n > 0, count: n };
}
