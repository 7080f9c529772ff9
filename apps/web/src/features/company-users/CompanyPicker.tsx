import { Card, Select, Stack, Text } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { SEARCH_DELAY_MS } from '../../lib/useListParams.ts';
import { useAdministeredCompanies } from '../company-admin/api/company-admin-queries.ts';

/** How many companies the picker offers for a typed name. */
const PICKER_SIZE = 20;

/**
 * An administrator chooses the company a new person joins: the verified companies their chamber
 * rule lets them administer, searched by name.
 */
export function CompanyPicker({ value, onChange }: { value: number | null; onChange: (companyId: number | null) => void }) {
  const { t } = useTranslation('company-users');
  const [search, setSearch] = useState('');
  // The chosen company stays an option while the box shows its name, which is then no search.
  const [chosen, setChosen] = useState<{ value: string; label: string } | null>(null);
  const [typed] = useDebouncedValue(search.trim(), SEARCH_DELAY_MS);
  const name = typed === chosen?.label ? '' : typed;
  const companies = useAdministeredCompanies('verified', { pageNum: 1, pageSize: PICKER_SIZE, ...(name ? { name } : {}) });
  const found = (companies.data?.companies ?? []).map((c) => ({ value: String(c.pkCompanyId), label: `${c.name} (${c.countryName})` }));
  const options = chosen && !found.some((o) => o.value === chosen.value) ? [chosen, ...found] : found;
  return (
    <Card padding="lg">
      <Stack gap="xs">
        <Select
          label={t('form.company')}
          placeholder={t('form.company_placeholder')}
          description={t('form.company_hint')}
          data={options}
          value={value ? String(value) : null}
          onChange={(v, option) => {
            setChosen(v ? option : null);
            onChange(v ? Number(v) : null);
          }}
          searchable
          searchValue={search}
          onSearchChange={setSearch}
          filter={({ options: all }) => all}
          nothingFoundMessage={companies.isFetching ? t('form.company_loading') : t('form.company_none')}
          clearable
          withAsterisk
          data-testid="company-picker"
        />
        {!value && (
          <Text size="sm" c="dimmed">
            {t('form.company_first')}
          </Text>
        )}
      </Stack>
    </Card>
  );
}
