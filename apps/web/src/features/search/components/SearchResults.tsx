import { Stack } from '@mantine/core';
import { useSearchCountries } from '../api/search-queries.ts';
import { containsFolded } from '@portal/contracts/common/text-fold';
import { type SearchType, sectionsOf } from '../search-params.ts';
import { type ScreenFilter, useSection } from '../useSection.ts';
import type { SearchControls } from '../useSearchState.ts';
import { CountriesSection } from './CountriesSection.tsx';
import { ResultSection, type SectionData } from './ResultSection.tsx';
import { SearchEmpty } from './SearchEmpty.tsx';

/** With All, the countries section lists at most this many matches. */
const COUNTRIES_WITH_ALL = 12;

const isEmpty = (s: SectionData) => s.answer !== undefined && s.answer.hits.length === 0 && !s.refreshing;

/**
 * The results of the search bar's search: a section per kind the search type covers (each paged on
 * its own), and the matching countries. With several sections, empty ones step aside; when all are
 * empty one empty state says what to try.
 */
interface SearchResultsProps {
  controls: SearchControls;
  /** The screen's search types, its default first. */
  types: readonly SearchType[];
  screenFilter: ScreenFilter;
}

export function SearchResults({ controls, types, screenFilter }: SearchResultsProps) {
  const { state, change } = controls;
  const shown = sectionsOf(state.type);
  const sections = [
    useSection('company', state, screenFilter, shown.kinds.includes('company')),
    useSection('product', state, screenFilter, shown.kinds.includes('product')),
    useSection('service', state, screenFilter, shown.kinds.includes('service')),
  ].filter((s) => shown.kinds.includes(s.kind));
  const countries = useSearchCountries();
  const matching =
    shown.countries && (state.text || state.type === 'countries')
      ? (countries.data ?? []).filter((c) => containsFolded(c.name, state.text))
      : [];
  const countryList = state.type === 'countries' ? matching : matching.slice(0, COUNTRIES_WITH_ALL);

  const filtered = !!(state.category || state.countryId || state.wb6);
  const empty = (
    <SearchEmpty
      onClearFilters={filtered ? () => change({ category: null, countryId: null, wb6: false }) : undefined}
      onBrowseAll={() => change({ text: '', category: null, countryId: null, wb6: false })}
    />
  );
  const several = sections.length + Number(shown.countries) > 1;
  const countriesLoaded = !shown.countries || !countries.isPending;
  if (several && countriesLoaded && countryList.length === 0 && sections.every(isEmpty)) return empty;

  return (
    <Stack gap="xl">
      {countryList.length > 0 && (
        <CountriesSection
          countries={countryList}
          text={state.text}
          chosenId={state.countryId}
          // The words named the country: they give way to it, and the screen's default results show what it has.
          onChoose={(id) => change(id ? { countryId: id, text: '', type: types[0] } : { countryId: null })}
        />
      )}
      {state.type === 'countries' && countryList.length === 0 && countriesLoaded && empty}
      {sections.map((s) => (several && isEmpty(s) ? null : <ResultSection key={s.kind} data={s} empty={empty} />))}
    </Stack>
  );
}
