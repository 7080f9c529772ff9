import type { BasicSiteInfo } from '@portal/contracts/dashboard/dashboard-figures';
import { Card, Group, Skeleton, Stack, Text, ThemeIcon } from '@mantine/core';
import { IconChartBar } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { useBasicSiteInfo } from './api/dashboard-queries.ts';
import { FigureTiles } from './FigureTiles.tsx';

/** The site's totals in the order the dashboard shows them. */
function publicTotals(s: BasicSiteInfo) {
  return {
    companies: s.companies,
    multinationalCompanies: s.multinationalCompanies,
    economies: s.economies,
    upcomingEvents: s.upcomingEvents,
    productsSupply: s.productsSupply,
    productsDemand: s.productsDemand,
    servicesSupply: s.servicesSupply,
    servicesDemand: s.servicesDemand,
  };
}

/** The portal in figures (get-basic-site-info): every role; the restricted totals for the platform administrator. */
export function PortalFiguresCard() {
  const { t, ready } = useTranslation('dashboard');
  const site = useBasicSiteInfo();
  if (site.isError || !ready) return null;
  return (
    <Card component="section" aria-labelledby="portal-figures" data-testid="portal-figures">
      <Group gap="sm" wrap="nowrap" mb="md">
        <ThemeIcon variant="light" radius="md" size={36}>
          <IconChartBar size={20} aria-hidden />
        </ThemeIcon>
        <div>
          <Text fw={650} id="portal-figures" component="h2" m={0} fz="md">
            {t('figures.site_title')}
          </Text>
          <Text size="sm" c="dimmed">
            {t('figures.site_text')}
          </Text>
        </div>
      </Group>
      {!site.data ? (
        <Skeleton h={120} />
      ) : (
        <Stack gap="md">
          <FigureTiles figures={publicTotals(site.data)} testId="site" />
          {site.data.restricted && (
            <div>
              <Text size="sm" fw={600} mb={6}>
                {t('figures.site_restricted')}
              </Text>
              <FigureTiles figures={site.data.restricted} testId="site" />
            </div>
          )}
        </Stack>
      )}
    </Card>
  );
}
