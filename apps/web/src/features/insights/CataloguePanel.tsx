import { BarChart } from '@mantine/charts';
import type { CatalogueInsights } from '@portal/contracts/insights/catalogue-insights';
import { Stack } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useInsights } from './api/insights-queries.ts';
import { ChartCard } from './charts/ChartCard.tsx';
import { barsHeight, everyTick, largest, quietBars, SERIES_COLOURS } from './charts/chart-props.ts';
import { useFigureFormat } from './charts/figure-format.ts';
import { FigureTiles } from './charts/FigureTiles.tsx';
import { PanelState } from './charts/PanelState.tsx';
import type { InsightsQuery } from './insights-params.ts';

type MatchCounts = CatalogueInsights['totals'];
const MATCH_KEYS = ['supply', 'demand', 'matchedSupply', 'unmetDemand'] as const satisfies readonly (keyof MatchCounts)[];

/** Supply and demand of the catalogue by HS section and by economy, the offers that meet a demand, and the demand no offer meets. */
export function CataloguePanel({ query }: { query: InsightsQuery }) {
  const { data, isError } = useInsights('catalogue', query);
  return (
    <PanelState data={data} isError={isError}>
      {(figures) => <CatalogueFigures figures={figures} query={query} />}
    </PanelState>
  );
}

function CatalogueFigures({ figures, query }: { figures: CatalogueInsights; query: InsightsQuery }) {
  const { t } = useTranslation('insights');
  const f = useFigureFormat();
  const { totals, bySection, byEconomy } = figures;
  const series = MATCH_KEYS.map((key, i) => ({ name: key, label: t(`catalogue.${key}`), color: SERIES_COLOURS[i] }));
  const matchColumns = MATCH_KEYS.map((key) => ({
    key,
    label: t(`catalogue.${key}`),
    value: (r: MatchCounts) => f.count(r[key]),
    numeric: true,
  }));
  const topSupply = largest(bySection, (r) => r.supply);
  const topUnmet = largest(bySection, (r) => r.unmetDemand);
  const topEconomy = largest(byEconomy, (r) => r.supply + r.demand);
  return (
    <Stack gap="lg">
      <FigureTiles
        label={t('catalogue.totals')}
        figures={MATCH_KEYS.map((key) => ({
          key,
          label: t(`catalogue.${key}`),
          value: f.count(totals[key]),
          hint: t(`catalogue.${key}_hint`),
        }))}
      />
      <ChartCard
        chart="catalogue-by-section"
        title={t('catalogue.by_section')}
        description={t('catalogue.by_section_text')}
        query={query}
        rows={bySection}
        rowKey={(r) => String(r.sectionId)}
        columns={[{ key: 'section', label: t('hs_section'), value: (r) => `${r.code} ${r.name}` }, ...matchColumns]}
        summary={
          topSupply && topUnmet
            ? t(topUnmet.unmetDemand > 0 ? 'catalogue.by_section_summary' : 'catalogue.by_section_summary_met', {
                top: `${topSupply.code} ${topSupply.name}`,
                topCount: f.count(topSupply.supply),
                unmet: `${topUnmet.code} ${topUnmet.name}`,
                unmetCount: f.count(topUnmet.unmetDemand),
              })
            : ''
        }
      >
        <BarChart
          h={barsHeight(bySection.length, MATCH_KEYS.length)}
          data={bySection}
          dataKey="code"
          orientation="vertical"
          series={series}
          withLegend
          yAxisProps={{ width: 48, ...everyTick }}
          xAxisProps={{ allowDecimals: false }}
          gridAxis="x"
          {...quietBars}
        />
      </ChartCard>
      <ChartCard
        chart="catalogue-by-economy"
        title={t('catalogue.by_economy')}
        description={t('catalogue.by_economy_text')}
        query={query}
        rows={byEconomy}
        rowKey={(r) => String(r.countryId)}
        columns={[
          { key: 'economy', label: t('economy'), value: (r) => r.name },
          ...matchColumns,
          { key: 'productSupply', label: t('catalogue.productSupply'), value: (r) => f.count(r.productSupply), numeric: true },
          { key: 'productDemand', label: t('catalogue.productDemand'), value: (r) => f.count(r.productDemand), numeric: true },
          { key: 'serviceSupply', label: t('catalogue.serviceSupply'), value: (r) => f.count(r.serviceSupply), numeric: true },
          { key: 'serviceDemand', label: t('catalogue.serviceDemand'), value: (r) => f.count(r.serviceDemand), numeric: true },
        ]}
        summary={
          topEconomy
            ? t('catalogue.by_economy_summary', {
                count: byEconomy.length,
                top: topEconomy.name,
                supply: f.count(topEconomy.supply),
                demand: f.count(topEconomy.demand),
              })
            : ''
        }
      >
        <BarChart
          h={280}
          data={byEconomy}
          dataKey="alpha3"
          series={series}
          withLegend
          yAxisProps={{ allowDecimals: false }}
          {...quietBars}
        />
      </ChartCard>
    </Stack>
  );
}
