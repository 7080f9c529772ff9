import { is, or, sql } from 'drizzle-orm';
import { PgTable, getTableConfig } from 'drizzle-orm/pg-core';
import type { DbOrTx } from '../../db/client.ts';
import * as schema from '../../db/schema/all.ts';
import { codes } from '../../db/schema/all.ts';

/**
 * The columns that hold a code's id as a record's choice (a company's type, a session's type, an
 * event's chamber...): every foreign key to codes.pk_code_id, read from the schema so a new table
 * is covered without a list to keep. Keys that delete along with the code (its translations) are
 * the code's own rows, not uses.
 */
const usingColumns: { table: string; column: string }[] = (Object.values(schema) as unknown[])
  .filter((value): value is PgTable => is(value, PgTable))
  .flatMap((table) => getTableConfig(table).foreignKeys)
  .filter((fk) => fk.onDelete !== 'cascade')
  .map((fk) => fk.reference())
  .filter((ref) => ref.foreignTable === codes && ref.foreignColumns.length === 1 && ref.foreignColumns[0] === codes.pkCodeId)
  .map((ref) => ({ table: getTableConfig(ref.columns[0].table as PgTable).name, column: ref.columns[0].name }));

/** Whether any record uses the code (holds its id). */
export async function codeIsUsed(db: DbOrTx, codeId: number): Promise<boolean> {
  if (!usingColumns.length) return false;
  const uses = usingColumns.map(
    (u) => sql`exists (select 1 from ${sql.identifier(u.table)} where ${sql.identifier(u.column)} = ${codeId})`,
  );
  const { rows } = (await db.execute(sql`select (${or(...uses)}) as used`)) as { rows: { used: boolean }[] };
  return rows[0]?.used === true;
}

/** The checked columns as table.column (tests prove the schema reading finds them). */
export const usingColumnNames = () => usingColumns.map((u) => `${u.table}.${u.column}`);
