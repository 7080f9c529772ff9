import type { EventDetails, EventInfo, eventThemeAnswer, eventWithSpecificInfo } from '@portal/contracts/events/events';
import type { UserEventStatus } from '@portal/contracts/events/invitations';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { api } from '../../../api/client.ts';
import { eventKeys } from '../event-keys.ts';

export type EventThemeAnswer = z.infer<typeof eventThemeAnswer>;
export type EventWithSpecificInfo = z.infer<typeof eventWithSpecificInfo>;
export type { EventDetails, EventInfo, UserEventStatus };

const validId = (id: number | null | undefined): id is number => !!id && Number.isInteger(id) && id > 0;

/**
 * GET api/Events/{id}, quiet: the event frame decides what 403 and 404 mean (dont_have_invitation
 * leads to /403), and the breadcrumb and the top bar read the same cached answer.
 */
export const eventDetailsQuery = (id: number) => ({
  queryKey: eventKeys.details(id),
  queryFn: () => api.get<EventDetails>(`api/Events/${id}`, { quiet: true }),
});

export const useEventDetails = (id: number | null) => useQuery({ ...eventDetailsQuery(id ?? 0), enabled: validId(id) });

/** The two theme colours of an event (spec-1 section 4), for the top bar. */
export const useEventTheme = (id: number | null) =>
  useQuery({
    queryKey: eventKeys.theme(id ?? 0),
    queryFn: () => api.get<EventThemeAnswer>(`api/Events/get-event-theme/${id}`, { quiet: true }),
    enabled: validId(id),
    staleTime: 5 * 60_000,
  });

/** The details page's figures (invited, accepted, companies, countries). */
export const useEventInfo = (id: number, enabled = true) =>
  useQuery({
    queryKey: eventKeys.info(id),
    queryFn: () => api.post<EventInfo>(`api/Events/get-event-info/${id}`, {}, { quiet: true }),
    enabled,
  });

export const useEventParticipants = (id: number) =>
  useQuery({
    queryKey: [...eventKeys.event(id), 'participants'] as const,
    queryFn: () => api.get<EventWithSpecificInfo>(`api/Events/get-event-with-specific-info/${id}`, { quiet: true }),
  });

/** The caller's registration status on the event (spec-2 "User event status"). */
export const useUserEventStatus = (id: number | null, enabled = true) =>
  useQuery({
    queryKey: eventKeys.status(id ?? 0),
    queryFn: () => api.get<UserEventStatus>(`api/Events/check-user-can-register-to-event/${id}`, { quiet: true }),
    enabled: enabled && validId(id),
  });

/** After a write to an event: everything under its key, and the lists that show it. */
export function useInvalidateEvent() {
  const qc = useQueryClient();
  return (id: number) =>
    Promise.all([qc.invalidateQueries({ queryKey: eventKeys.event(id) }), qc.invalidateQueries({ queryKey: eventKeys.lists })]);
}

export function useSetRegistrationState(id: number) {
  const invalidate = useInvalidateEvent();
  return useMutation({
    mutationFn: (action: 'start' | 'end') => api.post('api/Events/set-registration-state', { fkEventId: id, action }),
    onSuccess: () => invalidate(id),
  });
}

export function useDeleteEvent() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => api.delete(`api/Events/${id}`),
    onSuccess: () => qc.invalidateQueries({ queryKey: eventKeys.lists }),
  });
}

/** A public event's attendee leaves it (DELETE public-event-delete-invitation/{id}). */
export function useWithdrawFromEvent() {
  const invalidate = useInvalidateEvent();
  return useMutation({
    mutationFn: (id: number) => api.delete(`api/Events/public-event-delete-invitation/${id}`),
    onSuccess: (_, id) => invalidate(id),
  });
}
