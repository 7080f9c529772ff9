import '@mantine/charts/styles.css';
import { LineChart } from '@mantine/charts';
import type { EconomyProfile, EconomyYear } from '@portal/contracts/market/market-info';
import { Accordion, Box, Card, Group, SimpleGrid, Stack, Table, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { formatChange, formatCount, formatCountShort, formatDollars, formatDollarsShort } from './market-format.ts';

/** The charts show the last years of the series; the table below them holds every year. */
export const CHART_YEARS = 25;

type Figure = 'gdp' | 'population' | 'gdpPerCapita';

function Stat({ label, value, note, testId }: { label: string; value: string; note?: string; testId: string }) {
  return (
    <Card withBorder padding="md" radius="md">
      <Text size="sm" c="dimmed">
        {label}
      </Text>
      <Text fz={{ base: 22, sm: 26 }} fw={700} lh={1.2} data-testid={testId}>
        {value}
      </Text>
      {note && (
        <Text size="xs" c="dimmed">
          {note}
        </Text>
      )}
    </Card>
  );
}

/**
 * One indicator over the years as a line, hidden from assistive technology; a sentence beside it
 * says what it shows (first and last year of the line), and the table of every year has the figures.
 */
function TrendChart({ years, figure, format }: { years: EconomyYear[]; figure: Figure; format: (v: number) => string }) {
  const { t } = useTranslation('market-info');
  const points = years.filter((y) => y[figure] !== null).slice(-CHART_YEARS);
  const first = points[0];
  const last = points.at(-1);
  return (
    <Card withBorder padding="md" radius="md" data-testid={`chart-${figure}`}>
      <Title order={3} fz="md" mb="sm">
        {t(`figures.${figure}`)}
      </Title>
      {first && last ? (
        <>
          <Box aria-hidden="true">
            <LineChart
              h={200}
              data={points.map((y) => ({ year: String(y.year), value: y[figure] }))}
              dataKey="year"
              series={[{ name: 'value', color: 'brand.6', label: t(`figures.${figure}`) }]}
              curveType="linear"
              withDots={false}
              withTooltip={false}
              gridAxis="y"
              valueFormatter={format}
              yAxisProps={{ width: 80 }}
              lineProps={{ isAnimationActive: false }}
              lineChartProps={{ accessibilityLayer: false }}
            />
          </Box>
          <Text size="sm" c="dimmed" mt="xs" data-testid={`summary-${figure}`}>
            {t('chart_summary', {
              from: first.year,
              fromValue: format(first[figure] as number),
              to: last.year,
              toValue: format(last[figure] as number),
            })}
          </Text>
        </>
      ) : (
        <Text size="sm" c="dimmed">
          {t('no_figures')}
        </Text>
      )}
    </Card>
  );
}

/** Every year's figures, newest first: the text alternative of the charts. */
function YearsTable({ years }: { years: EconomyYear[] }) {
  const { t, i18n } = useTranslation('market-info');
  const lang = i18n.language;
  const cell = (v: number | null, f: (v: number) => string) => (v === null ? '–' : f(v));
  return (
    <Table.ScrollContainer minWidth={560}>
      <Table striped verticalSpacing={4} data-testid="years-table">
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{t('table.year')}</Table.Th>
            <Table.Th ta="right">{t('table.gdp')}</Table.Th>
            <Table.Th ta="right">{t('table.gdp_change')}</Table.Th>
            <Table.Th ta="right">{t('table.population')}</Table.Th>
            <Table.Th ta="right">{t('table.gdp_per_capita')}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {[...years].reverse().map((y) => (
            <Table.Tr key={y.year}>
              <Table.Th scope="row" fw={500}>
                {y.year}
              </Table.Th>
              <Table.Td ta="right">{cell(y.gdp, (v) => formatDollars(v, lang))}</Table.Td>
              <Table.Td ta="right">{cell(y.gdpChange, (v) => formatChange(v, lang))}</Table.Td>
              <Table.Td ta="right">{cell(y.population, (v) => formatCount(v, lang))}</Table.Td>
              <Table.Td ta="right">{cell(y.gdpPerCapita, (v) => formatDollars(v, lang))}</Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}

/** An economy's profile: the latest year's figures, their trends, every year's table and the source. */
export function EconomyProfileView({ profile }: { profile: EconomyProfile }) {
  const { t, i18n } = useTranslation('market-info');
  const lang = i18n.language;
  const { latest } = profile;
  return (
    <Stack gap="md" data-testid="economy-profile">
      <Group justify="space-between" align="baseline" wrap="wrap">
        <Title order={2} fz={{ base: 20, sm: 24 }} data-testid="economy-name">
          {profile.country.name}
        </Title>
        {latest && (
          <Text c="dimmed" data-testid="latest-year">
            {t('latest_year', { year: latest.year })}
          </Text>
        )}
      </Group>
      {latest ? (
        <SimpleGrid cols={{ base: 1, xs: 2, md: 4 }} spacing="sm">
          <Stat label={t('figures.gdpPerCapita')} value={formatDollars(latest.gdpPerCapita as number, lang)} testId="gdp-per-capita" />
          <Stat label={t('figures.gdp')} value={formatDollarsShort(latest.gdp as number, lang)} testId="gdp" />
          <Stat label={t('figures.population')} value={formatCountShort(latest.population as number, lang)} testId="population" />
          <Stat
            label={t('figures.gdpChange')}
            value={latest.gdpChange === null ? '–' : formatChange(latest.gdpChange, lang)}
            note={t('figures.gdpChange_note')}
            testId="gdp-change"
          />
        </SimpleGrid>
      ) : (
        <Text c="dimmed">{t('no_figures')}</Text>
      )}
      <SimpleGrid cols={{ base: 1, lg: 3 }} spacing="md">
        <TrendChart years={profile.years} figure="gdp" format={(v) => formatDollarsShort(v, lang)} />
        <TrendChart years={profile.years} figure="gdpPerCapita" format={(v) => formatDollars(v, lang)} />
        <TrendChart years={profile.years} figure="population" format={(v) => formatCountShort(v, lang)} />
      </SimpleGrid>
      {profile.years.length > 0 && (
        <Accordion variant="contained" chevronPosition="right">
          <Accordion.Item value="years">
            <Accordion.Control>{t('table.title', { count: profile.years.length })}</Accordion.Control>
            <Accordion.Panel>
              <YearsTable years={profile.years} />
            </Accordion.Panel>
          </Accordion.Item>
        </Accordion>
      )}
      <Text size="sm" c="dimmed" data-testid="profile-source">
        {t('source', { name: profile.source.name, indicators: profile.source.indicators.join(', ') })}
      </Text>
    </Stack>
  );
}
