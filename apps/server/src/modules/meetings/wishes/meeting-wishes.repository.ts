import type { WishedPerson } from '@portal/contracts/meetings/meeting-wishes';
import { sql } from 'drizzle-orm';
import type { DbOrTx } from '../../../db/client.ts';
import * as t from '../../../db/schema/all.ts';
import { rawRows } from '../../../lib/raw-rows.ts';
import { isMeetingAttendee } from '../reservation.policy.ts';

const w = t.meetingWishes;

/**
 * Whether two people have a requested or accepted meeting in the session (either as host). The
 * arguments are a numeric id and SQL column names, never user text.
 */
const liveMeetingBetween = (scheduleId: number, a: string, b: string) => `exists (
  select 1 from user_reservations r where r.fk_schedule_id = ${Number(scheduleId)} and r.status in ('requested', 'accepted')
    and ((r.fk_host_user_id = ${a} and r.fk_guest_user_id = ${b}) or (r.fk_host_user_id = ${b} and r.fk_guest_user_id = ${a})))`;

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
  const me = Number(userId);
  const person = (other: string) =>
    sql.raw(`u.pk_user_id as "pkUserId", u.first_name as "firstName", u.last_name as "lastName",
    u.avatar_name as "avatarName", u.fk_company_id as "fkCompanyId", c.name as company,
    exists (select 1 from meeting_wishes back where back.fk_schedule_id = ${Number(scheduleId)} and back.fk_user_id = ${other} and back.fk_wanted_user_id = ${me}) as "isMutual",
    ${liveMeetingBetween(scheduleId, String(me), other)} as "hasMeeting"`);
  const [wanted, wantedBy] = await Promise.all([
    rawRows<PersonRow>(
      db,
      sql`select ${person('w.fk_wanted_user_id')} from ${w} w join ${t.users} u on u.pk_user_id = w.fk_wanted_user_id
          left join ${t.companies} c on c.pk_company_id = u.fk_company_id
          where w.fk_schedule_id = ${scheduleId} and w.fk_user_id = ${userId} and ${isMeetingAttendee(eventId, sql`u.pk_user_id`)}
          order by w.created_at, w.pk_meeting_wish_id`,
    ),
    rawRows<PersonRow>(
      db,
      sql`select ${person('w.fk_user_id')} from ${w} w join ${t.users} u on u.pk_user_id = w.fk_user_id
          left join ${t.companies} c on c.pk_company_id = u.fk_company_id
          where w.fk_schedule_id = ${scheduleId} and w.fk_wanted_user_id = ${userId} and ${isMeetingAttendee(eventId, sql`u.pk_user_id`)}
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
          and ${isMeetingAttendee(eventId, sql`a.fk_user_id`)} and ${isMeetingAttendee(eventId, sql`a.fk_wanted_user_id`)}
          and not ${sql.raw(liveMeetingBetween(scheduleId, 'a.fk_user_id', 'a.fk_wanted_user_id'))}
        order by least(a.created_at, b.created_at), a.pk_meeting_wish_id`,
  );
}

/** The session's wishes in figures: people with a wish made or received, and wishes only one side made. */
export async function wishFigures(db: DbOrTx, eventId: number, scheduleId: number) {
  const [row] = await rawRows<{ participants: number; oneSided: number }>(
    db,
    sql`with live as (select * from ${w} a where a.fk_schedule_id = ${scheduleId}
          and ${isMeetingAttendee(eventId, sql`a.fk_user_id`)} and ${isMeetingAttendee(eventId, sql`a.fk_wanted_user_id`)})
        select (select count(distinct p)::int from live, lateral (values (live.fk_user_id), (live.fk_wanted_user_id)) as x(p)) as participants,
               (select count(*)::int from live a where not exists (
                  select 1 from live b where b.fk_user_id = a.fk_wanted_user_id and b.fk_wanted_user_id = a.fk_user_id)) as "oneSided"`,
  );
  return row;
}
