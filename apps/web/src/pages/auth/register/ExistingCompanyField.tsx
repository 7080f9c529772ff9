import { Select } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useCompanySearch } from './useRegistrationLists.ts';

/** Picks the registered company the user joins; its administrators are told. */
export function ExistingCompanyField({ value, onChange, error }: { value: string; onChange: (v: string) => void; error?: string }) {
  const { t } = useTranslation('register');
  const [search, setSearch] = useState('');
  const [debounced] = useDebouncedValue(search, 500);
  const companies = useCompanySearch(debounced);
  return (
    <Select
      label={t('existing_company')}
      description={t('existing_company_hint')}
      placeholder={t('existing_company_placeholder')}
      data={companies.data ?? []}
      value={value || null}
      onChange={(v) => onChange(v ?? '')}
      searchable
      searchValue={search}
      onSearchChange={setSearch}
      filter={({ options }) => options}
      nothingFoundMessage={debounced.trim().length >= 2 ? t('general:no_result') : t('type_to_search')}
      error={error}
      required
    />
  );
}
