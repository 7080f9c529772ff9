import type { Actor, AppContext } from '../../context.ts';
import { businessRule, forbidden } from '../../lib/app-error.ts';
import { canManageEvent, requireManagedEvent } from '../events/event.policy.ts';
import { meetingSession } from '../meetings/meeting-sessions.repository.ts';
import { requireSessionAttendee } from '../meetings/reservation.policy.ts';
import { isLiveStatus, reservationPageRows } from '../meetings/reservations.repository.ts';
import { requireReadableProgramme } from '../schedules/schedule.policy.ts';
import { reservationsSheet } from './reservation-sheet.ts';

/** More rows than any session holds (1,000 tables at 5-minute slots for a day): one sheet takes them all. */
const SHEET_ROWS_MAX = 50_000;

/** GET api/Reports/schedule-reservations/{id}: every meeting of a session, for its organisers. */
export async function sessionReservationsSheet(ctx: AppContext, actor: Actor, scheduleId: number): Promise<Buffer> {
  const s = await meetingSession(ctx.db, scheduleId);
  await requireManagedEvent(ctx.db, actor, s.fkEventId);
  const { rows } = await reservationPageRows(ctx.db, { scheduleId }, { limit: SHEET_ROWS_MAX, offset: 0 });
  if (!rows.length) throw businessRule('no_reservations');
  return reservationsSheet(rows, actor.languageId, s.name);
}

/** The session, for the person themself (a registered attendee) or its event's organisers; 403 reservation_not_yours for others. */
async function requirePersonsSession(ctx: AppContext, actor: Actor, scheduleId: number, userId: number) {
  if (userId === actor.userId) return requireSessionAttendee(ctx.db, actor, scheduleId);
  const s = await meetingSession(ctx.db, scheduleId);
  await requireReadableProgramme(ctx.db, actor, s.fkEventId);
  if (!(await canManageEvent(ctx.db, actor, s.fkEventId))) throw forbidden('reservation_not_yours');
  return s;
}

/**
 * GET api/Reports/schedule-reservations-for-user/{scheduleId}/{userId}: a person's live meetings
 * of a session; the person themself (registered, not blocked) or the organisers.
 */
export async function userReservationsSheet(ctx: AppContext, actor: Actor, scheduleId: number, userId: number): Promise<Buffer> {
  const s = await requirePersonsSession(ctx, actor, scheduleId, userId);
  const { rows } = await reservationPageRows(ctx.db, { scheduleId, userId }, { limit: SHEET_ROWS_MAX, offset: 0 });
  const live = rows.filter((m) => isLiveStatus(m.status));
  if (!live.length) throw businessRule('no_reservations');
  return reservationsSheet(live, actor.languageId, s.name);
}
