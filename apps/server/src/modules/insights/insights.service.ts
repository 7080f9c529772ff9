import type { InsightsComparisonQuery, InsightsFilter } from '@portal/contracts/insights/insights-filter';
import type { Actor, AppContext } from '../../context.ts';
import type { DbOrTx } from '../../db/client.ts';
import { portalDayRange } from '../../lib/portal-clock.ts';
import { catalogueFigures } from './catalogue-insights.repository.ts';
import { companiesByEconomy, companiesBySection, companiesPerMonth } from './companies-insights.repository.ts';
import { economyLinks } from './connections-insights.repository.ts';
import { activityByEconomy, eventsPerMonth, eventsTotals, meetingOutcomeCounts } from './events-insights.repository.ts';
import { requireEconomyComparison, requireInsightsEconomy } from './insights.policy.ts';
import {
  type InsightsNames,
  toCatalogueInsights,
  toCompaniesInsights,
  toComparison,
  toConnectionsInsights,
  toEventsInsights,
} from './insights.mapper.ts';
import { economyNames, sectionNames, wb6EconomyIds } from './insights-names.repository.ts';
import { type InsightsScope, insightsReads } from './insights-sql.repository.ts';

/**
 * The insights of /admin-center/power-bi (issue 28 item 2), computed live from the portal's
 * data: each answer is a few aggregate statements over the scope the policy settles (the
 * economy) and the period the filter names (its days in the portal's time zone, inclusive).
 */

/** The period's instants: from the first day's midnight to the midnight after the last day. */
const period = (f: { from?: string; to?: string }) => ({
  start: f.from ? portalDayRange(f.from)[0] : null,
  end: f.to ? portalDayRange(f.to)[1] : null,
});

function scopeOf(actor: Actor, filter: InsightsFilter): InsightsScope {
  return { countryId: requireInsightsEconomy(actor, filter.countryId), ...period(filter), lang: actor.languageId };
}

async function namesOf(db: DbOrTx, lang: number, economyIds: number[], sectionIds: number[] = []): Promise<InsightsNames> {
  const [economies, sections] = await Promise.all([
    economyNames(db, [...new Set(economyIds)], lang),
    sectionNames(db, [...new Set(sectionIds)], lang),
  ]);
  return { economies, sections };
}

export async function getCompaniesInsights(ctx: AppContext, actor: Actor, filter: InsightsFilter) {
  const scope = scopeOf(actor, filter);
  return insightsReads(ctx.db, async (tx) => {
    const byEconomy = await companiesByEconomy(tx, scope);
    const bySection = await companiesBySection(tx, scope);
    const perMonth = await companiesPerMonth(tx, scope);
    const names = await namesOf(
      tx,
      scope.lang,
      byEconomy.map((r) => r.country_id),
      bySection.map((r) => r.section_id),
    );
    return toCompaniesInsights(byEconomy, bySection, perMonth, names);
  });
}

async function catalogueOf(db: DbOrTx, scope: InsightsScope) {
  const rows = await catalogueFigures(db, scope);
  const names = await namesOf(
    db,
    scope.lang,
    rows.map((r) => r.country_id),
    rows.map((r) => r.section_id),
  );
  return toCatalogueInsights(rows, names);
}

export async function getCatalogueInsights(ctx: AppContext, actor: Actor, filter: InsightsFilter) {
  const scope = scopeOf(actor, filter);
  return insightsReads(ctx.db, (tx) => catalogueOf(tx, scope));
}

export async function getConnectionsInsights(ctx: AppContext, actor: Actor, filter: InsightsFilter) {
  const scope = scopeOf(actor, filter);
  return insightsReads(ctx.db, async (tx) => {
    const rows = await economyLinks(tx, scope);
    const names = await namesOf(tx, scope.lang, [...rows.map((r) => r.from_id), ...rows.map((r) => r.to_id)]);
    return toConnectionsInsights(rows, names);
  });
}

export async function getEventsInsights(ctx: AppContext, actor: Actor, filter: InsightsFilter) {
  const scope = scopeOf(actor, filter);
  return insightsReads(ctx.db, async (tx) =>
    toEventsInsights(await eventsTotals(tx, scope), await meetingOutcomeCounts(tx, scope), await eventsPerMonth(tx, scope)),
  );
}

/** The platform administrator's comparison of economies: the WB6 economies unless others are named. */
export async function getComparison(ctx: AppContext, actor: Actor, query: InsightsComparisonQuery) {
  requireEconomyComparison(actor);
  const scope: InsightsScope = { countryId: null, ...period(query), lang: actor.languageId };
  return insightsReads(ctx.db, async (tx) => {
    const countryIds = query.countryIds?.length ? query.countryIds : await wb6EconomyIds(tx);
    const companies = await companiesByEconomy(tx, scope);
    const catalogue = await catalogueOf(tx, scope);
    const activity = await activityByEconomy(tx, scope);
    const names = await namesOf(tx, scope.lang, countryIds);
    // An id that names no country is left out rather than shown as an empty economy.
    return toComparison(
      countryIds.filter((id) => names.economies.has(id)),
      companies,
      catalogue.byEconomy,
      activity,
      names,
    );
  });
}
