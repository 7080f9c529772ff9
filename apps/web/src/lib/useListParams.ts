import { MAX_PAGE_SIZE } from '@portal/contracts/common/paging';
import { useDebouncedValue } from '@mantine/hooks';
import { useEffect, useState } from 'react';
import { useSearchParams } from 'react-router';
import { usePageSearchParams } from './usePageSearchParams.ts';

/** Spec-1 section 9: search text waits 500 ms. */
export const SEARCH_DELAY_MS = 500;

interface ListParamNames {
  /** Query parameter of the page number. @default 'page' */
  pageParam?: string;
  /** Query parameter of the search text. @default 'q' */
  queryParam?: string;
  /** Query parameter of the page size (spec-1 section 9: pageSizeForProducts...); none keeps `defaultSize`. */
  sizeParam?: string;
  /** @default 10 */
  defaultSize?: number;
}

/**
 * Changes query parameters of the address in place (no new history entry): a value sets its
 * parameter, null or empty removes it.
 */
export function useQueryUpdate() {
  const [, setParams] = usePageSearchParams();
  return (changes: Record<string, string | null>) =>
    setParams(
      (prev) => {
        const next = new URLSearchParams(prev);
        for (const [k, v] of Object.entries(changes)) {
          if (v) next.set(k, v);
          else next.delete(k);
        }
        return next;
      },
      { replace: true },
    );
}

/**
 * Page, page size and search text of a list, kept in the address so reloads and the back button
 * keep them; the typed text reaches the address after the search delay and resets the page.
 */
export function useListParams({ pageParam = 'page', queryParam = 'q', sizeParam, defaultSize = 10 }: ListParamNames = {}) {
  const [params] = useSearchParams();
  const page = Math.max(1, Number(params.get(pageParam)) || 1);
  const sizeText = sizeParam ? Number(params.get(sizeParam)) : Number.NaN;
  const pageSize = Number.isInteger(sizeText) && sizeText >= 1 ? Math.min(sizeText, MAX_PAGE_SIZE) : defaultSize;
  const query = params.get(queryParam) ?? '';
  const [search, setSearch] = useState(query);
  const [debounced] = useDebouncedValue(search.trim(), SEARCH_DELAY_MS);

  const update = useQueryUpdate();

  // biome-ignore lint/correctness/useExhaustiveDependencies: only the typed text drives the address
  useEffect(() => {
    if (debounced !== query) update({ [queryParam]: debounced || null, [pageParam]: null });
  }, [debounced]);

  return {
    page,
    pageSize,
    query,
    search,
    setSearch,
    setPage: (p: number) => update({ [pageParam]: p > 1 ? String(p) : null }),
    update,
    params,
  };
}
