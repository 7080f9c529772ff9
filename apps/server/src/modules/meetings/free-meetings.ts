import { NotificationType } from '@portal/contracts/notifications/notification-types';
import { sessionTimelinePath } from '@portal/contracts/common/portal-links';
import { and, eq, gt, or, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import * as t from '../../db/schema/all.ts';
import { writeNotifications } from '../notifications/notify.service.ts';
import { portalClock } from '../schedules/schedule-times.ts';

const r = t.userReservations;

/**
 * Frees a person's coming meetings when they leave (removed from the platform: user_removed;
 * blocked on an event: user_blocked, that event's only): the meetings are cancelled in the
 * caller's transaction and the other people get notification type 18 (eventId;scheduleId;
 * reservationId;name;day;start, as the other meeting notifications). Returns the notifications
 * to publish after commit.
 */
export async function freeMeetingsOf(tx: DbOrTx, userId: number, reason: 'user_removed' | 'user_blocked', eventId?: number) {
  const freed = await tx
    .update(r)
    .set({ status: 'cancelled', awaitingUserId: null, endReason: reason, updatedAt: new Date() })
    .where(
      and(
        or(eq(r.fkHostUserId, userId), eq(r.fkGuestUserId, userId)),
        sql`${r.status} in ('requested', 'accepted')`,
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
  if (!freed.length) return [];
  const [user] = await tx.select({ first: t.users.firstName, last: t.users.lastName }).from(t.users).where(eq(t.users.pkUserId, userId));
  const events = new Map(
    (
      await tx
        .select({ id: t.schedules.pkScheduleId, eventId: t.schedules.fkEventId })
        .from(t.schedules)
        .where(sql`${t.schedules.pkScheduleId} in ${[...new Set(freed.map((m) => m.scheduleId))]}`)
    ).map((s) => [s.id, s.eventId]),
  );
  const notes = [];
  for (const m of freed) {
    const meetingEventId = events.get(m.scheduleId) ?? 0;
    const start = portalClock(m.start);
    notes.push(
      ...(await writeNotifications(tx, {
        userIds: [m.host === userId ? m.guest : m.host],
        content: {
          type: NotificationType.meetingUserRemoved,
          eventId: meetingEventId,
          scheduleId: m.scheduleId,
          reservationId: m.id,
          name: user ? `${user.first} ${user.last}` : '',
          day: start.day,
          start: start.time,
        },
        link: sessionTimelinePath(meetingEventId, m.scheduleId),
      })),
    );
  }
  return notes;
}
