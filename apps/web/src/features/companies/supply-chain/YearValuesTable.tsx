import { Box, Card, SimpleGrid, Stack, Table, Text } from '@mantine/core';
import { profileYears } from '@portal/contracts/companies/year-values';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { LooseNumberField } from './LooseNumberField.tsx';
import { formatNumber, separatorsOf } from './number-format.ts';
import type { YearValue } from '@portal/contracts/companies/year-values';
import { setYearValue, toYearCells } from './year-table.ts';

interface YearRow {
  name: string;
  label: string;
  /** percent: 0-100; money: decimals; years: whole numbers */
  kind: 'years' | 'money' | 'percent';
  signed?: boolean;
  value: YearValue[];
  /** Errors by index of the contract list (zod paths name.<index>.value), or one for the row. */
  error?: (index: number | null) => ReactNode;
  onChange?: (list: YearValue[]) => void;
}

interface Props {
  rows: YearRow[];
  /** Without onChange handlers the table only shows values. */
  readOnly?: boolean;
  years?: number[];
  caption: string;
}

/**
 * Values by year (the current year and the three before) for several lists at once: a compact table
 * of inputs on wide screens, one card per list on phones.
 */
export function YearValuesTable({ rows, readOnly, years = profileYears(), caption }: Props) {
  const { t, i18n } = useTranslation('company-sections');
  const separators = separatorsOf(i18n.language);

  const cell = (row: YearRow, year: number, value: number | null, withLabel: boolean) => {
    const index = row.value.findIndex((v) => v.year === year);
    const error = index >= 0 ? row.error?.(index) : undefined;
    const suffix = row.kind === 'percent' ? ' %' : undefined;
    if (readOnly) {
      const text = formatNumber(value, i18n.language);
      return (
        <Text size="sm" ta={withLabel ? 'left' : 'right'} c={text ? undefined : 'dimmed'} style={{ fontVariantNumeric: 'tabular-nums' }}>
          {text ? `${text}${suffix ?? ''}` : '—'}
        </Text>
      );
    }
    return (
      <LooseNumberField
        size="sm"
        label={withLabel ? String(year) : undefined}
        aria-label={withLabel ? undefined : t('year_cell', { label: row.label, year })}
        value={value}
        onValue={(v) => row.onChange?.(setYearValue(row.value, year, v, years))}
        allowDecimal={row.kind !== 'years'}
        allowNegative={!!row.signed}
        decimalScale={row.kind === 'years' ? 0 : 2}
        min={row.kind === 'percent' ? 0 : undefined}
        max={row.kind === 'percent' ? 100 : undefined}
        clampBehavior={row.kind === 'percent' ? 'strict' : 'none'}
        suffix={suffix}
        hideControls
        error={error}
        w="100%"
        styles={{ input: { textAlign: 'right', fontVariantNumeric: 'tabular-nums' } }}
        {...separators}
      />
    );
  };

  return (
    <>
      <Box visibleFrom="sm">
        <Table.ScrollContainer minWidth={640}>
          <Table verticalSpacing="xs" horizontalSpacing={6} withRowBorders layout="fixed">
            <Table.Caption style={{ captionSide: 'top', textAlign: 'left' }}>
              <Text component="span" size="sm" c="dimmed">
                {caption}
              </Text>
            </Table.Caption>
            <Table.Thead>
              <Table.Tr>
                <Table.Th w="30%">{t('indicator')}</Table.Th>
                {years.map((y) => (
                  <Table.Th key={y} ta="right">
                    {y}
                  </Table.Th>
                ))}
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {rows.map((row) => (
                <Table.Tr key={row.name} data-testid={`year-row-${row.name}`}>
                  <Table.Th scope="row" fw={500} style={{ verticalAlign: 'middle' }}>
                    <Text size="sm" fw={500}>
                      {row.label}
                    </Text>
                    {row.error?.(null) && (
                      <Text size="xs" c="red">
                        {row.error(null)}
                      </Text>
                    )}
                  </Table.Th>
                  {toYearCells(row.value, years).map((c) => (
                    <Table.Td key={c.year}>{cell(row, c.year, c.value, false)}</Table.Td>
                  ))}
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      </Box>
      <Stack gap="sm" hiddenFrom="sm">
        <Text size="sm" c="dimmed">
          {caption}
        </Text>
        {rows.map((row) => (
          <Card key={row.name} withBorder padding="sm" radius="md">
            <Text size="sm" fw={600} mb="xs">
              {row.label}
            </Text>
            {row.error?.(null) && (
              <Text size="xs" c="red" mb="xs">
                {row.error(null)}
              </Text>
            )}
            <SimpleGrid cols={2} spacing="xs" verticalSpacing="xs">
              {toYearCells(row.value, years).map((c) =>
                readOnly ? (
                  <div key={c.year}>
                    <Text size="xs" c="dimmed">
                      {c.year}
                    </Text>
                    {cell(row, c.year, c.value, true)}
                  </div>
                ) : (
                  <div key={c.year}>{cell(row, c.year, c.value, true)}</div>
                ),
              )}
            </SimpleGrid>
          </Card>
        ))}
      </Stack>
    </>
  );
}
