import { Select } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { Choice } from '../../lib/codes/code-queries.ts';

/** The economies to choose from: the WB6 group, then the others. */
export type EconomyChoices = { group: string; items: Choice[] }[];

/** The platform administrator's economy filter: every economy, or one. */
export function EconomySelect({
  value,
  onChange,
  economies,
}: {
  value: number | undefined;
  onChange: (id: number | null) => void;
  economies: EconomyChoices;
}) {
  const { t } = useTranslation('insights');
  return (
    <Select
      label={t('filters.economy')}
      placeholder={t('filters.every_economy')}
      data={economies}
      value={value ? String(value) : null}
      onChange={(v) => onChange(v ? Number(v) : null)}
      searchable
      clearable
      nothingFoundMessage={t('no_economy')}
      w={{ base: '100%', sm: 260 }}
      comboboxProps={{ width: 'target', position: 'bottom-start' }}
      data-testid="insights-economy"
    />
  );
}
