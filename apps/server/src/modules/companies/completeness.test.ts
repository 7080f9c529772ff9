import { describe, expect, it } from 'vitest';
import { isEmptyValue, profileState } from './completeness.ts';

const general = { name: 'Acme', fkCountryId: 1, fkCityId: 2, address: 'Main 1', companySectors: [5], contactPerson: { email: 'a@b.c' } };

describe('profile completeness', () => {
  it('treats empty strings, zero, empty lists, false and empty year lists as empty', () => {
    for (const v of ['', '  ', 0, [], false, null, undefined, [{ year: 2025, value: null }]]) expect(isEmptyValue(v)).toBe(true);
    for (const v of ['x', 3, [1], true, [{ year: 2025, value: 0.5 }]]) expect(isEmptyValue(v)).toBe(false);
  });

  it('counts only the sections that apply and rises as fields are filled', () => {
    const base = { general, b2b: null, mnc: null, supplyChain: null, modules: [1], isMnc: false };
    const empty = profileState(base);
    const fuller = profileState({
      ...base,
      b2b: { email: 'x@y.z', phone: '1', shortCompanyProfile: '<p>Hi</p>', b2BInfoBusinessPartners: [1] },
    });
    expect(fuller.completeness).toBeGreaterThan(empty.completeness);
    expect(empty.missingSections).toEqual(['business-to-business/company', 'business-to-business/business-cooperation-preferences']);
    expect(fuller.missingSections).toEqual([]);
  });

  it('adds supply-chain and MNC sections only for module 3 and multinationals', () => {
    const s = profileState({ general, b2b: null, mnc: null, supplyChain: null, modules: [3], isMnc: true });
    expect(s.missingSections).toEqual(['mnc', 'supply-chain/basic-data']);
    expect(profileState({ general, b2b: null, mnc: null, supplyChain: null, modules: [2], isMnc: false }).missingSections).toEqual([]);
  });

  it('marks the general section when the contact person or sectors are missing', () => {
    const s = profileState({
      general: { ...general, companySectors: [], contactPerson: null },
      b2b: null,
      mnc: null,
      supplyChain: null,
      modules: [],
      isMnc: false,
    });
    expect(s.missingSections).toEqual(['profile']);
    expect(s.completeness).toBeLessThan(100);
  });
});
