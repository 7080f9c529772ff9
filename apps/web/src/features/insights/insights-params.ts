import { MAX_COMPARED_ECONOMIES } from '@portal/contracts/insights/insights-filter';

/** The page's parts, one tab each: the portal's figures, the comparison (platform administrator) and the external BI report. */
export const INSIGHTS_VIEWS = ['companies', 'catalogue', 'connections', 'events', 'comparison', 'report'] as const;
export type InsightsView = (typeof INSIGHTS_VIEWS)[number];

/** The connections matrix counts one of these in its cells. */
export const LINK_MEASURES = ['favourites', 'meetingRequests', 'conversations'] as const;
export type LinkMeasure = (typeof LINK_MEASURES)[number];

/** The page's filters as address parameters, so a view is a link. */
export const InsightsParam = {
  view: 'view',
  economy: 'economy',
  from: 'from',
  to: 'to',
  /** The compared economies, comma-separated country ids. */
  compare: 'compare',
  measure: 'measure',
} as const;

const isDay = (v: string | null): v is string => !!v && /^\d{4}-\d{2}-\d{2}$/.test(v) && !Number.isNaN(Date.parse(v));
const positiveId = (v: string | null) => (v && /^\d{1,9}$/.test(v) && Number(v) > 0 ? Number(v) : undefined);

/** The open tab: the address's when this user has it, else the first. */
export const viewOf = (params: URLSearchParams, views: readonly InsightsView[]): InsightsView => {
  const v = params.get(InsightsParam.view);
  return views.find((view) => view === v) ?? views[0];
};

export const measureOf = (params: URLSearchParams): LinkMeasure =>
  LINK_MEASURES.find((m) => m === params.get(InsightsParam.measure)) ?? 'favourites';

/** Whether the address's period ends before it starts (the page says so and leaves the end out). */
export const periodReversed = (params: URLSearchParams) => {
  const from = params.get(InsightsParam.from);
  const to = params.get(InsightsParam.to);
  return isDay(from) && isDay(to) && to < from;
};

/** The period of the address as the insights calls take it; a malformed day is left out, as is an end before the start. */
export function periodOf(params: URLSearchParams): { from?: string; to?: string } {
  const from = params.get(InsightsParam.from);
  const to = params.get(InsightsParam.to);
  return { from: isDay(from) ? from : undefined, to: isDay(to) && !periodReversed(params) ? to : undefined };
}

/**
 * The filter of the insights calls: the period and, for the platform administrator, the economy
 * chosen (a chamber administrator's is always their own: the server decides it).
 */
export const insightsFilterOf = (params: URLSearchParams, choosesEconomy: boolean) => ({
  countryId: choosesEconomy ? positiveId(params.get(InsightsParam.economy)) : undefined,
  ...periodOf(params),
});

/** The compared economies of the address (none: the server's six WB6 economies), at most as many as the server compares. */
export const comparedOf = (params: URLSearchParams): number[] => {
  const ids = (params.get(InsightsParam.compare) ?? '').split(',').map((s) => positiveId(s.trim()));
  return [...new Set(ids.filter((id): id is number => id !== undefined))].slice(0, MAX_COMPARED_ECONOMIES);
};

export const comparisonQueryOf = (params: URLSearchParams) => {
  const ids = comparedOf(params);
  return { countryIds: ids.length ? ids.join(',') : undefined, ...periodOf(params) };
};

/** The filter every part's calls and CSVs are asked with. */
export type InsightsQuery = Record<string, string | number | undefined>;
