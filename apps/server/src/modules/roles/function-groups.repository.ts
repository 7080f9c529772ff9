import { and, asc, count, eq, type SQL, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import * as t from '../../db/schema/all.ts';
import { containsFilter } from '../../lib/text-match.ts';

export type FunctionGroupRow = typeof t.functionGroups.$inferSelect;
type FunctionGroupValues = Omit<typeof t.functionGroups.$inferInsert, 'pkFunctionGroupId'>;

const live = (where?: SQL) => and(eq(t.functionGroups.isDeleted, false), where);

/** The live function groups by id (whose name contains the text, when given); a page of them with `page`. */
export async function liveFunctionGroups(db: DbOrTx, name?: string | null, page?: { limit: number; offset: number }) {
  const q = db
    .select()
    .from(t.functionGroups)
    .where(live(containsFilter(t.functionGroups.name, name)))
    .orderBy(asc(t.functionGroups.pkFunctionGroupId));
  return page ? q.limit(page.limit).offset(page.offset) : q;
}

/** How many live function groups have a name containing the text. */
export async function countLiveFunctionGroups(db: DbOrTx, name?: string | null): Promise<number> {
  const [{ n }] = await db
    .select({ n: count() })
    .from(t.functionGroups)
    .where(live(containsFilter(t.functionGroups.name, name)));
  return n;
}

export async function findLiveFunctionGroup(db: DbOrTx, id: number): Promise<FunctionGroupRow | null> {
  const [row] = await db
    .select()
    .from(t.functionGroups)
    .where(live(eq(t.functionGroups.pkFunctionGroupId, id)));
  return row ?? null;
}

/** The id of a live function group of the name (case ignored); null when there is none. */
export async function liveFunctionGroupIdNamed(db: DbOrTx, name: string): Promise<number | null> {
  const [row] = await db
    .select({ id: t.functionGroups.pkFunctionGroupId })
    .from(t.functionGroups)
    .where(live(sql`lower(${t.functionGroups.name}) = ${name.toLowerCase()}`));
  return row?.id ?? null;
}

export async function insertFunctionGroup(db: DbOrTx, values: FunctionGroupValues): Promise<FunctionGroupRow> {
  const [row] = await db.insert(t.functionGroups).values(values).returning();
  return row;
}

export async function updateFunctionGroupRow(db: DbOrTx, id: number, values: FunctionGroupValues) {
  await db.update(t.functionGroups).set(values).where(eq(t.functionGroups.pkFunctionGroupId, id));
}

/** Replaces the functions of a group. */
export async function setGroupFunctions(db: DbOrTx, groupId: number, functionIds: number[]) {
  await db.delete(t.functionGroupFunctions).where(eq(t.functionGroupFunctions.fkFunctionGroupId, groupId));
  if (functionIds.length) {
    await db.insert(t.functionGroupFunctions).values(functionIds.map((fkFunctionId) => ({ fkFunctionGroupId: groupId, fkFunctionId })));
  }
}

/** Soft delete: the group is marked deleted and holds no function any more. */
export async function softDeleteFunctionGroup(db: DbOrTx, id: number) {
  await db.update(t.functionGroups).set({ isDeleted: true }).where(eq(t.functionGroups.pkFunctionGroupId, id));
  await db.delete(t.functionGroupFunctions).where(eq(t.functionGroupFunctions.fkFunctionGroupId, id));
}
