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

/** The month (YYYY-MM) of a timestamp column in the portal's time zone. */
export const monthOf = (column: SQL) => sql`to_char(${column} at time zone ${PORTAL_TIME_ZONE}, 'YYYY-MM')`;

/**
 * Each code of the two classification trees (NACE activities, HS products) with its section,
 * the root above it, as a recursive CTE named `sect(id, section_id)`: a few thousand codes, so
 * the figures are grouped by code first and then by section.
 */
export const sectionsCte = (codeTypes: number[]) => sql`sect(id, section_id) as (
    select pk_code_id, pk_code_id from codes where fk_code_type_id in (${sql.join(codeTypes, sql`, `)}) and fk_parent_id is null
    union all select c.pk_code_id, s.section_id from codes c join sect s on c.fk_parent_id = s.id)`;

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
