import { useDebouncedValue } from '@mantine/hooks';
import { useEffect, useState } from 'react';
import { SEARCH_DELAY_MS } from '../../lib/useListParams.ts';
import { usePageSearchParams } from '../../lib/usePageSearchParams.ts';
import { readSearch, type SearchState, type SearchType, writeSearch } from './search-params.ts';

/**
 * The search bar's state, kept in the address (spec-1 section 2) so a search is a link and the
 * back button restores it. Typed text reaches the address after the search delay (replacing the
 * entry, not one per key); a changed filter adds an entry.
 */
export function useSearchState(types: readonly SearchType[]) {
  const [params, setParams] = usePageSearchParams();
  const state = readSearch(params, types);
  const [text, setText] = useState(state.text);
  const [debounced] = useDebouncedValue(text.trim(), SEARCH_DELAY_MS);

  const change = (changes: Partial<SearchState>, replace = false) => setParams((prev) => writeSearch(prev, changes), { replace });

  // The address changed elsewhere (the top bar's box, back and forward): the box follows.
  // biome-ignore lint/correctness/useExhaustiveDependencies: follows the address only
  useEffect(() => {
    if (state.text !== text.trim()) setText(state.text);
  }, [state.text]);

  // biome-ignore lint/correctness/useExhaustiveDependencies: only the typed text drives the address
  useEffect(() => {
    if (debounced !== state.text) change({ text: debounced }, true);
  }, [debounced]);

  return { state, text, setText, change };
}

export type SearchControls = ReturnType<typeof useSearchState>;
