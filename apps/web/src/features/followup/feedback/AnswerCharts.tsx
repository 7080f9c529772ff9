import '@mantine/charts/styles.css';
import { BarChart, DonutChart } from '@mantine/charts';
import type { QuestionFigures } from '@portal/contracts/questions/feedback';
import { QuestionType, RATINGS } from '@portal/contracts/questions/questions';
import { Box, ColorSwatch, Group, SimpleGrid, Stack, Table, Text, VisuallyHidden } from '@mantine/core';
import { useTranslation } from 'react-i18next';

/** Option colours in order; a survey option list longer than this repeats them. */
const OPTION_COLOURS = ['brand.6', 'teal.6', 'orange.6', 'grape.6', 'cyan.6', 'yellow.6', 'pink.6', 'indigo.6', 'lime.6', 'red.6'];
export const optionColour = (i: number) => OPTION_COLOURS[i % OPTION_COLOURS.length];
/** Option names on the bar chart's axis are cut; the table beside it holds them whole. */
const AXIS_LABEL_MAX = 18;
const cut = (text: string) => (text.length > AXIS_LABEL_MAX ? `${text.slice(0, AXIS_LABEL_MAX - 1)}…` : text);
const share = (count: number, of: number) => (of > 0 ? Math.round((count / of) * 100) : 0);

/**
 * A choice question's counts: a donut for a single choice (the shares add up), bars for a multiple
 * choice (one answer counts for every option chosen), and the table of counts and shares, which is
 * what assistive technology reads (the drawing is hidden from it).
 */
export function ChoiceChart({ figures }: { figures: QuestionFigures }) {
  const { t } = useTranslation('event-feedback');
  const data = figures.options.map((o, i) => ({ name: o.title, label: cut(o.title), value: o.count, color: optionColour(i) }));
  const chart =
    figures.type === QuestionType.single ? (
      <DonutChart
        data={data}
        size={180}
        thickness={28}
        withTooltip={false}
        chartLabel={figures.answerCount}
        accessibilityLayer={false}
        // recharts makes a pie focusable (tab index 0); the drawing is hidden from assistive technology.
        pieProps={{ rootTabIndex: -1, isAnimationActive: false }}
        mx="auto"
      />
    ) : (
      <BarChart
        h={Math.max(140, data.length * 40)}
        data={data}
        dataKey="label"
        orientation="vertical"
        series={[{ name: 'value', color: 'brand.6', label: t('figures.chosen') }]}
        withTooltip={false}
        gridAxis="none"
        yAxisProps={{ width: 130 }}
        // Counts are whole numbers.
        xAxisProps={{ allowDecimals: false }}
        barProps={{ isAnimationActive: false }}
        barChartProps={{ accessibilityLayer: false }}
      />
    );
  return (
    <SimpleGrid cols={{ base: 1, md: 2 }} spacing="lg" data-testid={`chart-${figures.pkQuestionId}`}>
      <Box aria-hidden="true">{chart}</Box>
      <Table verticalSpacing={6} data-testid={`counts-${figures.pkQuestionId}`}>
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{t('figures.option')}</Table.Th>
            <Table.Th ta="right">{t('figures.count')}</Table.Th>
            <Table.Th ta="right">{t('figures.share')}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {data.map((o) => (
            <Table.Tr key={o.name}>
              <Table.Td>
                <Group gap={8} wrap="nowrap">
                  <ColorSwatch color={`var(--mantine-color-${o.color.replace('.', '-')})`} size={12} withShadow={false} aria-hidden />
                  <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
                    {o.name}
                  </Text>
                </Group>
              </Table.Td>
              <Table.Td ta="right">{o.value}</Table.Td>
              <Table.Td ta="right">{share(o.value, figures.answerCount)} %</Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </SimpleGrid>
  );
}

/** A rating question's counts of 1 to 5 as columns, with the average beside them. */
export function RatingChart({ figures }: { figures: QuestionFigures }) {
  const { t } = useTranslation('event-feedback');
  const data = RATINGS.map((rating) => ({ rating: String(rating), value: figures.ratings.find((r) => r.rating === rating)?.count ?? 0 }));
  return (
    <Group align="center" gap="xl" wrap="wrap" data-testid={`chart-${figures.pkQuestionId}`}>
      <Stack gap={0} align="center" miw={120}>
        <Text fz={40} fw={700} lh={1.1} data-testid={`average-${figures.pkQuestionId}`}>
          {figures.averageRating === null ? '–' : figures.averageRating.toFixed(1)}
        </Text>
        <Text size="sm" c="dimmed">
          {t('figures.average')}
        </Text>
      </Stack>
      <Box style={{ flex: '1 1 260px', minWidth: 0 }} aria-hidden="true">
        <BarChart
          h={180}
          data={data}
          dataKey="rating"
          series={[{ name: 'value', color: 'yellow.6', label: t('figures.count') }]}
          withTooltip={false}
          withBarValueLabel
          gridAxis="y"
          yAxisProps={{ allowDecimals: false }}
          barProps={{ isAnimationActive: false }}
          barChartProps={{ accessibilityLayer: false }}
        />
      </Box>
      <VisuallyHidden>{data.map((d) => t('figures.rating_count', { rating: d.rating, count: d.value })).join(', ')}</VisuallyHidden>
    </Group>
  );
}
