import { sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { economyCondition } from './insights.policy.ts';
import {
  ALL_ECONOMIES,
  OF_ECONOMY,
  type InsightsScope,
  inBuckets,
  inMonthBuckets,
  inPeriod,
  periodBounds,
  type Rows,
} from './insights-sql.repository.ts';

/**
 * The kept activity (activity_counts, migration 0007; table alias `k`) of the scope's economy:
 * registrations of people of its companies (of any company for all economies), messages of its
 * people and meetings (with their reports' figures) one of whose two people belongs to it, each
 * once, as kept under the economy; for all economies, the rows kept for their total (every
 * message and meeting).
 */
const ofEconomy = (countryId: number | null) =>
  countryId === null
    ? sql`k.from_country_id = ${ALL_ECONOMIES} and k.to_country_id = ${ALL_ECONOMIES}`
    : sql`${economyCondition(sql`k.from_country_id`, countryId)} and k.to_country_id = ${OF_ECONOMY}`;

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
    with ${periodBounds(scope)},
    a as (select k.what, k.status, sum(k.n) as n from activity_counts k, b where ${inBuckets(sql`k`)} and ${ofEconomy(scope.countryId)} group by 1, 2)
    select
      (select count(*)::int from events e join codes ch on ch.pk_code_id = e.fk_chamber_id
        where e.deleted_at is null and ${inPeriod(sql`e.start_date`, scope)} and ${economyCondition(sql`ch.fk_country_id`, scope.countryId)}) as events,
      (select coalesce(sum(n), 0)::int from a where what = 'registration') as registrations,
      (select coalesce(sum(n), 0)::int from a where what = 'meeting') as requested,
      (select coalesce(sum(n), 0)::int from a where what = 'meeting' and status = 'accepted') as accepted,
      (select coalesce(sum(n), 0)::int from a where what = 'meeting' and status = 'rejected') as rejected,
      (select coalesce(sum(n), 0)::int from a where what = 'meeting' and status = 'cancelled') as cancelled,
      (select coalesce(sum(n), 0)::int from a where what = 'held') as held,
      (select coalesce(sum(n), 0)::int from a where what = 'message') as messages`)) as Rows<EventsTotalsRow>;
  return rows[0];
}

/** Meetings of the scope by the outcome a side recorded (a meeting once per outcome). */
export async function meetingOutcomeCounts(db: DbOrTx, scope: InsightsScope) {
  const { rows } = (await db.execute(sql`
    with ${periodBounds(scope)}
    select k.status as outcome, sum(k.n)::int as meetings
    from activity_counts k, b
    where k.what = 'outcome' and ${inBuckets(sql`k`)} and ${ofEconomy(scope.countryId)}
    group by 1 having sum(k.n) > 0`)) as Rows<{ outcome: string; meetings: number }>;
  return rows;
}

/** Registrations, meetings requested and accepted, and messages per month of the period (the kept day and month rows). */
export async function eventsPerMonth(db: DbOrTx, scope: InsightsScope) {
  const { rows } = (await db.execute(sql`
    with ${periodBounds(scope)}
    select to_char(k.bucket, 'YYYY-MM') as month,
      coalesce(sum(k.n) filter (where k.what = 'registration'), 0)::int as registrations,
      coalesce(sum(k.n) filter (where k.what = 'meeting'), 0)::int as requested,
      coalesce(sum(k.n) filter (where k.what = 'meeting' and k.status = 'accepted'), 0)::int as accepted,
      coalesce(sum(k.n) filter (where k.what = 'message'), 0)::int as messages
    from activity_counts k, b
    where k.what in ('registration', 'meeting', 'message') and ${inMonthBuckets(sql`k`)} and ${ofEconomy(scope.countryId)}
    group by 1 having sum(k.n) > 0 order by 1`)) as Rows<{
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

/**
 * Registrations, meetings and messages per economy (all economies: the comparison's), from the
 * rows kept under each economy: a meeting between two economies counts for both, one within an
 * economy once.
 */
export async function activityByEconomy(db: DbOrTx, scope: InsightsScope) {
  const { rows } = (await db.execute(sql`
    with ${periodBounds(scope)}
    select k.from_country_id as country_id,
      coalesce(sum(k.n) filter (where k.what = 'registration'), 0)::int as registrations,
      coalesce(sum(k.n) filter (where k.what = 'meeting'), 0)::int as requested,
      coalesce(sum(k.n) filter (where k.what = 'meeting' and k.status = 'accepted'), 0)::int as accepted,
      coalesce(sum(k.n) filter (where k.what = 'meeting' and k.status = 'rejected'), 0)::int as rejected,
      coalesce(sum(k.n) filter (where k.what = 'message'), 0)::int as messages
    from activity_counts k, b
    where k.to_country_id = ${OF_ECONOMY} and k.what in ('registration', 'meeting', 'message') and ${inBuckets(sql`k`)}
      and ${economyCondition(sql`k.from_country_id`, scope.countryId)}
    group by 1 having sum(k.n) > 0`)) as Rows<EconomyActivityRow>;
  return rows;
}
