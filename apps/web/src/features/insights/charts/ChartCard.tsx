import '@mantine/charts/styles.css';
import type { InsightsChart } from '@portal/contracts/insights/insights-filter';
import { insightsCsvFileName } from '@portal/contracts/insights/insights-filter';
import { Box, Button, Card, Group, SegmentedControl, Stack, Table, Text, Title, VisuallyHidden } from '@mantine/core';
import { IconDownload } from '@tabler/icons-react';
import { type ReactNode, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ReportOutput } from '../../../components/reports/ReportOutput.tsx';
import { useReportFile } from '../../../components/reports/useReportFile.ts';
import { fetchInsightsCsv } from '../api/insights.api.ts';

/** A column of a chart's table: its heading and a row's value (numbers are right-aligned). */
export interface FigureColumn<R> {
  key: string;
  label: string;
  value: (row: R) => ReactNode;
  numeric?: boolean;
}

interface ChartCardProps<R> {
  /** The chart's name on the server: its CSV. */
  chart: InsightsChart;
  title: string;
  description?: string;
  /** The filter the figures were asked with: the CSV holds the same. */
  query: Record<string, string | number | undefined>;
  rows: readonly R[];
  rowKey: (row: R) => string;
  columns: readonly FigureColumn<R>[];
  /** One or two sentences of what the chart shows, read before its table. */
  summary: string;
  /** The drawing: hidden from assistive technology, which reads the table (with tableOnly: the table itself). */
  children: ReactNode;
  /** Other controls of the chart (the matrix's measure). */
  controls?: ReactNode;
  /** The table is the chart itself (the matrix): no chart/table switch. */
  tableOnly?: boolean;
}

/**
 * One chart of the insights: its drawing or, at a switch, its table; the table is always there
 * for screen readers (hidden to the eye while the drawing shows), and the CSV of the same figures
 * downloads from the server for the same filter.
 */
export function ChartCard<R>(props: ChartCardProps<R>) {
  const { chart, title, description, query, rows, summary, children, controls, tableOnly } = props;
  const { t } = useTranslation('insights');
  const [asTable, setAsTable] = useState(false);
  const reports = useReportFile();
  const titleId = useId();
  const fileName = insightsCsvFileName(chart);
  const busy = reports.busy === chart;

  return (
    <Card withBorder radius="md" padding="lg" component="section" aria-labelledby={titleId} data-testid={`chart-${chart}`}>
      <Stack gap="sm">
        <Group justify="space-between" align="flex-start" gap="sm">
          <Box style={{ flex: '1 1 240px', minWidth: 0 }}>
            <Title order={2} fz="md" id={titleId}>
              {title}
            </Title>
            {description && (
              <Text size="sm" c="dimmed">
                {description}
              </Text>
            )}
          </Box>
          <Group gap="xs" wrap="wrap">
            {controls}
            {!tableOnly && rows.length > 0 && (
              <SegmentedControl
                size="xs"
                value={asTable ? 'table' : 'chart'}
                onChange={(v) => setAsTable(v === 'table')}
                data={[
                  { value: 'chart', label: t('show.chart') },
                  { value: 'table', label: t('show.table') },
                ]}
                aria-label={t('show.label', { title })}
                data-testid={`show-${chart}`}
              />
            )}
            <Button
              size="xs"
              variant="default"
              leftSection={<IconDownload size={14} aria-hidden />}
              loading={busy}
              loaderProps={{ type: 'dots' }}
              aria-busy={busy}
              aria-label={t('csv_of', { title })}
              onClick={() => reports.make({ key: chart, load: () => fetchInsightsCsv(chart, query), fileName, title })}
              data-testid={`csv-${chart}`}
            >
              {t('csv')}
            </Button>
          </Group>
        </Group>
        {rows.length === 0 ? (
          <Text size="sm" c="dimmed" py="md" data-testid={`empty-${chart}`}>
            {t('empty')}
          </Text>
        ) : tableOnly || asTable ? (
          <>
            <Text size="sm">{summary}</Text>
            {tableOnly ? children : <FigureTable {...props} caption={title} scrolls />}
          </>
        ) : (
          <>
            <Box aria-hidden="true">{children}</Box>
            <Text size="sm" c="dimmed">
              {summary}
            </Text>
            <VisuallyHidden>
              <FigureTable {...props} caption={title} scrolls={false} />
            </VisuallyHidden>
          </>
        )}
      </Stack>
      <ReportOutput reports={reports} testId={`csv-${chart}-output`} />
    </Card>
  );
}

function FigureTable<R>({ chart, rows, rowKey, columns, caption, scrolls }: ChartCardProps<R> & { caption: string; scrolls: boolean }) {
  const table = (
    <Table striped verticalSpacing={6} data-testid={`table-${chart}`}>
      <VisuallyHidden component="caption">{caption}</VisuallyHidden>
      <Table.Thead>
        <Table.Tr>
          {columns.map((c) => (
            <Table.Th key={c.key} ta={c.numeric ? 'right' : undefined} scope="col">
              {c.label}
            </Table.Th>
          ))}
        </Table.Tr>
      </Table.Thead>
      <Table.Tbody>
        {rows.map((row) => (
          <Table.Tr key={rowKey(row)}>
            {columns.map((c, i) =>
              i === 0 ? (
                <Table.Th key={c.key} scope="row" fw={500}>
                  {c.value(row)}
                </Table.Th>
              ) : (
                <Table.Td key={c.key} ta={c.numeric ? 'right' : undefined}>
                  {c.value(row)}
                </Table.Td>
              ),
            )}
          </Table.Tr>
        ))}
      </Table.Tbody>
    </Table>
  );
  if (!scrolls) return table;
  // A wide table scrolls sideways on a phone: the scrolling region takes the focus, so the keyboard scrolls it too.
  return (
    <Table.ScrollContainer type="native" minWidth={Math.min(720, columns.length * 110)} tabIndex={0} role="region" aria-label={caption}>
      {table}
    </Table.ScrollContainer>
  );
}
