import { EventStatus, type EventStatusValue } from '@portal/contracts/events/events';
import type { EventRow } from './event.policy.ts';

/** The spec's list status, from the dates: finished, active (started), announced, or draft (not announced). */
export function eventStatusOf(event: Pick<EventRow, 'startDate' | 'endDate' | 'isAnnounced'>, now = new Date()): EventStatusValue {
  if (event.endDate < now) return EventStatus.finished;
  if (event.startDate <= now) return EventStatus.active;
  return event.isAnnounced ? EventStatus.announced : EventStatus.draft;
}

/** Registration is open from its start time (or at once) until its end time (or the event's end). */
export function registrationStateOf(
  event: Pick<EventRow, 'registrationStartTime' | 'registrationEndTime' | 'endDate'>,
  now = new Date(),
): { isRegistrationStarted: boolean; isRegistrationEnded: boolean } {
  const started = !event.registrationStartTime || event.registrationStartTime <= now;
  const ended = (event.registrationEndTime ?? event.endDate) <= now;
  return { isRegistrationStarted: started, isRegistrationEnded: ended };
}
