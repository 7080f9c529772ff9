import { and, eq, or, sql } from 'drizzle-orm';
import type { LatestParams, Snd } from '@portal/contracts/catalogue/catalogue-item';
import type { Actor } from '../../context.ts';
import type { DbOrTx } from '../../db/client.ts';
import * as t from '../../db/schema/all.ts';
import { companyHasModule } from '../companies/company.repository.ts';
import { listedCompanyCondition } from '../companies/company.policy.ts';
import { openedAt } from '../companies/search-records.repository.ts';
import { hiddenOffersOut, isActiveOffer, itemRows, kindIs, newestFirst } from './catalogue-items.repository.ts';
import type { CatalogueKind } from './catalogue-kinds.ts';

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

/** The newest items of companies with the module that the actor may see listed (verified companies only on public lists). */
export function latestItemRows(db: DbOrTx, actor: Actor | null, lang: number, kind: CatalogueKind, f: LatestFilter, limit: number) {
  return itemRows(db, lang, { where: latestWhere(actor, kind, f), orderBy: newestFirst, limit });
}

/** A page of the items the user opened from search, latest first. */
export function openedItemRows(
  db: DbOrTx,
  actor: Actor,
  kind: CatalogueKind,
  f: LatestFilter,
  page: { pageNum: number; pageSize: number },
) {
  const opened = openedAt(actor.userId, kind, item.pkItemId);
  return itemRows(db, actor.languageId, {
    where: and(
      latestWhere(actor, kind, { ...f, snd: undefined }),
      sql`${opened} is not null`,
      f.isSupplyAndDemand ? or(eq(item.isSupply, true), eq(item.isDemand, true)) : undefined,
    ),
    orderBy: [sql`${opened} desc`],
    limit: page.pageSize,
    offset: (page.pageNum - 1) * page.pageSize,
  });
}

/** Shows or hides one item in the market. */
export async function setItemVisibleForSupply(db: DbOrTx, itemId: number, visible: boolean) {
  await db.update(item).set({ isVisibleForSupply: visible, updatedAt: new Date() }).where(eq(item.pkItemId, itemId));
}

/** Shows or hides all of a company's items of the kind in the market; answers how many there are. */
export async function setCompanyItemsVisibleForSupply(db: DbOrTx, kind: CatalogueKind, companyId: number, visible: boolean) {
  const updated = await db
    .update(item)
    .set({ isVisibleForSupply: visible, updatedAt: new Date() })
    .where(and(kindIs(kind), eq(item.fkCompanyId, companyId)))
    .returning({ id: item.pkItemId });
  return updated.length;
}

/**
 * How many items of the kind (or offers) a company has; `insider` counts what it hides from the
 * market too.
 */
export async function countCompanyItems(db: DbOrTx, companyId: number, what: CatalogueKind | 'offer', insider: boolean) {
  const where =
    what === 'offer'
      ? and(or(eq(item.isSupply, true), eq(item.isDemand, true)), insider ? undefined : eq(item.isVisibleForSupply, true))
      : and(kindIs(what), insider ? undefined : hiddenOffersOut);
  const [{ n }] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(item)
    .where(and(eq(item.fkCompanyId, companyId), where));
  return n;
}
