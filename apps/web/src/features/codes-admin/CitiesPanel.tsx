import { Button, Select, SimpleGrid, Stack, Text, TextInput } from '@mantine/core';
import { type CityEntry, CITY_NAME_MAX } from '@portal/contracts/codes/cities';
import { inputText, requiredInputText } from '@portal/contracts/codes/common';
import { RoleId } from '@portal/contracts/common/access';
import { IconPlus } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { useConfirmedAction } from '../../components/list/useConfirmedAction.ts';
import { useZodForm } from '../../components/form/useZodForm.ts';
import { useCountryChoices } from '../../lib/codes/code-queries.ts';
import { useListParams } from '../../lib/useListParams.ts';
import { useCurrentUser } from '../../session/useSession.ts';
import { useCityEntries, useDeleteCity, useSaveCity } from './api/codes-admin-queries.ts';
import { DialogButtons, EntryDialog, saveEntry } from './EntryDialog.tsx';
import { EntryListPanel } from './EntryListPanel.tsx';
import { EntryRow, OtherName } from './EntryRow.tsx';

/** The address parameter of the country filter. */
const COUNTRY_PARAM = 'country';

/**
 * Cities with their English and Serbian names. The platform administrator sees every country's
 * (filtered by country); a chamber administrator their own country's alone (the server's
 * city.policy.ts decides, this screen only leaves out what would be refused).
 */
export function CitiesPanel() {
  const { t } = useTranslation('codes-admin');
  const user = useCurrentUser();
  const platform = user?.fkRoleId === RoleId.platformAdmin;
  const list = useListParams();
  const countryParam = Number(list.params.get(COUNTRY_PARAM)) || null;
  const countries = useCountryChoices();
  const cities = useCityEntries(platform ? countryParam : null, list.query, list.page);
  const remove = useDeleteCity();
  const act = useConfirmedAction();
  const [editing, setEditing] = useState<{ city: CityEntry | null } | null>(null);
  /** A chamber administrator adds cities of their own country. */
  const ownCountry = platform ? countryParam : (user?.fkCountryId ?? null);

  const askDelete = (city: CityEntry) =>
    act({
      ask: {
        title: t('cities.confirm_delete_title'),
        message: t('cities.confirm_delete', { name: city.name, country: city.countryName }),
        confirmLabel: t('actions.delete'),
        cancelLabel: t('actions.cancel'),
        danger: true,
      },
      run: () => remove.mutateAsync(city.id),
      done: t('delete_success', { name: city.name }),
    });

  return (
    <>
      <EntryListPanel
        testId="cities-administration"
        list={list}
        data={cities.data}
        loading={cities.isPending}
        what={t('tabs.cities')}
        searchPlaceholder={t('cities.search_placeholder')}
        actions={
          <Button leftSection={<IconPlus size={16} aria-hidden />} onClick={() => setEditing({ city: null })} data-testid="add-city">
            {t('cities.add')}
          </Button>
        }
        toolbar={
          platform && (
            <Select
              label={t('fields.country')}
              placeholder={t('cities.all_countries')}
              data={countries.data ?? []}
              value={countryParam ? String(countryParam) : null}
              onChange={(v) => list.update({ [COUNTRY_PARAM]: v, page: null })}
              searchable
              clearable
              nothingFoundMessage={t('nothing_found')}
              maw={360}
              data-testid="city-country-filter"
            />
          )
        }
      >
        {(city: CityEntry) => (
          <EntryRow
            key={city.id}
            testId={`city-row-${city.id}`}
            title={city.name}
            details={
              <>
                {city.nameSr && city.nameSr !== city.name && <OtherName lang="sr" name={city.nameSr} />}
                <OtherName lang={t('cities.country_short')} name={city.countryName} />
              </>
            }
            meta={t('cities.company_count', { count: city.companyCount })}
            onEdit={() => setEditing({ city })}
            onDelete={() => askDelete(city)}
            deleting={remove.isPending && remove.variables === city.id}
          />
        )}
      </EntryListPanel>
      {editing && (
        <EntryDialog title={t(editing.city ? 'cities.edit_title' : 'cities.add_title')} onClose={() => setEditing(null)}>
          <CityForm city={editing.city} countryId={ownCountry} chooseCountry={platform} onDone={() => setEditing(null)} />
        </EntryDialog>
      )}
    </>
  );
}

const cityFormSchema = z.object({
  countryId: z.string({ error: 'validation.required' }).min(1, 'validation.required'),
  name: requiredInputText(CITY_NAME_MAX),
  nameSr: inputText(CITY_NAME_MAX),
});
type CityFormValues = { countryId: string | null; name: string; nameSr: string };

/** A city's country and its name in English and Serbian side by side. */
function CityForm({
  city,
  countryId,
  chooseCountry,
  onDone,
}: {
  city: CityEntry | null;
  countryId: number | null;
  chooseCountry: boolean;
  onDone: () => void;
}) {
  const { t } = useTranslation('codes-admin');
  const countries = useCountryChoices();
  const save = useSaveCity();
  const form = useZodForm<CityFormValues, typeof cityFormSchema>(cityFormSchema, {
    initialValues: {
      countryId: String(city?.countryId ?? countryId ?? '') || null,
      name: city?.name ?? '',
      nameSr: city?.nameSr ?? '',
    },
  });
  const submit = form.onSubmit((values) => {
    const body = { countryId: Number(values.countryId), name: values.name, nameSr: values.nameSr || null };
    return saveEntry({
      save: () => save.mutateAsync(city ? { id: city.id, ...body } : body),
      done: t(city ? 'cities.edit_success' : 'cities.add_success', { name: values.name }),
      onDone,
      applyServerError: form.applyServerError,
    });
  });
  return (
    <form onSubmit={submit} noValidate data-testid="city-form">
      <Stack gap="md">
        <Select
          label={t('fields.country')}
          data={countries.data ?? []}
          searchable
          allowDeselect={false}
          disabled={!chooseCountry}
          description={chooseCountry ? undefined : t('cities.own_country')}
          nothingFoundMessage={t('nothing_found')}
          {...form.getInputProps('countryId')}
        />
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          <TextInput label={t('fields.name_eng')} data-autofocus maxLength={CITY_NAME_MAX} {...form.getInputProps('name')} />
          <TextInput label={t('fields.name_sr')} maxLength={CITY_NAME_MAX} {...form.getInputProps('nameSr')} />
        </SimpleGrid>
        <Text size="sm" c="dimmed" mt={-8}>
          {t('cities.name_sr_hint')}
        </Text>
        <DialogButtons onCancel={onDone} saving={save.isPending} adding={!city} />
      </Stack>
    </form>
  );
}
