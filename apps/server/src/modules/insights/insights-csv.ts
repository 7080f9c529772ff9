import { stringify } from 'csv-stringify/sync';
import { catalogueByEconomyRow, catalogueBySectionRow } from '@portal/contracts/insights/catalogue-insights';
import { companiesByEconomyRow, companiesBySectionRow, companiesGrowthRow } from '@portal/contracts/insights/companies-insights';
import { economyComparisonRow } from '@portal/contracts/insights/comparison-insights';
import { economyLinkRow } from '@portal/contracts/insights/connections-insights';
import { eventsMonthlyRow, eventsTotals, meetingOutcomeRow } from '@portal/contracts/insights/events-insights';
import type { InsightsChart, InsightsCsvQuery } from '@portal/contracts/insights/insights-filter';
import type { Actor, AppContext } from '../../context.ts';
import {
  getCatalogueInsights,
  getCompaniesInsights,
  getComparison,
  getConnectionsInsights,
  getEventsInsights,
} from './insights.service.ts';

type Table = Record<string, unknown>[];

/** Each chart's rows: the same figures its JSON answer holds, one CSV row per row of the chart. */
const chartTables: Record<InsightsChart, (ctx: AppContext, actor: Actor, q: InsightsCsvQuery) => Promise<Table>> = {
  'companies-by-economy': async (ctx, actor, q) => (await getCompaniesInsights(ctx, actor, q)).byEconomy,
  'companies-by-section': async (ctx, actor, q) => (await getCompaniesInsights(ctx, actor, q)).bySection,
  'companies-growth': async (ctx, actor, q) => (await getCompaniesInsights(ctx, actor, q)).growth,
  'catalogue-by-section': async (ctx, actor, q) => (await getCatalogueInsights(ctx, actor, q)).bySection,
  'catalogue-by-economy': async (ctx, actor, q) => (await getCatalogueInsights(ctx, actor, q)).byEconomy,
  'connections-matrix': async (ctx, actor, q) => (await getConnectionsInsights(ctx, actor, q)).links,
  'events-totals': async (ctx, actor, q) => [(await getEventsInsights(ctx, actor, q)).totals],
  'meeting-outcomes': async (ctx, actor, q) => (await getEventsInsights(ctx, actor, q)).outcomes,
  'events-monthly': async (ctx, actor, q) => (await getEventsInsights(ctx, actor, q)).monthly,
  comparison: async (ctx, actor, q) => (await getComparison(ctx, actor, q)).rows,
};

/** Each chart's row shape: its field names are the CSV's header (also when the chart has no rows). */
const chartRows: Record<InsightsChart, { shape: Record<string, unknown> }> = {
  'companies-by-economy': companiesByEconomyRow,
  'companies-by-section': companiesBySectionRow,
  'companies-growth': companiesGrowthRow,
  'catalogue-by-section': catalogueBySectionRow,
  'catalogue-by-economy': catalogueByEconomyRow,
  'connections-matrix': economyLinkRow,
  'events-totals': eventsTotals,
  'meeting-outcomes': meetingOutcomeRow,
  'events-monthly': eventsMonthlyRow,
  comparison: economyComparisonRow,
};

/**
 * A chart's data as CSV (RFC 4180 by csv-stringify): a header of the answer's field names and
 * a row per row of the chart, preceded by a UTF-8 byte order mark so that spreadsheet programs
 * read the economies' and sections' Serbian letters right. A null (an acceptance rate with no
 * answered request) is an empty cell.
 */
export async function insightsCsv(ctx: AppContext, actor: Actor, chart: InsightsChart, query: InsightsCsvQuery): Promise<string> {
  const rows = await chartTables[chart](ctx, actor, query);
  const columns = Object.keys(chartRows[chart].shape);
  return `\ufeff${stringify(rows, { header: true, columns, cast: { boolean: (v) => String(v) } })}`;
}
