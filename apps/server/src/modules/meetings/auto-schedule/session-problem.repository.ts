/**
 * What turning a session into the scheduler's problem reads besides its meetings and wishes: the
 * people as meeting cards show them, their availability, and their meetings in other sessions.
 */
import type { MeetingPerson } from '@portal/contracts/meetings/reservations';
import { eq, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../../db/client.ts';
import * as t from '../../../db/schema/all.ts';
import { rawRows } from '../../../lib/raw-rows.ts';

const idList = (ids: number[]) =>
  sql.join(
    ids.map((id) => sql`${id}`),
    sql`, `,
  );

/** The people with these ids, with their companies, by id. */
export async function meetingPeopleByIds(db: DbOrTx, ids: number[]): Promise<Map<number, MeetingPerson>> {
  if (!ids.length) return new Map();
  const rows = await rawRows<MeetingPerson>(
    db,
    sql`select u.pk_user_id as "pkUserId", u.first_name as "firstName", u.last_name as "lastName", u.avatar_name as "avatarName",
               u.fk_company_id as "fkCompanyId", c.name as company
        from ${t.users} u left join ${t.companies} c on c.pk_company_id = u.fk_company_id
        where u.pk_user_id in (${idList(ids)})`,
  );
  return new Map(rows.map((p) => [p.pkUserId, p]));
}

/** The times these people are in live meetings of other sessions between two instants (the session's). */
export async function busyInOtherSessions(db: DbOrTx, session: { pkScheduleId: number; start: Date; end: Date }, ids: number[]) {
  if (!ids.length) return [];
  return rawRows<{ userId: number; start: Date | string; end: Date | string }>(
    db,
    sql`select p.fk_user_id as "userId", p.slot_start as start, p.slot_end as "end"
        from ${t.reservationPeople} p join ${t.userReservations} r on r.pk_user_reservation_id = p.fk_user_reservation_id
        where r.fk_schedule_id <> ${session.pkScheduleId} and p.slot_start < ${session.end} and p.slot_end > ${session.start}
          and p.fk_user_id in (${idList(ids)})`,
  );
}

/** Every availability people gave for a session. */
export async function sessionAvailability(db: DbOrTx, scheduleId: number) {
  return db.select().from(t.meetingAvailability).where(eq(t.meetingAvailability.fkScheduleId, scheduleId));
}
