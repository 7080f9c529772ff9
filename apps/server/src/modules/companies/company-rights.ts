import type { Actor } from '../../context.ts';
import type { CompanyRow } from './company.repository.ts';
import { canChamberAdminManageCompany } from './company-access.policy.ts';

/** Who may edit a company's profile (spec-1 section 6). */
export function canEditCompany(actor: Actor | null, company: Pick<CompanyRow, 'pkCompanyId' | 'fkCountryId' | 'isMnc' | 'countryIsWb6'>) {
  if (!actor) return false;
  if (actor.functions.has('super_admin_function')) return true;
  if (actor.functions.has('cif_admin_function')) return canChamberAdminManageCompany(actor, company);
  return actor.functions.has('company_admin_function') && actor.companyId === company.pkCompanyId;
}

/**
 * Who may see a profile: verified companies are visible to every signed-in user; an unverified
 * one only to its own users and to the administrators who may edit it.
 */
export function canViewCompany(
  actor: Actor | null,
  company: Pick<CompanyRow, 'pkCompanyId' | 'fkCountryId' | 'isMnc' | 'countryIsWb6' | 'isVerified'>,
) {
  if (!actor) return false;
  if (company.isVerified) return true;
  return actor.companyId === company.pkCompanyId || canEditCompany(actor, company);
}
