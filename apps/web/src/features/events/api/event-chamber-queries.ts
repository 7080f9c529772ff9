import type { AddAssistant } from '@portal/contracts/events/event-chambers';
import type { EventModel, UpdateEventTheme } from '@portal/contracts/events/events';
import { useMutation, useQuery } from '@tanstack/react-query';
import { toEventModel } from '../chamber/event-form.ts';
import { eventKeys } from './event-keys.ts';
import { useInvalidateEvent } from './event-queries.ts';
import {
  addAssistant,
  getChambersWithEvent,
  getEventChambers,
  getEventForEdit,
  getEventPlaceTypes,
  getPredefinedThemes,
  removeAssistant,
  saveEvent,
  updateEvent,
  updateEventTheme,
} from './events.api.ts';

export const usePredefinedThemes = () =>
  useQuery({ queryKey: eventKeys.themes, staleTime: Number.POSITIVE_INFINITY, queryFn: getPredefinedThemes });

export const useEventPlaceTypes = () =>
  useQuery({ queryKey: eventKeys.placeTypes, staleTime: Number.POSITIVE_INFINITY, queryFn: getEventPlaceTypes });

/** A new event, or a changed one; field errors come back to the form. */
export function useSaveEvent() {
  const invalidate = useInvalidateEvent();
  return useMutation({
    mutationFn: ({ id, model }: { id: number | null; model: EventModel }) => saveEvent(id, model),
    onSuccess: (saved) => invalidate(saved.pkEventId),
  });
}

/** Announcing is an edit of the whole event with isAnnounced set: read the current event, then save it. */
export function useAnnounceEvent() {
  const invalidate = useInvalidateEvent();
  return useMutation({
    mutationFn: async (id: number) => updateEvent(id, { ...toEventModel(await getEventForEdit(id)), isAnnounced: true }),
    onSuccess: (_saved, id) => invalidate(id),
  });
}

export function useUpdateEventTheme() {
  const invalidate = useInvalidateEvent();
  return useMutation({
    mutationFn: (body: UpdateEventTheme) => updateEventTheme(body),
    onSuccess: (_answer, body) => invalidate(body.fkEventId),
  });
}

export const useEventChambers = (eventId: number) =>
  useQuery({ queryKey: eventKeys.chambers(eventId), queryFn: () => getEventChambers(eventId) });

/** Every chamber with its part in this event, to offer the ones not taking part yet. */
export const useChambersWithEvent = (eventId: number, enabled: boolean) =>
  useQuery({
    queryKey: [...eventKeys.chambers(eventId), 'all'],
    enabled,
    queryFn: () => getChambersWithEvent(eventId),
    select: (data) => data.chambers,
  });

export function useAddAssistant() {
  const invalidate = useInvalidateEvent();
  return useMutation({ mutationFn: (body: AddAssistant) => addAssistant(body), onSuccess: (_answer, body) => invalidate(body.fkEventId) });
}

export function useRemoveAssistant() {
  const invalidate = useInvalidateEvent();
  return useMutation({
    mutationFn: ({ chamberId, eventId }: { chamberId: number; eventId: number }) => removeAssistant(chamberId, eventId),
    onSuccess: (_answer, v) => invalidate(v.eventId),
  });
}
