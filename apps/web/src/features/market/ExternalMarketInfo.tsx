import '@mantine/charts/styles.css';
import { BarChart } from '@mantine/charts';
import { type IndicatorValues, type TradeMap, type TradeType, tradeTypes } from '@portal/contracts/market/market-info';
import { Alert, Box, Button, Card, Group, Loader, SegmentedControl, Select, SimpleGrid, Stack, Table, Text, Title } from '@mantine/core';
import { IconInfoCircle, IconPlugConnectedX } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { isApiError } from '../../api/api-error.ts';
import { useIndicators, useIndicatorValues, useTradeMap } from './api/market-queries.ts';
import type { EconomyChoice } from './economy-choices.ts';
import { formatCount, formatDollarsShort } from './market-format.ts';

/** Trade map rows charted (the table lists them all). */
const CHART_ROWS = 10;

/** What the page says when the service gave no answer: not configured, no data, or not answering. */
function ServiceProblem({ error, onRetry }: { error: unknown; onRetry?: () => void }) {
  const { t } = useTranslation(['market-info', 'errors']);
  const key = isApiError(error) ? error.messageKey : 'market_info_unavailable';
  const notConfigured = key === 'market_info_not_configured';
  return (
    <Alert
      variant="light"
      color={notConfigured || key === 'market_info_no_data' ? 'blue' : 'yellow'}
      icon={notConfigured ? <IconInfoCircle size={18} /> : <IconPlugConnectedX size={18} />}
      title={t(`errors:${key}`, { defaultValue: t('errors:market_info_unavailable') })}
      data-testid={`market-service-${notConfigured ? 'not-configured' : key === 'market_info_no_data' ? 'no-data' : 'unavailable'}`}
    >
      <Stack gap="xs" align="flex-start">
        <Text size="sm">
          {notConfigured
            ? t('external.not_configured_text')
            : key === 'market_info_no_data'
              ? t('external.no_data_text')
              : t('external.unavailable_text')}
        </Text>
        {onRetry && !notConfigured && key !== 'market_info_no_data' && (
          <Button size="xs" variant="default" onClick={onRetry}>
            {t('external.retry')}
          </Button>
        )}
      </Stack>
    </Alert>
  );
}

function IndicatorTable({ values }: { values: IndicatorValues }) {
  const { t, i18n } = useTranslation('market-info');
  return (
    <Table striped verticalSpacing={4} data-testid="indicator-values">
      <Table.Thead>
        <Table.Tr>
          <Table.Th>{t('table.year')}</Table.Th>
          <Table.Th ta="right">{values.indicator.name}</Table.Th>
        </Table.Tr>
      </Table.Thead>
      <Table.Tbody>
        {[...values.values].reverse().map((v) => (
          <Table.Tr key={v.year}>
            <Table.Th scope="row" fw={500}>
              {v.year}
            </Table.Th>
            <Table.Td ta="right">{formatCount(v.value, i18n.language, 2)}</Table.Td>
          </Table.Tr>
        ))}
      </Table.Tbody>
    </Table>
  );
}

/** The financial-development indicators of the service, one at a time, for the chosen economy. */
function FinancialDevelopment({ economy }: { economy: EconomyChoice }) {
  const { t } = useTranslation('market-info');
  const indicators = useIndicators();
  const [indicatorId, setIndicatorId] = useState<string | null>(null);
  const values = useIndicatorValues(indicatorId, economy.value);
  if (indicators.isPending) return <Loader size="sm" aria-label={t('loading')} />;
  if (indicators.isError) return <ServiceProblem error={indicators.error} onRetry={() => indicators.refetch()} />;
  return (
    <Stack gap="sm">
      <Select
        label={t('external.indicator')}
        placeholder={t('external.indicator_placeholder')}
        data={indicators.data.map((i) => ({ value: i.id, label: i.name }))}
        value={indicatorId}
        onChange={setIndicatorId}
        searchable
        data-testid="indicator-select"
      />
      {indicatorId && values.isPending && <Loader size="sm" aria-label={t('loading')} />}
      {values.isError && <ServiceProblem error={values.error} onRetry={() => values.refetch()} />}
      {values.data &&
        (values.data.values.length ? (
          <IndicatorTable values={values.data} />
        ) : (
          <Text size="sm" c="dimmed">
            {t('no_figures')}
          </Text>
        ))}
    </Stack>
  );
}

