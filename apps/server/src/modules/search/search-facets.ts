import type { SearchFilter, SearchKind } from '@portal/contracts/search/search';

/**
 * A filter as a tsquery over the filter lexemes each search document carries (migration
 * 0002's search_facets: '#c' country, '#k' category or an ancestor, '#t' company type, '#m'
 * module, '#wb6', '#mnc', '#verified', '#supply', '#demand'). ANDed with a search's words, the
 * full-text index intersects both, so a narrow filter over a common word reads only the
 * documents that pass it. The filter's SQL conditions stay as well (they also check what
 * lexemes cannot: an offer valid today). Null when nothing is filtered.
 */
export function facetQuery(kind: SearchKind, f: SearchFilter): string | null {
  const any = (prefix: string, ids: number[]) => (ids.length ? `(${ids.map((id) => `'#${prefix}${id}'`).join(' | ')})` : null);
  const flag = (name: string, value: boolean | undefined) => (value === undefined ? null : `${value ? '' : '!'}'#${name}'`);
  const parts = [
    any('k', f.categoryIds),
    any('c', f.countryIds),
    any('t', f.companyTypeIds),
    f.moduleId ? `'#m${f.moduleId}'` : null,
    flag('wb6', f.isWb6),
    flag('mnc', f.isMnc),
    flag('verified', f.isVerified),
    f.side && kind !== 'company' ? `'#${f.side}'` : null,
  ].filter((p): p is string => p !== null);
  return parts.length ? parts.join(' & ') : null;
}
