import { MatrixChart } from '@mantine/charts';
import type { ConnectionsInsights, EconomyLinkRow } from '@portal/contracts/insights/connections-insights';
import { Box, SegmentedControl, Stack, Text } from '@mantine/core';
import { useElementSize } from '@mantine/hooks';
import { useTranslation } from 'react-i18next';
import { useInsights } from './api/insights-queries.ts';
import { ChartCard, type FigureColumn } from './charts/ChartCard.tsx';
import { largest, sum } from './charts/chart-props.ts';
import { useFigureFormat } from './charts/figure-format.ts';
import { FigureTiles } from './charts/FigureTiles.tsx';
import { PanelState } from './charts/PanelState.tsx';
import { LINK_MEASURES, type InsightsQuery, type LinkMeasure } from './insights-params.ts';

interface Economy {
  countryId: number;
  alpha3: string;
  name: string;
}

/** A row of the matrix: the economy looked from, and its count towards each economy by country id. */
interface MatrixRow extends Economy {
  to: Map<number, number>;
}

const LABELS_WIDTH = 48;
const MAX_CELL = 40;

/** The economies of the links, from and to, by name; each row of the matrix is one looked from. */
export function economyMatrix(links: readonly EconomyLinkRow[], measure: LinkMeasure) {
  const economies = new Map<number, Economy>();
  const rows = new Map<number, MatrixRow>();
  for (const l of links) {
    economies.set(l.fromCountryId, { countryId: l.fromCountryId, alpha3: l.fromAlpha3, name: l.fromName });
    economies.set(l.toCountryId, { countryId: l.toCountryId, alpha3: l.toAlpha3, name: l.toName });
    if (l[measure] === 0) continue;
    const row = rows.get(l.fromCountryId) ?? { countryId: l.fromCountryId, alpha3: l.fromAlpha3, name: l.fromName, to: new Map() };
    row.to.set(l.toCountryId, (row.to.get(l.toCountryId) ?? 0) + l[measure]);
    rows.set(l.fromCountryId, row);
  }
  const byName = (a: Economy, b: Economy) => a.name.localeCompare(b.name);
  const columns = [...economies.values()].filter((e) => [...rows.values()].some((r) => r.to.has(e.countryId))).sort(byName);
  return { rows: [...rows.values()].sort(byName), columns };
}

/** Who looks for partners where: favourites, meeting requests and conversations from one economy's people to another's companies. */
export function ConnectionsPanel({
  query,
  measure,
  onMeasure,
}: {
  query: InsightsQuery;
  measure: LinkMeasure;
  onMeasure: (m: LinkMeasure) => void;
}) {
  const { data, isError } = useInsights('connections', query);
  return (
    <PanelState data={data} isError={isError}>
      {(figures) => <ConnectionsFigures figures={figures} query={query} measure={measure} onMeasure={onMeasure} />}
    </PanelState>
  );
}

function ConnectionsFigures({
  figures,
  query,
  measure,
  onMeasure,
}: {
  figures: ConnectionsInsights;
  query: InsightsQuery;
  measure: LinkMeasure;
  onMeasure: (m: LinkMeasure) => void;
}) {
  const { t } = useTranslation('insights');
  const f = useFigureFormat();
  const { ref, width } = useElementSize();
  const { links } = figures;
  const { rows, columns } = economyMatrix(links, measure);
  const strongest = largest(
    links.filter((l) => l[measure] > 0),
    (l) => l[measure],
  );
  const cell = Math.max(18, Math.min(MAX_CELL, Math.floor((width - LABELS_WIDTH) / Math.max(1, columns.length)) - 2));
  const tableColumns: FigureColumn<MatrixRow>[] = [
    { key: 'from', label: t('connections.from_to'), value: (r) => r.name },
    ...columns.map((c) => ({
      key: String(c.countryId),
      label: c.name,
      value: (r: MatrixRow) => f.count(r.to.get(c.countryId) ?? 0),
      numeric: true,
    })),
  ];
  return (
    <Stack gap="lg">
      <FigureTiles
        label={t('connections.totals')}
        figures={LINK_MEASURES.map((m) => ({ key: m, label: t(`connections.${m}`), value: f.count(sum(links, (l) => l[m])) }))}
      />
      <ChartCard
        chart="connections-matrix"
        title={t('connections.matrix')}
        description={t('connections.matrix_text')}
        query={query}
        rows={rows}
        rowKey={(r) => String(r.countryId)}
        columns={tableColumns}
        controls={
          <SegmentedControl
            size="xs"
            value={measure}
            onChange={(v) => onMeasure(v as LinkMeasure)}
            data={LINK_MEASURES.map((m) => ({ value: m, label: t(`connections.${m}`) }))}
            aria-label={t('connections.measure')}
            data-testid="connections-measure"
          />
        }
        summary={
          strongest
            ? t('connections.matrix_summary', {
                from: strongest.fromName,
                to: strongest.toName,
                count: f.count(strongest[measure]),
                measure: t(`connections.${measure}`).toLowerCase(),
              })
            : ''
        }
      >
        <Box ref={ref}>
          <MatrixChart
            data={rows.flatMap((r) => columns.map((c) => ({ x: c.alpha3, y: r.alpha3, value: r.to.get(c.countryId) ?? null })))}
            xLabels={columns.map((c) => c.alpha3)}
            yLabels={rows.map((r) => r.alpha3)}
            cellSize={cell}
            gap={2}
            withXLabels
            withYLabels
            xLabelsPosition="top"
            xLabelsRotation={0}
            xLabelsHeight={24}
            yLabelsWidth={LABELS_WIDTH}
            withLegend
            legendLabels={[t('connections.less'), t('connections.more')]}
            colors={['brand.1', 'brand.3', 'brand.5', 'brand.7']}
            emptyColor="gray.1"
            withTooltip
            getTooltipLabel={(c) => `${c.y} → ${c.x}: ${f.count(c.value ?? 0)}`}
          />
          <Text size="xs" c="dimmed" mt={4}>
            {t('connections.axes')}
          </Text>
        </Box>
      </ChartCard>
    </Stack>
  );
}
