import type { EventDetails } from '@portal/contracts/events/events';
import { Avatar, Card, Skeleton, Stack, Text } from '@mantine/core';
import { IconLock, IconUsers } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { isApiError } from '../../../api/api-error.ts';
import { avatarUrl, initialsOf } from '../../../lib/stored-files.ts';
import { useInterestedUsers, useSchedule } from '../api/schedule-queries.ts';
import { EmptyList, LoadError, RuledItem, TabList, useSearchedPages } from '../components/programme-list.tsx';
import { formatDay } from './agenda-days.ts';
import { BackToAgenda } from './BackToAgenda.tsx';
import { useRouteScheduleId } from './schedule-route.ts';

const PAGE_SIZE = 20;

/** /schedule/interested-users/{scheduleId}: the registered attendees still interested in a session. */
export function InterestedUsers({ event }: { event: EventDetails }) {
  const { t } = useTranslation('programme');
  const scheduleId = useRouteScheduleId();
  const session = useSchedule(event.pkEventId, scheduleId);
  const { name, page, search, paging } = useSearchedPages(t('interested.search'));
  const users = useInterestedUsers(event.pkEventId, {
    fkScheduleId: scheduleId,
    pageNum: page,
    pageSize: PAGE_SIZE,
    ...(name ? { name } : {}),
  });
  const refusal = isApiError(users.error) ? users.error.messageKey : null;

  return (
    <Stack gap="md">
      <BackToAgenda eventId={event.pkEventId} />
      <TabList
        testId="interested-users"
        title={t('interested.title')}
        subtitle={session.data && `${session.data.name} · ${formatDay(session.data.day)} ${session.data.startTime}–${session.data.endTime}`}
        // A refusal (the list is the organisers') replaces the search and the list.
        search={refusal ? undefined : search}
        toolbar={<LoadError show={users.isError && !refusal} />}
        items={refusal ? [] : users.data?.users}
        loading={!refusal && users.isPending}
        skeleton={
          <Card role="status" aria-busy="true" aria-label={t('loading')}>
            <Stack gap="sm">
              <Skeleton h={40} />
              <Skeleton h={40} />
            </Stack>
          </Card>
        }
        empty={
          refusal ? (
            <EmptyList icon={IconLock} title={t('interested.not_visible_title')} text={t(`errors:${refusal}`)} />
          ) : (
            <EmptyList icon={IconUsers} title={t('interested.empty_title')} text={t('interested.empty_text')} />
          )
        }
        paging={paging(users.data?.totalPages, false)}
      >
        {(list) => (
          <Card withBorder padding={0}>
            <Text size="sm" c="dimmed" p="sm">
              {t('interested.count', { count: users.data?.totalCount ?? list.length })}
            </Text>
            <Stack gap={0} component="ul" style={{ listStyle: 'none', margin: 0, padding: 0 }}>
              {list.map((u) => (
                <RuledItem key={u.pkUserId} gap="sm" p="sm" data-testid="interested-user">
                  <Avatar src={avatarUrl(u.pkUserId, u.avatarName)} alt="" radius="xl">
                    {initialsOf(`${u.firstName} ${u.lastName}`)}
                  </Avatar>
                  <div style={{ minWidth: 0 }}>
                    <Text fw={600} size="sm" style={{ overflowWrap: 'anywhere' }}>
                      {u.firstName} {u.lastName}
                    </Text>
                    <Text size="xs" c="dimmed" style={{ overflowWrap: 'anywhere' }}>
                      {[u.companyName, u.email].filter(Boolean).join(' · ')}
                    </Text>
                  </div>
                </RuledItem>
              ))}
            </Stack>
          </Card>
        )}
      </TabList>
    </Stack>
  );
}
