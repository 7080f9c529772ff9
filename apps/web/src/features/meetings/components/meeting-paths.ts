const eventBase = (eventId: number) => `/event-management/chamber-events/details/${eventId}`;

/** A B2B session's timeline: the caller's meetings, availability and slots. */
export const timelinePath = (eventId: number, scheduleId: number, reservationId?: number) =>
  `${eventBase(eventId)}/schedule/timeline/${scheduleId}${reservationId ? `?reservationId=${reservationId}` : ''}`;
/** The organisers' grid of a session: tables × slots. */
export const gridPath = (eventId: number, scheduleId: number) => `${timelinePath(eventId, scheduleId)}/grid`;
/** The organisers' automatic scheduler of a session. */
export const schedulerPath = (eventId: number, scheduleId: number) => `${timelinePath(eventId, scheduleId)}/scheduler`;
/** The caller's meetings across the event's B2B sessions. */
export const myMeetingsPath = (eventId: number) => `${eventBase(eventId)}/attendees/timeline`;
