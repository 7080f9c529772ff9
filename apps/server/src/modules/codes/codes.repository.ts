import { and, asc, count, eq, inArray, ne, type SQL, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { codes } from '../../db/schema/all.ts';
import { codeOrNameContains } from './code-nodes.repository.ts';

/** The entries of the codes administration: codes of one type, each row as stored. */
export type CodeRow = typeof codes.$inferSelect;
export type CodeValues = Pick<typeof codes.$inferInsert, 'code' | 'sortOrder' | 'fkParentId' | 'level' | 'fkCountryId'>;

/** A page of a type's codes by sort order and code, with the list's total. */
export async function codeEntryPage(
  db: DbOrTx,
  typeId: number,
  o: { text?: string; parentId?: number; includeDeleted: boolean; limit: number; offset: number },
) {
  const conditions: (SQL | undefined)[] = [eq(codes.fkCodeTypeId, typeId)];
  if (!o.includeDeleted) conditions.push(eq(codes.isDeleted, false));
  if (o.parentId) conditions.push(eq(codes.fkParentId, o.parentId));
  conditions.push(codeOrNameContains(o.text));
  const where = and(...conditions);
  const [{ total }] = await db.select({ total: count() }).from(codes).where(where);
  const rows = await db.select().from(codes).where(where).orderBy(asc(codes.sortOrder), asc(codes.code)).limit(o.limit).offset(o.offset);
  return { rows, total };
}

/** A code of the type by id, deleted or not; null when there is none. */
export async function findCodeOfType(db: DbOrTx, typeId: number, id: number): Promise<CodeRow | null> {
  const [row] = await db
    .select()
    .from(codes)
    .where(and(eq(codes.pkCodeId, id), eq(codes.fkCodeTypeId, typeId)));
  return row ?? null;
}

/** A code of the type by id that is not deleted; null when there is none. */
export async function findLiveCodeOfType(db: DbOrTx, typeId: number, id: number): Promise<CodeRow | null> {
  const [row] = await db
    .select()
    .from(codes)
    .where(and(eq(codes.pkCodeId, id), eq(codes.fkCodeTypeId, typeId), eq(codes.isDeleted, false)));
  return row ?? null;
}

export async function codeExists(db: DbOrTx, id: number): Promise<boolean> {
  const [row] = await db.select({ id: codes.pkCodeId }).from(codes).where(eq(codes.pkCodeId, id));
  return Boolean(row);
}

/** Every code value a type uses, deleted entries included. */
export async function codeValuesOfType(db: DbOrTx, typeId: number): Promise<Set<string>> {
  const rows = await db.select({ code: codes.code }).from(codes).where(eq(codes.fkCodeTypeId, typeId));
  return new Set(rows.map((r) => r.code));
}

/** Whether another entry of the type than `exceptId` has the code value. */
export async function codeValueTaken(db: DbOrTx, typeId: number, code: string, exceptId?: number): Promise<boolean> {
  const [row] = await db
    .select({ id: codes.pkCodeId })
    .from(codes)
    .where(and(eq(codes.fkCodeTypeId, typeId), eq(codes.code, code), exceptId ? ne(codes.pkCodeId, exceptId) : undefined));
  return Boolean(row);
}

/** How many of these distinct ids are live codes of the type (with `leafOnly`, codes without children). */
export async function countLiveCodes(db: DbOrTx, typeId: number, ids: number[], o: { leafOnly?: boolean } = {}): Promise<number> {
  const rows = await db
    .select({ id: codes.pkCodeId })
    .from(codes)
    .where(
      and(
        eq(codes.fkCodeTypeId, typeId),
        eq(codes.isDeleted, false),
        inArray(codes.pkCodeId, ids),
        o.leafOnly ? sql`not exists (select 1 from codes c where c.fk_parent_id = ${codes.pkCodeId})` : sql`true`,
      ),
    );
  return rows.length;
}

/** Whether the code has a child that is not deleted. */
export async function hasLiveChild(db: DbOrTx, id: number): Promise<boolean> {
  const [child] = await db
    .select({ id: codes.pkCodeId })
    .from(codes)
    .where(and(eq(codes.fkParentId, id), eq(codes.isDeleted, false)))
    .limit(1);
  return Boolean(child);
}

export async function insertCode(db: DbOrTx, typeId: number, values: CodeValues): Promise<number> {
  const [row] = await db
    .insert(codes)
    .values({ ...values, fkCodeTypeId: typeId })
    .returning({ id: codes.pkCodeId });
  return row.id;
}

export async function updateCodeRow(db: DbOrTx, id: number, values: CodeValues) {
  await db.update(codes).set(values).where(eq(codes.pkCodeId, id));
}

/** Sets the levels below a node to follow its level, down the whole subtree. */
export async function relevelChildren(db: DbOrTx, parentId: number, parentLevel: number) {
  const children = await db
    .update(codes)
    .set({ level: parentLevel + 1 })
    .where(eq(codes.fkParentId, parentId))
    .returning({ id: codes.pkCodeId });
  for (const c of children) await relevelChildren(db, c.id, parentLevel + 1);
}

/**
 * Locks a code's row for its delete. A record written with the code holds a key-share lock on it
 * until it commits, so the delete waits for it and its use check then sees that record.
 */
export async function lockCode(tx: DbOrTx, id: number): Promise<CodeRow> {
  const [row] = await tx.select().from(codes).where(eq(codes.pkCodeId, id)).for('update');
  return row;
}

export async function softDeleteCode(db: DbOrTx, id: number) {
  await db.update(codes).set({ isDeleted: true }).where(eq(codes.pkCodeId, id));
}
