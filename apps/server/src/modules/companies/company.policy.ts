import { eq, or, type SQL, sql } from 'drizzle-orm';
import { RoleId } from '@portal/contracts/common/access';
import type { Actor } from '../../context.ts';
import type { DbOrTx } from '../../db/client.ts';
import * as t from '../../db/schema/all.ts';
import { forbidden } from '../../lib/app-error.ts';
import { type CompanyRow, getCompany } from './company.repository.ts';

/**
 * Who may see and act on a company (spec-1 section 6), as predicates for single checks, guards
 * that load the company and refuse with the spec's answer, and SQL conditions for lists, so
 * that a list and a single check never disagree.
 */

/** What the chamber rule needs to know about a company, loaded from the database (never from the client). */
export interface ChamberRuleCompany {
  fkCountryId: number;
  isMnc: boolean;
  /** Whether the company's country is one of the six WB6 economies. */
  countryIsWb6: boolean;
}

/** What the company rules need to know about a company. */
export interface PolicyCompany extends ChamberRuleCompany {
  pkCompanyId: number;
}

/** What the company rules read of the actor. */
type PolicyActor = Pick<Actor, 'functions' | 'companyId' | 'chamberCountryId' | 'countryId'>;

/** The roles of a company's own users: its administrators and employees. */
export const companyRoleIds = [RoleId.companyAdmin, RoleId.employee];

/** The country a chamber administrator acts for: their chamber's, else their own. */
export function chamberAdminCountryId(actor: Pick<Actor, 'chamberCountryId' | 'countryId'>): number | null {
  return actor.chamberCountryId ?? actor.countryId ?? null;
}

/**
 * The chamber rule: a chamber administrator may act on a company of their own country, or on
 * a multinational company whose country is not a WB6 economy.
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

/** Who may edit a company's profile, catalogue and employees: the platform administrator, the chamber rule, its own administrator. */
export function canEditCompany(actor: PolicyActor | null, company: PolicyCompany): boolean {
  if (!actor) return false;
  if (actor.functions.has('super_admin_function')) return true;
  if (actor.functions.has('cif_admin_function')) return canChamberAdminManageCompany(actor, company);
  return canCompanyAdminManageCompany(actor, company.pkCompanyId);
}

/**
 * Who sees what a company keeps from outsiders (contact details, offers hidden from the market,
 * profile completeness): its own users and those who may edit it.
 */
export function canSeeCompanyInternals(actor: PolicyActor | null, company: PolicyCompany): boolean {
  return !!actor && (actor.companyId === company.pkCompanyId || canEditCompany(actor, company));
}

/**
 * Who may see a company: a verified one is visible to everybody; an unverified one only to its
 * own users and to the administrators who may edit it.
 */
export function canViewCompany(actor: PolicyActor | null, company: PolicyCompany & { isVerified: boolean }): boolean {
  return company.isVerified || canSeeCompanyInternals(actor, company);
}

/** Moving a company to another country takes it out of its chamber's reach: administrators only. */
export function canMoveCompanyToAnotherCountry(actor: Actor): boolean {
  return actor.functions.has('super_admin_function') || actor.functions.has('cif_admin_function');
}

/** Membership (the member-since date) is the chamber's record: administrators only. */
export const canSetMemberSince = canMoveCompanyToAnotherCountry;

/** A loaded company, when the actor may see it; 403 when it is not visible to them. */
export function checkVisibleCompany<C extends PolicyCompany & { isVerified: boolean }>(actor: Actor, company: C): C {
  if (!canViewCompany(actor, company)) throw forbidden('company_not_visible');
  return company;
}

/** The company, when the actor may see it; 404 when it does not exist, 403 when it is not visible to them. */
export async function requireVisibleCompany(db: DbOrTx, actor: Actor, companyId: number): Promise<CompanyRow> {
  return checkVisibleCompany(actor, await getCompany(db, companyId));
}

/** The company, when the actor may edit it; 404 when it does not exist, 403 when they may not. */
export async function requireEditableCompany(db: DbOrTx, actor: Actor, companyId: number): Promise<CompanyRow> {
  const company = await getCompany(db, companyId);
  if (!canEditCompany(actor, company)) throw forbidden('company_edit_not_allowed');
  return company;
}

/**
 * The chamber rule as a SQL condition for lists, given the columns of the company's country id,
 * multinational flag and WB6 flag.
 */
export function chamberCompanyCondition(
  actor: Pick<Actor, 'chamberCountryId' | 'countryId'>,
  columns: { countryId: SQL | unknown; isMnc: SQL | unknown; countryIsWb6: SQL | unknown },
): SQL {
  const own = chamberAdminCountryId(actor);
  const mnc = sql`(${columns.isMnc} and not ${columns.countryIsWb6})`;
  return own === null ? mnc : sql`(${columns.countryId} = ${own} or ${mnc})`;
}

/**
 * canEditCompany as a SQL condition over t.companies joined with its t.countries: every company
 * for the platform administrator (undefined), the chamber rule, or the own company.
 */
export function editableCompanyCondition(actor: Actor): SQL | undefined {
  if (actor.functions.has('super_admin_function')) return undefined;
  if (actor.functions.has('cif_admin_function')) {
    return chamberCompanyCondition(actor, {
      countryId: t.companies.fkCountryId,
      isMnc: t.companies.isMnc,
      countryIsWb6: t.countries.isWb6,
    });
  }
  return actor.functions.has('company_admin_function') && actor.companyId !== null
    ? eq(t.companies.pkCompanyId, actor.companyId)
    : sql`false`;
}

/**
 * Companies whose items lists across companies show: verified ones and the actor's own, every
 * company for the platform administrator; anonymous visitors see verified companies only.
 */
export function listedCompanyCondition(actor: Actor | null): SQL | undefined {
  if (actor?.functions.has('super_admin_function')) return undefined;
  const verified = eq(t.companies.isVerified, true);
  return actor?.companyId ? or(verified, eq(t.companies.pkCompanyId, actor.companyId)) : verified;
}
