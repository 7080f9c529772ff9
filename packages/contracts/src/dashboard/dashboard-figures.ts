import { z } from 'zod';
import { entityId } from '../common/ids.ts';

const count = z.number().int().nonnegative();

/**
 * The figures anyone signed in may see (GET api/MainDashboard/...): what the portal shows
 * everybody anyway, counted. Verified, undeleted companies; offers that are on the market today
 * (supply or demand, valid today, visible, of a verified company); public announced events not over.
 */
export const publicFigures = z.object({
  /** Verified companies. */
  companies: count,
  /** Verified multinational companies. */
  multinationalCompanies: count,
  productsSupply: count,
  productsDemand: count,
  servicesSupply: count,
  servicesDemand: count,
  /** Public, announced events not yet over. */
  upcomingEvents: count,
});
export type PublicFigures = z.infer<typeof publicFigures>;

/**
 * The figures an economy's chamber keeps to itself (docs/decisions.md "Dashboard figures"): the
 * platform administrator sees them for every economy, a chamber administrator for their own,
 * nobody else.
 */
export const restrictedFigures = z.object({
  /** Registered companies not (or no longer) verified. */
  companiesAwaitingVerification: count,
  /** Active people of the economy's companies. */
  users: count,
  /** Events the economy's chambers organise (private ones, drafts and past ones included). */
  events: count,
  /** Meetings people of the economy's companies asked for or were asked to, awaiting an answer. */
  meetingsRequested: count,
  /** Meetings people of the economy's companies take part in, accepted. */
  meetingsAccepted: count,
});
export type RestrictedFigures = z.infer<typeof restrictedFigures>;

/** GET api/MainDashboard/get-basic-site-info: the site's totals. */
export const basicSiteInfo = publicFigures.extend({
  /** Economies with at least one verified company. */
  economies: count,
  /** Site-wide restricted figures: the platform administrator's only, null for everybody else. */
  restricted: restrictedFigures.nullable(),
});
export type BasicSiteInfo = z.infer<typeof basicSiteInfo>;

/** One economy's figures; `restricted` is null where the caller may not see them. */
export const countryFigures = publicFigures.extend({
  pkCountryId: entityId,
  name: z.string(),
  /** ISO 3166-1 alpha-3 code. */
  alpha3: z.string(),
  isWb6: z.boolean(),
  restricted: restrictedFigures.nullable(),
});
export type CountryFigures = z.infer<typeof countryFigures>;

/** GET api/MainDashboard/get-countries-info: the six WB6 economies side by side, by name. */
export const countriesInfo = z.object({ countries: z.array(countryFigures) });
export type CountriesInfo = z.infer<typeof countriesInfo>;

/** A NACE sector with the number of the economy's verified companies active in it. */
export const sectorFigure = z.object({ code: z.string(), name: z.string(), companies: count });
export type SectorFigure = z.infer<typeof sectorFigure>;

/** How many sectors get-country-info names. */
export const TOP_SECTORS = 5;

/** GET api/MainDashboard/get-country-info/{id}: one economy's figures and its largest sectors. */
export const countryInfo = countryFigures.extend({
  /** The TOP_SECTORS NACE sectors with the most verified companies, most first. */
  topSectors: z.array(sectorFigure),
});
export type CountryInfo = z.infer<typeof countryInfo>;

/** The three calls' paths under api/MainDashboard. */
export const dashboardPaths = {
  basicSiteInfo: 'api/MainDashboard/get-basic-site-info',
  countriesInfo: 'api/MainDashboard/get-countries-info',
  countryInfo: 'api/MainDashboard/get-country-info',
} as const;
