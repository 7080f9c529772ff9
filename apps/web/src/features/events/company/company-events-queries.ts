import type { EventPage, EventSearch, EventSummary, MyEventSearch } from '@portal/contracts/events/events';
import { api } from '../../../api/client.ts';
import { eventKeys } from '../event-keys.ts';

/** search-my-events: events the caller is invited to; history lists the finished ones. For EventList. */
export const myEventsQuery = (search: MyEventSearch) => ({
  queryKey: eventKeys.list('my', search),
  queryFn: () => api.post<EventPage>('api/Events/search-my-events', search),
});

/** search-public-events: open to visitors too. */
export const publicEventsQuery = (search: EventSearch) => ({
  queryKey: eventKeys.list('public', search),
  queryFn: () => api.post<EventPage>('api/Events/search-public-events', search),
});

const FINISHED = 0;

/** Whether the caller can still register on a listed event: announced, registration open, not ended, invited or public. */
export function canRegisterFromList(event: EventSummary): boolean {
  return (
    event.isAnnounced &&
    event.eventStatus !== FINISHED &&
    event.isRegistrationStarted &&
    !event.isRegistrationEnded &&
    !event.isAccepted &&
    (event.isInvited || event.isPublic) &&
    !event.deletedAt
  );
}
