import { SimpleGrid, Stack, TextInput } from '@mantine/core';
import { COUNTRY_NAME_MAX, type CountryEntry, updateCountryBody } from '@portal/contracts/codes/countries';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useZodForm } from '../../components/form/useZodForm.ts';
import { useListParams } from '../../lib/useListParams.ts';
import { useCountryEntries, useSaveCountry } from './api/codes-admin-queries.ts';
import { DialogButtons, EntryDialog, saveEntry } from './EntryDialog.tsx';
import { EntryListPanel } from './EntryListPanel.tsx';
import { EntryRow, OtherName } from './EntryRow.tsx';

/**
 * Countries: the ISO list, renamed in English and Serbian (never added nor deleted: companies,
 * users and chambers point at them). The platform administrator's tab.
 */
export function CountriesPanel() {
  const { t } = useTranslation('codes-admin');
  const list = useListParams();
  const countries = useCountryEntries(list.query, list.page);
  const [editing, setEditing] = useState<CountryEntry | null>(null);
  return (
    <>
      <EntryListPanel
        testId="countries-administration"
        list={list}
        data={countries.data}
        loading={countries.isPending}
        what={t('tabs.countries')}
        searchPlaceholder={t('countries.search_placeholder')}
      >
        {(country: CountryEntry) => (
          <EntryRow
            key={country.id}
            testId={`country-row-${country.alpha2}`}
            badge={country.alpha2}
            title={country.name}
            details={
              <>
                {country.nameSr !== country.name && <OtherName lang="sr" name={country.nameSr} />}
                <OtherName lang="ISO" name={country.alpha3} />
              </>
            }
            meta={country.isWb6 ? t('countries.wb6') : undefined}
            onEdit={() => setEditing(country)}
          />
        )}
      </EntryListPanel>
      {editing && (
        <EntryDialog title={t('countries.edit_title', { name: editing.name })} onClose={() => setEditing(null)}>
          <CountryForm country={editing} onDone={() => setEditing(null)} />
        </EntryDialog>
      )}
    </>
  );
}

function CountryForm({ country, onDone }: { country: CountryEntry; onDone: () => void }) {
  const { t } = useTranslation('codes-admin');
  const save = useSaveCountry();
  const form = useZodForm(updateCountryBody, { initialValues: { id: country.id, name: country.name, nameSr: country.nameSr } });
  const submit = form.onSubmit((values) =>
    saveEntry({
      save: () => save.mutateAsync(values),
      done: t('countries.edit_success', { name: values.name }),
      onDone,
      applyServerError: form.applyServerError,
    }),
  );
  return (
    <form onSubmit={submit} noValidate data-testid="country-form">
      <Stack gap="md">
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          <TextInput label={t('fields.name_eng')} data-autofocus maxLength={COUNTRY_NAME_MAX} {...form.getInputProps('name')} />
          <TextInput label={t('fields.name_sr')} maxLength={COUNTRY_NAME_MAX} {...form.getInputProps('nameSr')} />
        </SimpleGrid>
        <DialogButtons onCancel={onDone} saving={save.isPending} adding={false} />
      </Stack>
    </form>
  );
}
