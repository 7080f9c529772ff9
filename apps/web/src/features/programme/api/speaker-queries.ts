import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { programmeKeys } from './programme-keys.ts';
import { useProgrammeMutation } from './programme-mutation.ts';
import { searchSpeakers } from './schedules.api.ts';
import { deleteSpeaker, saveSpeaker } from './speakers.api.ts';

/** The organising chamber's speakers by name, a page at a time. */
export const useSpeakerSearch = (eventId: number, name: string, pageNum: number) => {
  const q = { fkEventId: eventId, pageNum, pageSize: 20, ...(name ? { name } : {}) };
  return useQuery({ queryKey: programmeKeys.speakers(eventId, q), queryFn: () => searchSpeakers(q), placeholderData: keepPreviousData });
};

/** Speakers appear on sessions: the event's programme reloads after a change. */
export const useSaveSpeaker = (eventId: number) => useProgrammeMutation(eventId, saveSpeaker);
export const useDeleteSpeaker = (eventId: number) => useProgrammeMutation(eventId, deleteSpeaker);
