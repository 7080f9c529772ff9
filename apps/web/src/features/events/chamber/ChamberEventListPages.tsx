import { EventStatus, type EventStatusValue } from '@portal/contracts/events/events';
import { Button, SegmentedControl } from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { EVENT_LIST_PARAMS, EventList } from '../components/EventList.tsx';
import { chamberEventsQuery, deletedEventsQuery } from '../api/event-list-queries.ts';
import { eventFormPath, useEventActions } from './useEventActions.tsx';

const STATUS_PARAM = 'status';
const statusFilters = { all: null, draft: EventStatus.draft, announced: EventStatus.announced, active: EventStatus.active } as const;
type StatusFilter = keyof typeof statusFilters;
const isStatusFilter = (v: string | null): v is StatusFilter => !!v && v in statusFilters;

function AddEventButton() {
  const { t } = useTranslation('events-chamber');
  return (
    <Button component={Link} to={eventFormPath()} leftSection={<IconPlus size={16} aria-hidden />}>
      {t('lists.create_first')}
    </Button>
  );
}

/** /event-management/chamber-events: every event of the chamber (own and assisted), with a status switch. */
export function ChamberEventsPage() {
  const { t } = useTranslation('events-chamber');
  const [params, setParams] = useSearchParams();
  const raw = params.get(STATUS_PARAM);
  const status: StatusFilter = isStatusFilter(raw) ? raw : 'all';
  const eventStatus = statusFilters[status];
  const actions = useEventActions();
  const setStatus = (value: string) =>
    setParams(
      (prev) => {
        const next = new URLSearchParams(prev);
        if (value === 'all') next.delete(STATUS_PARAM);
        else next.set(STATUS_PARAM, value);
        next.delete(EVENT_LIST_PARAMS.page);
        return next;
      },
      { replace: true },
    );
  return (
    <EventList
      testId="chamber-events"
      title={t('lists.chamber.title')}
      subtitle={t('lists.chamber.subtitle')}
      eventsQuery={(f) => chamberEventsQuery({ ...f, eventStatus })}
      filtered={status !== 'all'}
      toolbar={
        <SegmentedControl
          value={status}
          onChange={setStatus}
          aria-label={t('lists.status_label')}
          data={(Object.keys(statusFilters) as StatusFilter[]).map((key) => ({ value: key, label: t(`lists.status.${key}`) }))}
          style={{ alignSelf: 'flex-start', maxWidth: '100%', overflowX: 'auto' }}
        />
      }
      renderActions={actions}
      emptyTitle={t('lists.chamber.empty_title')}
      emptyText={t('lists.chamber.empty_text')}
      emptyAction={<AddEventButton />}
    />
  );
}

function StatusList({ kind, eventStatus }: { kind: 'history' | 'announced'; eventStatus: EventStatusValue }) {
  const { t } = useTranslation('events-chamber');
  const actions = useEventActions();
  return (
    <EventList
      testId={`${kind}-events`}
      title={t(`lists.${kind}.title`)}
      subtitle={t(`lists.${kind}.subtitle`)}
      eventsQuery={(f) => chamberEventsQuery({ ...f, eventStatus })}
      renderActions={actions}
      emptyTitle={t(`lists.${kind}.empty_title`)}
      emptyText={t(`lists.${kind}.empty_text`)}
      emptyAction={kind === 'announced' ? <AddEventButton /> : undefined}
    />
  );
}

/** /event-management/event-history: the chamber's finished events. */
export const EventHistoryPage = () => <StatusList kind="history" eventStatus={EventStatus.finished} />;

/** /event-management/announced-events: announced events that have not started. */
export const AnnouncedEventsPage = () => <StatusList kind="announced" eventStatus={EventStatus.announced} />;

/** /event-management/deleted-events: read-only cards of the chamber's deleted events. */
export function DeletedEventsPage() {
  const { t } = useTranslation('events-chamber');
  return (
    <EventList
      testId="deleted-events"
      title={t('lists.deleted.title')}
      subtitle={t('lists.deleted.subtitle')}
      eventsQuery={deletedEventsQuery}
      cardLink={() => null}
      emptyTitle={t('lists.deleted.empty_title')}
      emptyText={t('lists.deleted.empty_text')}
    />
  );
}
