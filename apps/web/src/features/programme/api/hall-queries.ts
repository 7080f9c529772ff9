import { useQuery } from '@tanstack/react-query';
import { deleteHall, getHall, saveHall } from './halls.api.ts';
import { programmeKeys } from './programme-keys.ts';
import { useProgrammeMutation } from './programme-mutation.ts';

export const useHall = (eventId: number, hallId: number) =>
  useQuery({ queryKey: [...programmeKeys.event(eventId), 'hall', hallId], queryFn: () => getHall(hallId), enabled: hallId > 0 });

/** Halls change the sessions' hall names and tables too: the whole programme of the event reloads. */
export const useSaveHall = (eventId: number) => useProgrammeMutation(eventId, saveHall);
export const useDeleteHall = (eventId: number) => useProgrammeMutation(eventId, deleteHall);
