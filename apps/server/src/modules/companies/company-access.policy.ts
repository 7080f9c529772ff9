import { type SQL, sql } from 'drizzle-orm';
import type { Actor } from '../../context.ts';

/** What the chamber rule needs to know about a company, loaded from the database (never from the client). */
export interface ChamberRuleCompany {
  fkCountryId: number;
  isMnc: boolean;
  /** Whether the company's country is one of the six WB6 economies. */
  countryIsWb6: boolean;
}

/** The country a chamber administrator acts for: their chamber's, else their own. */
export function chamberAdminCountryId(actor: Pick<Actor, 'chamberCountryId' | 'countryId'>): number | null {
  return actor.chamberCountryId ?? actor.countryId ?? null;
}

/**
 * The chamber rule of spec-1 section 6: a chamber administrator may act on a company of
 * their own country, or on a multinational company whose country is not a WB6 economy.
 */
export function canChamberAdminManageCompany(
  actor: Pick<Actor, 'functions' | 'chamberCountryId' | 'countryId'>,
  company: ChamberRuleCompany,
): boolean {
  if (!actor.functions.has('cif_admin_function')) return false;
  const own = chamberAdminCountryId(actor);
  if (own !== null && company.fkCountryId === own) return true;
  return company.isMnc && !company.countryIsWb6;
}

/** A company administrator acts only on their own company. */
export function canCompanyAdminManageCompany(actor: Pick<Actor, 'functions' | 'companyId'>, companyId: number): boolean {
  return actor.functions.has('company_admin_function') && actor.companyId === companyId;
}

/**
 * The same chamber rule as a SQL condition for lists, given the columns of the company's
 * country id, multinational flag and WB6 flag (so lists and single checks never disagree).
 */
export function chamberCompanyCondition(
  actor: Pick<Actor, 'chamberCountryId' | 'countryId'>,
  columns: { countryId: SQL | unknown; isMnc: SQL | unknown; countryIsWb6: SQL | unknown },
): SQL {
  const own = chamberAdminCountryId(actor);
  const mnc = sql`(${columns.isMnc} and not ${columns.countryIsWb6})`;
  return own === null ? mnc : sql`(${columns.countryId} = ${own} or ${mnc})`;
}
