import { and, asc, count, eq, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import * as t from '../../db/schema/all.ts';
import { containsFilter } from '../../lib/text-match.ts';

export type FunctionRow = typeof t.functions.$inferSelect;
type FunctionValues = Omit<typeof t.functions.$inferInsert, 'pkFunctionId'>;

/** A page of the live functions by id, filtered by name, alias and module, with the list's total. */
export async function functionPage(
  db: DbOrTx,
  filter: { name?: string | null; alias?: string | null; fkActionModuleId?: number | null },
  page: { limit: number; offset: number },
) {
  const where = and(
    eq(t.functions.isDeleted, false),
    containsFilter(t.functions.name, filter.name),
    containsFilter(t.functions.alias, filter.alias),
    filter.fkActionModuleId ? eq(t.functions.fkActionModuleId, filter.fkActionModuleId) : undefined,
  );
  const [{ n }] = await db.select({ n: count() }).from(t.functions).where(where);
  const list = await db
    .select()
    .from(t.functions)
    .where(where)
    .orderBy(asc(t.functions.pkFunctionId))
    .limit(page.limit)
    .offset(page.offset);
  return { list, total: n };
}

/** A live function; with `lock`, locked until the transaction ends. Null when there is none. */
export async function findLiveFunction(db: DbOrTx, id: number, o: { lock?: boolean } = {}): Promise<FunctionRow | null> {
  const q = db
    .select()
    .from(t.functions)
    .where(and(eq(t.functions.pkFunctionId, id), eq(t.functions.isDeleted, false)));
  const [row] = o.lock ? await q.for('update') : await q;
  return row ?? null;
}

/** The id of a live function of the alias (case ignored); null when there is none. */
export async function liveFunctionIdWithAlias(db: DbOrTx, alias: string): Promise<number | null> {
  const [row] = await db
    .select({ id: t.functions.pkFunctionId })
    .from(t.functions)
    .where(and(sql`lower(${t.functions.alias}) = ${alias.toLowerCase()}`, eq(t.functions.isDeleted, false)));
  return row?.id ?? null;
}

export async function insertFunction(db: DbOrTx, values: FunctionValues): Promise<FunctionRow> {
  const [row] = await db.insert(t.functions).values(values).returning();
  return row;
}

export async function updateFunctionRow(db: DbOrTx, id: number, values: FunctionValues): Promise<FunctionRow> {
  const [row] = await db.update(t.functions).set(values).where(eq(t.functions.pkFunctionId, id)).returning();
  return row;
}

/** Soft delete: the function is marked deleted and leaves every role and group. */
export async function softDeleteFunction(db: DbOrTx, id: number) {
  await db.update(t.functions).set({ isDeleted: true }).where(eq(t.functions.pkFunctionId, id));
  await db.delete(t.roleFunctions).where(eq(t.roleFunctions.fkFunctionId, id));
  await db.delete(t.functionGroupFunctions).where(eq(t.functionGroupFunctions.fkFunctionId, id));
}
