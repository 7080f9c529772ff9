import { and, eq, gt, inArray, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import * as t from '../../db/schema/all.ts';
import { isLive, ofUser } from './reservations.repository.ts';

const r = t.userReservations;

/**
 * Cancels a person's coming live meetings, of one event or all (end reason user_removed or
 * user_blocked), and returns them.
 */
export function cancelComingMeetingsOf(tx: DbOrTx, userId: number, endReason: 'user_removed' | 'user_blocked', eventId?: number) {
  return tx
    .update(r)
    .set({ status: 'cancelled', awaitingUserId: null, endReason, updatedAt: new Date() })
    .where(
      and(
        ofUser(userId),
        isLive,
        gt(r.slotEnd, new Date()),
        eventId === undefined ? undefined : sql`${r.fkScheduleId} in (select pk_schedule_id from schedules where fk_event_id = ${eventId})`,
      ),
    )
    .returning({
      id: r.pkUserReservationId,
      scheduleId: r.fkScheduleId,
      host: r.fkHostUserId,
      guest: r.fkGuestUserId,
      start: r.slotStart,
    });
}

/** The event of each of these sessions, by session id. */
export async function eventIdsOfSessions(db: DbOrTx, scheduleIds: number[]): Promise<Map<number, number>> {
  const rows = await db
    .select({ id: t.schedules.pkScheduleId, eventId: t.schedules.fkEventId })
    .from(t.schedules)
    .where(sql`${t.schedules.pkScheduleId} in ${[...new Set(scheduleIds)]}`);
  return new Map(rows.map((s) => [s.id, s.eventId]));
}

/** A session's live meetings with their people and slots. */
export function liveMeetingsOfSession(db: DbOrTx, scheduleId: number) {
  return db
    .select({ id: r.pkUserReservationId, host: r.fkHostUserId, guest: r.fkGuestUserId, start: r.slotStart, end: r.slotEnd })
    .from(r)
    .where(and(eq(r.fkScheduleId, scheduleId), isLive));
}

/** The length of a session's meeting slots, in minutes. */
export async function sessionSlotMinutes(db: DbOrTx, scheduleId: number): Promise<number> {
  const [{ minutes }] = await db
    .select({ minutes: t.schedules.meetingSlotMinutes })
    .from(t.schedules)
    .where(eq(t.schedules.pkScheduleId, scheduleId));
  return minutes;
}

/** Cancels meetings that a session change breaks (end reason session_changed). */
export async function cancelSessionMeetings(db: DbOrTx, meetingIds: number[]): Promise<void> {
  if (!meetingIds.length) return;
  await db
    .update(r)
    .set({ status: 'cancelled', awaitingUserId: null, endReason: 'session_changed', updatedAt: sql`now()` })
    .where(inArray(r.pkUserReservationId, meetingIds));
}
