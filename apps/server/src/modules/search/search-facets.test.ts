import { describe, expect, it } from 'vitest';
import { searchFilter } from '@portal/contracts/search/search';
import { facetQuery } from './search-facets.ts';

const filter = (f: object) => searchFilter.parse({ categoryIds: [], countryIds: [], companyTypeIds: [], ...f });

describe('facetQuery', () => {
  it('is null without a filter', () => {
    expect(facetQuery('product', filter({}))).toBeNull();
  });

  it('ORs the ids of one filter and ANDs the filters, negating a false flag', () => {
    expect(
      facetQuery(
        'product',
        filter({ categoryIds: [4, 5], countryIds: [198], companyTypeIds: [7], moduleId: 3, isWb6: true, isMnc: false }),
      ),
    ).toBe(`('#k4' | '#k5') & ('#c198') & ('#t7') & '#m3' & '#wb6' & !'#mnc'`);
    expect(facetQuery('service', filter({ isVerified: true, side: 'demand' }))).toBe(`'#verified' & '#demand'`);
  });

  it('ignores the offer side for companies', () => {
    expect(facetQuery('company', filter({ side: 'supply' }))).toBeNull();
  });
});
