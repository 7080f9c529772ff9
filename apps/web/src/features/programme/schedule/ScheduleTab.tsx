import { sessionInterestedUsersPath, sessionTimelinePath } from '@portal/contracts/common/portal-links';
import type { EventDetails } from '@portal/contracts/events/events';
import type { Schedule } from '@portal/contracts/schedules/schedules';
import { Anchor, Badge, Button, Card, Group, Skeleton, Stack, Switch, Text, Title, VisuallyHidden } from '@mantine/core';
import { IconCalendarOff, IconClock, IconMapPin, IconMicrophone, IconPlus, IconUsers } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { EditAction, RowActions } from '../../../components/list/RowActions.tsx';
import { useDeleteSchedule, useEventSchedules, useSetNotInterested } from '../api/schedule-queries.ts';
import { CardDelete, EmptyList, LoadError, TabList } from '../components/programme-list.tsx';
import { AgendaFiles } from './AgendaFiles.tsx';
import { formatDay, groupByDay } from './agenda-days.ts';
import { cancelsMeetings, useMeetingsQuestion } from './meetings-question.ts';
import { ContentLanguageMark } from '../../../components/ContentLanguageMark.tsx';
import { SessionFormModal } from './SessionFormModal.tsx';

/**
 * The schedule tab (spec-1 "Agenda"): the sessions grouped by day. Registered attendees mark
 * sessions "not interested" and take their agenda as PDF or calendar; organisers add, edit and
 * delete sessions.
 */
export function ScheduleTab({ event }: { event: EventDetails }) {
  const { t } = useTranslation('programme');
  const schedules = useEventSchedules(event.pkEventId);
  const [editing, setEditing] = useState<{ saved: Schedule | null } | null>(null);
  const days = groupByDay(schedules.data?.list ?? []);
  const canManage = event.canManage;

  return (
    <>
      <TabList
        testId="schedule-tab"
        title={t('schedule.title')}
        subtitle={schedules.data && t('schedule.summary', { count: schedules.data.totalCount, attendees: schedules.data.interestedUsers })}
        actions={
          <Group gap="xs" wrap="wrap">
            {(schedules.data?.totalCount ?? 0) > 0 && <AgendaFiles eventId={event.pkEventId} hasMyAgenda={event.isAccepted} />}
            {canManage && (
              <Button
                leftSection={<IconPlus size={16} aria-hidden />}
                onClick={() => setEditing({ saved: null })}
                data-testid="add-session"
              >
                {t('schedule.add')}
              </Button>
            )}
          </Group>
        }
        toolbar={
          <LoadError show={schedules.isError}>
            <Button size="xs" variant="light" color="red" onClick={() => schedules.refetch()}>
              {t('try_again')}
            </Button>
          </LoadError>
        }
        items={schedules.data && days}
        loading={schedules.isPending}
        skeleton={
          <Stack gap="sm" role="status" aria-busy="true" aria-label={t('loading')}>
            <Skeleton h={24} w={160} />
            <Skeleton h={90} />
            <Skeleton h={90} />
          </Stack>
        }
        empty={
          <EmptyList
            icon={IconCalendarOff}
            title={t('schedule.empty_title')}
            text={t(canManage ? 'schedule.empty_organiser' : 'schedule.empty_text')}
            testId="schedule-empty"
          />
        }
      >
        {(list) =>
          list.map(({ day, sessions }) => (
            <Stack key={day} gap="xs" component="section" aria-labelledby={`day-${day}`} data-testid="agenda-day">
              <Title order={3} fz="lg" id={`day-${day}`}>
                {formatDay(day)}
              </Title>
              {sessions.map((s) => (
                <SessionCard key={s.pkScheduleId} event={event} session={s} onEdit={() => setEditing({ saved: s })} />
              ))}
            </Stack>
          ))
        }
      </TabList>
      {canManage && (
        <SessionFormModal event={event} saved={editing?.saved ?? null} opened={editing !== null} onClose={() => setEditing(null)} />
      )}
    </>
  );
}

