import { z } from 'zod';
import { insightsEconomy, insightsSection } from './insights-filter.ts';

/**
 * Offers and demands with their matches: `matchedSupply` counts offers that meet a matching
 * demand of another company (the catalogue's match: same code or a sibling, the demand visible,
 * valid and of a verified company); `unmetDemand` counts demands that no such offer meets.
 */
const matchCounts = {
  supply: z.number().int(),
  demand: z.number().int(),
  matchedSupply: z.number().int(),
  unmetDemand: z.number().int(),
};

/** Products of one HS section added in the period. */
export const catalogueBySectionRow = insightsSection.extend(matchCounts);
export type CatalogueBySectionRow = z.infer<typeof catalogueBySectionRow>;

/** Products and services of one economy's companies added in the period; the match counts over both kinds. */
export const catalogueByEconomyRow = insightsEconomy.extend({
  ...matchCounts,
  productSupply: z.number().int(),
  productDemand: z.number().int(),
  serviceSupply: z.number().int(),
  serviceDemand: z.number().int(),
});
export type CatalogueByEconomyRow = z.infer<typeof catalogueByEconomyRow>;

/** GET api/Insights/catalogue. */
export const catalogueInsights = z.object({
  /** Products and services together. */
  totals: z.object(matchCounts),
  bySection: z.array(catalogueBySectionRow),
  byEconomy: z.array(catalogueByEconomyRow),
});
export type CatalogueInsights = z.infer<typeof catalogueInsights>;
