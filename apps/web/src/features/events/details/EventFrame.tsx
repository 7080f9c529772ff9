import { eventDetailsPath } from '@portal/contracts/common/portal-links';
import { Alert, Box, Button, Group, Paper, Skeleton, Stack } from '@mantine/core';
import { IconAlertTriangle } from '@tabler/icons-react';
import { createContext, type ReactNode, useContext, useEffect, useMemo, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useParams } from 'react-router';
import { isDeniedOrMissing, useRefusalRedirect } from '../../../api/useRefusalRedirect.ts';
import { EventHeader } from './EventHeader.tsx';
import type { EventDetails } from '@portal/contracts/events/events';
import { useEventDetails } from '../api/event-queries.ts';

type EventTab =
  | 'overview'
  | 'schedule'
  | 'hall'
  | 'speakers'
  | 'partners'
  | 'documents'
  | 'attendees'
  | 'organizers'
  | 'feedback'
  | 'branding';

interface EventFrameValue {
  eventId: number;
  event: EventDetails;
  refetch: () => void;
}

const EventFrameContext = createContext<EventFrameValue | null>(null);

/** The event an event details sub-page is about, loaded once by EventFrame. */
export function useEventFrame(): EventFrameValue {
  const value = useContext(EventFrameContext);
  if (!value) throw new Error('useEventFrame outside EventFrame');
  return value;
}

/** Gives children an event without the frame (component tests). */

/** The route's :eventId as a number, or null when it is missing or not an id. */
function useRouteEventId(): number | null {
  const { eventId } = useParams();
  const id = Number(eventId);
  return Number.isInteger(id) && id > 0 ? id : null;
}

/** The address of an event details sub-page. */
export const eventTabPath = (id: number, tab: EventTab = 'overview') =>
  tab === 'overview' ? eventDetailsPath(id) : `${eventDetailsPath(id)}/${tab}`;

interface Props {
  tab: EventTab;
  /** Buttons in the header band, e.g. the organiser's or the attendee's actions. */
  actions?: ReactNode | ((event: EventDetails) => ReactNode);
  children: ReactNode | ((event: EventDetails) => ReactNode);
}

/**
 * The frame of every event details sub-page: the header band in the event's theme, the tabs,
 * and the loaded event for the page (useEventFrame). 403 (dont_have_invitation) leads to /403 saying why,
 * a missing event to /404 (spec-1 section 4 "Event access").
 */
export function EventFrame({ tab, actions, children }: Props) {
  const { t, ready } = useTranslation('events');
  const _navigate = useNavigate();
  const eventId = useRouteEventId();
  const query = useEventDetails(eventId);
  const event = query.data;
  const error = query.error;
  const deniedOrMissing = isDeniedOrMissing(error);
  useRefusalRedirect(error, eventId === null);

  const value = useMemo(
    () => (event && eventId ? { eventId, event, refetch: () => void query.refetch() } : null),
    [event, eventId, query.refetch],
  );

  if (query.isError && !deniedOrMissing) {
    return (
      <Alert color="red" icon={<IconAlertTriangle size={18} />} title={t('frame.load_error_title')}>
        <Stack gap="xs" align="flex-start">
          {t('frame.load_error_text')}
          <Button size="xs" variant="light" color="red" onClick={() => query.refetch()}>
            {t('frame.try_again')}
          </Button>
        </Stack>
      </Alert>
    );
  }
  if (!value || !ready) return <EventFrameSkeleton />;

  return (
    <EventFrameContext.Provider value={value}>
      <Stack gap="lg" data-testid="event-frame" data-tab={tab}>
        <EventHeader event={value.event} actions={typeof actions === 'function' ? actions(value.event) : actions} />
        <EventTabs eventId={value.eventId} active={tab} canEdit={value.event.canEdit} canManage={value.event.canManage} />
        {typeof children === 'function' ? children(value.event) : children}
      </Stack>
    </EventFrameContext.Provider>
  );
}

function EventTabs({ eventId, active, canEdit, canManage }: { eventId: number; active: EventTab; canEdit: boolean; canManage: boolean }) {
  const { t } = useTranslation('events');
  // Organisers (assisting chambers too) read the feedback; the main chamber brands the event.
  const tabs: EventTab[] = [
    'overview',
    'schedule',
    'hall',
    'speakers',
    'partners',
    'documents',
    'attendees',
    'organizers',
    ...(canManage ? (['feedback'] as const) : []),
    ...(canEdit ? (['branding'] as const) : []),
  ];
  const viewport = useRef<HTMLDivElement>(null);
  const current = useRef<HTMLAnchorElement>(null);
  // On a phone the row scrolls sideways: the current tab is brought to the middle when it is out of
  // view (after the paint, when reading its place costs no layout of its own).
  // biome-ignore lint/correctness/useExhaustiveDependencies: again when another tab becomes the current one
  useEffect(() => {
    const row = viewport.current?.getBoundingClientRect();
    const tab = current.current?.getBoundingClientRect();
    if (!viewport.current || !row || !tab || (tab.left >= row.left && tab.right <= row.right)) return;
    viewport.current.scrollLeft += tab.left - row.left - (row.width - tab.width) / 2;
  }, [active]);
  return (
    // The browser's own sideways scrolling: Mantine's ScrollArea hid the overflow until its
    // scrollbar's effect ran, so right after a re-render (a language switch) the row was cut.
    <Box ref={viewport} style={{ overflowX: 'auto', scrollbarWidth: 'thin' }}>
      <Group
        component="nav"
        aria-label={t('frame.tabs_label')}
        gap={4}
        wrap="nowrap"
        pb={6}
        style={{ borderBottom: '1px solid var(--mantine-color-gray-3)' }}
      >
        {tabs.map((tab) => {
          const isCurrent = tab === active;
          return (
            <Button
              key={tab}
              ref={isCurrent ? current : undefined}
              component={Link}
              to={eventTabPath(eventId, tab)}
              variant={isCurrent ? 'light' : 'subtle'}
              color={isCurrent ? 'brand' : 'gray'}
              size="compact-md"
              aria-current={isCurrent ? 'page' : undefined}
              data-testid={`event-tab-${tab}`}
              style={{ flexShrink: 0 }}
            >
              {t(`frame.tabs.${tab}`)}
            </Button>
          );
        })}
      </Group>
    </Box>
  );
}

function EventFrameSkeleton() {
  return (
    <Stack gap="lg" aria-busy>
      <Paper p="xl" withBorder>
        <Skeleton height={14} width={180} mb="md" />
        <Skeleton height={28} width="60%" mb="md" />
        <Skeleton height={12} width="40%" />
      </Paper>
      <Skeleton height={34} width={360} />
      <Skeleton height={220} />
    </Stack>
  );
}
