import { BarChart } from '@mantine/charts';
import type { ComparisonInsights, EconomyComparisonRow } from '@portal/contracts/insights/comparison-insights';
import { MAX_COMPARED_ECONOMIES } from '@portal/contracts/insights/insights-filter';
import { MultiSelect, Select, Stack } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useInsights } from './api/insights-queries.ts';
import { ChartCard } from './charts/ChartCard.tsx';
import { largest, quietBars, SERIES_COLOURS } from './charts/chart-props.ts';
import { type FigureFormat, useFigureFormat } from './charts/figure-format.ts';
import { PanelState } from './charts/PanelState.tsx';
import type { EconomyChoices } from './EconomySelect.tsx';
import type { InsightsQuery } from './insights-params.ts';

/** The compared figures, in the order of the table's columns. */
const METRICS = [
  'companies',
  'verified',
  'supply',
  'demand',
  'matchedSupply',
  'unmetDemand',
  'registrations',
  'meetingsRequested',
  'meetingsAccepted',
  'acceptanceRate',
  'messagesSent',
] as const satisfies readonly (keyof EconomyComparisonRow)[];
type Metric = (typeof METRICS)[number];

const shown = (f: FigureFormat, row: EconomyComparisonRow, metric: Metric) =>
  metric === 'acceptanceRate' ? f.share(row.acceptanceRate) : f.count(row[metric]);

interface ComparisonPanelProps {
  query: InsightsQuery;
  compared: readonly number[];
  onCompare: (ids: number[]) => void;
  economies: EconomyChoices;
}

/** The platform administrator's comparison: the chosen economies (the six WB6 ones unless others are chosen) side by side. */
export function ComparisonPanel({ query, compared, onCompare, economies }: ComparisonPanelProps) {
  const { t } = useTranslation('insights');
  const { data, isError } = useInsights('comparison', query);
  return (
    <Stack gap="lg">
      <MultiSelect
        label={t('comparison.economies')}
        description={t('comparison.economies_text', { max: MAX_COMPARED_ECONOMIES })}
        placeholder={compared.length ? undefined : t('comparison.wb6')}
        data={economies}
        value={compared.map(String)}
        onChange={(ids) => onCompare(ids.map(Number))}
        searchable
        clearable
        maxValues={MAX_COMPARED_ECONOMIES}
        nothingFoundMessage={t('no_economy')}
        maw={720}
        data-testid="comparison-economies"
      />
      <PanelState data={data} isError={isError}>
        {(figures) => <ComparisonFigures figures={figures} query={query} />}
      </PanelState>
    </Stack>
  );
}

function ComparisonFigures({ figures, query }: { figures: ComparisonInsights; query: InsightsQuery }) {
  const { t } = useTranslation('insights');
  const f = useFigureFormat();
  const [metric, setMetric] = useState<Metric>('companies');
  const { rows } = figures;
  const value = (r: EconomyComparisonRow) => (metric === 'acceptanceRate' ? Math.round((r.acceptanceRate ?? 0) * 1000) / 10 : r[metric]);
  const top = largest(rows, value);
  return (
    <ChartCard
      chart="comparison"
      title={t('comparison.title')}
      description={t('comparison.text')}
      query={query}
      rows={rows}
      rowKey={(r) => String(r.countryId)}
      columns={[
        { key: 'economy', label: t('economy'), value: (r) => r.name },
        ...METRICS.map((m) => ({ key: m, label: t(`comparison.${m}`), value: (r: EconomyComparisonRow) => shown(f, r, m), numeric: true })),
      ]}
      controls={
        <Select
          size="xs"
          w={220}
          aria-label={t('comparison.metric')}
          data={METRICS.map((m) => ({ value: m, label: t(`comparison.${m}`) }))}
          value={metric}
          onChange={(v) => v && setMetric(v as Metric)}
          allowDeselect={false}
          comboboxProps={{ width: 'target' }}
          data-testid="comparison-metric"
        />
      }
      summary={
        top
          ? t('comparison.summary', { metric: t(`comparison.${metric}`), top: top.name, value: shown(f, top, metric), count: rows.length })
          : ''
      }
    >
      <BarChart
        h={280}
        data={rows.map((r) => ({ alpha3: r.alpha3, value: value(r) }))}
        dataKey="alpha3"
        series={[{ name: 'value', label: t(`comparison.${metric}`), color: SERIES_COLOURS[0] }]}
        unit={metric === 'acceptanceRate' ? ' %' : undefined}
        withBarValueLabel
        yAxisProps={{ allowDecimals: metric === 'acceptanceRate' }}
        {...quietBars}
      />
    </ChartCard>
  );
}
