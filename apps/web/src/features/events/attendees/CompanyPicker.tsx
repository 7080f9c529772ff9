import { Button, Group, MultiSelect, Stack, Text } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { IconUsersPlus } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toastInfo } from '../../../api/toasts.tsx';
import { SEARCH_DELAY_MS } from '../../../lib/useListParams.ts';
import { useCompaniesForEmails, useCompanySearch } from '../api/attendee-queries.ts';
import { toastUnhandled } from '../../../api/unhandled-errors.ts';

interface CompanyPickerProps {
  /** Receives the e-mails of the chosen companies' active users. */
  onAdd: (emails: string[]) => void;
  disabled?: boolean;
}

/**
 * Chooses companies from the directory (searched on the server) and adds their active users'
 * e-mails to the invite list, where they can still be reviewed and removed one by one.
 */
export function CompanyPicker({ onAdd, disabled }: CompanyPickerProps) {
  const { t } = useTranslation('event-attendees');
  const [search, setSearch] = useState('');
  const [name] = useDebouncedValue(search.trim(), SEARCH_DELAY_MS);
  const [chosen, setChosen] = useState<{ value: string; label: string }[]>([]);
  const results = useCompanySearch(name);
  const fetchEmails = useCompaniesForEmails();

  const found = (results.data?.companies ?? []).map((c) => ({ value: String(c.pkCompanyId), label: `${c.name} · ${c.countryName}` }));
  const options = [...chosen, ...found.filter((o) => !chosen.some((c) => c.value === o.value))];

  const add = async () => {
    try {
      const { emails } = await fetchEmails.mutateAsync(chosen.map((c) => Number(c.value)));
      if (!emails.length) {
        toastInfo(t('invite.companies_no_users'));
        return;
      }
      onAdd(emails);
      setChosen([]);
    } catch (err) {
      // The API client has said why; a lost connection is told here.
      toastUnhandled(err);
    }
  };

  return (
    <Stack gap="xs">
      <MultiSelect
        label={t('invite.companies_label')}
        description={t('invite.companies_hint')}
        placeholder={chosen.length ? undefined : t('invite.companies_placeholder')}
        data={options}
        value={chosen.map((c) => c.value)}
        onChange={(values) => setChosen(values.flatMap((v) => options.filter((o) => o.value === v)))}
        searchable
        searchValue={search}
        onSearchChange={setSearch}
        // The server searches by name; the list shows what it answered.
        filter={({ options: all }) => all}
        nothingFoundMessage={results.isFetching ? t('loading') : t('no_match')}
        maxValues={100}
        clearable
        clearButtonProps={{ 'aria-label': t('invite.companies_clear') }}
        disabled={disabled}
        comboboxProps={{ withinPortal: true }}
        data-testid="invite-companies"
      />
      <Group justify="space-between" gap="sm" wrap="wrap">
        <Text size="xs" c="dimmed">
          {chosen.length ? t('invite.companies_chosen', { count: chosen.length }) : t('invite.companies_none')}
        </Text>
        <Button
          variant="light"
          leftSection={<IconUsersPlus size={16} aria-hidden />}
          onClick={add}
          disabled={disabled || chosen.length === 0}
          loading={fetchEmails.isPending}
          data-testid="add-company-users"
        >
          {t('invite.companies_add')}
        </Button>
      </Group>
    </Stack>
  );
}
