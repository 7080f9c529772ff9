import type { Schedule } from '@portal/contracts/schedules/schedules';
import { Button, Group, Stack, Text, Title } from '@mantine/core';
import { IconCalendarOff, IconPrinter } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { isDeniedOrMissing, useRefusalRedirect } from '../../../api/useRefusalRedirect.ts';
import { formatPortalDay } from '../../../i18n/portal-time.ts';
import { useEventDetails } from '../../events/api/event-queries.ts';
import { useEventSchedules } from '../api/schedule-queries.ts';
import { EmptyList, ListSkeleton, LoadError } from '../components/programme-list.tsx';
import { formatDay, groupByDay, speakerLine } from './agenda-days.ts';
import classes from './AgendaPrintPage.module.css';
import { BackToAgenda } from './BackToAgenda.tsx';

/** The route's :eventId as a number, or 0 when it is missing or not an id. */
function useRouteEventId(): number {
  const id = Number(useParams().eventId);
  return Number.isInteger(id) && id > 0 ? id : 0;
}

/**
 * /schedule/print: the event's programme for paper, grouped by day (time, name, type, speakers,
 * hall). Printing leaves out the app's top bar and menu and starts each day on a new page.
 */
export function AgendaPrintPage() {
  const { t } = useTranslation('programme');
  const eventId = useRouteEventId();
  const event = useEventDetails(eventId || null);
  const schedules = useEventSchedules(eventId);
  const days = groupByDay(schedules.data?.list ?? []);
  const e = event.data;
  const dates = e ? [formatPortalDay(e.startDate), formatPortalDay(e.endDate)].filter((d, i, all) => all.indexOf(d) === i).join(' – ') : '';
  const place = e ? [e.venue, e.eventPlace].filter(Boolean).join(', ') : '';
  // An event the caller may not see, or none: the 403 or 404 page rather than a load error.
  useRefusalRedirect(event.error ?? schedules.error, eventId === 0);
  const refused = isDeniedOrMissing(event.error) || isDeniedOrMissing(schedules.error);

  return (
    <Stack gap="lg" className={classes.page} data-testid="agenda-print">
      <Group justify="space-between" gap="sm" wrap="wrap" className={classes.noPrint}>
        <BackToAgenda eventId={eventId} />
        <Button
          leftSection={<IconPrinter size={16} aria-hidden />}
          onClick={() => window.print()}
          disabled={!schedules.data}
          data-testid="agenda-print-button"
        >
          {t('schedule.print.print')}
        </Button>
      </Group>
      <Stack gap={4}>
        <Title order={1} fz={{ base: 24, sm: 28 }} style={{ overflowWrap: 'anywhere' }}>
          {e ? t('schedule.print.title', { name: e.name }) : t('schedule.title')}
        </Title>
        {e && (
          <Text c="dimmed" style={{ overflowWrap: 'anywhere' }}>
            {[dates, place, e.chamberName].filter(Boolean).join(' · ')}
          </Text>
        )}
      </Stack>
      <LoadError show={(schedules.isError || event.isError) && !refused} />
      {schedules.isPending && <ListSkeleton h={240} />}
      {schedules.data && days.length === 0 && <EmptyList icon={IconCalendarOff} title={t('schedule.empty_title')} />}
      {days.map(({ day, sessions }) => (
        <section key={day} aria-labelledby={`print-day-${day}`} className={classes.day} data-testid="print-day">
          <Title order={2} fz="lg" id={`print-day-${day}`} className={classes.dayTitle} mb="xs">
            {formatDay(day)}
          </Title>
          <ol style={{ listStyle: 'none', padding: 0, margin: 0 }}>
            {sessions.map((s) => (
              <PrintedSession key={s.pkScheduleId} session={s} />
            ))}
          </ol>
        </section>
      ))}
    </Stack>
  );
}

function PrintedSession({ session: s }: { session: Schedule }) {
  const { t } = useTranslation('programme');
  return (
    <li className={classes.session} data-testid="print-session">
      <Text fw={700} size="sm">
        {s.startTime}–{s.endTime}
      </Text>
      <Stack gap={2} style={{ minWidth: 0 }}>
        <Text fw={600} style={{ overflowWrap: 'anywhere' }}>
          {s.name}
        </Text>
        <Text size="sm" c="dimmed">
          {[s.sessionTypeName, s.hallName && `${t('schedule.hall')}: ${s.hallName}`].filter(Boolean).join(' · ')}
        </Text>
        {s.speakers.length > 0 && (
          <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
            {t('schedule.speakers')}: {speakerLine(s.speakers)}
          </Text>
        )}
      </Stack>
    </li>
  );
}
