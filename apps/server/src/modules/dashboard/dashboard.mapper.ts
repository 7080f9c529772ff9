import type {
  BasicSiteInfo,
  CountryFigures,
  PublicFigures,
  RestrictedFigures,
  SectorFigure,
} from '@portal/contracts/dashboard/dashboard-figures';

/** The counts of one economy (or of the site) as the repository's statements answer them; absent ones are zero. */
export interface Counts {
  companies?: number;
  multinationalCompanies?: number;
  companiesAwaitingVerification?: number;
  productsSupply?: number;
  productsDemand?: number;
  servicesSupply?: number;
  servicesDemand?: number;
  upcomingEvents?: number;
  events?: number;
  users?: number;
  meetingsRequested?: number;
  meetingsAccepted?: number;
}

/** The statements' rows merged by economy (null: the site's total); an economy without rows has none. */
export function countsByCountry(rowSets: (Counts & { countryId: number | null })[][]): Map<number | null, Counts> {
  const out = new Map<number | null, Counts>();
  for (const rows of rowSets) {
    for (const { countryId, ...counts } of rows) out.set(countryId, { ...out.get(countryId), ...counts });
  }
  return out;
}

export function toPublicFigures(c: Counts): PublicFigures {
  return {
    companies: c.companies ?? 0,
    multinationalCompanies: c.multinationalCompanies ?? 0,
    productsSupply: c.productsSupply ?? 0,
    productsDemand: c.productsDemand ?? 0,
    servicesSupply: c.servicesSupply ?? 0,
    servicesDemand: c.servicesDemand ?? 0,
    upcomingEvents: c.upcomingEvents ?? 0,
  };
}

/** The restricted figures, or null where the caller may not see them. */
export function toRestrictedFigures(c: Counts, visible: boolean): RestrictedFigures | null {
  if (!visible) return null;
  return {
    companiesAwaitingVerification: c.companiesAwaitingVerification ?? 0,
    users: c.users ?? 0,
    events: c.events ?? 0,
    meetingsRequested: c.meetingsRequested ?? 0,
    meetingsAccepted: c.meetingsAccepted ?? 0,
  };
}

export function toBasicSiteInfo(c: Counts, economies: number, restrictedVisible: boolean): BasicSiteInfo {
  return { economies, ...toPublicFigures(c), restricted: toRestrictedFigures(c, restrictedVisible) };
}

export function toCountryFigures(
  country: { pkCountryId: number; name: string; alpha3: string; isWb6: boolean },
  c: Counts,
  restrictedVisible: boolean,
): CountryFigures {
  return { ...country, ...toPublicFigures(c), restricted: toRestrictedFigures(c, restrictedVisible) };
}

export const toSectorFigure = (row: SectorFigure): SectorFigure => ({ code: row.code, name: row.name.trim(), companies: row.companies });
