import { SegmentedControl, Stack, Text, Title } from '@mantine/core';
import { type OfferSide, offerSides } from '@portal/contracts/search/search';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import type { SearchType } from '../search-params.ts';
import { writeSearch } from '../search-params.ts';
import type { ScreenFilter } from '../useSection.ts';
import { useSearchState } from '../useSearchState.ts';
import { ModuleId } from '@portal/contracts/common/access';
import { useCurrentUser } from '../../../session/useSession.ts';
import { LatestSearches } from './LatestSearches.tsx';
import { SearchBar } from './SearchBar.tsx';
import { SearchItemDetail } from './SearchItemDetail.tsx';
import { SearchResults } from './SearchResults.tsx';

/** What makes one search screen: its texts, its search types (default first) and its own filter. */
export interface SearchScreenConfig {
  /** The screen's key in the search namespace (title, subtitle). */
  key: string;
  types: readonly SearchType[];
  filter?: ScreenFilter;
  /** Offers supply or demand, kept in `snd` (spec-1 section 2, supply by default). */
  withSide?: boolean;
}

const SIDE_PARAM = 'snd';

/** The supply/demand toggle: a changed side is a new search. */
function useSide() {
  const [params, setParams] = useSearchParams();
  const side: OfferSide = params.get(SIDE_PARAM) === 'demand' ? 'demand' : 'supply';
  const setSide = (next: OfferSide) =>
    setParams((prev) => {
      const changed = writeSearch(prev, {});
      changed.set(SIDE_PARAM, next);
      return changed;
    });
  return [side, setSide] as const;
}

/** A search screen: title, the search bar, and the results in sections, with the item detail over them. */
export function SearchScreen({ config }: { config: SearchScreenConfig }) {
  const { t } = useTranslation('search');
  const controls = useSearchState(config.types);
  const [side, setSide] = useSide();
  const screenFilter: ScreenFilter = { ...config.filter, ...(config.withSide ? { side } : {}) };
  // Before a search of their own, signed-in users find what they opened lately.
  const { state } = controls;
  const showLatest = !!useCurrentUser() && !state.text && !state.category && !state.countryId && !state.wb6;
  const latestModule = config.withSide ? ModuleId.supplyAndDemand : (config.filter?.moduleId ?? ModuleId.b2b);
  return (
    <Stack gap="lg" data-testid="search-screen">
      <div>
        <Title order={1} fz={{ base: 24, sm: 30 }}>
          {t(`${config.key}.title`)}
        </Title>
        <Text c="dimmed">{t(`${config.key}.subtitle`)}</Text>
      </div>
      {config.withSide && (
        <SegmentedControl
          aria-label={t('side.label')}
          value={side}
          onChange={(v) => setSide(v as OfferSide)}
          data={offerSides.map((s) => ({ value: s, label: t(`side.${s}`) }))}
          w={{ base: '100%', xs: 320 }}
        />
      )}
      <SearchBar controls={controls} types={config.types} />
      {showLatest && <LatestSearches moduleId={latestModule} market={!!config.withSide} />}
      <SearchResults controls={controls} types={config.types} screenFilter={screenFilter} />
      <SearchItemDetail />
    </Stack>
  );
}
