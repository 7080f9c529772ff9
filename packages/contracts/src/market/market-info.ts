import { z } from 'zod';

/**
 * The market-information calls (spec-2 section 7 "Admin and dashboard"): economy profiles from the
 * portal's World Bank data, and the financial-development indicators and trade map of an external
 * market-information service, which answers these same shapes (docs/decisions.md "Market information").
 */

/** An economy by its ISO 3166-1 alpha-3 code (Kosovo: XKX, the World Bank's); any case. */
export const economyCode = z
  .string()
  .trim()
  .regex(/^[A-Za-z]{3}$/, 'validation.format')
  .transform((v) => v.toUpperCase());

/** The economies the page offers beside the six WB6 ones: their main trading partners. */
export const MAIN_PARTNERS = ['DEU', 'ITA', 'AUT', 'HRV', 'SVN', 'HUN', 'GRC', 'BGR', 'ROU', 'TUR', 'CHN', 'RUS', 'USA'] as const;

/** The World Bank indicators of the built-in data, named where the figures are shown. */
export const ECONOMY_PROFILE_SOURCE = {
  name: 'World Bank, World Development Indicators',
  indicators: ['NY.GDP.MKTP.CD', 'SP.POP.TOTL'],
} as const;

export const economyProfileParams = z.object({ country: economyCode });
export type EconomyProfileParams = z.infer<typeof economyProfileParams>;

/** One year of an economy: GDP in current US dollars, population, and what follows from them. */
export const economyYear = z.object({
  year: z.number().int(),
  gdp: z.number().nullable(),
  population: z.number().nullable(),
  /** GDP / population, when both are known. */
  gdpPerCapita: z.number().nullable(),
  /** Change of GDP in current US dollars on the year before, in per cent (not real growth). */
  gdpChange: z.number().nullable(),
  /** Change of the population on the year before, in per cent. */
  populationChange: z.number().nullable(),
});
export type EconomyYear = z.infer<typeof economyYear>;

/** GET market-info/economy-profiles/{country}. */
export const economyProfile = z.object({
  country: z.object({ alpha2: z.string(), alpha3: z.string(), name: z.string(), isWb6: z.boolean() }),
  /** Every year with a figure, oldest first. */
  years: z.array(economyYear),
  /** The latest year with both GDP and population (GDP per capita), null when there is none. */
  latest: economyYear.nullable(),
  source: z.object({ name: z.string(), indicators: z.array(z.string()) }),
});
export type EconomyProfile = z.infer<typeof economyProfile>;

/** GET market-info/global-financial-development/indicators: the indicators the service offers. */
export const financialIndicator = z.object({ id: z.string(), name: z.string() });
export const financialIndicators = z.array(financialIndicator);
export type FinancialIndicator = z.infer<typeof financialIndicator>;

/** An indicator id of the Global Financial Development database (e.g. GFDD.DI.01). */
export const indicatorId = z
  .string()
  .trim()
  .regex(/^[A-Za-z0-9._-]{1,40}$/, 'validation.format');

export const indicatorValuesParams = z.object({ indicatorId, country: economyCode });
export type IndicatorValuesParams = z.infer<typeof indicatorValuesParams>;

/** GET market-info/global-financial-development/{indicatorId}/{country}. */
export const indicatorValues = z.object({
  indicator: financialIndicator,
  country: z.string(),
  values: z.array(z.object({ year: z.number().int(), value: z.number() })),
});
export type IndicatorValues = z.infer<typeof indicatorValues>;

/** Trade flows of the trade map: what the reporter exports to or imports from the partner. */
export const tradeTypes = ['export', 'import'] as const;
export type TradeType = (typeof tradeTypes)[number];

export const tradeMapParams = z.object({
  reporter: economyCode,
  partner: economyCode,
  type: z.string().trim().toLowerCase().pipe(z.enum(tradeTypes, 'validation.invalid')),
});
export type TradeMapParams = z.infer<typeof tradeMapParams>;

/** GET market-info/trade-map/{reporter}/{partner}/{type}: traded products by HS code, in US dollars. */
export const tradeMap = z.object({
  reporter: z.string(),
  partner: z.string(),
  type: z.enum(tradeTypes),
  rows: z.array(z.object({ productCode: z.string(), productName: z.string(), year: z.number().int(), value: z.number() })),
});
export type TradeMap = z.infer<typeof tradeMap>;

/** The paths of the calls, for the web app (relative to the portal). */
export const marketInfoPaths = {
  economyProfile: (country: string) => `market-info/economy-profiles/${encodeURIComponent(country)}`,
  indicators: 'market-info/global-financial-development/indicators',
  indicatorValues: (indicator: string, country: string) =>
    `market-info/global-financial-development/${encodeURIComponent(indicator)}/${encodeURIComponent(country)}`,
  tradeMap: (reporter: string, partner: string, type: TradeType) =>
    `market-info/trade-map/${encodeURIComponent(reporter)}/${encodeURIComponent(partner)}/${type}`,
} as const;
