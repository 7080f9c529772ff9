import { asc, count, eq, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { codes, codeTypes } from '../../db/schema/all.ts';

/** A code type, the codes administration's module. */
export type CodeTypeRow = typeof codeTypes.$inferSelect;

/** A code type by its model name, case ignored; null when there is none. */
export async function findCodeTypeByName(db: DbOrTx, name: string): Promise<CodeTypeRow | null> {
  const [row] = await db.select().from(codeTypes).where(sql`lower(${codeTypes.modelName}) = ${name.toLowerCase()}`);
  return row ?? null;
}

export function editableCodeTypes(db: DbOrTx): Promise<CodeTypeRow[]> {
  return db.select().from(codeTypes).where(eq(codeTypes.isEditable, true)).orderBy(asc(codeTypes.pkCodeTypeId));
}

/** Adds a code type under the id after the highest one. */
export async function insertCodeType(db: DbOrTx, values: Omit<typeof codeTypes.$inferInsert, 'pkCodeTypeId'>): Promise<CodeTypeRow> {
  const [{ next }] = await db.select({ next: sql<number>`coalesce(max(${codeTypes.pkCodeTypeId}), 0)::int + 1` }).from(codeTypes);
  const [row] = await db
    .insert(codeTypes)
    .values({ ...values, pkCodeTypeId: next })
    .returning();
  return row;
}

export async function setCodeTypeTitle(db: DbOrTx, id: number, titleId: string): Promise<CodeTypeRow> {
  const [row] = await db.update(codeTypes).set({ titleId }).where(eq(codeTypes.pkCodeTypeId, id)).returning();
  return row;
}

/** How many codes, deleted ones included, a type holds. */
export async function countCodesOfType(db: DbOrTx, typeId: number): Promise<number> {
  const [{ used }] = await db.select({ used: count() }).from(codes).where(eq(codes.fkCodeTypeId, typeId));
  return used;
}

export async function deleteCodeType(db: DbOrTx, id: number) {
  await db.delete(codeTypes).where(eq(codeTypes.pkCodeTypeId, id));
}
