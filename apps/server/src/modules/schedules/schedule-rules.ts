import type { DbOrTx } from '../../db/client.ts';
import { AppError, fieldError } from '../../lib/app-error.ts';
import type { EventRow } from '../events/event.policy.ts';
import { chamberSpeakerIds, currentSpeakerIds, isHallOfEvent, isSessionType } from './schedules.repository.ts';
import { portalClock, portalDateTime, portalInstant } from '../../lib/portal-clock.ts';

/** What a session's form gives, before it is checked against its event. */
export interface SessionInput {
  fkSessionTypeId: number;
  fkHallId?: number | null;
  day: string;
  startTime: string;
  endTime: string;
  speakerIds: number[];
}

const outsideEvent = (field: string, event: EventRow) =>
  new AppError(
    'validation_error',
    400,
    { from: portalDateTime(event.startDate), to: portalDateTime(event.endDate) },
    { [field]: 'schedule_outside_event' },
  );

/**
 * The rules of a session against its event (issue 13): its day and times within the event's
 * dates, the end after the start (the contract's check, held again for instants), the type a
 * session-type code, the hall one of the event's, the speakers the organising chamber's. A
 * session's own speakers stay allowed on a change even if deleted since. Answers the instants.
 */
export async function checkSession(
  db: DbOrTx,
  event: EventRow,
  input: SessionInput,
  scheduleId?: number,
): Promise<{ start: Date; end: Date }> {
  const start = portalInstant(input.day, input.startTime);
  const end = portalInstant(input.day, input.endTime);
  if (end <= start) throw fieldError('endTime', 'schedule_end_before_start');
  const eventDays = [portalClock(event.startDate).day, portalClock(event.endDate).day];
  if (input.day < eventDays[0] || input.day > eventDays[1]) throw outsideEvent('day', event);
  if (start < event.startDate) throw outsideEvent('startTime', event);
  if (end > event.endDate) throw outsideEvent('endTime', event);

  if (!(await isSessionType(db, input.fkSessionTypeId))) throw fieldError('fkSessionTypeId', 'session_type_not_found');
  if (input.fkHallId && !(await isHallOfEvent(db, input.fkHallId, event.pkEventId)))
    throw fieldError('fkHallId', 'schedule_hall_not_in_event');

  const allowed = await chamberSpeakerIds(db, event.fkChamberId, input.speakerIds);
  if (scheduleId) for (const id of await currentSpeakerIds(db, scheduleId)) allowed.add(id);
  if (input.speakerIds.some((id) => !allowed.has(id))) throw fieldError('speakerIds', 'schedule_speaker_not_allowed');
  return { start, end };
}
