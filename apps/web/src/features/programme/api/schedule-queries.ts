import type { InterestedUsersSearch } from '@portal/contracts/schedules/schedule-users';
import { SCHEDULE_PAGE_SIZE } from '@portal/contracts/schedules/schedules';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { programmeKeys } from './programme-keys.ts';
import { useProgrammeMutation } from './programme-mutation.ts';
import {
  deleteSchedule,
  getSchedule,
  saveSchedule,
  searchHalls,
  searchInterestedUsers,
  searchSchedules,
  searchSpeakers,
  setNotInterested,
} from './schedules.api.ts';

/** Every session of an event on one page (the agenda screens group them by day). */
export const useEventSchedules = (eventId: number) => {
  const q = { pageNum: 1, pageSize: SCHEDULE_PAGE_SIZE };
  return useQuery({ queryKey: programmeKeys.schedules(eventId, q), queryFn: () => searchSchedules(eventId, q) });
};

export const useSchedule = (eventId: number, scheduleId: number) =>
  useQuery({ queryKey: programmeKeys.schedule(eventId, scheduleId), queryFn: () => getSchedule(scheduleId), enabled: scheduleId > 0 });

export const useInterestedUsers = (eventId: number, q: InterestedUsersSearch) =>
  useQuery({
    queryKey: programmeKeys.interested(eventId, q),
    queryFn: () => searchInterestedUsers(q),
    placeholderData: keepPreviousData,
  });

/** The event's halls for the session form's select (an event has few). */
export const useEventHalls = (eventId: number, enabled = true) => {
  const q = { fkEventId: eventId, pageNum: 1, pageSize: 100 };
  return useQuery({ queryKey: programmeKeys.halls(eventId, q), queryFn: () => searchHalls(q), enabled });
};

/** The organising chamber's speakers for the session form's multi-select. */
export const useEventSpeakers = (eventId: number, enabled = true) => {
  const q = { fkEventId: eventId, pageNum: 1, pageSize: 100 };
  return useQuery({ queryKey: programmeKeys.speakers(eventId, q), queryFn: () => searchSpeakers(q), enabled });
};

export const useSaveSchedule = (eventId: number) => useProgrammeMutation(eventId, saveSchedule);

export const useDeleteSchedule = (eventId: number) =>
  useProgrammeMutation(eventId, ({ id, confirm }: { id: number; confirm?: boolean }) => deleteSchedule(id, confirm));

export const useSetNotInterested = (eventId: number) =>
  useProgrammeMutation(eventId, ({ id, notInterested }: { id: number; notInterested: boolean }) => setNotInterested(id, notInterested));
