import { CloseButton, Paper, Select, SimpleGrid, Stack, Switch, TextInput } from '@mantine/core';
import { CodeType } from '@portal/contracts/codes/code-types';
import { IconSearch } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { ClassificationTreePicker } from '../../../components/form/ClassificationTreePicker.tsx';
import { useClassificationLoaders } from '../../../lib/codes/code-queries.ts';
import { useSearchCountries } from '../api/search-queries.ts';
import { containsFolded } from '@portal/contracts/common/text-fold';
import { type SearchType, treeOfType } from '../search-params.ts';
import type { SearchControls } from '../useSearchState.ts';

interface SearchBarProps {
  controls: SearchControls;
  types: readonly SearchType[];
}

/** The classification filter of the chosen search type: NACE sectors, or HS codes for products. */
function CategoryFilter({ controls, type }: { controls: SearchControls; type: SearchType }) {
  const { t } = useTranslation('search');
  const tree = treeOfType(type);
  const loaders = useClassificationLoaders(tree);
  const { category } = controls.state;
  const value = category?.codeType === tree ? category : null;
  return (
    <ClassificationTreePicker
      key={tree}
      {...loaders}
      label={t(tree === CodeType.productClass ? 'filter.hs' : 'filter.nace')}
      dialogTitle={t(tree === CodeType.productClass ? 'filter.hs_dialog' : 'filter.nace_dialog')}
      leafOnly={false}
      value={value?.id ?? null}
      knownNodes={value ? [{ id: value.id, name: value.name, childenCount: value.childenCount }] : []}
      onChange={(_, node) =>
        controls.change({ category: node && { id: node.id, codeType: tree, name: node.name, childenCount: node.childenCount } })
      }
    />
  );
}

/** The country filter: every country, found by typing without accents. */
function CountryFilter({ controls }: { controls: SearchControls }) {
  const { t } = useTranslation('search');
  const countries = useSearchCountries();
  const data = (countries.data ?? []).map((c) => ({ value: String(c.id), label: c.name }));
  const { countryId } = controls.state;
  return (
    <Select
      label={t('filter.country')}
      placeholder={t('filter.any_country')}
      data={data}
      value={countryId ? String(countryId) : null}
      onChange={(v) => controls.change({ countryId: v ? Number(v) : null })}
      searchable
      clearable
      clearButtonProps={{ 'aria-label': t('filter.clear_country') }}
      filter={({ options, search }) => options.filter((o) => 'label' in o && containsFolded(o.label, search))}
      nothingFoundMessage={t('filter.no_country')}
    />
  );
}

/**
 * The search bar of the search screens: words, what to search in, and the classification and
 * country filters, all kept in the address.
 */
export function SearchBar({ controls, types }: SearchBarProps) {
  const { t } = useTranslation('search');
  const { text, setText, state, change } = controls;
  const withType = types.length > 1;
  const withCategory = state.type !== 'countries';
  const filters = 1 + Number(withType) + Number(withCategory);
  return (
    <Paper role="search" withBorder radius="md" p={{ base: 'sm', sm: 'md' }} aria-label={t('bar.label')}>
      <Stack gap="sm">
        <TextInput
          type="search"
          size="md"
          value={text}
          onChange={(e) => setText(e.currentTarget.value)}
          // Enter searches at once, without waiting for the typing delay.
          onKeyDown={(e) => e.key === 'Enter' && change({ text }, true)}
          placeholder={t('bar.placeholder')}
          aria-label={t('bar.text')}
          leftSection={<IconSearch size={18} aria-hidden />}
          rightSection={text ? <CloseButton aria-label={t('bar.clear_text')} onClick={() => setText('')} /> : null}
          data-testid="search-text"
        />
        <SimpleGrid cols={{ base: 1, sm: filters }} spacing="sm">
          {withType && (
            <Select
              label={t('bar.type')}
              data={types.map((type) => ({ value: type, label: t(`type.${type}`) }))}
              value={state.type}
              onChange={(v) => v && change({ type: v as SearchType })}
              allowDeselect={false}
            />
          )}
          {withCategory && <CategoryFilter controls={controls} type={state.type} />}
          <CountryFilter controls={controls} />
        </SimpleGrid>
        <Switch
          label={t('filter.wb6')}
          checked={state.wb6}
          onChange={(e) => change({ wb6: e.currentTarget.checked })}
          data-testid="search-wb6"
        />
      </Stack>
    </Paper>
  );
}
