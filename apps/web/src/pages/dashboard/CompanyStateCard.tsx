import { companyProfilePath } from '@portal/contracts/common/portal-links';
import { RoleId } from '@portal/contracts/common/access';
import type { CurrentUser } from '@portal/contracts/accounts/session';
import { Badge, Button, Card, Group, Progress, Stack, Text, ThemeIcon } from '@mantine/core';
import { IconBuildingSkyscraper, IconShieldCheck } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useOwnCompany } from '../../session/own-company.ts';

/** The user's company: verified or awaiting verification, and how complete its profile is. */
export function CompanyStateCard({ user }: { user: CurrentUser }) {
  const { t } = useTranslation('dashboard');
  const company = user.userCompany;
  const state = useOwnCompany(!!company);
  if (!company) {
    return (
      <Card h="100%">
        <Group gap="md" wrap="nowrap" align="flex-start">
          <ThemeIcon size={44} radius="md" variant="light">
            <IconShieldCheck size={24} />
          </ThemeIcon>
          <Stack gap={4}>
            <Text fw={650}>{t(`role_card.${user.fkRoleId}.title`)}</Text>
            <Text size="sm" c="dimmed">
              {t(`role_card.${user.fkRoleId}.text`)}
            </Text>
          </Stack>
        </Group>
      </Card>
    );
  }
  const completeness = state.data?.completeness;
  return (
    <Card h="100%" data-testid="company-state">
      <Stack gap="sm">
        <Group justify="space-between" wrap="nowrap" align="flex-start">
          <Group gap="md" wrap="nowrap">
            <ThemeIcon size={44} radius="md" variant="light">
              <IconBuildingSkyscraper size={24} />
            </ThemeIcon>
            <div>
              <Text size="xs" c="dimmed" tt="uppercase" fw={600}>
                {t('your_company')}
              </Text>
              <Text fw={650}>{company.name}</Text>
            </div>
          </Group>
          <Badge color={company.isVerified ? 'teal' : 'orange'} variant="light">
            {company.isVerified ? t('verified') : t('awaiting_verification')}
          </Badge>
        </Group>
        <Text size="sm" c="dimmed">
          {company.isVerified ? t('verified_text') : t('unverified_text')}
        </Text>
        {typeof completeness === 'number' && (
          <div>
            <Group justify="space-between" mb={4}>
              <Text size="sm">{t('profile_completeness')}</Text>
              <Text size="sm" fw={600}>
                {t('percent', { value: completeness })}
              </Text>
            </Group>
            <Progress value={completeness} color={completeness >= 80 ? 'teal' : 'brand'} aria-label={t('profile_completeness')} />
          </div>
        )}
        {user.fkRoleId === RoleId.companyAdmin && (
          <Button component={Link} to={companyProfilePath(company.pkCompanyId)} variant="light" w="fit-content">
            {t('open_profile')}
          </Button>
        )}
      </Stack>
    </Card>
  );
}
