import type { AvailabilityModel, ReservationModel, ReservationReschedule } from '@portal/contracts/meetings/reservations';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { meetingKeys } from './meeting-keys.ts';
import {
  answerMeeting,
  getFreeSlots,
  getMeetingPlace,
  getMyReservations,
  getMySession,
  getReservationGrid,
  type MeetingAnswer,
  requestMeeting,
  rescheduleMeeting,
  setAvailability,
} from './meetings.api.ts';

export const useMySession = (scheduleId: number, enabled = true) =>
  useQuery({ queryKey: meetingKeys.mine(scheduleId), queryFn: () => getMySession(scheduleId), enabled: enabled && scheduleId > 0 });

export const useReservationGrid = (scheduleId: number) =>
  useQuery({ queryKey: meetingKeys.grid(scheduleId), queryFn: () => getReservationGrid(scheduleId), enabled: scheduleId > 0 });

export const useMeetingPlace = (scheduleId: number, enabled: boolean) =>
  useQuery({ queryKey: meetingKeys.place(scheduleId), queryFn: () => getMeetingPlace(scheduleId), enabled: enabled && scheduleId > 0 });

/** The slots the caller could meet `userId` in, with the table a meeting gets (keepTable: a moved meeting's); none asked until a person is chosen. */
export const useFreeSlots = (scheduleId: number, userId: number | null, keepTable: number | null = null) =>
  useQuery({
    queryKey: meetingKeys.free(scheduleId, userId ?? 0, keepTable),
    queryFn: () => getFreeSlots(scheduleId, userId ?? 0, keepTable),
    enabled: !!userId,
    staleTime: 0,
  });

/** The caller's meetings of an event, every B2B session (one page of up to 200). */
export const useMyEventMeetings = (eventId: number) => {
  const q = { fkEventId: eventId, pageNum: 1, pageSize: 200 };
  return useQuery({ queryKey: meetingKeys.event(eventId, q), queryFn: () => getMyReservations(q) });
};

/** A write to meetings: every meetings query reloads (the session's, the grid, the event's list). */
function useMeetingsMutation<V, R>(mutationFn: (variables: V) => Promise<R>) {
  const qc = useQueryClient();
  return useMutation({ mutationFn, onSuccess: () => qc.invalidateQueries({ queryKey: meetingKeys.all }) });
}

export const useRequestMeeting = () => useMeetingsMutation((body: ReservationModel) => requestMeeting(body));
export const useRescheduleMeeting = () => useMeetingsMutation((body: ReservationReschedule) => rescheduleMeeting(body));
export const useSetAvailability = () => useMeetingsMutation((body: AvailabilityModel) => setAvailability(body));
export const useAnswerMeeting = () =>
  useMeetingsMutation(({ answer, id }: { answer: MeetingAnswer; id: number }) => answerMeeting(answer, id));
