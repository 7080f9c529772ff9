import type { WishedPerson } from '@portal/contracts/meetings/meeting-wishes';
import { and, eq, type SQL, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../../db/client.ts';
import * as t from '../../../db/schema/all.ts';
import { rawRows } from '../../../lib/raw-rows.ts';
import { meetingAttendeeCondition } from '../reservation.policy.ts';
import { isLive } from '../reservations.repository.ts';

const w = t.meetingWishes;

const r = t.userReservations;

/** Whether two people (SQL of their ids) have a live meeting in the session, either as host. */
const liveMeetingBetween = (scheduleId: number, a: SQL, b: SQL) => sql`exists (
  select 1 from ${r} where ${r.fkScheduleId} = ${scheduleId} and ${isLive}
    and ((${r.fkHostUserId} = ${a} and ${r.fkGuestUserId} = ${b}) or (${r.fkHostUserId} = ${b} and ${r.fkGuestUserId} = ${a})))`;

interface PersonRow {
  pkUserId: number;
  firstName: string;
  lastName: string;
  avatarName: string | null;
  fkCompanyId: number | null;
  company: string | null;
  isMutual: boolean;
  hasMeeting: boolean;
}

/**
 * The caller's wishes of a session with the people they name, still registered on the event:
 * `wanted` (whom the caller wants to meet) or `wantedBy` (who wants to meet the caller, not wished back).
 */
export async function wishedPeople(
  db: DbOrTx,
  eventId: number,
  scheduleId: number,
  userId: number,
): Promise<{ wanted: WishedPerson[]; wantedBy: WishedPerson[] }> {
  const person = (other: SQL) => sql`u.pk_user_id as "pkUserId", u.first_name as "firstName", u.last_name as "lastName",
    u.avatar_name as "avatarName", u.fk_company_id as "fkCompanyId", c.name as company,
    exists (select 1 from meeting_wishes back where back.fk_schedule_id = ${scheduleId} and back.fk_user_id = ${other} and back.fk_wanted_user_id = ${userId}) as "isMutual",
    ${liveMeetingBetween(scheduleId, sql`${userId}`, other)} as "hasMeeting"`;
  const [wanted, wantedBy] = await Promise.all([
    rawRows<PersonRow>(
      db,
      sql`select ${person(sql`w.fk_wanted_user_id`)} from ${w} w join ${t.users} u on u.pk_user_id = w.fk_wanted_user_id
          left join ${t.companies} c on c.pk_company_id = u.fk_company_id
          where w.fk_schedule_id = ${scheduleId} and w.fk_user_id = ${userId} and ${meetingAttendeeCondition(eventId, sql`u.pk_user_id`)}
          order by w.created_at, w.pk_meeting_wish_id`,
    ),
    rawRows<PersonRow>(
      db,
      sql`select ${person(sql`w.fk_user_id`)} from ${w} w join ${t.users} u on u.pk_user_id = w.fk_user_id
          left join ${t.companies} c on c.pk_company_id = u.fk_company_id
          where w.fk_schedule_id = ${scheduleId} and w.fk_wanted_user_id = ${userId} and ${meetingAttendeeCondition(eventId, sql`u.pk_user_id`)}
            and not exists (select 1 from ${w} mine where mine.fk_schedule_id = ${scheduleId} and mine.fk_user_id = ${userId} and mine.fk_wanted_user_id = w.fk_user_id)
          order by w.created_at, w.pk_meeting_wish_id`,
    ),
  ]);
  return { wanted, wantedBy };
}

/** How many wishes a person made in a session. */
export async function wishCount(db: DbOrTx, scheduleId: number, userId: number): Promise<number> {
  const [row] = await rawRows<{ n: number }>(
    db,
    sql`select count(*)::int as n from ${w} where fk_schedule_id = ${scheduleId} and fk_user_id = ${userId}`,
  );
  return row.n;
}

/**
 * The pairs of a session who both wished to meet, both still registered, without a live meeting
 * between them; the host is whoever wished first.
 */
export async function mutualWishPairs(db: DbOrTx, eventId: number, scheduleId: number) {
  return rawRows<{ hostUserId: number; guestUserId: number }>(
    db,
    sql`select case when a.created_at <= b.created_at then a.fk_user_id else b.fk_user_id end as "hostUserId",
               case when a.created_at <= b.created_at then b.fk_user_id else a.fk_user_id end as "guestUserId"
        from ${w} a join ${w} b on b.fk_schedule_id = a.fk_schedule_id and b.fk_user_id = a.fk_wanted_user_id and b.fk_wanted_user_id = a.fk_user_id
        where a.fk_schedule_id = ${scheduleId} and a.fk_user_id < a.fk_wanted_user_id
          and ${meetingAttendeeCondition(eventId, sql`a.fk_user_id`)} and ${meetingAttendeeCondition(eventId, sql`a.fk_wanted_user_id`)}
          and not ${liveMeetingBetween(scheduleId, sql`a.fk_user_id`, sql`a.fk_wanted_user_id`)}
        order by least(a.created_at, b.created_at), a.pk_meeting_wish_id`,
  );
}

/** The session's wishes in figures: people with a wish made or received, and wishes only one side made. */
export async function wishFigures(db: DbOrTx, eventId: number, scheduleId: number) {
  const [row] = await rawRows<{ participants: number; oneSided: number }>(
    db,
    sql`with live as (select * from ${w} a where a.fk_schedule_id = ${scheduleId}
          and ${meetingAttendeeCondition(eventId, sql`a.fk_user_id`)} and ${meetingAttendeeCondition(eventId, sql`a.fk_wanted_user_id`)})
        select (select count(distinct p)::int from live, lateral (values (live.fk_user_id), (live.fk_wanted_user_id)) as x(p)) as participants,
               (select count(*)::int from live a where not exists (
                  select 1 from live b where b.fk_user_id = a.fk_wanted_user_id and b.fk_wanted_user_id = a.fk_user_id)) as "oneSided"`,
  );
  return row;
}

/** Advisory lock namespace: one person's wishes of a session are added one at a time (the limit holds). */
const WISH_LOCK = 1402;

/** Waits for the person's turn to add a wish, until the transaction ends. */
export async function lockWishesOf(tx: DbOrTx, userId: number): Promise<void> {
  await tx.execute(sql`select pg_advisory_xact_lock(${WISH_LOCK}, ${userId})`);
}

/** A wish to meet someone in a session (a repeated one changes nothing). */
export async function insertWish(db: DbOrTx, scheduleId: number, userId: number, wantedUserId: number): Promise<void> {
  await db.insert(w).values({ fkScheduleId: scheduleId, fkUserId: userId, fkWantedUserId: wantedUserId }).onConflictDoNothing();
}

/** Takes a wish back. */
export async function deleteWish(db: DbOrTx, scheduleId: number, userId: number, wantedUserId: number): Promise<void> {
  await db.delete(w).where(and(eq(w.fkScheduleId, scheduleId), eq(w.fkUserId, userId), eq(w.fkWantedUserId, wantedUserId)));
}