function SessionCard({ event, session: s, onEdit }: { event: EventDetails; session: Schedule; onEdit: () => void }) {
  const { t } = useTranslation('programme');
  const askMeetings = useMeetingsQuestion();
  const remove = useDeleteSchedule(event.pkEventId);
  const interest = useSetNotInterested(event.pkEventId);
  const eventId = event.pkEventId;
  // Names the card's controls for screen readers: two sessions may share a name ("Coffee break"
  // on both days), their day and start tell them apart.
  const label = `${s.name}, ${formatDay(s.day)} ${s.startTime}`;

  // A delete that cancels the session's meetings asks again; declined, nothing more is said.
  const onDelete = () =>
    remove.mutateAsync({ id: s.pkScheduleId }).catch(async (err) => {
      if (!cancelsMeetings(err)) throw err;
      err.handled = true;
      if (!(await askMeetings(err))) throw err;
      return remove.mutateAsync({ id: s.pkScheduleId, confirm: true });
    });

  return (
    <Card withBorder padding="md" data-testid="session-card" data-session-id={s.pkScheduleId} bg={s.isNotInterested ? 'gray.0' : undefined}>
      <Group justify="space-between" align="flex-start" gap="sm" wrap="wrap">
        <Stack gap={4} style={{ flex: '1 1 260px', minWidth: 0 }}>
          <Group gap="xs" wrap="wrap">
            <Group gap={4} wrap="nowrap">
              <IconClock size={16} aria-hidden />
              <Text fw={700} size="sm" data-testid="session-time">
                {s.startTime}–{s.endTime}
              </Text>
            </Group>
            <Badge variant="light" color={s.sessionTypeCode === '5' ? 'teal' : s.sessionTypeCode === '7' ? 'gray' : 'brand'}>
              {s.sessionTypeName}
            </Badge>
            {s.isNotInterested && (
              <Badge variant="outline" color="gray">
                {t('schedule.not_interested_badge')}
              </Badge>
            )}
          </Group>
          <Anchor
            component={Link}
            to={sessionTimelinePath(eventId, s.pkScheduleId)}
            fw={600}
            style={{ overflowWrap: 'anywhere' }}
            data-testid="session-name-link"
          >
            {s.name}
          </Anchor>
          <ContentLanguageMark language={s.textLanguages.name} />
          {s.speakers.length > 0 && (
            <Group gap={4} wrap="nowrap" align="flex-start">
              <IconMicrophone size={16} aria-hidden style={{ flexShrink: 0, marginTop: 2 }} />
              <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
                <VisuallyHidden>{t('schedule.speakers')}: </VisuallyHidden>
                {s.speakers.map((p) => p.fullName).join(', ')}
              </Text>
            </Group>
          )}
          {s.hallName && (
            <Group gap={4} wrap="nowrap">
              <IconMapPin size={16} aria-hidden style={{ flexShrink: 0 }} />
              <Text size="sm">
                <VisuallyHidden>{t('schedule.hall')}: </VisuallyHidden>
                {s.hallName}
              </Text>
            </Group>
          )}
        </Stack>
        <Stack gap="xs" align="flex-end">
          <Anchor
            component={Link}
            to={sessionInterestedUsersPath(eventId, s.pkScheduleId)}
            size="sm"
            // One such link per session: its name says which one (a screen reader lists them apart).
            aria-label={t('schedule.interested_label', { count: s.numberOfInterestedUsers, name: label })}
            data-testid="interested-count"
          >
            <Group gap={4} wrap="nowrap">
              <IconUsers size={16} aria-hidden />
              {t('schedule.interested', { count: s.numberOfInterestedUsers })}
            </Group>
          </Anchor>
          {event.isAccepted && (
            <Switch
              label={t('schedule.not_interested')}
              aria-label={t('schedule.not_interested_label', { name: label })}
              // The switch moves at once; the list reloads with the server's answer.
              checked={interest.isPending && interest.variables ? interest.variables.notInterested : s.isNotInterested}
              disabled={interest.isPending}
              onChange={(e) => interest.mutate({ id: s.pkScheduleId, notInterested: e.currentTarget.checked })}
              data-testid="not-interested"
            />
          )}
          {event.canManage && (
            <RowActions>
              <EditAction
                label={t('schedule.edit_label', { name: label })}
                tooltip={t('actions.edit')}
                onClick={onEdit}
                testId="edit-session"
              />
              <CardDelete section="schedule" name={label} run={onDelete} testId="delete-session" />
            </RowActions>
          )}
        </Stack>
      </Group>
    </Card>
  );
}
