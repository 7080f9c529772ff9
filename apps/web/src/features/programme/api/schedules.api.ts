import type { HallPage, HallSearch } from '@portal/contracts/programme/halls';
import type { SpeakerPage, SpeakerSearch } from '@portal/contracts/programme/speakers';
import type { InterestedUsersPage, InterestedUsersSearch, ScheduleInterest } from '@portal/contracts/schedules/schedule-users';
import type { Schedule, ScheduleModel, SchedulePage, ScheduleSearch, ScheduleUpdate } from '@portal/contracts/schedules/schedules';
import { api } from '../../../api/client.ts';

/** Forms and dialogs show their own refusals (field errors, the meetings warning): these calls are quiet. */
const quiet = { quiet: true } as const;

// Sessions (api/Schedule)

export const searchSchedules = (eventId: number, search: ScheduleSearch) =>
  api.post<SchedulePage>(`api/Schedule/get-all-schedules-for-event/${eventId}`, search, quiet);
export const getSchedule = (id: number) => api.get<Schedule>(`api/Schedule/${id}`, quiet);
/** POST a new session, PUT a changed one (pkScheduleId given). */
export const saveSchedule = (model: ScheduleModel | ScheduleUpdate) =>
  'pkScheduleId' in model && model.pkScheduleId
    ? api.put<Schedule>('api/Schedule', model, quiet)
    : api.post<Schedule>('api/Schedule', model, quiet);
export const deleteSchedule = (id: number, confirmMeetingsCancellation = false) =>
  api.delete<unknown>(`api/Schedule/${id}${confirmMeetingsCancellation ? '?confirmMeetingsCancellation=true' : ''}`, quiet);

// Interest (api/ScheduleUsers)

export const setNotInterested = (scheduleId: number, notInterested: boolean) =>
  api.post<ScheduleInterest>(`api/ScheduleUsers/${notInterested ? 'set' : 'unset'}-user-not-interested-for-schedule/${scheduleId}`, {});
export const searchInterestedUsers = (search: InterestedUsersSearch) =>
  api.post<InterestedUsersPage>('api/ScheduleUsers/schedule-interested-users', search, quiet);

// Halls and speakers the session form chooses from

export const searchHalls = (search: HallSearch) => api.post<HallPage>('api/Hall/get-all-for-event', search);
export const searchSpeakers = (search: SpeakerSearch) => api.post<SpeakerPage>('api/Speaker/search', search);

// Agenda files (api/Reports): the PDFs and calendars are fetched with the session's token

export type AgendaFile = 'eventPdf' | 'myPdf' | 'myIcs' | 'eventIcs';

const agendaFilePaths: Record<AgendaFile, string> = {
  eventPdf: 'api/Reports/event-schedules-for-pdf',
  myPdf: 'api/Reports/user-on-agenda-pdf',
  myIcs: 'api/Reports/user-on-agenda-ics',
  eventIcs: 'api/Reports/event-schedules-ics',
};

/** An agenda file as a blob; refusals (no_sessions_for_user, 403) come back as ApiError for the caller to show. */
export const fetchAgendaFile = (kind: AgendaFile, eventId: number) => api.blob(`${agendaFilePaths[kind]}/${eventId}`);