function TradeTable({ map }: { map: TradeMap }) {
  const { t, i18n } = useTranslation('market-info');
  return (
    <Table.ScrollContainer minWidth={320}>
      <Table striped verticalSpacing={4} data-testid="trade-map-table">
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{t('external.product')}</Table.Th>
            <Table.Th>{t('table.year')}</Table.Th>
            <Table.Th ta="right">{t('external.value')}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {map.rows.map((r) => (
            <Table.Tr key={`${r.productCode}-${r.year}`}>
              <Table.Td>
                {r.productCode} {r.productName}
              </Table.Td>
              <Table.Td>{r.year}</Table.Td>
              <Table.Td ta="right">{formatDollarsShort(r.value, i18n.language)}</Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}

/** The trade map: what the chosen economy exports to or imports from a partner, by product. */
function TradeMapPanel({ economy, partners }: { economy: EconomyChoice; partners: EconomyChoice[] }) {
  const { t, i18n } = useTranslation('market-info');
  const [partner, setPartner] = useState<string | null>(null);
  const [type, setType] = useState<TradeType>('export');
  const map = useTradeMap(economy.value, partner, type);
  const top = (map.data?.rows ?? []).slice(0, CHART_ROWS).map((r) => ({ product: r.productCode, value: r.value }));
  return (
    <Stack gap="sm">
      <Group align="flex-end" gap="sm" wrap="wrap">
        <Select
          label={t('external.partner')}
          placeholder={t('external.partner_placeholder')}
          data={partners.filter((p) => p.value !== economy.value)}
          value={partner}
          onChange={setPartner}
          searchable
          w={{ base: '100%', xs: 260 }}
          data-testid="partner-select"
        />
        <SegmentedControl
          aria-label={t('external.flow')}
          value={type}
          onChange={(v) => setType(v as TradeType)}
          data={tradeTypes.map((v) => ({ value: v, label: t(`external.${v}`) }))}
        />
      </Group>
      {partner && map.isPending && <Loader size="sm" aria-label={t('loading')} />}
      {map.isError && <ServiceProblem error={map.error} onRetry={() => map.refetch()} />}
      {map.data && top.length > 0 && (
        <>
          <Box aria-hidden="true">
            <BarChart
              h={Math.max(160, top.length * 28)}
              data={top}
              dataKey="product"
              orientation="vertical"
              series={[{ name: 'value', color: 'teal.6', label: t('external.value') }]}
              withTooltip={false}
              gridAxis="none"
              valueFormatter={(v) => formatDollarsShort(v, i18n.language)}
              barProps={{ isAnimationActive: false }}
              barChartProps={{ accessibilityLayer: false }}
            />
          </Box>
          <TradeTable map={map.data} />
        </>
      )}
      {map.data && top.length === 0 && (
        <Text size="sm" c="dimmed">
          {t('no_figures')}
        </Text>
      )}
    </Stack>
  );
}

/**
 * The figures of the external market-information service: shown when the portal has one
 * configured; otherwise the page says so, and the economy profile above stands on its own.
 */
export function ExternalMarketInfo({ economy, partners }: { economy: EconomyChoice; partners: EconomyChoice[] }) {
  const { t } = useTranslation('market-info');
  const indicators = useIndicators();
  const notConfigured = isApiError(indicators.error) && indicators.error.messageKey === 'market_info_not_configured';
  return (
    <Card withBorder padding="lg" radius="md" data-testid="external-market-info">
      <Title order={2} fz="lg" mb={4}>
        {t('external.title')}
      </Title>
      <Text size="sm" c="dimmed" mb="md">
        {t('external.subtitle', { economy: economy.label })}
      </Text>
      {notConfigured ? (
        <ServiceProblem error={indicators.error} />
      ) : (
        <SimpleGrid cols={{ base: 1, lg: 2 }} spacing="xl">
          <Stack gap="xs">
            <Title order={3} fz="md">
              {t('external.financial_development')}
            </Title>
            <FinancialDevelopment economy={economy} />
          </Stack>
          <Stack gap="xs">
            <Title order={3} fz="md">
              {t('external.trade_map')}
            </Title>
            <TradeMapPanel economy={economy} partners={partners} />
          </Stack>
        </SimpleGrid>
      )}
    </Card>
  );
}
