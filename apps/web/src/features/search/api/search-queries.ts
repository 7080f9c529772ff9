import type { SearchKind, SearchRequest } from '@portal/contracts/search/search';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { fetchCountries } from '../../../lib/codes/codes.api.ts';
import { searchKeys } from './search-keys.ts';
import { searchHits } from './search.api.ts';

/** Hits of one kind; the last page stays while the next one loads, so cards do not flash. */
export function useSearchHits(kind: SearchKind, body: SearchRequest, enabled: boolean) {
  return useQuery({
    queryKey: searchKeys.hits(kind, body),
    queryFn: ({ signal }) => searchHits(kind, body, signal),
    placeholderData: keepPreviousData,
    enabled,
  });
}

/** Countries with their ISO codes (shown beside names), in the interface language; they never change while the app runs. */
export function useSearchCountries() {
  const { i18n } = useTranslation();
  return useQuery({
    queryKey: searchKeys.countries(i18n.language),
    queryFn: () => fetchCountries(i18n.language),
    select: (data) => data.list,
    staleTime: Number.POSITIVE_INFINITY,
  });
}
