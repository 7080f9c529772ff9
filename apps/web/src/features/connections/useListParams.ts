import { useDebouncedValue } from '@mantine/hooks';
import { useEffect, useState } from 'react';
import { useSearchParams } from 'react-router';

/** Spec-1 section 9: search text waits 500 ms. */
export const SEARCH_DELAY_MS = 500;

/**
 * Page and search text of a list, kept in the address (page, q) so reloads and the back button
 * keep them; the typed text reaches the address after the search delay and resets the page.
 */
export function useListParams() {
  const [params, setParams] = useSearchParams();
  const page = Math.max(1, Number(params.get('page')) || 1);
  const query = params.get('q') ?? '';
  const [search, setSearch] = useState(query);
  const [debounced] = useDebouncedValue(search.trim(), SEARCH_DELAY_MS);

  const update = (changes: Record<string, string | null>) =>
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

  // biome-ignore lint/correctness/useExhaustiveDependencies: only the typed text drives the address
  useEffect(() => {
    if (debounced !== query) update({ q: debounced || null, page: null });
  }, [debounced]);

  return {
    page,
    query,
    search,
    setSearch,
    setPage: (p: number) => update({ page: p > 1 ? String(p) : null }),
    update,
    params,
  };
}
