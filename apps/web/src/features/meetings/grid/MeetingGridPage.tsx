import { ReportFileName } from '@portal/contracts/reports/report-files';
import type { EventDetails } from '@portal/contracts/events/events';
import { type Reservation, ReservationStatus } from '@portal/contracts/meetings/reservations';
import { B2B_SESSION_TYPE_CODE } from '@portal/contracts/schedules/schedules';
import { Alert, Button, Group, SegmentedControl, Skeleton, Stack, TextInput } from '@mantine/core';
import { IconFileSpreadsheet, IconPrinter, IconSearch, IconWand } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useSchedule } from '../../programme/api/schedule-queries.ts';
import { useReservationGrid } from '../api/meeting-queries.ts';
import { sessionSheet } from '../api/meetings.api.ts';
import { personName } from '../components/meeting-format.ts';
import { schedulerPath } from '../components/meeting-paths.ts';
import { SessionPageHeader } from '../components/SessionPageHeader.tsx';
import { useMeetingsScheduleId } from '../components/useRouteScheduleId.ts';
import { ReportButton } from '../../../components/reports/ReportButton.tsx';
import { MeetingGrid } from './MeetingGrid.tsx';
import classes from './meeting-grid.module.css';

type StatusFilter = 'all' | typeof ReservationStatus.requested | typeof ReservationStatus.accepted;

/** Whether a meeting matches the grid's name/company search. */
const matches = (r: Reservation, text: string) =>
  !text ||
  [personName(r.reservingUser), personName(r.reservedUser), r.reservingUser.company ?? '', r.reservedUser.company ?? '']
    .join(' ')
    .toLocaleLowerCase()
    .includes(text.toLocaleLowerCase());

/** /schedule/timeline/{scheduleId}/grid: the organisers' view of a B2B session's meetings, printable and exportable. */
export function MeetingGridPage({ event }: { event: EventDetails }) {
  const { t } = useTranslation('meetings');
  const scheduleId = useMeetingsScheduleId();
  const session = useSchedule(event.pkEventId, scheduleId);
  const grid = useReservationGrid(scheduleId);
  const [search, setSearch] = useState('');
  const [status, setStatus] = useState<StatusFilter>('all');
  const s = session.data;
  const notB2b = !!s && s.sessionTypeCode !== B2B_SESSION_TYPE_CODE;
  const meetings = grid.data?.slots.flatMap((slot) => slot.reservations) ?? [];
  const shows = (r: Reservation) => (status === 'all' || r.status === status) && matches(r, search.trim());
  const shown = meetings.filter(shows).length;

  return (
    <Stack gap="md" className={classes.printArea} data-testid="meeting-grid-page">
      <SessionPageHeader
        eventId={event.pkEventId}
        scheduleId={scheduleId}
        session={s}
        title={s ? t('grid.title', { name: s.name }) : t('grid.title_plain')}
        facts={` · ${t('grid.count', { count: meetings.length })}`}
        noPrint={classes.noPrint}
        actions={
          <Group gap="xs" className={classes.noPrint}>
            <Button
              component={Link}
              to={schedulerPath(event.pkEventId, scheduleId)}
              variant="default"
              leftSection={<IconWand size={16} />}
              data-testid="grid-scheduler-link"
            >
              {t('timeline.scheduler')}
            </Button>
            <Button variant="default" leftSection={<IconPrinter size={16} />} onClick={() => window.print()} data-testid="grid-print">
              {t('grid.print')}
            </Button>
            <ReportButton
              variant="filled"
              file={{
                key: 'session',
                load: () => sessionSheet(scheduleId),
                fileName: ReportFileName.scheduleReservations,
                title: t('grid.export'),
              }}
              label={t('grid.export')}
              icon={<IconFileSpreadsheet size={16} aria-hidden />}
              testId="grid-export"
            />
          </Group>
        }
      />
      <Group gap="sm" align="flex-end" wrap="wrap" className={classes.noPrint}>
        <TextInput
          label={t('grid.search')}
          placeholder={t('grid.search_placeholder')}
          leftSection={<IconSearch size={16} aria-hidden />}
          value={search}
          onChange={(e) => setSearch(e.currentTarget.value)}
          style={{ flex: '1 1 220px', maxWidth: 360 }}
          data-testid="grid-search"
        />
        <SegmentedControl
          aria-label={t('grid.status')}
          value={status}
          onChange={(v) => setStatus(v as StatusFilter)}
          data={[
            { value: 'all', label: t('grid.all') },
            { value: ReservationStatus.accepted, label: t('status.accepted') },
            { value: ReservationStatus.requested, label: t('status.requested') },
          ]}
          data-testid="grid-status"
        />
      </Group>
      {notB2b && (
        <Alert variant="light" color="gray" data-testid="grid-not-b2b">
          {t('grid.not_b2b')}
        </Alert>
      )}
      {grid.isPending && !notB2b && <Skeleton h={240} role="status" aria-busy="true" aria-label={t('loading')} />}
      {grid.isError && <Alert color="red">{t('load_error')}</Alert>}
      {grid.data && !notB2b && (
        <>
          {meetings.length > 0 && shown === 0 && (
            <Alert variant="light" color="gray" className={classes.noPrint}>
              {t('grid.no_match')}
            </Alert>
          )}
          {meetings.length === 0 && (
            <Alert variant="light" color="blue" className={classes.noPrint} data-testid="grid-empty">
              {t('grid.empty')}
            </Alert>
          )}
          <MeetingGrid grid={grid.data} shows={shows} isVirtual={event.isVirtual} />
        </>
      )}
    </Stack>
  );
}
