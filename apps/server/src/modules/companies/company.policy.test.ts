import { describe, expect, it } from 'vitest';
import {
  canChamberAdminManageCompany,
  canCompanyAdminManageCompany,
  canEditCompany,
  canSeeCompanyInternals,
  canViewCompany,
  chamberAdminCountryId,
} from './company.policy.ts';

const SERBIA = 1;
const MONTENEGRO = 2;
const GERMANY = 3;
const chamberAdmin = (chamberCountryId: number | null, countryId: number | null = null) => ({
  functions: new Set(['cif_admin_function']),
  chamberCountryId,
  countryId,
});

describe('the chamber rule', () => {
  const serbian = { fkCountryId: SERBIA, isMnc: false, countryIsWb6: true };
  const serbianMnc = { fkCountryId: SERBIA, isMnc: true, countryIsWb6: true };
  const germanMnc = { fkCountryId: GERMANY, isMnc: true, countryIsWb6: false };
  const germanLocal = { fkCountryId: GERMANY, isMnc: false, countryIsWb6: false };

  it('lets a chamber administrator act on companies of their own country', () => {
    expect(canChamberAdminManageCompany(chamberAdmin(SERBIA), serbian)).toBe(true);
    expect(canChamberAdminManageCompany(chamberAdmin(SERBIA), serbianMnc)).toBe(true);
  });

  it('refuses companies of another WB6 economy, multinational or not', () => {
    expect(canChamberAdminManageCompany(chamberAdmin(MONTENEGRO), serbian)).toBe(false);
    expect(canChamberAdminManageCompany(chamberAdmin(MONTENEGRO), serbianMnc)).toBe(false);
  });

  it('allows multinationals outside WB6 to every chamber, but not their local companies', () => {
    expect(canChamberAdminManageCompany(chamberAdmin(MONTENEGRO), germanMnc)).toBe(true);
    expect(canChamberAdminManageCompany(chamberAdmin(SERBIA), germanMnc)).toBe(true);
    expect(canChamberAdminManageCompany(chamberAdmin(SERBIA), germanLocal)).toBe(false);
  });

  it('uses the chamber country first, the own country otherwise, and nothing without either', () => {
    expect(chamberAdminCountryId(chamberAdmin(MONTENEGRO, SERBIA))).toBe(MONTENEGRO);
    expect(canChamberAdminManageCompany(chamberAdmin(null, SERBIA), serbian)).toBe(true);
    expect(canChamberAdminManageCompany(chamberAdmin(null, null), serbian)).toBe(false);
    expect(canChamberAdminManageCompany(chamberAdmin(null, null), germanMnc)).toBe(true);
  });

  it('is only for holders of cif_admin_function', () => {
    const companyAdmin = { functions: new Set(['company_admin_function']), chamberCountryId: null, countryId: SERBIA };
    expect(canChamberAdminManageCompany(companyAdmin, serbian)).toBe(false);
  });
});

describe('the company administrator rule', () => {
  it('allows only the own company', () => {
    const actor = { functions: new Set(['company_admin_function']), companyId: 7 };
    expect(canCompanyAdminManageCompany(actor, 7)).toBe(true);
    expect(canCompanyAdminManageCompany(actor, 8)).toBe(false);
    expect(canCompanyAdminManageCompany({ functions: new Set(['employees_function']), companyId: 7 }, 7)).toBe(false);
  });
});

describe('the company rules', () => {
  const own = { pkCompanyId: 7, fkCountryId: SERBIA, isMnc: false, countryIsWb6: true, isVerified: false };
  const actor = (fn: string, companyId: number | null, chamberCountryId: number | null = null) => ({
    functions: new Set([fn]),
    companyId,
    chamberCountryId,
    countryId: null,
  });

  it('lets the platform administrator, the chamber rule and the own administrator edit', () => {
    expect(canEditCompany(actor('super_admin_function', null), own)).toBe(true);
    expect(canEditCompany(actor('cif_admin_function', null, SERBIA), own)).toBe(true);
    expect(canEditCompany(actor('cif_admin_function', null, MONTENEGRO), own)).toBe(false);
    expect(canEditCompany(actor('company_admin_function', 7), own)).toBe(true);
    expect(canEditCompany(actor('employees_function', 7), own)).toBe(false);
    expect(canEditCompany(null, own)).toBe(false);
  });

  it('shows an unverified company only to its users and its editors, a verified one to everybody', () => {
    expect(canViewCompany(actor('employees_function', 7), own)).toBe(true);
    expect(canViewCompany(actor('company_admin_function', 8), own)).toBe(false);
    expect(canViewCompany(null, own)).toBe(false);
    expect(canViewCompany(null, { ...own, isVerified: true })).toBe(true);
    expect(canSeeCompanyInternals(actor('employees_function', 7), own)).toBe(true);
    expect(canSeeCompanyInternals(actor('company_admin_function', 8), own)).toBe(false);
  });
});
