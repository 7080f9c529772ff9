import { ReportFileName } from '@portal/contracts/reports/report-files';
import type { EventDetails } from '@portal/contracts/events/events';
import type { MySession, Reservation } from '@portal/contracts/meetings/reservations';
import type { Schedule } from '@portal/contracts/schedules/schedules';
import { Alert, Button, Group, SimpleGrid, Skeleton, Stack, Text, Title } from '@mantine/core';
import { IconCalendarPlus, IconFileSpreadsheet, IconInfoCircle, IconLayoutGrid, IconUsersGroup, IconWand } from '@tabler/icons-react';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { ListEmptyState } from '../../../components/list/ListEmptyState.tsx';
import { useLiveArrivals } from '../../../lib/live-events.ts';
import { useCurrentUser } from '../../../session/useSession.ts';
import { useUserEventStatus } from '../../events/api/event-queries.ts';
import { meetingKeys } from '../api/meeting-keys.ts';
import { useMeetingPlace, useMySession } from '../api/meeting-queries.ts';
import { personSheet } from '../api/meetings.api.ts';
import { MeetingCard } from '../components/MeetingCard.tsx';
import { MeetingSection } from '../components/MeetingSection.tsx';
import { type MeetingGroup, meetingGroup } from '../components/meeting-format.ts';
import { gridPath, schedulerPath } from '../components/meeting-paths.ts';
import { MeetingRequestDialog } from '../components/MeetingRequestDialog.tsx';
import { ReportButton } from '../../../components/reports/ReportButton.tsx';
import { MeetingWishesCard } from '../wishes/MeetingWishesCard.tsx';
import { AvailabilityCard } from './AvailabilityCard.tsx';
import { SlotList } from './SlotList.tsx';

const GROUPS: MeetingGroup[] = ['incoming', 'outgoing', 'accepted', 'closed'];

/**
 * The meetings part of a B2B session's timeline: the caller's availability, meetings (requests to
 * answer, sent, confirmed, closed) and the session's slots; requesting and moving meetings; the
 * organisers' table view and the attendee's spreadsheet in the header.
 */
