import type {
  AvailabilityModel,
  FreeSlots,
  MeetingPlace,
  MyReservationsSearch,
  MySession,
  Reservation,
  ReservationGrid,
  ReservationModel,
  ReservationPage,
  ReservationReschedule,
} from '@portal/contracts/meetings/reservations';
import { api } from '../../../api/client.ts';

const base = 'api/UserReservations';

/** The caller's meetings, availability and the session's slots (free or busy for them). */
export const getMySession = (fkScheduleId: number) =>
  api.post<MySession>(`${base}/get-reservations-for-current-user-on-session`, { fkScheduleId });
/** The organisers' grid: every slot with its live meetings. */
export const getReservationGrid = (fkScheduleId: number) =>
  api.post<ReservationGrid>(`${base}/get-reservations-for-schedule-grouped`, { fkScheduleId });
/** The slots where the caller and another attendee are both free and a table is (keepTable: a moved meeting's table). */
export const getFreeSlots = (fkScheduleId: number, fkUserId: number, keepTable: number | null) =>
  api.post<FreeSlots>(`${base}/free-slots`, { fkScheduleId, fkUserId, keepTable }, { quiet: true });
export const getMeetingPlace = (scheduleId: number) => api.get<MeetingPlace>(`${base}/get-event-place-type/${scheduleId}`);
export const getMyReservations = (q: MyReservationsSearch) => api.post<ReservationPage>(`${base}/get-reservations-for-user`, q);

/** Forms show their own refusals (field errors): quiet. */
export const requestMeeting = (body: ReservationModel) => api.post<Reservation>(base, body, { quiet: true });
export const rescheduleMeeting = (body: ReservationReschedule) =>
  api.post<Reservation>(`${base}/reschedule-reservation`, body, { quiet: true });
export const setAvailability = (body: AvailabilityModel) => api.post<MySession>(`${base}/set-availability`, body, { quiet: true });

export type MeetingAnswer = 'accept' | 'reject' | 'cancel';
export const answerMeeting = (answer: MeetingAnswer, pkUserReservationId: number) =>
  api.post<Reservation>(`${base}/${answer}-reservation`, { pkUserReservationId });

/** The whole session's meetings (organisers) as a spreadsheet. */
export const sessionSheet = (scheduleId: number) => api.blob(`api/Reports/schedule-reservations/${scheduleId}`);
/** One person's live meetings of a session as a spreadsheet (422 no_reservations when there are none). */
export const personSheet = (scheduleId: number, userId: number) =>
  api.blob(`api/Reports/schedule-reservations-for-user/${scheduleId}/${userId}`);
