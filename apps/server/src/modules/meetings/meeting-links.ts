import { eventLink } from '../events/invitations.repository.ts';

/** The session's timeline: the click target of the meeting notifications (spec-1 section 4). */
export const timelineLink = (eventId: number, scheduleId: number) => `${eventLink(eventId)}/schedule/timeline/${scheduleId}`;
