/**
 * What publishing a scheduler draft reads and writes besides the runs: whether the draft's people
 * are still registered attendees, and the meetings it books.
 */
import { ReservationStatus } from '@portal/contracts/meetings/reservations';
import { sql } from 'drizzle-orm';
import type { DbOrTx } from '../../../db/client.ts';
import * as t from '../../../db/schema/all.ts';
import { rawRows } from '../../../lib/raw-rows.ts';
import { meetingAttendeeCondition } from '../reservation.policy.ts';

/** How many of these people are registered attendees of the event who may meet others. */
export async function countMeetingAttendees(db: DbOrTx, eventId: number, userIds: number[]): Promise<number> {
  if (!userIds.length) return 0;
  const [{ n }] = await rawRows<{ n: number }>(
    db,
    sql`select count(*)::int as n from ${t.users} where ${t.users.pkUserId} in (${sql.join(
      userIds.map((p) => sql`${p}`),
      sql`, `,
    )})
        and ${meetingAttendeeCondition(eventId, t.users.pkUserId)}`,
  );
  return n;
}

/** Books a meeting of the draft as accepted; answers its id (the database's constraints refuse one that no longer fits). */
export async function insertScheduledMeeting(
  db: DbOrTx,
  meeting: {
    fkScheduleId: number;
    tableNumber: number | null;
    fkHostUserId: number;
    fkGuestUserId: number;
    slotStart: Date;
    slotEnd: Date;
  },
): Promise<number> {
  const [{ id }] = await db
    .insert(t.userReservations)
    .values({ ...meeting, status: ReservationStatus.accepted })
    .returning({ id: t.userReservations.pkUserReservationId });
  return id;
}
