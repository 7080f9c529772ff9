import { useMutation, useQueryClient } from '@tanstack/react-query';
import { programmeKeys } from './programme-keys.ts';

/** A write to an event's programme: the whole programme of the event reloads after it (sessions show halls and speakers). */
export function useProgrammeMutation<V, R>(eventId: number, mutationFn: (variables: V) => Promise<R>) {
  const qc = useQueryClient();
  return useMutation({ mutationFn, onSuccess: () => qc.invalidateQueries({ queryKey: programmeKeys.event(eventId) }) });
}
