// The supply-and-demand side of the catalogue: latest lists, search records, market visibility, has-checks.
import { and, eq, or, sql } from 'drizzle-orm';
import type {
  BulkVisibility,
  CompanyHasItems,
  LatestPage,
  LatestParams,
  SingleVisibility,
  Snd,
  VisibilityResult,
} from '@portal/contracts/catalogue/catalogue-item';
import type { Actor, AppContext } from '../../context.ts';
import * as t from '../../db/schema/all.ts';
import { notFound, unauthorized } from '../../lib/app-error.ts';
import { logAction } from '../logs/logs.service.ts';
import { companyHasModule } from '../companies/company.repository.ts';
import {
  canSeeCompanyInternals,
  listedCompanyCondition,
  requireEditableCompany,
  requireVisibleCompany,
} from '../companies/company.policy.ts';
import { openedAt, recordOpened } from '../companies/search-records.repository.ts';
import { listOf } from './catalogue-answers.ts';
import { hiddenOffersOut, isActiveOffer, itemRow, itemRows, kindIs, newestFirst } from './catalogue-items.repository.ts';
import { getItem } from './catalogue-items.service.ts';
import { type CatalogueKind, kindNames } from './catalogue-kinds.ts';

const item = t.catalogueItems;

/** The market's filter: supply (or demand) valid today and visible. */
const inMarket = (side: Snd) =>
  and(eq(side === 'supply' ? item.isSupply : item.isDemand, true), isActiveOffer, eq(item.isVisibleForSupply, true));

/** The latest lists' path parameters; `snd` picks the market side of latest-added (supply by default). */
export type LatestFilter = LatestParams & { snd?: Snd };

function latestWhere(actor: Actor | null, kind: CatalogueKind, f: LatestFilter) {
  return and(
    kindIs(kind),
    companyHasModule(f.moduleId),
    f.isPublic ? eq(t.companies.isVerified, true) : listedCompanyCondition(actor),
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

/** The items the user opened last from search, newest first. */
export async function latestSearched(ctx: AppContext, actor: Actor, kind: CatalogueKind, f: LatestFilter, page: LatestPage) {
  const opened = openedAt(actor.userId, kind, item.pkItemId);
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
    await tx.update(item).set({ isVisibleForSupply: v.isVisibleForSupply, updatedAt: new Date() }).where(eq(item.pkItemId, v.id));
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
    const updated = await tx
      .update(item)
      .set({ isVisibleForSupply: v.isVisibleForSupply, updatedAt: new Date() })
      .where(and(kindIs(kind), eq(item.fkCompanyId, companyId)))
      .returning({ id: item.pkItemId });
    await logAction(tx, actor, `set_${kindNames[kind].plural}_visibility`, 'company', companyId, {
      isVisibleForSupply: v.isVisibleForSupply,
      count: updated.length,
    });
    return { updated: updated.length };
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
  const insider = canSeeCompanyInternals(actor, company);
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
