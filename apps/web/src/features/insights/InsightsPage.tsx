import { Badge, Button, Group, Stack, Tabs, Text, Title } from '@mantine/core';
import {
  IconArrowsExchange,
  IconBuildingFactory2,
  IconCalendarEvent,
  IconFilterOff,
  IconPackages,
  IconPresentationAnalytics,
  IconScale,
} from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { DateField } from '../../components/form/DateField.tsx';
import { useCountryNames } from '../../lib/codes/code-queries.ts';
import { useQueryUpdate } from '../../lib/useListParams.ts';
import { useCurrentUser } from '../../session/useSession.ts';
import { useBiEmbed, useEconomyChoices } from './api/insights-queries.ts';
import { BiReportPanel } from './BiReportPanel.tsx';
import { CataloguePanel } from './CataloguePanel.tsx';
import { CompaniesPanel } from './CompaniesPanel.tsx';
import { ComparisonPanel } from './ComparisonPanel.tsx';
import { ConnectionsPanel } from './ConnectionsPanel.tsx';
import { EconomySelect } from './EconomySelect.tsx';
import { EventsPanel } from './EventsPanel.tsx';
import {
  comparedOf,
  comparisonQueryOf,
  InsightsParam,
  type InsightsView,
  insightsFilterOf,
  measureOf,
  periodReversed,
  viewOf,
} from './insights-params.ts';

const VIEW_ICONS = {
  companies: IconBuildingFactory2,
  catalogue: IconPackages,
  connections: IconArrowsExchange,
  events: IconCalendarEvent,
  comparison: IconScale,
  report: IconPresentationAnalytics,
} as const;

/**
 * /admin-center/power-bi: the portal's own figures, computed live, in charts with their tables
 * and CSVs: companies, catalogue, connections between economies and events, for a period and,
 * for the platform administrator, an economy (a chamber administrator sees their own), with the
 * platform administrator's comparison of economies and, when the server names one for this
 * user, the external BI report. Everything chosen lives in the address, so a view is a link.
 */
export function InsightsPage() {
  const { t } = useTranslation('insights');
  const [params] = useSearchParams();
  const update = useQueryUpdate();
  const user = useCurrentUser();
  const platform = user?.functionAliases.includes('super_admin_function') ?? false;
  const embed = useBiEmbed().data;
  const economies = useEconomyChoices(t('filters.wb6'), t('filters.others')).data ?? [];
  const countryNames = useCountryNames();
  const views: InsightsView[] = ['companies', 'catalogue', 'connections', 'events'];
  if (platform) views.push('comparison');
  if (embed?.reportUrl) views.push('report');
  const view = viewOf(params, views);
  const query = insightsFilterOf(params, platform);
  const ownEconomy = user?.fkCountryId ?? user?.fkCompanyCountryId ?? null;
  // A chamber administrator's economy is not theirs to clear: only the period counts for them.
  const filtered = (platform && params.has(InsightsParam.economy)) || params.has(InsightsParam.from) || params.has(InsightsParam.to);
  const reversed = periodReversed(params);

  return (
    <Stack gap="lg" data-testid="insights-page">
      <div>
        <Title order={1} fz={{ base: 24, sm: 30 }}>
          {t('title')}
        </Title>
        <Text c="dimmed">{platform ? t('subtitle_platform') : t('subtitle_chamber')}</Text>
      </div>
      <Group gap="sm" align="flex-end" wrap="wrap" role="group" aria-label={t('filters.label')} data-testid="insights-filters">
        {platform ? (
          <EconomySelect
            value={query.countryId}
            onChange={(id) => update({ [InsightsParam.economy]: id ? String(id) : null })}
            economies={economies}
          />
        ) : (
          ownEconomy &&
          countryNames.has(ownEconomy) && (
            <Badge size="lg" variant="light" mb={6} data-testid="insights-own-economy">
              {t('filters.own_economy', { name: countryNames.get(ownEconomy) })}
            </Badge>
          )
        )}
        <DateField
          label={t('filters.from')}
          value={params.get(InsightsParam.from)}
          onChange={(v) => update({ [InsightsParam.from]: v })}
          w={{ base: '47%', sm: 170 }}
          data-testid="insights-from"
        />
        <DateField
          label={t('filters.to')}
          value={params.get(InsightsParam.to)}
          onChange={(v) => update({ [InsightsParam.to]: v })}
          error={reversed ? t('filters.to_before_from') : undefined}
          w={{ base: '47%', sm: 170 }}
          data-testid="insights-to"
        />
        {filtered && (
          <Button
            variant="subtle"
            leftSection={<IconFilterOff size={16} aria-hidden />}
            onClick={() => update({ [InsightsParam.economy]: null, [InsightsParam.from]: null, [InsightsParam.to]: null })}
            data-testid="insights-clear"
          >
            {t('filters.clear')}
          </Button>
        )}
      </Group>
      <Tabs value={view} onChange={(v) => update({ [InsightsParam.view]: v === views[0] ? null : v })} keepMounted={false}>
        <Tabs.List mb="lg">
          {views.map((key) => {
            const Icon = VIEW_ICONS[key];
            return (
              <Tabs.Tab key={key} value={key} leftSection={<Icon size={16} aria-hidden />} data-testid={`insights-tab-${key}`}>
                {t(`views.${key}`)}
              </Tabs.Tab>
            );
          })}
        </Tabs.List>
        <Tabs.Panel value="companies">
          <CompaniesPanel query={query} />
        </Tabs.Panel>
        <Tabs.Panel value="catalogue">
          <CataloguePanel query={query} />
        </Tabs.Panel>
        <Tabs.Panel value="connections">
          <ConnectionsPanel query={query} measure={measureOf(params)} onMeasure={(m) => update({ [InsightsParam.measure]: m })} />
        </Tabs.Panel>
        <Tabs.Panel value="events">
          <EventsPanel query={query} />
        </Tabs.Panel>
        {platform && (
          <Tabs.Panel value="comparison">
            <ComparisonPanel
              query={comparisonQueryOf(params)}
              compared={comparedOf(params)}
              onCompare={(ids) => update({ [InsightsParam.compare]: ids.length ? ids.join(',') : null })}
              economies={economies}
            />
          </Tabs.Panel>
        )}
        {embed?.reportUrl && (
          <Tabs.Panel value="report">
            <BiReportPanel reportUrl={embed.reportUrl} />
          </Tabs.Panel>
        )}
      </Tabs>
    </Stack>
  );
}
