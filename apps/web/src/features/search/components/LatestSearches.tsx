import { companyProfilePath } from '@portal/contracts/common/portal-links';
import { Anchor, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { IconHistory } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import { CompanyLogo } from '../../../components/ui/CompanyLogo.tsx';
import { useLatestOpened } from '../api/latest-searches-queries.ts';
import { itemLink } from '../item-link.ts';

interface Opened {
  key: string;
  name: string;
  logoName: string | null;
  to: string | { pathname: string; search: string };
}

function OpenedGroup({ label, list }: { label: string; list: Opened[] }) {
  if (list.length === 0) return null;
  return (
    <Stack gap={6}>
      <Text size="sm" fw={600} c="dimmed">
        {label}
      </Text>
      <Group gap="xs" component="ul" style={{ listStyle: 'none', padding: 0, margin: 0 }}>
        {list.map((o) => (
          <li key={o.key} style={{ maxWidth: '100%' }}>
            <Anchor
              component={Link}
              to={o.to}
              underline="hover"
              size="sm"
              c="dark.7"
              title={o.name}
              style={{ display: 'flex', alignItems: 'center', gap: 8, maxWidth: '100%' }}
            >
              <CompanyLogo name={o.name} logoName={o.logoName} size={24} />
              <span style={{ overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap', maxWidth: 240 }}>{o.name}</span>
            </Anchor>
          </li>
        ))}
      </Group>
    </Stack>
  );
}

type OpenedItem = ReturnType<typeof useLatestOpened>['products'][number];
const itemId = (item: OpenedItem) => ('pkProductId' in item ? item.pkProductId : item.pkServiceId);

/**
 * "Recently opened": the companies, products and services the signed-in user opened from this
 * kind of search lately (the server records each opening), so that they are one click away
 * before a new search. Hidden when there is nothing yet.
 */
export function LatestSearches({ moduleId, market }: { moduleId: number; market: boolean }) {
  const { t } = useTranslation('search');
  const { pathname, search } = useLocation();
  const latest = useLatestOpened(moduleId, market, true);
  const itemsOf = (kind: 'product' | 'service', list: OpenedItem[]): Opened[] =>
    list.map((item) => ({
      key: `${kind}-${itemId(item)}`,
      name: item.name,
      logoName: item.mainImage ?? null,
      to: { pathname, search: itemLink(new URLSearchParams(search), kind, itemId(item)) },
    }));
  const companies: Opened[] = latest.companies.map((c) => ({
    key: `company-${c.pkCompanyId}`,
    name: c.name,
    logoName: c.logoName,
    to: companyProfilePath(c.pkCompanyId),
  }));
  const products = itemsOf('product', latest.products);
  const services = itemsOf('service', latest.services);
  if (companies.length + products.length + services.length === 0) return null;
  return (
    <Paper withBorder p="md" component="section" aria-labelledby="latest-searches-title" data-testid="latest-searches">
      <Group gap={8} mb="sm" wrap="nowrap">
        <IconHistory size={18} aria-hidden />
        <Title order={2} fz="md" id="latest-searches-title">
          {t('latest.title')}
        </Title>
      </Group>
      <Stack gap="sm">
        <OpenedGroup label={t('latest.companies')} list={companies} />
        <OpenedGroup label={t('latest.products')} list={products} />
        <OpenedGroup label={t('latest.services')} list={services} />
      </Stack>
    </Paper>
  );
}
