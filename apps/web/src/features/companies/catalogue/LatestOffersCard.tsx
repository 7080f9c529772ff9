import { companySupplyAndDemandPath } from '@portal/contracts/common/portal-links';
import { ModuleId } from '@portal/contracts/common/access';
import { Anchor, Box, Card, Group, SegmentedControl, SimpleGrid, Skeleton, Text, ThemeIcon } from '@mantine/core';
import type { Snd } from '@portal/contracts/catalogue/catalogue-item';
import { IconScale } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { isVisible } from '../../../navigation/menu-filter.ts';
import type { MenuItem } from '../../../navigation/menu-types.ts';
import { menuContextOf } from '../../../navigation/useMenuContext.ts';
import { useCurrentUser } from '../../../session/useSession.ts';
import { type CatalogueItem, catalogueKinds, itemId, kindOf } from './catalogue-kinds.ts';
import { useLatestOffers } from '../api/catalogue-queries.ts';
import { ItemImage, validityText } from './CatalogueVisuals.tsx';

/** How many offers the card lists. */
const LIMIT = 8;
const THUMB = 48;

/** Who sees the card: companies with the supply-and-demand module (4); platform and chamber administrators pass. */
const access: MenuItem = { key: 'latest_offers', path: '/dashboard', modules: [ModuleId.supplyAndDemand] };

/** The market page of the item's company, opening the item's detail (see useItemDetail). */
function offerPath(item: CatalogueItem, snd: Snd) {
  const params = new URLSearchParams({ snd, [catalogueKinds[kindOf(item)].detailParam]: String(itemId(item)) });
  return companySupplyAndDemandPath(item.fkCompanyId, params.toString());
}

function OfferRow({ item, snd }: { item: CatalogueItem; snd: Snd }) {
  const { t } = useTranslation('dashboard');
  const kind = kindOf(item);
  const window = validityText(item);
  return (
    <Group component="li" wrap="nowrap" gap="sm" align="center" py={6} data-testid={`latest-${kind}-${itemId(item)}`}>
      <Box w={THUMB} h={THUMB} style={{ flexShrink: 0, borderRadius: 'var(--mantine-radius-md)', overflow: 'hidden' }}>
        <ItemImage kind={kind} item={item} height={THUMB} />
      </Box>
      <Box style={{ flex: 1, minWidth: 0 }}>
        <Text size="sm" fw={600} lineClamp={1} title={item.name}>
          <Anchor component={Link} to={offerPath(item, snd)} inherit underline="hover">
            {item.name}
          </Anchor>
        </Text>
        <Text size="xs" c="dimmed" lineClamp={1}>
          {t('latest_offers.company_country', { company: item.companyName, country: item.countryName })}
        </Text>
        {window && (
          <Text size="xs" c="dimmed">
            {t('latest_offers.valid', { window })}
          </Text>
        )}
      </Box>
    </Group>
  );
}

/** The dashboard's newest offers of the supply-and-demand market: supply or demand, products and services together. */
export function LatestOffersCard() {
  const { t } = useTranslation('dashboard');
  const user = useCurrentUser();
  const shown = !!user && isVisible(access, menuContextOf(user));
  const [snd, setSnd] = useState<Snd>('supply');
  const latest = useLatestOffers(snd, LIMIT, shown);
  if (!shown) return null;
  return (
    <Card data-testid="latest-offers">
      <Group justify="space-between" mb="md" gap="sm">
        <Group gap="sm" wrap="nowrap">
          <ThemeIcon variant="light" radius="md" size={36}>
            <IconScale size={20} />
          </ThemeIcon>
          <Text fw={650} id="latest-offers-title">
            {t('latest_offers.title')}
          </Text>
        </Group>
        <SegmentedControl
          size="xs"
          value={snd}
          onChange={(v) => setSnd(v === 'demand' ? 'demand' : 'supply')}
          data={[
            { value: 'supply', label: t('latest_offers.supply') },
            { value: 'demand', label: t('latest_offers.demand') },
          ]}
          aria-label={t('latest_offers.toggle')}
          data-testid="latest-offers-toggle"
        />
      </Group>
      {latest.isPending ? (
        <SimpleGrid cols={{ base: 1, md: 2 }} spacing="xl" verticalSpacing="sm" aria-busy="true" data-testid="latest-offers-loading">
          {[1, 2, 3, 4].map((n) => (
            <Group key={n} wrap="nowrap" gap="sm">
              <Skeleton w={THUMB} h={THUMB} radius="md" />
              <Box style={{ flex: 1 }}>
                <Skeleton h={12} w="60%" mb={8} />
                <Skeleton h={10} w="40%" />
              </Box>
            </Group>
          ))}
        </SimpleGrid>
      ) : latest.items.length === 0 ? (
        <Text size="sm" c="dimmed" data-testid="latest-offers-empty">
          {t('errors:no_data_available')}
        </Text>
      ) : (
        <SimpleGrid
          component="ul"
          cols={{ base: 1, md: 2 }}
          spacing="xl"
          verticalSpacing={4}
          m={0}
          p={0}
          style={{ listStyle: 'none' }}
          aria-labelledby="latest-offers-title"
        >
          {latest.items.map((item) => (
            <OfferRow key={`${kindOf(item)}-${itemId(item)}`} item={item} snd={snd} />
          ))}
        </SimpleGrid>
      )}
    </Card>
  );
}
