import type {
  FunctionGroupCreateModel,
  FunctionGroupModel,
  FunctionGroupSearchModel,
  FunctionGroupUpdateModel,
} from '@portal/contracts/access-admin/function-groups';
import { totalPages } from '@portal/contracts/common/paging';
import { and, asc, count, eq, type SQL, sql } from 'drizzle-orm';
import type { Actor, AppContext } from '../../context.ts';
import type { DbOrTx } from '../../db/client.ts';
import * as t from '../../db/schema/all.ts';
import { AppError, businessRule, notFound } from '../../lib/app-error.ts';
import { offsetOf } from '../../lib/paging.ts';
import { ilikeContains } from '../../lib/text-match.ts';
import { logAction } from '../logs/logs.service.ts';
import { assertLiveFunctions, functionsOfGroups } from './access-admin.repository.ts';

type GroupRow = typeof t.functionGroups.$inferSelect;

async function withFunctions(db: DbOrTx, rows: GroupRow[]): Promise<FunctionGroupModel[]> {
  const fns = await functionsOfGroups(
    db,
    rows.map((r) => r.pkFunctionGroupId),
  );
  return rows.map(({ isDefault, ...r }) => {
    const functions = fns.get(r.pkFunctionGroupId) ?? [];
    return { ...r, default: isDefault, functions, functionIds: functions.map((f) => f.pkFunctionId) };
  });
}

async function listGroups(db: DbOrTx, where: SQL | undefined, page?: { pageNum: number; pageSize: number }) {
  const q = db
    .select()
    .from(t.functionGroups)
    .where(and(eq(t.functionGroups.isDeleted, false), where))
    .orderBy(asc(t.functionGroups.pkFunctionGroupId));
  const rows = page ? await q.limit(page.pageSize).offset(offsetOf(page.pageNum, page.pageSize)) : await q;
  return withFunctions(db, rows);
}

export const allFunctionGroups = (db: DbOrTx) => listGroups(db, undefined);

export async function searchFunctionGroups(db: DbOrTx, input: FunctionGroupSearchModel) {
  const where = ilikeContains(t.functionGroups.name, input.name);
  const [{ n }] = await db
    .select({ n: count() })
    .from(t.functionGroups)
    .where(and(eq(t.functionGroups.isDeleted, false), where));
  return { list: await listGroups(db, where, input), totalPages: totalPages(n, input.pageSize), totalCount: n };
}

async function findLive(db: DbOrTx, id: number) {
  const [row] = await db
    .select()
    .from(t.functionGroups)
    .where(and(eq(t.functionGroups.pkFunctionGroupId, id), eq(t.functionGroups.isDeleted, false)));
  if (!row) throw notFound('function_group_not_found');
  return row;
}

export async function getFunctionGroup(db: DbOrTx, id: number): Promise<FunctionGroupModel> {
  const [group] = await withFunctions(db, [await findLive(db, id)]);
  return group;
}

async function assertNameFree(db: DbOrTx, name: string, exceptId?: number) {
  const [row] = await db
    .select({ id: t.functionGroups.pkFunctionGroupId })
    .from(t.functionGroups)
    .where(and(sql`lower(${t.functionGroups.name}) = ${name.toLowerCase()}`, eq(t.functionGroups.isDeleted, false)));
  if (row && row.id !== exceptId) throw new AppError('name_taken', 422, undefined, { name: 'name_taken' });
}

async function setGroupFunctions(db: DbOrTx, groupId: number, functionIds: number[]) {
  await db.delete(t.functionGroupFunctions).where(eq(t.functionGroupFunctions.fkFunctionGroupId, groupId));
  if (functionIds.length) {
    await db.insert(t.functionGroupFunctions).values(functionIds.map((fkFunctionId) => ({ fkFunctionGroupId: groupId, fkFunctionId })));
  }
}

const fields = (input: FunctionGroupCreateModel) => ({
  name: input.name,
  description: input.description ?? null,
  titleId: input.titleId ?? null,
  isDefault: input.default,
  adminActionGroup: input.adminActionGroup,
  anonymousGroup: input.anonymousGroup,
});

export async function createFunctionGroup(ctx: AppContext, actor: Actor, input: FunctionGroupCreateModel) {
  const id = await ctx.db.transaction(async (tx) => {
    await assertNameFree(tx, input.name);
    const functionIds = await assertLiveFunctions(tx, input.functionIds);
    const [row] = await tx.insert(t.functionGroups).values(fields(input)).returning();
    await setGroupFunctions(tx, row.pkFunctionGroupId, functionIds);
    await logAction(tx, actor, 'function_group_created', 'function_group', row.pkFunctionGroupId, { name: row.name, functionIds });
    return row.pkFunctionGroupId;
  });
  return getFunctionGroup(ctx.db, id);
}

export async function updateFunctionGroup(ctx: AppContext, actor: Actor, input: FunctionGroupUpdateModel) {
  await ctx.db.transaction(async (tx) => {
    const current = await findLive(tx, input.pkFunctionGroupId);
    await assertNameFree(tx, input.name, current.pkFunctionGroupId);
    const functionIds = await assertLiveFunctions(tx, input.functionIds);
    await tx.update(t.functionGroups).set(fields(input)).where(eq(t.functionGroups.pkFunctionGroupId, current.pkFunctionGroupId));
    await setGroupFunctions(tx, current.pkFunctionGroupId, functionIds);
    await logAction(tx, actor, 'function_group_updated', 'function_group', current.pkFunctionGroupId, { name: input.name, functionIds });
  });
  return getFunctionGroup(ctx.db, input.pkFunctionGroupId);
}

export async function deleteFunctionGroup(ctx: AppContext, actor: Actor, id: number) {
  await ctx.db.transaction(async (tx) => {
    const current = await findLive(tx, id);
    if (current.isBuiltin || current.isSystem) throw businessRule('builtin_function_group_cannot_be_deleted');
    await tx.update(t.functionGroups).set({ isDeleted: true }).where(eq(t.functionGroups.pkFunctionGroupId, id));
    await tx.delete(t.functionGroupFunctions).where(eq(t.functionGroupFunctions.fkFunctionGroupId, id));
    await logAction(tx, actor, 'function_group_deleted', 'function_group', id, { name: current.name });
  });
}
