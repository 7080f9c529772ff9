import type { ChamberEventSearch, EventSearch, MyEventSearch } from '@portal/contracts/events/events';
import { useQuery } from '@tanstack/react-query';
import { eventKeys } from './event-keys.ts';
import { getUpcomingEvents, searchChamberEvents, searchDeletedEvents, searchMyEvents, searchPublicEvents } from './events.api.ts';

/** The queries of the event list screens (key and function), for EventList. */

/** The chamber's own and assisted events, by status (null: all). */
export const chamberEventsQuery = (search: ChamberEventSearch) => ({
  queryKey: eventKeys.list('chamber', search),
  queryFn: () => searchChamberEvents(search),
});

export const deletedEventsQuery = (search: EventSearch) => ({
  queryKey: eventKeys.list('deleted', search),
  queryFn: () => searchDeletedEvents(search),
});

/** Events the caller is invited to; history lists the finished ones. */
export const myEventsQuery = (search: MyEventSearch) => ({
  queryKey: eventKeys.list('my', search),
  queryFn: () => searchMyEvents(search),
});

/** Open to visitors too. */
export const publicEventsQuery = (search: EventSearch) => ({
  queryKey: eventKeys.list('public', search),
  queryFn: () => searchPublicEvents(search),
});

/** The dashboard's next `count` events. */
export const useUpcomingEvents = (count: number, enabled: boolean) =>
  useQuery({ queryKey: [...eventKeys.lists, 'upcoming', count] as const, queryFn: () => getUpcomingEvents(count), enabled });
