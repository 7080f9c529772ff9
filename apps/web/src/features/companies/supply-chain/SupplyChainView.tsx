import { CodeType } from '@portal/contracts/codes/code-types';
import { Badge, Card, Group, SimpleGrid, Stack, Text, Tooltip } from '@mantine/core';
import { IconCheck, IconX } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { SupplyChainInfoAnswer } from '@portal/contracts/companies/supply-chain-info';
import { formatNumber } from './number-format.ts';
import { useClassificationPaths, useCodeChoices, useNumberOfCountriesChoices } from '../../../lib/codes/code-queries.ts';
import { type FieldDef, isYearKind, type SupplyChainScreenKey, screenValues, supplyChainScreens } from './supply-chain-form.ts';
import type { YearValue } from '@portal/contracts/companies/year-values';
import { YearValuesTable } from './YearValuesTable.tsx';
import { NoDataNotice } from '../../../components/list/NoDataNotice.tsx';

/** Whether a screen's stored fields hold anything worth showing. */
function screenHasData(values: Record<string, unknown>, fields: readonly FieldDef[]) {
  return fields.some((f) => {
    const v = values[f.name];
    if (Array.isArray(v)) return v.length > 0;
    if (typeof v === 'string') return v.trim() !== '';
    if (typeof v === 'boolean') return f.kind === 'flag';
    return v !== null && v !== undefined;
  });
}

function Item({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div>
      <Text size="xs" c="dimmed" tt="uppercase" fw={600} mb={4} style={{ letterSpacing: 0.3 }}>
        {label}
      </Text>
      {children}
    </div>
  );
}

/** One supply-chain screen for visitors: formatted values, no inputs. */
export function SupplyChainView({ screen, stored }: { screen: SupplyChainScreenKey; stored: SupplyChainInfoAnswer }) {
  const { t, i18n } = useTranslation('company-sections');
  const values = screenValues(stored, screen) as Record<string, unknown>;
  const fields = supplyChainScreens[screen];
  const naceIds = fields.filter((f) => f.kind === 'nace').flatMap((f) => (values[f.name] as number[]) ?? []);
  const nace = useClassificationPaths(CodeType.activityClass, naceIds);
  const positions = useCodeChoices(CodeType.supplyChainPosition);
  const countries = useNumberOfCountriesChoices();
  const none = (
    <Text size="sm" c="dimmed">
      —
    </Text>
  );

  if (!screenHasData(values, fields)) return <NoDataNotice />;

  const badges = (labels: { key: number; label: string; title?: string }[]) =>
    labels.length ? (
      <Group gap={6}>
        {labels.map((l) => (
          <Tooltip key={l.key} label={l.title} disabled={!l.title} multiline maw={360} withArrow>
            <Badge variant="light" radius="sm" size="lg" tt="none" fw={500} style={{ maxWidth: '100%' }}>
              {l.label}
            </Badge>
          </Tooltip>
        ))}
      </Group>
    ) : (
      none
    );
  const choiceLabel = (list: { value: string; label: string }[] | undefined, id: number) =>
    list?.find((c) => c.value === String(id))?.label ?? `#${id}`;

  const show = (f: FieldDef) => {
    const v = values[f.name];
    switch (f.kind) {
      case 'text':
        return typeof v === 'string' && v.trim() ? (
          <Text size="sm" style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
            {v}
          </Text>
        ) : (
          none
        );
      case 'flag':
        return v ? (
          <Badge color="teal" variant="light" leftSection={<IconCheck size={14} />}>
            {t('general:yes')}
          </Badge>
        ) : (
          <Badge color="gray" variant="light" leftSection={<IconX size={14} />}>
            {t('general:no')}
          </Badge>
        );
      case 'nace':
        return badges(
          ((v as number[]) ?? []).map((id) => ({
            key: id,
            label: nace.data?.get(id)?.name ?? `#${id}`,
            title: nace.data?.get(id)?.path,
          })),
        );
      case 'positions':
        return badges(((v as number[]) ?? []).map((id) => ({ key: id, label: choiceLabel(positions.data, id) })));
      case 'countries':
        return badges(((v as number[]) ?? []).map((id) => ({ key: id, label: choiceLabel(countries.data, id) })));
      case 'country-range':
        return v == null ? none : <Text size="sm">{choiceLabel(countries.data, v as number)}</Text>;
      case 'ratio':
        return v == null ? (
          none
        ) : (
          <Text size="lg" fw={600} style={{ fontVariantNumeric: 'tabular-nums' }}>
            {formatNumber(v as number, i18n.language, 4)}
          </Text>
        );
      default:
        return null;
    }
  };

  const details = fields.filter((f) => !isYearKind(f.kind) && f.kind !== 'ratio' && f.kind !== 'flag');
  const flags = fields.filter((f) => f.kind === 'flag');
  // Visitors see only the lists that hold a value.
  const yearFields = fields.filter((f) => isYearKind(f.kind) && ((values[f.name] as YearValue[]) ?? []).length > 0);
  const ratios = fields.filter((f) => f.kind === 'ratio');
  // Cards follow the order of their first field, so each screen leads with what matters most.
  const rank = (group: FieldDef[]) => (group.length ? fields.indexOf(group[0]) : fields.length);

  const flagsCard = flags.length > 0 && (
    <Card>
      <Stack gap="sm">
        {flags.map((f) => (
          <Group key={f.name} justify="space-between" wrap="nowrap" gap="md">
            <Text size="sm">{t(`fields.${f.name}`)}</Text>
            {show(f)}
          </Group>
        ))}
      </Stack>
    </Card>
  );
  const flagsFirst = rank(flags) < rank(details);
  return (
    <Stack gap="md" data-testid={`supply-chain-view-${screen}`}>
      {flagsFirst && flagsCard}
      {details.length > 0 && (
        <Card>
          <Stack gap="lg">
            {details.map((f) => (
              <Item key={f.name} label={t(`fields.${f.name}`)}>
                {show(f)}
              </Item>
            ))}
          </Stack>
        </Card>
      )}
      {!flagsFirst && flagsCard}
      {yearFields.length > 0 && (
        <Card>
          <YearValuesTable
            readOnly
            caption={t(yearFields.some((f) => f.kind === 'percent') ? 'years_caption_view_percent' : 'years_caption_view')}
            rows={yearFields.map((f) => ({
              name: f.name,
              label: t(`fields.${f.name}`),
              kind: f.kind as 'years' | 'money' | 'percent',
              value: (values[f.name] as YearValue[]) ?? [],
            }))}
          />
        </Card>
      )}
      {ratios.length > 0 && (
        <Card>
          <Text fw={600} mb="sm">
            {t('ratios_caption')}
          </Text>
          <SimpleGrid cols={{ base: 2, md: 4 }} spacing="md">
            {ratios.map((f) => (
              <Item key={f.name} label={t(`fields.${f.name}`)}>
                {show(f)}
              </Item>
            ))}
          </SimpleGrid>
        </Card>
      )}
    </Stack>
  );
}
