import { z } from 'zod';

/**
 * The agenda reports (spec-2 section 3 "Agenda models", section 6 "PDF report contents"): the
 * event's agenda with interest counts (api/Reports/event-schedules/{id}) and the caller's own
 * agenda (api/Reports/user-on-agenda-details/{id}), as JSON, PDF and iCalendar.
 */

/**
 * Sessions are read and grouped in the region's time: the WB6 economies share Central European
 * time, so a session's day and clock times are those of Belgrade, whatever the reader's zone.
 */
export const PORTAL_TIME_ZONE = 'Europe/Belgrade';

/** Spec-2 section 5 and 9: session name, type, speaker and hall are cut at 56 characters with an ellipsis in agenda tables. */
export const AGENDA_TEXT_CUT = 56;

/** One session of an agenda. day is YYYY-MM-DD and the times HH:mm, in PORTAL_TIME_ZONE; start and end are the instants. */
export const agendaEntry = z.object({
  pkScheduleId: z.number().int(),
  day: z.string(),
  startTime: z.string(),
  endTime: z.string(),
  start: z.string(),
  end: z.string(),
  sessionName: z.string(),
  sessionType: z.string(),
  /** The session's speakers, in their order, joined with commas. */
  speaker: z.string(),
  hall: z.string().nullable(),
  /** Registered attendees who did not mark the session "not interested". */
  numberOfInterestedUsers: z.number().int(),
});
export type AgendaEntry = z.infer<typeof agendaEntry>;

/** The event an agenda belongs to: dates are ISO instants; venue only when the event has one. */
export const agendaEventModel = z.object({
  pkEventId: z.number().int(),
  name: z.string(),
  startDate: z.string(),
  endDate: z.string(),
  venue: z.string().nullable(),
});
export type AgendaEventModel = z.infer<typeof agendaEventModel>;

/** api/Reports/event-schedules/{id}: the sessions grouped by day (one list per day, in time order). */
export const eventAgenda = z.object({
  eventModel: agendaEventModel,
  groupedSchedules: z.array(z.array(agendaEntry)),
});
export type EventAgenda = z.infer<typeof eventAgenda>;

/** Whose agenda it is: the user agenda report's `result`. avatar is the stored image name. */
export const agendaAttendee = z.object({
  firstName: z.string(),
  lastName: z.string(),
  company: z.string().nullable(),
  avatar: z.string().nullable(),
});
export type AgendaAttendee = z.infer<typeof agendaAttendee>;

/** api/Reports/user-on-agenda-details/{id}: the caller's sessions of the event (all but those marked not interested). */
export const userAgenda = eventAgenda.extend({ result: agendaAttendee });
export type UserAgenda = z.infer<typeof userAgenda>;
