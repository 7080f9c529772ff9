import { z } from 'zod';
import { insightsEconomy } from './insights-filter.ts';

/** One economy's key figures in the period, for the platform administrator's comparison. */
export const economyComparisonRow = insightsEconomy.extend({
  companies: z.number().int(),
  verified: z.number().int(),
  supply: z.number().int(),
  demand: z.number().int(),
  matchedSupply: z.number().int(),
  unmetDemand: z.number().int(),
  registrations: z.number().int(),
  meetingsRequested: z.number().int(),
  meetingsAccepted: z.number().int(),
  acceptanceRate: z.number().min(0).max(1).nullable(),
  messagesSent: z.number().int(),
});
export type EconomyComparisonRow = z.infer<typeof economyComparisonRow>;

/** GET api/Insights/comparison: one row per economy asked for, by name. */
export const comparisonInsights = z.object({ rows: z.array(economyComparisonRow) });
export type ComparisonInsights = z.infer<typeof comparisonInsights>;
