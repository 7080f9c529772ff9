import { companyProfilePath } from '@portal/contracts/common/portal-links';
import { Anchor, Button, Card, Group, Skeleton, Stack, Text } from '@mantine/core';
import type { SearchHit } from '@portal/contracts/search/search';
import { IconMail, IconRosetteDiscountCheckFilled } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import { CompanyLogo } from '../../../components/ui/CompanyLogo.tsx';
import { useGuestPrompt } from '../../../layouts/parts/GuestPrompt.tsx';
import { useCurrentUser } from '../../../session/useSession.ts';
import { SectorBadges } from '../../../components/ui/SectorBadges.tsx';
import { contactCompanyPath } from '../../contact/api/contact.api.ts';
import { useRecordOpenedCompany } from '../api/latest-searches-queries.ts';
import { itemLink } from '../item-link.ts';
import { CountryLabel } from './CountryLabel.tsx';
import { Highlighted } from './Highlighted.tsx';
import { OfferBadges } from './OfferBadges.tsx';

const SHOWN_CATEGORIES = 3;
const nameStyle = { fw: 650, c: 'dark.8', lineClamp: 2, ta: 'left', style: { overflowWrap: 'anywhere' } } as const;

/** Where a hit leads: a company to its profile, an item to its detail on this page. */
function useHitTarget(hit: SearchHit) {
  const { pathname, search } = useLocation();
  if (hit.kind === 'company') return companyProfilePath(hit.companyId);
  return { pathname, search: itemLink(new URLSearchParams(search), hit.kind, hit.id) };
}

/** One hit: logo or image, name with the matched words marked, company and country, classification, excerpt and offer. */
export function HitCard({ hit, words }: { hit: SearchHit; words: readonly string[] }) {
  const { t } = useTranslation('search');
  const to = useHitTarget(hit);
  // Company profiles are for members: a guest is asked to log in or register, and stays here.
  const promptGuest = useGuestPrompt();
  const user = useCurrentUser();
  const signedIn = !!user;
  // A verified company can be written to: by members from their message centre, by visitors through the confirmed form.
  const canContact = hit.kind === 'company' && hit.isVerified && user?.fkCompanyId !== hit.companyId;
  const guestAtCompany = !signedIn && hit.kind === 'company';
  const recordOpened = useRecordOpenedCompany();
  const onOpen = signedIn && hit.kind === 'company' ? () => recordOpened(hit.companyId) : undefined;
  const categories = hit.categories.map((c) => (c.code ? `${c.code} ${c.name}` : c.name));
  return (
    <Card component="li" padding="md" h="100%" withBorder data-testid={`hit-${hit.kind}-${hit.id}`}>
      <Group gap="md" align="flex-start" wrap="nowrap">
        <CompanyLogo name={hit.name} logoName={hit.imageName} size={56} />
        <Stack gap={6} style={{ minWidth: 0, flex: 1 }}>
          <Group gap={6} wrap="nowrap" align="flex-start">
            {guestAtCompany ? (
              <Anchor component="button" type="button" onClick={promptGuest} {...nameStyle}>
                <Highlighted text={hit.name} words={words} />
              </Anchor>
            ) : (
              <Anchor
                component={Link}
                to={to}
                onClick={onOpen}
                // Two companies may offer a product of one name: an item's link names its company too.
                aria-label={hit.kind !== 'company' && hit.companyName ? `${hit.name}, ${hit.companyName}` : undefined}
                {...nameStyle}
              >
                <Highlighted text={hit.name} words={words} />
              </Anchor>
            )}
            {/* A title, not a tooltip: a floating tooltip per card measured the page's layout on every phone render. */}
            {hit.isVerified && (
              <IconRosetteDiscountCheckFilled
                size={18}
                color="var(--mantine-color-blue-6)"
                aria-label={t('verified')}
                title={t('verified')}
                role="img"
                style={{ flexShrink: 0, marginTop: 2 }}
              />
            )}
          </Group>
          {/* The company and the country wrap onto two lines on a narrow card rather than being cut. */}
          <Group gap={8} c="dimmed" wrap="wrap" style={{ minWidth: 0, rowGap: 2 }}>
            {hit.kind !== 'company' && (
              <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
                {hit.companyName}
              </Text>
            )}
            <CountryLabel code={hit.countryCode} name={hit.countryName} />
          </Group>
          {categories.length > 0 && (
            <SectorBadges sectors={categories} max={SHOWN_CATEGORIES} moreLabel={(count) => t('more_count', { count })} emptyText="" />
          )}
          {hit.excerpt && (
            <Text size="sm" c="dimmed" lineClamp={2}>
              {hit.excerpt}
            </Text>
          )}
          <OfferBadges offer={hit} />
          {canContact && (
            <Group>
              <Button
                component={Link}
                to={contactCompanyPath(hit.companyId, signedIn, hit.name)}
                size="xs"
                variant="light"
                leftSection={<IconMail size={14} />}
                aria-label={t('contact_company', { name: hit.name })}
                data-testid="hit-contact"
              >
                {t('contact')}
              </Button>
            </Group>
          )}
        </Stack>
      </Group>
    </Card>
  );
}

/** Cards while the first page loads. */
export function HitSkeletons({ count = 4 }: { count?: number }) {
  return (
    <Stack gap="sm" aria-busy="true" data-testid="search-loading">
      {Array.from({ length: count }, (_, i) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: placeholders
        <Card key={i} padding="md" withBorder>
          <Group gap="md" wrap="nowrap" align="flex-start">
            <Skeleton height={56} width={56} radius="md" />
            <Stack gap={8} style={{ flex: 1 }}>
              <Skeleton height={14} width="50%" />
              <Skeleton height={10} width="30%" />
              <Skeleton height={10} width="80%" />
            </Stack>
          </Group>
        </Card>
      ))}
    </Stack>
  );
}
