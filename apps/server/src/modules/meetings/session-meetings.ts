import { and, eq, inArray, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import * as t from '../../db/schema/all.ts';
import type { MeetingsSource } from '../schedules/schedule-meetings.ts';
import { isLive } from './reservations.repository.ts';

const r = t.userReservations;

/**
 * The meetings of sessions, for the session changes of the programme (schedule-meetings.ts): a
 * live meeting survives a change that keeps its hall and its slot inside the new range on the
 * new slot grid; the others are cancelled (end reason session_changed) with notification type 15.
 */
export const reservationMeetings: MeetingsSource = {
  async affectedMeetings(db, before, after) {
    const rows = await db
      .select({ id: r.pkUserReservationId, host: r.fkHostUserId, guest: r.fkGuestUserId, start: r.slotStart, end: r.slotEnd })
      .from(r)
      .where(and(eq(r.fkScheduleId, before.pkScheduleId), isLive));
    if (!after || after.fkHallId !== before.fkHallId) return rows.map((m) => ({ id: m.id, userIds: [m.host, m.guest] }));
    const [{ minutes }] = await db
      .select({ minutes: t.schedules.meetingSlotMinutes })
      .from(t.schedules)
      .where(eq(t.schedules.pkScheduleId, before.pkScheduleId));
    const length = minutes * 60_000;
    const fits = (m: { start: Date; end: Date }) =>
      m.start >= after.startTime && m.end <= after.endTime && (m.start.getTime() - after.startTime.getTime()) % length === 0;
    return rows.filter((m) => !fits(m)).map((m) => ({ id: m.id, userIds: [m.host, m.guest] }));
  },

  async cancelMeetings(db: DbOrTx, meetingIds) {
    if (!meetingIds.length) return;
    await db
      .update(r)
      .set({ status: 'cancelled', awaitingUserId: null, endReason: 'session_changed', updatedAt: sql`now()` })
      .where(inArray(r.pkUserReservationId, meetingIds));
  },
};
