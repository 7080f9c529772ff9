import { BarChart, DonutChart, LineChart } from '@mantine/charts';
import type { EventsInsights, EventsTotals } from '@portal/contracts/insights/events-insights';
import { SimpleGrid, Stack } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useInsights } from './api/insights-queries.ts';
import { ChartCard } from './charts/ChartCard.tsx';
import { largest, quietBars, quietLines, SERIES_COLOURS, sum } from './charts/chart-props.ts';
import { useFigureFormat } from './charts/figure-format.ts';
import { FigureTiles } from './charts/FigureTiles.tsx';
import { PanelState } from './charts/PanelState.tsx';
import type { InsightsQuery } from './insights-params.ts';

/** The meetings' way from request to being held, in the order a meeting goes. */
const MEETING_STEPS = [
  'meetingsRequested',
  'meetingsAccepted',
  'meetingsRejected',
  'meetingsCancelled',
  'meetingsHeld',
] as const satisfies readonly (keyof EventsTotals)[];
const MONTHLY = ['registrations', 'meetingsRequested', 'meetingsAccepted', 'messagesSent'] as const;
const OUTCOME_COLOURS = { deal_signed: 'teal.6', follow_up_agreed: 'brand.6', no_interest: 'gray.5' } as const;

/** Events of the period: registrations, meetings requested, accepted and held, their outcomes, the acceptance rate and messages sent. */
export function EventsPanel({ query }: { query: InsightsQuery }) {
  const { data, isError } = useInsights('events', query);
  return (
    <PanelState data={data} isError={isError}>
      {(figures) => <EventsFigures figures={figures} query={query} />}
    </PanelState>
  );
}

function EventsFigures({ figures, query }: { figures: EventsInsights; query: InsightsQuery }) {
  const { t } = useTranslation('insights');
  const f = useFigureFormat();
  const { totals, outcomes, monthly } = figures;
  const steps = MEETING_STEPS.map((key) => ({ key, label: t(`events.${key}`), value: totals[key] }));
  // Outcomes no side recorded leave the chart: with none recorded it says there is nothing to show.
  const outcomeRows = outcomes.filter((o) => o.meetings > 0).map((o) => ({ ...o, label: t(`events.outcome.${o.outcome}`) }));
  const monthlyRows = monthly.map((r) => ({ ...r, label: f.month(r.month) }));
  const busiest = largest(monthly, (r) => r.meetingsRequested);
  const recorded = sum(outcomes, (o) => o.meetings);
  const topOutcome = largest(outcomeRows, (o) => o.meetings);
  return (
    <Stack gap="lg">
      <FigureTiles
        label={t('events.totals')}
        figures={[
          { key: 'events', label: t('events.events'), value: f.count(totals.events) },
          { key: 'registrations', label: t('events.registrations'), value: f.count(totals.registrations) },
          { key: 'meetingsRequested', label: t('events.meetingsRequested'), value: f.count(totals.meetingsRequested) },
          { key: 'meetingsAccepted', label: t('events.meetingsAccepted'), value: f.count(totals.meetingsAccepted) },
          { key: 'meetingsHeld', label: t('events.meetingsHeld'), value: f.count(totals.meetingsHeld) },
          {
            key: 'acceptanceRate',
            label: t('events.acceptanceRate'),
            value: f.share(totals.acceptanceRate),
            hint: t('events.acceptanceRate_hint'),
          },
          { key: 'messagesSent', label: t('events.messagesSent'), value: f.count(totals.messagesSent) },
        ]}
      />
      <SimpleGrid cols={{ base: 1, lg: 2 }} spacing="lg">
        <ChartCard
          chart="events-totals"
          title={t('events.meetings')}
          description={t('events.meetings_text')}
          query={query}
          rows={steps}
          rowKey={(r) => r.key}
          columns={[
            { key: 'step', label: t('events.step'), value: (r) => r.label },
            { key: 'meetings', label: t('events.meetings_count'), value: (r) => f.count(r.value), numeric: true },
          ]}
          summary={t('events.meetings_summary', {
            requested: f.count(totals.meetingsRequested),
            accepted: f.count(totals.meetingsAccepted),
            held: f.count(totals.meetingsHeld),
            rate: f.share(totals.acceptanceRate),
          })}
        >
          <BarChart
            h={240}
            data={steps}
            dataKey="label"
            orientation="vertical"
            series={[{ name: 'value', label: t('events.meetings_count'), color: SERIES_COLOURS[0] }]}
            yAxisProps={{ width: 110 }}
            xAxisProps={{ allowDecimals: false }}
            gridAxis="x"
            withBarValueLabel
            {...quietBars}
          />
        </ChartCard>
        <ChartCard
          chart="meeting-outcomes"
          title={t('events.outcomes')}
          description={t('events.outcomes_text')}
          query={query}
          rows={outcomeRows}
          rowKey={(r) => r.outcome}
          columns={[
            { key: 'outcome', label: t('events.outcome_label'), value: (r) => r.label },
            { key: 'meetings', label: t('events.meetings_count'), value: (r) => f.count(r.meetings), numeric: true },
          ]}
          summary={
            topOutcome
              ? t('events.outcomes_summary', { count: recorded, top: topOutcome.label, topCount: f.count(topOutcome.meetings) })
              : ''
          }
        >
          <DonutChart
            data={outcomeRows.map((o) => ({ name: o.label, value: o.meetings, color: OUTCOME_COLOURS[o.outcome] }))}
            size={180}
            thickness={28}
            withLabelsLine={false}
            withTooltip={false}
            chartLabel={f.count(recorded)}
            accessibilityLayer={false}
            // recharts makes a pie focusable; the drawing is hidden from assistive technology.
            pieProps={{ rootTabIndex: -1, isAnimationActive: false }}
            mx="auto"
          />
        </ChartCard>
      </SimpleGrid>
      <ChartCard
        chart="events-monthly"
        title={t('events.monthly')}
        description={t('events.monthly_text')}
        query={query}
        rows={monthlyRows}
        rowKey={(r) => r.month}
        columns={[
          { key: 'month', label: t('month'), value: (r) => r.label },
          ...MONTHLY.map((key) => ({
            key,
            label: t(`events.${key}`),
            value: (r: (typeof monthlyRows)[number]) => f.count(r[key]),
            numeric: true,
          })),
        ]}
        summary={busiest ? t('events.monthly_summary', { month: f.month(busiest.month), count: f.count(busiest.meetingsRequested) }) : ''}
      >
        <LineChart
          h={260}
          data={monthlyRows}
          dataKey="label"
          series={MONTHLY.map((key, i) => ({ name: key, label: t(`events.${key}`), color: SERIES_COLOURS[i] }))}
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
