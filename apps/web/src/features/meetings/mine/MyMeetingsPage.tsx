import { sessionTimelinePath } from '@portal/contracts/common/portal-links';
import type { EventDetails } from '@portal/contracts/events/events';
import type { Reservation } from '@portal/contracts/meetings/reservations';
import { B2B_SESSION_TYPE_CODE, type Schedule } from '@portal/contracts/schedules/schedules';
import { Alert, Anchor, Badge, Button, Card, Group, SimpleGrid, Skeleton, Stack, Text, Title } from '@mantine/core';
import { IconArrowRight, IconCalendarEvent, IconLayoutGrid, IconUsersGroup } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { ListEmptyState } from '../../../components/list/ListEmptyState.tsx';
import { formatDate } from '../../../i18n/dates.ts';
import { useCurrentUser } from '../../../session/useSession.ts';
import { useEventSchedules } from '../../programme/api/schedule-queries.ts';
import { useMyEventMeetings, useReservationGrid } from '../api/meeting-queries.ts';
import { MeetingCard } from '../components/MeetingCard.tsx';
import { MeetingSection } from '../components/MeetingSection.tsx';
import { otherPerson, personName, slotRange } from '../components/meeting-format.ts';
import { gridPath } from '../components/meeting-paths.ts';

/** Meetings grouped by their day, days in time order (the server sends them in time order). */
function byDay(list: readonly Reservation[]): [string, Reservation[]][] {
  const days = new Map<string, Reservation[]>();
  for (const r of list) days.set(r.day, [...(days.get(r.day) ?? []), r]);
  return [...days.entries()];
}

/** /attendees/timeline: the caller's meetings across the event's B2B sessions; organisers also each session's grid. */
export function MyMeetingsPage({ event }: { event: EventDetails }) {
  const { t } = useTranslation('meetings');
  return (
    <Stack gap="lg" data-testid="my-meetings">
      <div>
        <Title order={2} fz={{ base: 20, sm: 24 }}>
          {t('mine.title')}
        </Title>
        <Text size="sm" c="dimmed">
          {t('mine.subtitle')}
        </Text>
      </div>
      {event.canManage && <OrganiserSessions event={event} />}
      <MyMeetings event={event} />
    </Stack>
  );
}

function MyMeetings({ event }: { event: EventDetails }) {
  const { t } = useTranslation('meetings');
  const meId = useCurrentUser()?.id ?? 0;
  const mine = useMyEventMeetings(event.pkEventId);
  if (mine.isPending) return <Skeleton h={160} role="status" aria-busy="true" aria-label={t('loading')} />;
  if (mine.isError) return <Alert color="red">{t('load_error')}</Alert>;
  const list = mine.data.reservations;
  if (list.length === 0) {
    if (event.canManage) return null;
    return (
      <ListEmptyState
        card
        icon={<IconUsersGroup size={28} />}
        title={t('mine.empty_title')}
        text={t('mine.empty_text')}
        testId="my-meetings-empty"
      />
    );
  }
  return (
    <Stack gap="lg">
      {byDay(list).map(([day, meetings]) => (
        <MeetingSection
          key={day}
          id={`day-${day}`}
          order={3}
          title={formatDate(day)}
          count={meetings.length}
          icon={<IconCalendarEvent size={18} aria-hidden />}
        >
          {meetings.map((r) => (
            <MeetingCard
              key={r.pkUserReservationId}
              reservation={r}
              meId={meId}
              withSession
              footer={
                <Anchor
                  component={Link}
                  to={sessionTimelinePath(event.pkEventId, r.fkScheduleId, r.pkUserReservationId)}
                  size="sm"
                  // One per meeting: says which (a screen reader lists the links apart).
                  aria-label={t('card.action_label', {
                    action: t('mine.open_session'),
                    meeting: t('card.label', { name: personName(otherPerson(r, meId)), time: slotRange(r) }),
                  })}
                >
                  <Group gap={4} wrap="nowrap">
                    {t('mine.open_session')}
                    <IconArrowRight size={14} aria-hidden />
                  </Group>
                </Anchor>
              }
            />
          ))}
        </MeetingSection>
      ))}
    </Stack>
  );
}

/** The event's B2B sessions with their meeting counts, each leading to its grid. */
function OrganiserSessions({ event }: { event: EventDetails }) {
  const { t } = useTranslation('meetings');
  const sessions = useEventSchedules(event.pkEventId);
  const b2b = (sessions.data?.list ?? []).filter((s) => s.sessionTypeCode === B2B_SESSION_TYPE_CODE);
  return (
    <Stack gap="xs" component="section" aria-labelledby="b2b-sessions" data-testid="b2b-sessions">
      <Title order={3} fz="md" id="b2b-sessions">
        {t('mine.sessions_title')}
      </Title>
      {sessions.isPending && <Skeleton h={80} role="status" aria-busy="true" aria-label={t('loading')} />}
      {sessions.isSuccess && b2b.length === 0 && (
        <Text size="sm" c="dimmed">
          {t('mine.no_sessions')}
        </Text>
      )}
      <SimpleGrid cols={{ base: 1, md: 2 }} spacing="sm">
        {b2b.map((s) => (
          <SessionCounts key={s.pkScheduleId} event={event} session={s} />
        ))}
      </SimpleGrid>
    </Stack>
  );
}

function SessionCounts({ event, session: s }: { event: EventDetails; session: Schedule }) {
  const { t } = useTranslation('meetings');
  const grid = useReservationGrid(s.pkScheduleId);
  const live = grid.data?.slots.flatMap((slot) => slot.reservations) ?? [];
  const accepted = live.filter((r) => r.status === 'accepted').length;
  const session = `${s.name}, ${formatDate(s.day)} ${s.startTime}`;
  return (
    <Card withBorder padding="md" radius="md" data-testid="b2b-session">
      <Stack gap={6}>
        <Text fw={600} style={{ overflowWrap: 'anywhere' }}>
          {s.name}
        </Text>
        <Text size="sm" c="dimmed">
          {formatDate(s.day)} {s.startTime}–{s.endTime}
          {s.hallName ? ` · ${s.hallName}` : ''}
        </Text>
        <Group gap="xs">
          <Badge color="teal" variant="light">
            {t('mine.accepted_count', { count: accepted })}
          </Badge>
          <Badge color="orange" variant="light">
            {t('mine.requested_count', { count: live.length - accepted })}
          </Badge>
        </Group>
        <Group gap="xs" mt={4}>
          {!event.isVirtual && (
            <Button
              component={Link}
              to={gridPath(event.pkEventId, s.pkScheduleId)}
              size="xs"
              variant="light"
              leftSection={<IconLayoutGrid size={14} />}
              aria-label={t('card.action_label', { action: t('timeline.grid'), meeting: session })}
            >
              {t('timeline.grid')}
            </Button>
          )}
          <Button
            component={Link}
            to={sessionTimelinePath(event.pkEventId, s.pkScheduleId)}
            size="xs"
            variant="subtle"
            aria-label={t('card.action_label', { action: t('mine.open_session'), meeting: session })}
          >
            {t('mine.open_session')}
          </Button>
        </Group>
      </Stack>
    </Card>
  );
}
