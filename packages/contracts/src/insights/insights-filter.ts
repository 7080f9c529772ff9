import { z } from 'zod';
import { coercedEntityId, entityId } from '../common/ids.ts';

const isoDate = z.iso.date('validation.date');

/** The period's days are inclusive; a period that ends before it starts is refused on `to`. */
const periodInOrder = (f: { from?: string; to?: string }, ctx: z.core.$RefinementCtx) => {
  if (f.from && f.to && f.to < f.from) ctx.addIssue({ code: 'custom', message: 'insights_period_end_before_start', path: ['to'] });
};

const periodFields = {
  /** First day of the period (YYYY-MM-DD), inclusive; none: from the beginning. */
  from: isoDate.optional(),
  /** Last day of the period (YYYY-MM-DD), inclusive; none: up to today. */
  to: isoDate.optional(),
};

/**
 * The filter of every insights answer (query string of GET api/Insights/...): one economy
 * (a country id; a chamber administrator may name only their own, and without it sees theirs)
 * and a period.
 */
export const insightsFilter = z
  .object({
    /** The economy (country id); none: every economy (platform administrator) or the chamber's own. */
    countryId: coercedEntityId.optional(),
    ...periodFields,
  })
  .superRefine(periodInOrder);
export type InsightsFilter = z.infer<typeof insightsFilter>;
export type InsightsFilterInput = z.input<typeof insightsFilter>;

/** Economies compared at most at once. */
export const MAX_COMPARED_ECONOMIES = 30;

/**
 * GET api/Insights/comparison (platform administrator): the economies side by side, as a
 * comma-separated list of country ids (none: the six WB6 economies) and the period.
 */
export const insightsComparisonQuery = z
  .object({
    countryIds: z
      .string()
      .max(400, 'validation.max')
      .regex(/^\d{1,10}(,\d{1,10})*$/, 'insights_country_ids')
      .transform((s) => [...new Set(s.split(',').map(Number))])
      .pipe(z.array(entityId).max(MAX_COMPARED_ECONOMIES, 'validation.max'))
      .optional(),
    ...periodFields,
  })
  .superRefine(periodInOrder);
export type InsightsComparisonQuery = z.infer<typeof insightsComparisonQuery>;
export type InsightsComparisonQueryInput = z.input<typeof insightsComparisonQuery>;

/** The charts whose data GET api/Insights/csv/{chart} answers as CSV (query: the filter; the comparison's query for `comparison`). */
export const insightsCharts = [
  'companies-by-economy',
  'companies-by-section',
  'companies-growth',
  'catalogue-by-section',
  'catalogue-by-economy',
  'connections-matrix',
  'events-totals',
  'meeting-outcomes',
  'events-monthly',
  'comparison',
] as const;
export type InsightsChart = (typeof insightsCharts)[number];
export const insightsChartParams = z.object({ chart: z.enum(insightsCharts, 'insights_chart') });

/** The CSV route takes the comparison's economies too (read only by the `comparison` chart). */
export const insightsCsvQuery = z
  .object({
    countryId: coercedEntityId.optional(),
    countryIds: insightsComparisonQuery.shape.countryIds,
    ...periodFields,
  })
  .superRefine(periodInOrder);
export type InsightsCsvQuery = z.infer<typeof insightsCsvQuery>;

/** The paths of the insights calls (portal-specific: not in the spec's call list). */
export const insightsPaths = {
  companies: 'api/Insights/companies',
  catalogue: 'api/Insights/catalogue',
  connections: 'api/Insights/connections',
  events: 'api/Insights/events',
  comparison: 'api/Insights/comparison',
  embed: 'api/Insights/embed',
  csv: (chart: InsightsChart) => `api/Insights/csv/${chart}`,
} as const;

/** The CSV file name of a chart: insights-<chart>.csv. */
export const insightsCsvFileName = (chart: InsightsChart) => `insights-${chart}.csv`;

/** A month of a growth or activity series, YYYY-MM (the portal's time zone). */
export const month = z.string().regex(/^\d{4}-\d{2}$/);

/** An economy as the charts name it: the country, its ISO alpha-3 code and its name in the request language. */
export const insightsEconomy = z.object({ countryId: z.number().int(), alpha3: z.string(), name: z.string() });
export type InsightsEconomy = z.infer<typeof insightsEconomy>;

/** A top-level class of a classification (HS or NACE section): its code id, code (I, II, ... / A, B, ...) and name. */
export const insightsSection = z.object({ sectionId: z.number().int(), code: z.string(), name: z.string() });
export type InsightsSection = z.infer<typeof insightsSection>;
