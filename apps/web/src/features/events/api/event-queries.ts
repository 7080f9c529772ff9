import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { eventKeys } from './event-keys.ts';
import {
  deleteEvent,
  getEvent,
  getEventInfo,
  getEventParticipants,
  getEventTheme,
  getUserEventStatus,
  setRegistrationState,
  withdrawFromEvent,
} from './events.api.ts';

const validId = (id: number | null | undefined): id is number => !!id && Number.isInteger(id) && id > 0;

/**
 * The event (GET api/Events/{id}), quiet: the event frame decides what 403 and 404 mean
 * (dont_have_invitation leads to /403), and the breadcrumb and the top bar read the same cached answer.
 */
export const eventDetailsQuery = (id: number) => ({ queryKey: eventKeys.details(id), queryFn: () => getEvent(id) });

export const useEventDetails = (id: number | null) => useQuery({ ...eventDetailsQuery(id ?? 0), enabled: validId(id) });

/** The two theme colours of an event (spec-1 section 4), for the top bar. */
export const useEventTheme = (id: number | null) =>
  useQuery({
    queryKey: eventKeys.theme(id ?? 0),
    queryFn: () => getEventTheme(id ?? 0),
    enabled: validId(id),
    staleTime: 5 * 60_000,
  });

/** The details page's figures (invited, accepted, companies, countries). */
export const useEventInfo = (id: number, enabled = true) =>
  useQuery({ queryKey: eventKeys.info(id), queryFn: () => getEventInfo(id), enabled });

export const useEventParticipants = (id: number) =>
  useQuery({ queryKey: [...eventKeys.event(id), 'participants'] as const, queryFn: () => getEventParticipants(id) });

/** The caller's registration status on the event (spec-2 "User event status"). */
export const useUserEventStatus = (id: number | null, enabled = true) =>
  useQuery({ queryKey: eventKeys.status(id ?? 0), queryFn: () => getUserEventStatus(id ?? 0), enabled: enabled && validId(id) });

/** After a write to an event: everything under its key, and the lists that show it. */
export function useInvalidateEvent() {
  const qc = useQueryClient();
  return (id: number) =>
    Promise.all([qc.invalidateQueries({ queryKey: eventKeys.event(id) }), qc.invalidateQueries({ queryKey: eventKeys.lists })]);
}

export function useSetRegistrationState(id: number) {
  const invalidate = useInvalidateEvent();
  return useMutation({ mutationFn: (action: 'start' | 'end') => setRegistrationState(id, action), onSuccess: () => invalidate(id) });
}

export function useDeleteEvent() {
  const qc = useQueryClient();
  return useMutation({ mutationFn: (id: number) => deleteEvent(id), onSuccess: () => qc.invalidateQueries({ queryKey: eventKeys.lists }) });
}

/** A public event's attendee leaves it. */
export function useWithdrawFromEvent() {
  const invalidate = useInvalidateEvent();
  return useMutation({ mutationFn: (id: number) => withdrawFromEvent(id), onSuccess: (_, id) => invalidate(id) });
}
