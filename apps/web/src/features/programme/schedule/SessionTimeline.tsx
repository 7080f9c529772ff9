import { sessionInterestedUsersPath } from '@portal/contracts/common/portal-links';
import { B2B_SESSION_TYPE_CODE } from '@portal/contracts/schedules/schedules';
import type { EventDetails } from '@portal/contracts/events/events';
import type { Schedule } from '@portal/contracts/schedules/schedules';
import { Anchor, Badge, Card, Group, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { IconCalendarOff, IconClock, IconMapPin, IconMicrophone, IconUsers } from '@tabler/icons-react';
import type { ComponentType } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { isApiError } from '../../../api/api-error.ts';
import { RichTextView } from '../../../components/ui/RichTextView.tsx';
import { useSchedule } from '../api/schedule-queries.ts';
import { EmptyList, ListSkeleton, LoadError } from '../components/programme-list.tsx';
import { formatDay, speakerLine } from './agenda-days.ts';
import { BackToAgenda } from './BackToAgenda.tsx';
import { ContentLanguageMark } from '../../../components/ContentLanguageMark.tsx';
import { useRouteScheduleId } from './schedule-route.ts';

interface Props {
  event: EventDetails;
  /** The one-to-one meetings of a B2B session (the meetings feature, put in by the app). */
  Meetings?: ComponentType<{ event: EventDetails; schedule: Schedule }>;
}

/**
 * /schedule/timeline/{scheduleId}: a session's details and, for B2B meetings, the meetings part
 * (availability, meetings, slots) or, without it, the hall's numbered tables.
 */
export function SessionTimeline({ event, Meetings }: Props) {
  const { t } = useTranslation('programme');
  const scheduleId = useRouteScheduleId();
  const session = useSchedule(event.pkEventId, scheduleId);
  const s = session.data;
  const missing = scheduleId === 0 || (isApiError(session.error) && session.error.status === 404);
  const tables = s && s.sessionTypeCode === B2B_SESSION_TYPE_CODE ? (s.hallTableCount ?? 0) : 0;

  return (
    <Stack gap="md" data-testid="session-timeline">
      <BackToAgenda eventId={event.pkEventId} />
      {missing && <EmptyList icon={IconCalendarOff} title={t('timeline.missing')} />}
      <LoadError show={session.isError && !missing} />
      {session.isPending && !missing && <ListSkeleton h={160} />}
      {s && (
        <>
          <Card withBorder padding="lg">
            <Stack gap="xs">
              <Group gap="xs" wrap="wrap">
                <Badge variant="light">{s.sessionTypeName}</Badge>
              </Group>
              <Title order={2} fz={{ base: 20, sm: 24 }} style={{ overflowWrap: 'anywhere' }}>
                {s.name}
              </Title>
              <ContentLanguageMark language={s.textLanguages.name} />
              <Group gap="lg" wrap="wrap">
                <Group gap={4} wrap="nowrap">
                  <IconClock size={16} aria-hidden />
                  <Text size="sm">
                    {formatDay(s.day)} {s.startTime}–{s.endTime}
                  </Text>
                </Group>
                {s.hallName && (
                  <Group gap={4} wrap="nowrap">
                    <IconMapPin size={16} aria-hidden />
                    <Text size="sm">{s.hallName}</Text>
                  </Group>
                )}
                <Anchor component={Link} to={sessionInterestedUsersPath(event.pkEventId, s.pkScheduleId)} size="sm">
                  <Group gap={4} wrap="nowrap">
                    <IconUsers size={16} aria-hidden />
                    {t('schedule.interested', { count: s.numberOfInterestedUsers })}
                  </Group>
                </Anchor>
              </Group>
              {s.speakers.length > 0 && (
                <Group gap={4} wrap="nowrap" align="flex-start">
                  <IconMicrophone size={16} aria-hidden style={{ flexShrink: 0, marginTop: 2 }} />
                  <Text size="sm">{speakerLine(s.speakers)}</Text>
                </Group>
              )}
              {s.description && (
                <>
                  <ContentLanguageMark language={s.textLanguages.description} />
                  <RichTextView html={s.description} />
                </>
              )}
            </Stack>
          </Card>
          {s.sessionTypeCode === B2B_SESSION_TYPE_CODE && Meetings && <Meetings event={event} schedule={s} />}
          {s.sessionTypeCode === B2B_SESSION_TYPE_CODE && (!Meetings || event.canManage) && (
            <Stack gap="xs" component="section" aria-labelledby="tables-title">
              <Title order={3} fz="lg" id="tables-title">
                {t('timeline.tables_title')}
              </Title>
              <Text size="sm" c="dimmed">
                {tables === 0
                  ? t('timeline.no_tables')
                  : t(Meetings ? 'timeline.tables_meetings' : 'timeline.tables_text', { count: tables, minutes: s.meetingSlotMinutes })}
              </Text>
              {tables > 0 && (
                <SimpleGrid
                  cols={{ base: 4, xs: 6, sm: 8, md: 10 }}
                  spacing="xs"
                  component="ol"
                  style={{ listStyle: 'none', padding: 0, margin: 0 }}
                >
                  {Array.from({ length: tables }, (_, i) => i + 1).map((n) => (
                    <Card key={n} component="li" withBorder padding="xs" ta="center" data-testid="hall-table">
                      <Text size="xs" c="dimmed">
                        {t('timeline.table')}
                      </Text>
                      <Text fw={700}>{n}</Text>
                    </Card>
                  ))}
                </SimpleGrid>
              )}
            </Stack>
          )}
        </>
      )}
    </Stack>
  );
}
