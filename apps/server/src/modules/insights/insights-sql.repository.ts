import { type SQL, sql } from 'drizzle-orm';
import { PORTAL_TIME_ZONE } from '@portal/contracts/schedules/agenda';
import type { Db, DbOrTx } from '../../db/client.ts';

/** What every insights query is restricted to: an economy (null: all), a period of instants [start, end), the answer's language. */
export interface InsightsScope {
  countryId: number | null;
  start: Date | null;
  end: Date | null;
  lang: number;
}

/** The period's condition on a timestamp column. */
export function inPeriod(column: SQL, scope: Pick<InsightsScope, 'start' | 'end'>): SQL {
  const parts = [sql`true`];
  if (scope.start) parts.push(sql`${column} >= ${scope.start.toISOString()}::timestamptz`);
  if (scope.end) parts.push(sql`${column} < ${scope.end.toISOString()}::timestamptz`);
  return sql.join(parts, sql` and `);
}

/** The economy ids under which activity_counts keeps the total of all economies (migration 0007). */
export const ALL_ECONOMIES = -1;
/** The `to_country_id` under which activity_counts keeps each economy's own rows (once per economy concerned). */
export const OF_ECONOMY = -2;

/**
 * The period's bounds for the counts kept per day, month and year (migrations 0006, 0007), as
 * CTE `b` (or the name given): its first and last-plus-one day (`lo_day`, `hi_day`), its first whole month and year
 * and the month and year after its last whole ones, in the portal's time zone; open ends stay
 * infinite. A period reads its whole years from the year rows, its other whole months from the
 * month rows and its other days from the day rows: a few hundred buckets at most.
 */
export const periodBounds = (scope: Pick<InsightsScope, 'start' | 'end'>, b = 'b') => {
  const day = (d: Date | null, open: string) =>
    d ? sql`(${d.toISOString()}::timestamptz at time zone ${PORTAL_TIME_ZONE})::date` : sql.raw(`'${open}'::date`);
  const first = (unit: 'month' | 'year') =>
    sql.raw(`case when lo_day = '-infinity' then lo_day else (date_trunc('${unit}', lo_day - 1) + interval '1 ${unit}')::date end`);
  const after = (unit: 'month' | 'year') =>
    sql.raw(`case when hi_day = 'infinity' then hi_day else date_trunc('${unit}', hi_day)::date end`);
  return sql`${sql.raw(b)}0 as (select ${day(scope.start, '-infinity')} as lo_day, ${day(scope.end, 'infinity')} as hi_day),
    ${sql.raw(b)} as (select lo_day, hi_day, ${first('month')} as lo_month, ${after('month')} as hi_month, ${first('year')} as lo_year,
      ${after('year')} as hi_year from ${sql.raw(b)}0)`;
};

/** The kept rows (table alias `k`, columns span and bucket) of the period's buckets, its bounds (periodBounds) named `b`. */
export const inBuckets = (
  k: SQL,
  b: SQL = sql`b`,
) => sql`((${k}.span = 'year' and ${k}.bucket >= ${b}.lo_year and ${k}.bucket < ${b}.hi_year)
  or (${k}.span = 'month' and ${k}.bucket >= ${b}.lo_month and ${k}.bucket < ${b}.hi_month and not (${k}.bucket >= ${b}.lo_year and ${k}.bucket < ${b}.hi_year))
  or (${k}.span = 'day' and ${k}.bucket >= ${b}.lo_day and ${k}.bucket < ${b}.hi_day and not (${k}.bucket >= ${b}.lo_month and ${k}.bucket < ${b}.hi_month)))`;

/** The same without the year rows, for figures per month (each bucket then lies in one month). */
export const inMonthBuckets = (k: SQL) => sql`((${k}.span = 'month' and ${k}.bucket >= b.lo_month and ${k}.bucket < b.hi_month)
  or (${k}.span = 'day' and ${k}.bucket >= b.lo_day and ${k}.bucket < b.hi_day and not (${k}.bucket >= b.lo_month and ${k}.bucket < b.hi_month)))`;

/** The rows of a raw statement. */
export type Rows<T> = { rows: T[] };

/**
 * The statements of one answer, in a read-only transaction with PostgreSQL's JIT compilation off:
 * these aggregates are costed above jit_above_cost, and compiling them took longer than running
 * them (at 1,000,000 catalogue items on the loaded bench machine: 12.9 s of JIT before a 12.6 s
 * run; docs/decisions.md). One snapshot also keeps an answer's parts consistent with each other.
 */
export function insightsReads<T>(db: Db, read: (tx: DbOrTx) => Promise<T>): Promise<T> {
  return db.transaction(
    async (tx) => {
      await tx.execute(sql`set local jit = off`);
      return read(tx);
    },
    { accessMode: 'read only' },
  );
}
