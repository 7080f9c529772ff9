import type { FunctionCreateModel, FunctionModel, FunctionUpdateModel } from '@portal/contracts/access-admin/functions';
import { totalPages } from '@portal/contracts/common/paging';
import { and, asc, count, eq, sql } from 'drizzle-orm';
import type { Actor, AppContext } from '../../context.ts';
import type { DbOrTx } from '../../db/client.ts';
import * as t from '../../db/schema/all.ts';
import { AppError, businessRule, notFound } from '../../lib/app-error.ts';
import { offsetOf } from '../../lib/paging.ts';
import { ilikeContains } from '../../lib/text-match.ts';
import { logAction } from '../logs/logs.service.ts';

export interface FunctionFilter {
  pageNum: number;
  pageSize: number;
  name?: string | null;
  alias?: string | null;
  fkActionModuleId?: number | null;
}

export async function searchFunctions(db: DbOrTx, input: FunctionFilter) {
  const where = and(
    eq(t.functions.isDeleted, false),
    ilikeContains(t.functions.name, input.name),
    ilikeContains(t.functions.alias, input.alias),
    input.fkActionModuleId ? eq(t.functions.fkActionModuleId, input.fkActionModuleId) : undefined,
  );
  const [{ n }] = await db.select({ n: count() }).from(t.functions).where(where);
  const list = await db
    .select()
    .from(t.functions)
    .where(where)
    .orderBy(asc(t.functions.pkFunctionId))
    .limit(input.pageSize)
    .offset(offsetOf(input.pageNum, input.pageSize));
  return { list, totalPages: totalPages(n, input.pageSize), totalCount: n };
}

async function findLive(db: DbOrTx, id: number, lock = false) {
  const q = db
    .select()
    .from(t.functions)
    .where(and(eq(t.functions.pkFunctionId, id), eq(t.functions.isDeleted, false)));
  const [row] = lock ? await q.for('update') : await q;
  if (!row) throw notFound('function_not_found');
  return row;
}

export const getFunction = (db: DbOrTx, id: number): Promise<FunctionModel> => findLive(db, id);

async function assertAliasFree(db: DbOrTx, alias: string, exceptId?: number) {
  const [row] = await db
    .select({ id: t.functions.pkFunctionId })
    .from(t.functions)
    .where(and(sql`lower(${t.functions.alias}) = ${alias.toLowerCase()}`, eq(t.functions.isDeleted, false)));
  if (row && row.id !== exceptId) throw new AppError('alias_taken', 422, undefined, { alias: 'alias_taken' });
}

const fields = (input: FunctionCreateModel) => ({
  name: input.name,
  description: input.description ?? null,
  titleId: input.titleId ?? null,
  alias: input.alias,
  fkEntityTypeId: input.fkEntityTypeId ?? null,
  fkActionGroupId: input.fkActionGroupId ?? null,
  fkActionModuleId: input.fkActionModuleId ?? null,
  actions: [...new Set(input.actions)],
});

export async function createFunction(ctx: AppContext, actor: Actor, input: FunctionCreateModel) {
  return ctx.db.transaction(async (tx) => {
    await assertAliasFree(tx, input.alias);
    const [row] = await tx.insert(t.functions).values(fields(input)).returning();
    await logAction(tx, actor, 'function_created', 'function', row.pkFunctionId, { alias: row.alias });
    return row;
  });
}

export async function updateFunction(ctx: AppContext, actor: Actor, input: FunctionUpdateModel) {
  return ctx.db.transaction(async (tx) => {
    const current = await findLive(tx, input.pkFunctionId, true);
    // Routes check built-in aliases by name: renaming one would silently change who may call what.
    if (current.isBuiltin && input.alias !== current.alias) throw businessRule('builtin_function_alias_locked');
    await assertAliasFree(tx, input.alias, current.pkFunctionId);
    const [row] = await tx.update(t.functions).set(fields(input)).where(eq(t.functions.pkFunctionId, current.pkFunctionId)).returning();
    await logAction(tx, actor, 'function_updated', 'function', row.pkFunctionId, { alias: row.alias });
    return row;
  });
}

/** Soft delete: the function leaves every role and group, so its permission ends at once. */
export async function deleteFunction(ctx: AppContext, actor: Actor, id: number) {
  await ctx.db.transaction(async (tx) => {
    const current = await findLive(tx, id, true);
    if (current.isBuiltin || current.isSystem) throw businessRule('builtin_function_cannot_be_deleted');
    await tx.update(t.functions).set({ isDeleted: true }).where(eq(t.functions.pkFunctionId, id));
    await tx.delete(t.roleFunctions).where(eq(t.roleFunctions.fkFunctionId, id));
    await tx.delete(t.functionGroupFunctions).where(eq(t.functionGroupFunctions.fkFunctionId, id));
    await logAction(tx, actor, 'function_deleted', 'function', id, { alias: current.alias });
  });
}
