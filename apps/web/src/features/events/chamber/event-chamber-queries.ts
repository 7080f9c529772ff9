import type { chambersWithEvent, eventChamberList } from '@portal/contracts/events/event-chambers';
import type {
  ChamberEventSearch,
  EventDetails,
  EventModel,
  EventPage,
  EventSearch,
  eventPlaceTypeList,
  PredefinedTheme,
} from '@portal/contracts/events/events';
import { useMutation, useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import { api } from '../../../api/client.ts';
import { useInvalidateEvent } from '../details/event-queries.ts';
import { eventKeys } from '../event-keys.ts';
import { toEventModel } from './event-form.ts';

export type EventChamber = z.infer<typeof eventChamberList>[number];
export type ChamberWithEvent = z.infer<typeof chambersWithEvent>['chambers'][number];
export type EventPlaceTypeItem = z.infer<typeof eventPlaceTypeList>[number];

/** search-events-in-my-chamber: the chamber's own and assisted events, by status (null: all); for EventList. */
export const chamberEventsQuery = (search: ChamberEventSearch) => ({
  queryKey: eventKeys.list('chamber', search),
  queryFn: () => api.post<EventPage>('api/Events/search-events-in-my-chamber', search),
});

export const deletedEventsQuery = (search: EventSearch) => ({
  queryKey: eventKeys.list('deleted', search),
  queryFn: () => api.post<EventPage>('api/Events/search-deleted-events-in-my-chamber', search),
});

export const usePredefinedThemes = () =>
  useQuery({
    queryKey: eventKeys.themes,
    staleTime: Number.POSITIVE_INFINITY,
    queryFn: () => api.get<PredefinedTheme[]>('api/Events/get-all-predefined-themes'),
  });

export const useEventPlaceTypes = () =>
  useQuery({
    queryKey: eventKeys.placeTypes,
    staleTime: Number.POSITIVE_INFINITY,
    queryFn: () => api.get<EventPlaceTypeItem[]>('api/EventPlaceTypes/'),
  });

/** POST api/Events/ (new) or PUT api/Events/{id}; field errors come back to the form. */
export function useSaveEvent() {
  const invalidate = useInvalidateEvent();
  return useMutation({
    mutationFn: ({ id, model }: { id: number | null; model: EventModel }) =>
      id
        ? api.put<EventDetails>(`api/Events/${id}`, model, { quiet: true })
        : api.post<EventDetails>('api/Events/', model, { quiet: true }),
    onSuccess: (saved) => invalidate(saved.pkEventId),
  });
}

/** Announcing is an edit of the whole event with isAnnounced set: read the current event, then save it. */
export function useAnnounceEvent() {
  const invalidate = useInvalidateEvent();
  return useMutation({
    mutationFn: async (id: number) => {
      const current = await api.get<EventDetails>(`api/Events/${id}`);
      return api.put<EventDetails>(`api/Events/${id}`, { ...toEventModel(current), isAnnounced: true });
    },
    onSuccess: (_saved, id) => invalidate(id),
  });
}

export function useUpdateEventTheme() {
  const invalidate = useInvalidateEvent();
  return useMutation({
    mutationFn: (body: { fkEventId: number; fkPredefinedThemeId: number | null }) =>
      api.post<unknown>('api/Events/update-event-theme', body),
    onSuccess: (_answer, body) => invalidate(body.fkEventId),
  });
}

export const useEventChambers = (eventId: number) =>
  useQuery({
    queryKey: eventKeys.chambers(eventId),
    queryFn: () => api.get<EventChamber[]>(`api/EventChambers/chambers/${eventId}`),
  });

/** Every chamber with its part in this event, to offer the ones not taking part yet. */
export const useChambersWithEvent = (eventId: number, enabled: boolean) =>
  useQuery({
    queryKey: [...eventKeys.chambers(eventId), 'all'],
    enabled,
    queryFn: () => api.post<z.infer<typeof chambersWithEvent>>('api/Chambers/get-all-with-event-chambers', { fkEventId: eventId }),
    select: (data) => data.chambers,
  });

export function useAddAssistant() {
  const invalidate = useInvalidateEvent();
  return useMutation({
    mutationFn: (body: { fkEventId: number; fkChamberId: number }) => api.post<unknown>('api/EventChambers/add-assistant', body),
    onSuccess: (_answer, body) => invalidate(body.fkEventId),
  });
}

export function useRemoveAssistant() {
  const invalidate = useInvalidateEvent();
  return useMutation({
    mutationFn: ({ chamberId, eventId }: { chamberId: number; eventId: number }) =>
      api.delete<unknown>(`api/EventChambers/remove-assistant/${chamberId}/${eventId}`),
    onSuccess: (_answer, v) => invalidate(v.eventId),
  });
}
