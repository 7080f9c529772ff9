import { describe, expect, it } from 'vitest';
import { canChamberAdminManageCompany, canCompanyAdminManageCompany, chamberAdminCountryId } from './company-access.policy.ts';

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
