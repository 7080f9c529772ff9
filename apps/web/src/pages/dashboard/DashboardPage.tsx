import { Card, Grid, Group, SimpleGrid, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconChevronRight } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { formatDate } from '../../i18n/dates.ts';
import { MenuIcon } from '../../layouts/parts/menu-icons.tsx';
import { filterMenu } from '../../navigation/menu-filter.ts';
import { useMenuContext } from '../../navigation/useMenuContext.ts';
import { useCurrentUser } from '../../session/useSession.ts';
import { LatestOffersCard } from '../../features/companies/catalogue/LatestOffersCard.tsx';
import { FeedsCard } from '../../features/feeds/FeedsCard.tsx';
import { UpcomingEventsCard } from '../../features/events/company/UpcomingEventsCard.tsx';
import { EconomiesCard } from '../../features/dashboard/EconomiesCard.tsx';
import { PortalFiguresCard } from '../../features/dashboard/PortalFiguresCard.tsx';
import { isAdministrator } from '../../lib/roles.ts';
import { CompanyStateCard } from './CompanyStateCard.tsx';
import { dashboardShortcuts } from './dashboard-shortcuts.ts';

function greetingKey(hour: number) {
  if (hour < 12) return 'good_morning';
  if (hour < 18) return 'good_afternoon';
  return 'good_evening';
}

/**
 * The first screen after sign-in: a greeting, the company's state and shortcuts for the role, and
 * the portal's figures (first for administrators, after the member's own cards for others).
 */
export function DashboardPage() {
  const { t } = useTranslation('dashboard');
  const user = useCurrentUser();
  const ctx = useMenuContext();
  if (!user) return null;
  const shortcuts = filterMenu(dashboardShortcuts, ctx);
  const now = new Date();
  const figures = (
    <>
      <PortalFiguresCard />
      <EconomiesCard />
    </>
  );
  const administrator = isAdministrator(user.fkRoleId);
  return (
    <Stack gap="xl">
      <Group justify="space-between" align="flex-end">
        <div>
          <Text size="sm" c="dimmed">
            {formatDate(now)}
          </Text>
          <Title order={1} fz={{ base: 26, sm: 32 }} data-testid="greeting">
            {t(greetingKey(now.getHours()), { name: user.firstName })}
          </Title>
          <Text c="dimmed">{t(`intro.${user.fkRoleId}`)}</Text>
        </div>
      </Group>
      <Grid gap="lg">
        <Grid.Col span={{ base: 12, md: 5 }}>
          <CompanyStateCard user={user} />
        </Grid.Col>
        <Grid.Col span={{ base: 12, md: 7 }}>
          <Card h="100%">
            <Text fw={650} mb="md">
              {t('shortcuts')}
            </Text>
            <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="sm">
              {shortcuts.map((s) => (
                <Card
                  key={s.key}
                  component={Link}
                  to={s.path}
                  withBorder
                  padding="sm"
                  radius="md"
                  style={{ textDecoration: 'none' }}
                  data-testid={`shortcut-${s.key}`}
                >
                  <Group wrap="nowrap" gap="sm">
                    <ThemeIcon variant="light" radius="md" size={36}>
                      <MenuIcon name={s.icon} />
                    </ThemeIcon>
                    <Text size="sm" fw={550} style={{ flex: 1 }}>
                      {t(`menu:${s.key}`)}
                    </Text>
                    <IconChevronRight size={16} color="var(--mantine-color-gray-5)" />
                  </Group>
                </Card>
              ))}
            </SimpleGrid>
          </Card>
        </Grid.Col>
      </Grid>
      {administrator && figures}
      <UpcomingEventsCard />
      <LatestOffersCard />
      {!administrator && figures}
      <FeedsCard />
    </Stack>
  );
}
