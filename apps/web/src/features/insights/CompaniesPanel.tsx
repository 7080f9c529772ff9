import { BarChart, LineChart } from '@mantine/charts';
import type { CompaniesInsights } from '@portal/contracts/insights/companies-insights';
import { Stack } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useInsights } from './api/insights-queries.ts';
import { ChartCard } from './charts/ChartCard.tsx';
import { barsHeight, everyTick, largest, quietBars, quietLines, SERIES_COLOURS } from './charts/chart-props.ts';
import { useFigureFormat } from './charts/figure-format.ts';
import { FigureTiles } from './charts/FigureTiles.tsx';
import { PanelState } from './charts/PanelState.tsx';
import type { InsightsQuery } from './insights-params.ts';

/** Companies by economy, NACE section and verification state, and how their number grew month by month. */
export function CompaniesPanel({ query }: { query: InsightsQuery }) {
  const { data, isError } = useInsights('companies', query);
  return (
    <PanelState data={data} isError={isError}>
      {(figures) => <CompaniesFigures figures={figures} query={query} />}
    </PanelState>
  );
}

function CompaniesFigures({ figures, query }: { figures: CompaniesInsights; query: InsightsQuery }) {
  const { t } = useTranslation('insights');
  const f = useFigureFormat();
  const { totals, byEconomy, bySection, growth } = figures;
  const verificationSeries = [
    { name: 'verified', label: t('companies.verified'), color: SERIES_COLOURS[1] },
    { name: 'unverified', label: t('companies.unverified'), color: 'gray.5' },
  ];
  const countColumns = [
    { key: 'companies', label: t('companies.companies'), value: (r: { companies: number }) => f.count(r.companies), numeric: true },
    { key: 'verified', label: t('companies.verified'), value: (r: { verified: number }) => f.count(r.verified), numeric: true },
    { key: 'unverified', label: t('companies.unverified'), value: (r: { unverified: number }) => f.count(r.unverified), numeric: true },
  ];
  const topEconomy = largest(byEconomy, (r) => r.companies);
  const topSection = largest(bySection, (r) => r.companies);
  const peak = largest(growth, (r) => r.joined);
  const lastMonth = growth.at(-1);
  const growthRows = growth.map((r) => ({ ...r, label: f.month(r.month) }));
  return (
    <Stack gap="lg">
      <FigureTiles
        label={t('companies.totals')}
        figures={[
          { key: 'companies', label: t('companies.companies'), value: f.count(totals.companies) },
          { key: 'verified', label: t('companies.verified'), value: f.count(totals.verified) },
          { key: 'unverified', label: t('companies.unverified'), value: f.count(totals.unverified) },
        ]}
      />
      <ChartCard
        chart="companies-by-economy"
        title={t('companies.by_economy')}
        description={t('companies.by_economy_text')}
        query={query}
        rows={byEconomy}
        rowKey={(r) => String(r.countryId)}
        columns={[{ key: 'economy', label: t('economy'), value: (r) => r.name }, ...countColumns]}
        summary={
          topEconomy
            ? t('companies.by_economy_summary', {
                count: byEconomy.length,
                total: f.count(totals.companies),
                top: topEconomy.name,
                topCount: f.count(topEconomy.companies),
              })
            : ''
        }
      >
        <BarChart
          h={260}
          data={byEconomy}
          dataKey="alpha3"
          type="stacked"
          series={verificationSeries}
          withLegend
          yAxisProps={{ allowDecimals: false }}
          {...quietBars}
        />
      </ChartCard>
      <ChartCard
        chart="companies-by-section"
        title={t('companies.by_section')}
        description={t('companies.by_section_text')}
        query={query}
        rows={bySection}
        rowKey={(r) => String(r.sectionId)}
        columns={[{ key: 'section', label: t('nace_section'), value: (r) => `${r.code} ${r.name}` }, ...countColumns]}
        summary={
          topSection
            ? t('companies.by_section_summary', {
                count: bySection.length,
                top: `${topSection.code} ${topSection.name}`,
                topCount: f.count(topSection.companies),
              })
            : ''
        }
      >
        <BarChart
          h={barsHeight(bySection.length, 1)}
          data={bySection}
          dataKey="code"
          orientation="vertical"
          type="stacked"
          series={verificationSeries}
          withLegend
          yAxisProps={{ width: 40, ...everyTick }}
          xAxisProps={{ allowDecimals: false }}
          gridAxis="x"
          {...quietBars}
        />
      </ChartCard>
      <ChartCard
        chart="companies-growth"
        title={t('companies.growth')}
        description={t('companies.growth_text')}
        query={query}
        rows={growthRows}
        rowKey={(r) => r.month}
        columns={[
          { key: 'month', label: t('month'), value: (r) => r.label },
          { key: 'joined', label: t('companies.joined'), value: (r) => f.count(r.joined), numeric: true },
          { key: 'verified', label: t('companies.joined_verified'), value: (r) => f.count(r.verified), numeric: true },
          { key: 'total', label: t('companies.total'), value: (r) => f.count(r.total), numeric: true },
        ]}
        summary={
          peak && lastMonth
            ? t('companies.growth_summary', {
                first: growthRows[0].label,
                last: f.month(lastMonth.month),
                total: f.count(lastMonth.total),
                peak: f.month(peak.month),
                peakCount: f.count(peak.joined),
              })
            : ''
        }
      >
        <LineChart
          h={260}
          data={growthRows}
          dataKey="label"
          series={[
            { name: 'total', label: t('companies.total'), color: SERIES_COLOURS[0] },
            { name: 'joined', label: t('companies.joined'), color: SERIES_COLOURS[2] },
            { name: 'verified', label: t('companies.joined_verified'), color: SERIES_COLOURS[1] },
          ]}
          withLegend
          curveType="monotone"
          withDots={false}
          yAxisProps={{ allowDecimals: false }}
          {...quietLines}
        />
      </ChartCard>
    </Stack>
  );
}
