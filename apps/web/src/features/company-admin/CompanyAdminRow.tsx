import { companyProfilePath } from '@portal/contracts/common/portal-links';
import type { CompanyCard } from '@portal/contracts/companies/favourites';
import { ActionIcon, Anchor, Badge, Box, Button, Flex, Group, Paper, Skeleton, Stack, Text, Tooltip } from '@mantine/core';
import { IconCircleCheck, IconCircleX, IconExternalLink, IconMapPin, IconTrash } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { CompanyLogo } from '../../components/ui/CompanyLogo.tsx';
import { SectorBadges } from '../../components/ui/SectorBadges.tsx';
import type { CompanyAction } from './api/company-admin.api.ts';

interface CompanyAdminRowProps {
  company: CompanyCard;
  onAction: (company: CompanyCard, action: CompanyAction) => unknown;
  /** The action running on this row, if any. */
  pendingAction: CompanyAction | null;
}

/** One company of the administration list: who it is, where, its sectors, and what the administrator can do. */
export function CompanyAdminRow({ company, onAction, pendingAction }: CompanyAdminRowProps) {
  const { t } = useTranslation('company-admin');
  const profile = companyProfilePath(company.pkCompanyId);
  const place = company.cityName ? `${company.cityName}, ${company.countryName}` : company.countryName;
  const busy = pendingAction !== null;
  return (
    <Paper component="li" withBorder radius="md" p="md" aria-label={company.name} data-testid={`company-row-${company.pkCompanyId}`}>
      <Flex gap="md" direction={{ base: 'column', sm: 'row' }} align={{ base: 'stretch', sm: 'center' }}>
        <Group gap="md" wrap="nowrap" align="flex-start" style={{ flex: 1, minWidth: 0 }}>
          <CompanyLogo name={company.name} logoName={company.logoName} />
          <Stack gap={6} style={{ minWidth: 0, flex: 1 }}>
            <div>
              <Group gap={8} wrap="wrap">
                <Anchor component={Link} to={profile} fw={650} c="dark.8" lineClamp={1} data-testid="company-name">
                  {company.name}
                </Anchor>
                {company.isMnc && (
                  <Badge size="xs" variant="light" color="grape" radius="sm">
                    {t('mnc')}
                  </Badge>
                )}
              </Group>
              <Group gap={4} c="dimmed" wrap="nowrap">
                <IconMapPin size={14} aria-hidden style={{ flexShrink: 0 }} />
                <Text size="sm" truncate>
                  {place}
                </Text>
              </Group>
            </div>
            <SectorBadges
              sectors={company.sectors}
              moreLabel={(count) => t('more_count', { count })}
              emptyText={t('no_sectors')}
              aria-label={t('sectors')}
            />
          </Stack>
        </Group>
        <Group gap="xs" wrap="nowrap" justify="flex-end">
          {company.isVerified ? (
            <Button
              variant="default"
              leftSection={<IconCircleX size={16} aria-hidden />}
              onClick={() => onAction(company, 'unverify')}
              loading={pendingAction === 'unverify'}
              disabled={busy && pendingAction !== 'unverify'}
              style={{ flex: '1 1 auto' }}
              aria-label={t('actions.item_label', { action: t('actions.unverify'), name: company.name })}
            >
              {t('actions.unverify')}
            </Button>
          ) : (
            <Button
              color="teal"
              leftSection={<IconCircleCheck size={16} aria-hidden />}
              onClick={() => onAction(company, 'verify')}
              loading={pendingAction === 'verify'}
              disabled={busy && pendingAction !== 'verify'}
              style={{ flex: '1 1 auto' }}
              aria-label={t('actions.item_label', { action: t('actions.verify'), name: company.name })}
            >
              {t('actions.verify')}
            </Button>
          )}
          <Tooltip label={t('actions.view_profile')}>
            <ActionIcon
              component={Link}
              to={profile}
              variant="default"
              size={36}
              aria-label={t('actions.item_label', { action: t('actions.view_profile'), name: company.name })}
            >
              <IconExternalLink size={18} />
            </ActionIcon>
          </Tooltip>
          <Tooltip label={t('actions.delete')}>
            <ActionIcon
              variant="light"
              color="red"
              size={36}
              onClick={() => onAction(company, 'delete')}
              loading={pendingAction === 'delete'}
              disabled={busy && pendingAction !== 'delete'}
              aria-label={t('actions.item_label', { action: t('actions.delete'), name: company.name })}
            >
              <IconTrash size={18} />
            </ActionIcon>
          </Tooltip>
        </Group>
      </Flex>
    </Paper>
  );
}

export function CompanyAdminRowSkeleton() {
  return (
    <Paper withBorder radius="md" p="md">
      <Group gap="md" wrap="nowrap">
        <Skeleton height={48} width={48} radius="md" />
        <Box style={{ flex: 1 }}>
          <Skeleton height={14} width="40%" mb={8} />
          <Skeleton height={10} width="25%" mb={10} />
          <Skeleton height={18} width="55%" />
        </Box>
      </Group>
    </Paper>
  );
}