export function SessionMeetings({ event, schedule }: { event: EventDetails; schedule: Schedule }) {
  const { t, ready } = useTranslation('meetings');
  const me = useCurrentUser();
  const meId = me?.id ?? 0;
  const status = useUserEventStatus(event.pkEventId);
  const registered = !!status.data?.isAccepted && !status.data.isBlocked;
  const organiser = event.canManage;
  const session = useMySession(schedule.pkScheduleId);
  const virtual = session.data?.isVirtual ?? event.isVirtual;
  const place = useMeetingPlace(schedule.pkScheduleId, virtual);
  const [params] = useSearchParams();
  const highlight = Number(params.get('reservationId')) || 0;
  const [dialog, setDialog] = useState<{ reschedule: Reservation | null } | null>(null);
  const s = session.data;
  const queryClient = useQueryClient();
  // A request, answer or move by the other person arrives as a notification: the meetings reload.
  useLiveArrivals(() => void queryClient.invalidateQueries({ queryKey: meetingKeys.schedule(schedule.pkScheduleId) }));
  const tableCount = s?.tableCount ?? schedule.hallTableCount ?? 0;

  if (!ready) return <Skeleton h={160} />;
  return (
    <Stack gap="md" component="section" aria-labelledby="meetings-title" data-testid="session-meetings">
      <Group justify="space-between" align="flex-start" wrap="wrap" gap="sm">
        <div style={{ minWidth: 0 }}>
          <Title order={3} fz="lg" id="meetings-title">
            {t('timeline.title')}
          </Title>
          <Text size="sm" c="dimmed">
            {virtual
              ? t('timeline.subtitle_virtual', { minutes: schedule.meetingSlotMinutes })
              : t('timeline.subtitle', { count: tableCount, minutes: schedule.meetingSlotMinutes })}
          </Text>
        </div>
        <Group gap="xs" wrap="wrap">
          {organiser && !virtual && (
            <Button
              component={Link}
              to={gridPath(event.pkEventId, schedule.pkScheduleId)}
              variant="default"
              leftSection={<IconLayoutGrid size={16} />}
              data-testid="meetings-grid-link"
            >
              {t('timeline.grid')}
            </Button>
          )}
          {organiser && (
            <Button
              component={Link}
              to={schedulerPath(event.pkEventId, schedule.pkScheduleId)}
              variant="default"
              leftSection={<IconWand size={16} />}
              data-testid="meetings-scheduler-link"
            >
              {t('timeline.scheduler')}
            </Button>
          )}
          {registered && !organiser && (
            <ReportButton
              variant="default"
              file={{
                key: 'mine',
                load: () => personSheet(schedule.pkScheduleId, meId),
                fileName: ReportFileName.scheduleReservations,
                title: t('timeline.export_mine'),
              }}
              label={t('timeline.export_mine')}
              icon={<IconFileSpreadsheet size={16} aria-hidden />}
              testId="meetings-export-mine"
            />
          )}
          {registered && (
            <Button
              leftSection={<IconCalendarPlus size={16} />}
              onClick={() => setDialog({ reschedule: null })}
              data-testid="meeting-request"
            >
              {t('timeline.request')}
            </Button>
          )}
        </Group>
      </Group>
      {status.isSuccess && !registered && (
        <Alert
          variant="light"
          color={organiser ? 'blue' : 'gray'}
          icon={<IconInfoCircle size={18} />}
          data-testid="meetings-not-registered"
        >
          {organiser ? t('timeline.organiser_note') : status.data.isBlocked ? t('timeline.blocked_note') : t('timeline.register_note')}
        </Alert>
      )}
      {session.isPending && <Skeleton h={160} role="status" aria-busy="true" aria-label={t('loading')} />}
      {session.isError && <Alert color="red">{t('load_error')}</Alert>}
      {s && (
        <>
          {registered && (
            <SimpleGrid cols={{ base: 1, md: 2 }} spacing="md">
              <AvailabilityCard key={`${s.availableFrom}-${s.availableTo}`} session={s} />
              <SlotList session={s} meId={meId} />
            </SimpleGrid>
          )}
          {registered && <MeetingWishesCard eventId={event.pkEventId} scheduleId={schedule.pkScheduleId} meId={meId} />}
          {registered && (
            <MeetingGroups
              session={s}
              meId={meId}
              highlight={highlight}
              onlineLink={place.data?.onlineLink ?? null}
              onReschedule={(r) => setDialog({ reschedule: r })}
              onRequest={() => setDialog({ reschedule: null })}
            />
          )}
        </>
      )}
      <MeetingRequestDialog
        opened={dialog !== null}
        onClose={() => setDialog(null)}
        reschedule={dialog?.reschedule ?? null}
        eventId={event.pkEventId}
        scheduleId={schedule.pkScheduleId}
        meId={meId}
        tableCount={tableCount}
        isVirtual={virtual}
      />
    </Stack>
  );
}

interface GroupsProps {
  session: MySession;
  meId: number;
  highlight: number;
  onlineLink: string | null;
  onReschedule: (r: Reservation) => void;
  onRequest: () => void;
}

/** The caller's meetings by what they need: to answer, sent, confirmed, closed. */
function MeetingGroups({ session, meId, highlight, onlineLink, onReschedule, onRequest }: GroupsProps) {
  const { t } = useTranslation('meetings');
  if (session.reservations.length === 0) {
    return (
      <ListEmptyState
        card
        icon={<IconUsersGroup size={28} />}
        title={t('timeline.empty_title')}
        text={t('timeline.empty_text')}
        actions={
          // Not "Request a meeting" again: the header has that button, a screen reader lists both.
          <Button variant="light" onClick={onRequest}>
            {t('timeline.request_first')}
          </Button>
        }
        testId="meetings-empty"
      />
    );
  }
  return (
    <Stack gap="lg">
      {GROUPS.map((group) => {
        const list = session.reservations.filter((r) => meetingGroup(r, meId) === group);
        if (list.length === 0) return null;
        return (
          <MeetingSection
            key={group}
            id={`meetings-${group}`}
            order={4}
            title={t(`timeline.groups.${group}`)}
            count={list.length}
            testId={`meetings-${group}`}
          >
            {list.map((r) => (
              <MeetingCard
                key={r.pkUserReservationId}
                reservation={r}
                meId={meId}
                onlineLink={onlineLink}
                highlighted={r.pkUserReservationId === highlight}
                onReschedule={onReschedule}
              />
            ))}
          </MeetingSection>
        );
      })}
    </Stack>
  );
}
