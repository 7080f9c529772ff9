import { companyProfilePath } from '@portal/contracts/common/portal-links';
import type { CompanyCard } from '@portal/contracts/companies/favourites';
import { ActionIcon, Anchor, Badge, Button, Card, Group, Skeleton, Stack, Text, Tooltip } from '@mantine/core';
import { IconArrowRight, IconHeartFilled, IconMapPin } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { CompanyLogo } from '../../components/ui/CompanyLogo.tsx';
import { SectorBadges } from '../../components/ui/SectorBadges.tsx';

interface FavouriteCompanyCardProps {
  company: CompanyCard;
  onRemove: (company: CompanyCard) => void;
  removing: boolean;
}

/** A favourite company: logo, name, where it is, its sectors, its profile and the heart that removes it. */
export function FavouriteCompanyCard({ company, onRemove, removing }: FavouriteCompanyCardProps) {
  const { t } = useTranslation('connections');
  const profile = companyProfilePath(company.pkCompanyId);
  const place = company.cityName ? `${company.cityName}, ${company.countryName}` : company.countryName;
  return (
    <Card component="li" padding="lg" h="100%" aria-label={company.name} data-testid={`favourite-${company.pkCompanyId}`}>
      <Stack gap="md" h="100%">
        <Group justify="space-between" align="flex-start" wrap="nowrap">
          <Group gap="sm" wrap="nowrap" style={{ minWidth: 0 }}>
            <CompanyLogo name={company.name} logoName={company.logoName} size={52} />
            <div style={{ minWidth: 0 }}>
              <Anchor component={Link} to={profile} fw={650} c="dark.8" lineClamp={2}>
                {company.name}
              </Anchor>
              <Group gap={4} c="dimmed" wrap="nowrap">
                <IconMapPin size={14} aria-hidden style={{ flexShrink: 0 }} />
                <Text size="sm" truncate>
                  {place}
                </Text>
                {company.isMnc && (
                  <Badge size="xs" variant="light" color="grape" radius="sm" ml={4} style={{ flexShrink: 0 }}>
                    {t('mnc')}
                  </Badge>
                )}
              </Group>
            </div>
          </Group>
          <Tooltip label={t('remove_favourite')}>
            <ActionIcon
              variant="subtle"
              color="red"
              size={36}
              onClick={() => onRemove(company)}
              loading={removing}
              aria-label={t('remove_favourite_named', { name: company.name })}
              aria-pressed
            >
              <IconHeartFilled size={20} />
            </ActionIcon>
          </Tooltip>
        </Group>
        <SectorBadges
          sectors={company.sectors}
          max={3}
          moreLabel={(count) => t('more_count', { count })}
          emptyText={t('no_sectors')}
          style={{ flex: 1, alignContent: 'flex-start' }}
        />
        <Button component={Link} to={profile} variant="light" rightSection={<IconArrowRight size={16} aria-hidden />} fullWidth>
          {t('view_profile')}
        </Button>
      </Stack>
    </Card>
  );
}

export function FavouriteCompanyCardSkeleton() {
  return (
    <Card padding="lg">
      <Group wrap="nowrap" mb="md">
        <Skeleton w={52} h={52} radius="md" />
        <div style={{ flex: 1 }}>
          <Skeleton h={14} w="70%" mb={8} />
          <Skeleton h={10} w="40%" />
        </div>
      </Group>
      <Skeleton h={20} w="80%" mb="md" />
      <Skeleton h={36} />
    </Card>
  );
}
