import { describe, expect, it } from 'vitest';
import { filtersFromParams } from './user-filters.ts';

describe('filtersFromParams', () => {
  it('reads the admin centre links', () => {
    expect(filtersFromParams(new URLSearchParams('verified=false&active=true&role=4&country=7&company=12&sort=name'))).toEqual({
      isVerified: false,
      isActive: true,
      fkRoleId: 4,
      fkCountryId: 7,
      fkCompanyId: 12,
      sort: 'name',
    });
  });

  it('reads requests=1 as the unverified, newest first, and ignores values it does not know', () => {
    expect(filtersFromParams(new URLSearchParams('requests=1&verified=true&role=x&sort=random'))).toEqual({
      isVerified: false,
      isActive: null,
      fkRoleId: null,
      fkCountryId: null,
      fkCompanyId: null,
      sort: 'newest',
    });
  });
});
