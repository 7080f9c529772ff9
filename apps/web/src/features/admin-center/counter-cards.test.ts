import { readUserAdministrationFilter } from '@portal/contracts/common/portal-links';
import { adminCentreCounters } from '@portal/contracts/users/admin-centre';
import { describe, expect, it } from 'vitest';
import { counterGroups } from './counter-cards.ts';

const all = [...counterGroups.companies, ...counterGroups.users];
const query = (to: string) => new URLSearchParams(to.split('?')[1] ?? '');

describe('admin centre counter cards', () => {
  it('show every counter of the answer once', () => {
    expect(all.map((c) => c.key).sort()).toEqual(Object.keys(adminCentreCounters.shape).sort());
  });

  it('open the user administration filtered as each user counter counts', () => {
    const filterOf = (key: string) => {
      const card = all.find((c) => c.key === key)!;
      expect(card.to.split('?')[0]).toBe('/admin-center/user-administration');
      return readUserAdministrationFilter(query(card.to));
    };
    expect(filterOf('newUserRequests')).toEqual({ verified: false });
    expect(filterOf('approvedUsers')).toEqual({ verified: true, active: true });
    expect(filterOf('disapprovedUsers')).toEqual({ verified: true, active: false });
    expect(filterOf('totalNomberOfUsers')).toEqual({});
  });

  it('open the company administration on the tab each company counter counts', () => {
    const tabOf = (key: string) => query(all.find((c) => c.key === key)!.to).get('tab');
    expect(tabOf('approvedCompanies')).toBe('verified');
    expect(tabOf('newCompanyRequests')).toBe('unverified');
    expect(tabOf('disapprovedCompanies')).toBe('unverified');
  });
});
