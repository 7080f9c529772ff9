import type { AdminLogTab } from '@portal/contracts/common/portal-links';
import { mailTemplateNames } from '@portal/contracts/mail/mail-outbox';
import { Badge, CloseButton, Group, Select, TextInput } from '@mantine/core';
import { IconSearch } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { DateField } from '../../../components/form/DateField.tsx';
import { CodeGroup, codeChoices } from './log-labels.ts';
import { kindChoices, LogParam } from './log-search.ts';

interface LogFiltersProps {
  tab: AdminLogTab;
  params: URLSearchParams;
  /** The typed search text (it reaches the address after the search delay). */
  search: string;
  onSearch: (value: string) => void;
  update: (changes: Record<string, string | null>) => void;
}

/** Choices with more entries than this get a search box (the actions). */
const SEARCHABLE_FROM = 12;

/** The filters of a log: text, period, kind (translated), the mail's template and the person chosen from an entry. */
export function LogFilters({ tab, params, search, onSearch, update }: LogFiltersProps) {
  const { t, i18n } = useTranslation('logs');
  const set = (name: string, value: string | null) => update({ [name]: value, [LogParam.page]: null });
  const { codes, group } = kindChoices[tab];
  const kind = params.get(LogParam.kind);
  const template = params.get(LogParam.template);
  const person = params.get(LogParam.user);
  const codeSelect = (name: string, label: string, choices: readonly string[], g: CodeGroup, value: string | null, testId: string) => (
    <Select
      label={label}
      data={codeChoices(t, g, choices, i18n.language)}
      value={value && choices.includes(value) ? value : null}
      onChange={(v) => set(name, v)}
      clearable
      searchable={choices.length > SEARCHABLE_FROM}
      nothingFoundMessage={t('empty_title')}
      placeholder={t('filters.any')}
      w={{ base: '100%', sm: tab === 'action' ? 280 : 200 }}
      comboboxProps={{ width: 'target', position: 'bottom-start' }}
      data-testid={testId}
    />
  );
  return (
    <Group gap="sm" align="flex-end" wrap="wrap" data-testid="log-filters">
      <TextInput
        label={t(`filters.text.${tab}`)}
        value={search}
        onChange={(e) => onSearch(e.currentTarget.value)}
        leftSection={<IconSearch size={16} aria-hidden />}
        rightSection={search ? <CloseButton size="sm" aria-label={t('filters.clear_text')} onClick={() => onSearch('')} /> : null}
        w={{ base: '100%', sm: 300 }}
        data-testid="log-search"
      />
      <DateField
        label={t('filters.from')}
        value={params.get(LogParam.from)}
        onChange={(v) => set(LogParam.from, v)}
        w={{ base: '47%', sm: 170 }}
      />
      <DateField
        label={t('filters.to')}
        value={params.get(LogParam.to)}
        onChange={(v) => set(LogParam.to, v)}
        w={{ base: '47%', sm: 170 }}
      />
      {codeSelect(LogParam.kind, t(`filters.kind.${tab}`), codes, group, kind, 'log-kind')}
      {tab === 'mail' &&
        codeSelect(LogParam.template, t('filters.kind.template'), mailTemplateNames, CodeGroup.mailTemplate, template, 'log-template')}
      {person && (
        <Badge
          size="lg"
          variant="light"
          rightSection={<CloseButton size="xs" aria-label={t('filters.clear_person')} onClick={() => set(LogParam.user, null)} />}
          data-testid="log-person"
        >
          {t('filters.person', { id: person })}
        </Badge>
      )}
    </Group>
  );
}
