import { sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { economyCondition } from './insights.policy.ts';
import { type InsightsScope, inPeriod, monthOf, type Rows } from './insights-sql.repository.ts';

/**
 * The people of an economy's companies (null: of any company), a set the rows' people are
 * looked up in (hashed once, not joined through users to companies per row).
 */
const economyPeople = (countryId: number | null) =>
  sql`(select u.pk_user_id from users u join companies co on co.pk_company_id = u.fk_company_id
    where ${economyCondition(sql`co.fk_country_id`, countryId)})`;

/**
 * The meetings of the scope: requested in the period, one of whose two people belongs to a
 * company of the economy (for all economies the people are not read at all). With
 * `perEconomy`, a row per meeting and economy it is counted for (`country_id`: a meeting between
 * two economies counts for both, one within an economy once), without a de-duplicating pass.
 */
const scopedMeetings = (scope: InsightsScope, perEconomy = false) => {
  if (perEconomy) {
    return sql`(
    select r.pk_user_reservation_id as id, r.status, r.created_at, x.country_id
    from user_reservations r
    join users h on h.pk_user_id = r.fk_host_user_id left join companies hc on hc.pk_company_id = h.fk_company_id
    join users g on g.pk_user_id = r.fk_guest_user_id left join companies gc on gc.pk_company_id = g.fk_company_id
    cross join lateral (values (hc.fk_country_id),
      (case when gc.fk_country_id is distinct from hc.fk_country_id then gc.fk_country_id end)) x(country_id)
    where ${inPeriod(sql`r.created_at`, scope)} and x.country_id is not null and ${economyCondition(sql`x.country_id`, scope.countryId)})`;
  }
  const ofEconomy =
    scope.countryId === null
      ? sql`true`
      : sql`(r.fk_host_user_id in ${economyPeople(scope.countryId)} or r.fk_guest_user_id in ${economyPeople(scope.countryId)})`;
  return sql`(select r.pk_user_reservation_id as id, r.status, r.created_at from user_reservations r
    where ${inPeriod(sql`r.created_at`, scope)} and ${ofEconomy})`;
};

/**
 * Registrations (accepted invitations) in the period of people of the economy's companies (of
 * any company for all economies). With `perEconomy`, each with its economy (`country_id`).
 */
const scopedRegistrations = (scope: InsightsScope, perEconomy = false) => {
  const accepted = sql`i.is_accepted and ${inPeriod(sql`i.accepted_at`, scope)}`;
  if (!perEconomy) {
    return sql`(select i.accepted_at from event_invitations i where ${accepted} and i.fk_user_id in ${economyPeople(scope.countryId)})`;
  }
  return sql`(
  select i.accepted_at, co.fk_country_id as country_id
  from event_invitations i join users u on u.pk_user_id = i.fk_user_id join companies co on co.pk_company_id = u.fk_company_id
  where ${accepted} and ${economyCondition(sql`co.fk_country_id`, scope.countryId)})`;
};

/**
 * Messages sent in the period by people of the economy's companies (every sender for all
 * economies). With `perEconomy`, each with its sender's economy (`country_id`, null without one).
 */
const scopedMessages = (scope: InsightsScope, perEconomy = false) => {
  const sent = inPeriod(sql`m.send_on`, scope);
  if (!perEconomy) {
    const ofEconomy = scope.countryId === null ? sql`true` : sql`m.fk_sender_user_id in ${economyPeople(scope.countryId)}`;
    return sql`(select m.send_on from messages m where ${sent} and ${ofEconomy})`;
  }
  return sql`(
  select m.send_on, co.fk_country_id as country_id
  from messages m left join users u on u.pk_user_id = m.fk_sender_user_id left join companies co on co.pk_company_id = u.fk_company_id
  where ${sent} and ${economyCondition(sql`co.fk_country_id`, scope.countryId)})`;
};

export interface EventsTotalsRow {
  events: number;
  registrations: number;
  requested: number;
  accepted: number;
  rejected: number;
  cancelled: number;
  held: number;
  messages: number;
}

/** The event activity of the scope in one row; the events are those of the economy's chamber starting in the period. */
export async function eventsTotals(db: DbOrTx, scope: InsightsScope) {
  const { rows } = (await db.execute(sql`
    with per_meeting as materialized ${scopedMeetings(scope)}
    select
      (select count(*)::int from events e join codes ch on ch.pk_code_id = e.fk_chamber_id
        where e.deleted_at is null and ${inPeriod(sql`e.start_date`, scope)} and ${economyCondition(sql`ch.fk_country_id`, scope.countryId)}) as events,
      (select count(*)::int from ${scopedRegistrations(scope)} reg) as registrations,
      (select count(*)::int from per_meeting) as requested,
      (select count(*)::int from per_meeting where status = 'accepted') as accepted,
      (select count(*)::int from per_meeting where status = 'rejected') as rejected,
      (select count(*)::int from per_meeting where status = 'cancelled') as cancelled,
      (select count(*)::int from per_meeting p where exists (select 1 from meeting_reports mr
        where mr.fk_user_reservation_id = p.id and mr.took_place)) as held,
      (select count(*)::int from ${scopedMessages(scope)} msg) as messages`)) as Rows<EventsTotalsRow>;
  return rows[0];
}

/** Meetings of the scope by the outcome a side recorded. */
export async function meetingOutcomeCounts(db: DbOrTx, scope: InsightsScope) {
  const { rows } = (await db.execute(sql`
    select mr.outcome, count(distinct mr.fk_user_reservation_id)::int as meetings
    from meeting_reports mr
    where mr.outcome is not null and mr.fk_user_reservation_id in (select id from ${scopedMeetings(scope)} m)
    group by mr.outcome`)) as Rows<{ outcome: string; meetings: number }>;
  return rows;
}

/** Registrations, meetings requested and accepted, and messages per month of the period. */
export async function eventsPerMonth(db: DbOrTx, scope: InsightsScope) {
  const { rows } = (await db.execute(sql`
    select month, sum(registrations)::int as registrations, sum(requested)::int as requested, sum(accepted)::int as accepted,
      sum(messages)::int as messages
    from (
      select ${monthOf(sql`accepted_at`)} as month, count(*) as registrations, 0 as requested, 0 as accepted, 0 as messages
      from ${scopedRegistrations(scope)} reg group by 1
      union all
      select ${monthOf(sql`created_at`)}, 0, count(*), count(*) filter (where status = 'accepted'), 0
      from ${scopedMeetings(scope)} m group by 1
      union all
      select ${monthOf(sql`send_on`)}, 0, 0, 0, count(*) from ${scopedMessages(scope)} msg group by 1) x
    group by month order by month`)) as Rows<{
    month: string;
    registrations: number;
    requested: number;
    accepted: number;
    messages: number;
  }>;
  return rows;
}

export interface EconomyActivityRow {
  country_id: number;
  registrations: number;
  requested: number;
  accepted: number;
  rejected: number;
  messages: number;
}

/** Registrations, meetings and messages per economy (all economies: the comparison's). */
export async function activityByEconomy(db: DbOrTx, scope: InsightsScope) {
  const { rows } = (await db.execute(sql`
    select country_id, sum(registrations)::int as registrations, sum(requested)::int as requested, sum(accepted)::int as accepted,
      sum(rejected)::int as rejected, sum(messages)::int as messages
    from (
      select country_id, count(*) as registrations, 0 as requested, 0 as accepted, 0 as rejected, 0 as messages
      from ${scopedRegistrations(scope, true)} reg group by 1
      union all
      select country_id, 0, count(*), count(*) filter (where status = 'accepted'), count(*) filter (where status = 'rejected'), 0
      from ${scopedMeetings(scope, true)} m where country_id is not null group by 1
      union all
      select country_id, 0, 0, 0, 0, count(*) from ${scopedMessages(scope, true)} msg where country_id is not null group by 1) x
    group by country_id`)) as Rows<EconomyActivityRow>;
  return rows;
}
