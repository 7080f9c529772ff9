import { RoleId } from '@portal/contracts/common/access';
import { adminLogsPath, conversationsPath } from '@portal/contracts/common/portal-links';
import { Button, Card, Group, SimpleGrid, Skeleton, Stack, Text, Title } from '@mantine/core';
import { IconChevronRight, IconListSearch, IconMail } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useMessageCounters } from '../messages/api/message-queries.ts';
import { useCurrentUser } from '../../session/useSession.ts';
import { useAdminCentreCounters } from './api/admin-center-queries.ts';
import { type CounterCard, counterGroups } from './counter-cards.ts';
import { CountryReportsCard } from './CountryReportsCard.tsx';

function Counter({ card, value }: { card: CounterCard; value: number | undefined }) {
  const { t } = useTranslation('admin-center');
  return (
    <Card
      component={Link}
      to={card.to}
      withBorder
      padding="md"
      radius="md"
      style={{ textDecoration: 'none', borderLeft: `4px solid var(--mantine-color-${card.color}-6)` }}
      data-testid={`counter-${card.key}`}
    >
      <Group justify="space-between" wrap="nowrap" align="flex-start">
        <div>
          {value === undefined ? (
            <Skeleton h={34} w={60} mb={4} />
          ) : (
            <Text fz={30} fw={700} lh={1.15} data-testid={`counter-${card.key}-value`}>
              {value}
            </Text>
          )}
          <Text size="sm" fw={550}>
            {t(`counters.${card.key}.label`)}
          </Text>
          <Text size="xs" c="dimmed">
            {t(`counters.${card.key}.hint`)}
          </Text>
        </div>
        <IconChevronRight size={18} color="var(--mantine-color-gray-6)" aria-hidden />
      </Group>
    </Card>
  );
}

function MessagesSummary() {
  const { t } = useTranslation('admin-center');
  const counters = useMessageCounters().data;
  const figures = [
    ['unread', counters?.unreadMessagesInInbox],
    ['inbox', counters?.totalMessagesInInbox],
    ['spam', counters?.spamMessagesInInbox],
    ['sent', counters?.totalSentMessages],
  ] as const;
  return (
    <Card withBorder radius="md" data-testid="messages-summary">
      <Group justify="space-between" mb="sm">
        <Group gap="xs">
          <IconMail size={20} aria-hidden />
          <Title order={2} fz="lg">
            {t('messages.title')}
          </Title>
        </Group>
        <Button component={Link} to={conversationsPath} variant="light" size="xs">
          {t('messages.open')}
        </Button>
      </Group>
      <SimpleGrid cols={{ base: 2, sm: 4 }} spacing="sm">
        {figures.map(([key, value]) => (
          <div key={key}>
            {value === undefined ? (
              <Skeleton h={28} w={40} />
            ) : (
              <Text fz={24} fw={650}>
                {value}
              </Text>
            )}
            <Text size="sm" c="dimmed">
              {t(`messages.${key}`)}
            </Text>
          </div>
        ))}
      </SimpleGrid>
    </Card>
  );
}

/**
 * /admin-center: the counters of what this administrator administers (their chamber's, or all for
 * the platform administrator), each opening the list it counts, and their messages.
 */
export function AdminCenterHomePage() {
  const { t } = useTranslation('admin-center');
  const user = useCurrentUser();
  const counters = useAdminCentreCounters().data;
  const platform = user?.fkRoleId === RoleId.platformAdmin;
  return (
    <Stack gap="lg" data-testid="admin-center-home">
      <Group justify="space-between" align="flex-end">
        <div>
          <Title order={1} fz={{ base: 24, sm: 30 }}>
            {t('title')}
          </Title>
          <Text c="dimmed">{platform ? t('subtitle_platform') : t('subtitle_chamber')}</Text>
        </div>
        {/* Both administrators read the logs: a chamber administrator their chamber's entries. */}
        <Button component={Link} to={adminLogsPath()} variant="default" leftSection={<IconListSearch size={16} aria-hidden />}>
          {t('open_logs')}
        </Button>
      </Group>
      {(['companies', 'users'] as const).map((group) => (
        <section key={group} aria-labelledby={`counters-${group}`}>
          <Title order={2} fz="lg" mb="sm" id={`counters-${group}`}>
            {t(`groups.${group}`)}
          </Title>
          <SimpleGrid cols={{ base: 1, xs: 2, md: 4 }} spacing="md">
            {counterGroups[group].map((card) => (
              <Counter key={card.key} card={card} value={counters?.[card.key]} />
            ))}
          </SimpleGrid>
        </section>
      ))}
      <CountryReportsCard />
      <MessagesSummary />
    </Stack>
  );
}
