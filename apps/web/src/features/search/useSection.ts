import type { SearchFilter, SearchKind } from '@portal/contracts/search/search';
import { useListParams } from '../../lib/useListParams.ts';
import { useSearchHits } from './api/search-queries.ts';
import type { SectionData } from './components/ResultSection.tsx';
import { SECTION_PAGE_SIZE, type SearchState, sectionParams, treeOfKind } from './search-params.ts';
import { pageOffset } from './search-paging.ts';

/** Filters a screen adds to every search (a module, the supply or demand side). */
export type ScreenFilter = Pick<SearchFilter, 'moduleId' | 'side'>;

/** One section's search: its own page and page size from the address, the bar's words and filters. */
export function useSection(kind: SearchKind, state: SearchState, screenFilter: ScreenFilter, enabled: boolean): SectionData {
  const { page, pageSize, setPage } = useListParams({ ...sectionParams[kind], defaultSize: SECTION_PAGE_SIZE });
  const { category, countryId, wb6 } = state;
  const body = {
    param: state.text,
    limit: pageSize,
    offset: pageOffset(page, pageSize),
    filter: {
      ...screenFilter,
      // A sector does not filter products (HS codes), nor an HS code companies and services.
      categoryIds: category && category.codeType === treeOfKind[kind] ? [category.id] : [],
      countryIds: countryId ? [countryId] : [],
      ...(wb6 ? { isWb6: true } : {}),
      companyTypeIds: [],
    },
  };
  const query = useSearchHits(kind, body, enabled);
  return { kind, answer: enabled ? query.data : undefined, refreshing: query.isPlaceholderData, page, pageSize, setPage };
}
