import { z } from 'zod';
import { insightsEconomy, insightsSection, month } from './insights-filter.ts';

/** Companies counted by verification state (deleted companies left out). */
const companyCounts = { companies: z.number().int(), verified: z.number().int(), unverified: z.number().int() };

/** Companies of one economy registered in the period. */
export const companiesByEconomyRow = insightsEconomy.extend(companyCounts);
export type CompaniesByEconomyRow = z.infer<typeof companiesByEconomyRow>;

/** Companies with an activity in one NACE section (a company with activities in two sections counts in both). */
export const companiesBySectionRow = insightsSection.extend(companyCounts);
export type CompaniesBySectionRow = z.infer<typeof companiesBySectionRow>;

/** One month of growth: companies registered in it, those of them verified now, and all registered by its end. */
export const companiesGrowthRow = z.object({
  month,
  joined: z.number().int(),
  verified: z.number().int(),
  total: z.number().int(),
});
export type CompaniesGrowthRow = z.infer<typeof companiesGrowthRow>;

/** GET api/Insights/companies. */
export const companiesInsights = z.object({
  totals: z.object(companyCounts),
  byEconomy: z.array(companiesByEconomyRow),
  bySection: z.array(companiesBySectionRow),
  growth: z.array(companiesGrowthRow),
});
export type CompaniesInsights = z.infer<typeof companiesInsights>;
