import { describe, expect, it } from 'vitest';
import { readSearch, sectionParams, WB6_PARAM, writeSearch } from './search-params.ts';

const types = ['companies', 'products', 'services', 'countries'] as const;

describe('search parameters', () => {
  it('keep the WB6-only filter in treeModelIsWb6, and drop it when cleared', () => {
    const on = writeSearch(new URLSearchParams('searchText=honey'), { wb6: true });
    expect(on.get(WB6_PARAM)).toBe('true');
    expect(readSearch(on, types)).toMatchObject({ text: 'honey', wb6: true, type: 'companies' });
    const off = writeSearch(on, { wb6: false });
    expect(off.has(WB6_PARAM)).toBe(false);
    expect(readSearch(off, types).wb6).toBe(false);
  });

  it('give every change a new searchId and send every section back to its first page', () => {
    const before = new URLSearchParams(
      `searchText=honey&searchId=abc&${sectionParams.company.pageParam}=3&${sectionParams.company.sizeParam}=20`,
    );
    const after = writeSearch(before, { countryId: 7 });
    expect(after.get('searchId')).not.toBe('abc');
    expect(after.get('countryId')).toBe('7');
    expect(after.has(sectionParams.company.pageParam)).toBe(false);
    expect(after.get(sectionParams.company.sizeParam)).toBe('20');
  });
});
