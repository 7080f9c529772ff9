import { COMPANY_ROLES } from '../../lib/roles.ts';
import { ActionIcon, Avatar, Badge, Button, Card, Group, RingProgress, Stack, Text, Title, Tooltip } from '@mantine/core';
import {
  IconAlertTriangle,
  IconCalendarCheck,
  IconMapPin,
  IconRosetteDiscountCheck,
  IconHeart,
  IconHeartFilled,
  IconMail,
} from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { formatDisplayDate } from '../../components/form/date-format.ts';
import { useCurrentUser } from '../../session/useSession.ts';
import { initialsOf, publicFileUrl } from '../../lib/stored-files.ts';
import type { CompanyAnswer } from '@portal/contracts/companies/company';
import { useIsFavourite, useToggleFavourite } from '../connections/api/connection-queries.ts';
import { contactCompanyPath } from '../contact/api/contact.api.ts';

/** Logo (or initials), name, place, verification state, member since, completeness, send-a-message and favourite toggle. */
export function CompanyHeader({ company }: { company: CompanyAnswer }) {
  const { t } = useTranslation('company');
  const user = useCurrentUser();
  // Favourites are kept by company users for other companies.
  const canFavourite = !!user && (COMPANY_ROLES as readonly number[]).includes(user.fkRoleId) && user.fkCompanyId !== company.pkCompanyId;
  // A verified company is written to from the message centre (contact-company), by anyone but its own users.
  const canWrite = !!user && company.isVerified && user.fkCompanyId !== company.pkCompanyId;
  const place = [company.cityName, company.countryName].filter(Boolean).join(', ');
  const completeness = company.canEdit ? company.completeness : null;
  return (
    <Card padding="lg" data-testid="company-header">
      <Group justify="space-between" align="center" gap="lg" wrap="wrap">
        <Group gap="md" wrap="nowrap" align="center" style={{ minWidth: 0, flex: '1 1 300px' }}>
          <Avatar
            src={company.logoName ? publicFileUrl(company.logoName) : null}
            alt={t('logo_of', { name: company.name })}
            size={72}
            radius="md"
            color="brand"
            variant="light"
            styles={{ image: { objectFit: 'contain', background: 'white' } }}
            style={{ border: '1px solid var(--mantine-color-gray-3)', flexShrink: 0 }}
          >
            <Text fw={700} fz={24}>
              {initialsOf(company.name)}
            </Text>
          </Avatar>
          <Stack gap={6} style={{ minWidth: 0 }}>
            <Group gap="xs" wrap="wrap" align="center">
              <Title order={1} fz={{ base: 20, sm: 26 }} lh={1.2} style={{ overflowWrap: 'anywhere' }}>
                {company.name}
              </Title>
              {company.isVerified ? (
                <Badge color="teal" variant="light" leftSection={<IconRosetteDiscountCheck size={14} />} data-testid="verified-badge">
                  {t('verified')}
                </Badge>
              ) : (
                <Badge color="orange" variant="light" leftSection={<IconAlertTriangle size={14} />} data-testid="unverified-badge">
                  {t('awaiting_verification')}
                </Badge>
              )}
              {company.isMnc && (
                <Badge color="grape" variant="light">
                  {t('multinational')}
                </Badge>
              )}
            </Group>
            <Group gap="md" wrap="wrap">
              {place && (
                <Group gap={4} wrap="nowrap">
                  <IconMapPin size={16} color="var(--mantine-color-dimmed)" aria-hidden />
                  <Text size="sm" c="dimmed">
                    {place}
                  </Text>
                </Group>
              )}
              {company.memberSince && (
                <Group gap={4} wrap="nowrap">
                  <IconCalendarCheck size={16} color="var(--mantine-color-dimmed)" aria-hidden />
                  <Text size="sm" c="dimmed">
                    {t('member_since_date', { date: formatDisplayDate(company.memberSince) })}
                  </Text>
                </Group>
              )}
            </Group>
          </Stack>
        </Group>
        {(typeof completeness === 'number' || canFavourite || canWrite) && (
          <Group gap="md" wrap="wrap" style={{ flex: '0 1 auto', minWidth: 0, maxWidth: '100%' }}>
            {typeof completeness === 'number' && <CompletenessRing value={completeness} />}
            {canWrite && (
              <Button
                component={Link}
                to={contactCompanyPath(company.pkCompanyId, true, company.name)}
                variant="light"
                leftSection={<IconMail size={18} />}
                data-testid="company-send-message"
              >
                {t('send_message')}
              </Button>
            )}
            {canFavourite && <FavouriteToggle companyId={company.pkCompanyId} />}
          </Group>
        )}
      </Group>
    </Card>
  );
}

function CompletenessRing({ value }: { value: number }) {
  const { t } = useTranslation('company');
  const color = value >= 80 ? 'teal' : value >= 50 ? 'brand' : 'orange';
  return (
    <Group gap="xs" wrap="nowrap" data-testid="completeness">
      <RingProgress
        size={64}
        thickness={6}
        roundCaps
        sections={[{ value, color }]}
        label={
          <Text ta="center" size="xs" fw={700}>
            {t('percent', { value })}
          </Text>
        }
        aria-label={t('completeness')}
      />
      <Stack gap={0}>
        <Text size="sm" fw={600}>
          {t('completeness')}
        </Text>
        <Text size="xs" c="dimmed" maw={160}>
          {value >= 100 ? t('completeness_full') : t('completeness_hint')}
        </Text>
      </Stack>
    </Group>
  );
}

function FavouriteToggle({ companyId }: { companyId: number }) {
  const { t } = useTranslation('company');
  const query = useIsFavourite(companyId);
  const toggle = useToggleFavourite();
  const favourite = !!query.data?.isFavorite;
  const label = favourite ? t('remove_favourite') : t('add_favourite');
  return (
    <Tooltip label={label}>
      <ActionIcon
        size="xl"
        variant={favourite ? 'light' : 'default'}
        color={favourite ? 'red' : 'gray'}
        aria-label={label}
        aria-pressed={favourite}
        loading={query.isLoading || toggle.isPending}
        onClick={() => toggle.mutate({ id: companyId, favourite: !favourite })}
        data-testid="favourite-toggle"
      >
        {favourite ? <IconHeartFilled size={22} /> : <IconHeart size={22} />}
      </ActionIcon>
    </Tooltip>
  );
}
