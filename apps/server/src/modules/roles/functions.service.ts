import type { FunctionCreateModel, FunctionModel, FunctionUpdateModel } from '@portal/contracts/access-admin/functions';
import { totalPages } from '@portal/contracts/common/paging';
import type { Actor, AppContext } from '../../context.ts';
import type { DbOrTx } from '../../db/client.ts';
import { AppError, businessRule, notFound } from '../../lib/app-error.ts';
import { offsetOf } from '../../lib/paging.ts';
import { logAction } from '../logs/logs.service.ts';
import {
  findLiveFunction,
  functionPage,
  insertFunction,
  liveFunctionIdWithAlias,
  softDeleteFunction,
  updateFunctionRow,
} from './functions.repository.ts';

export interface FunctionFilter {
  pageNum: number;
  pageSize: number;
  name?: string | null;
  alias?: string | null;
  fkActionModuleId?: number | null;
}

export async function searchFunctions(db: DbOrTx, input: FunctionFilter) {
  const { list, total: n } = await functionPage(db, input, { limit: input.pageSize, offset: offsetOf(input.pageNum, input.pageSize) });
  return { list, totalPages: totalPages(n, input.pageSize), totalCount: n };
}

async function findLive(db: DbOrTx, id: number, lock = false) {
  const row = await findLiveFunction(db, id, { lock });
  if (!row) throw notFound('function_not_found');
  return row;
}

export const getFunction = (db: DbOrTx, id: number): Promise<FunctionModel> => findLive(db, id);

async function assertAliasFree(db: DbOrTx, alias: string, exceptId?: number) {
  const id = await liveFunctionIdWithAlias(db, alias);
  if (id !== null && id !== exceptId) throw new AppError('alias_taken', 422, undefined, { alias: 'alias_taken' });
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
    const row = await insertFunction(tx, fields(input));
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
    const row = await updateFunctionRow(tx, current.pkFunctionId, fields(input));
    await logAction(tx, actor, 'function_updated', 'function', row.pkFunctionId, { alias: row.alias });
    return row;
  });
}

/** Soft delete: the function leaves every role and group, so its permission ends at once. */
export async function deleteFunction(ctx: AppContext, actor: Actor, id: number) {
  await ctx.db.transaction(async (tx) => {
    const current = await findLive(tx, id, true);
    if (current.isBuiltin || current.isSystem) throw businessRule('builtin_function_cannot_be_deleted');
    await softDeleteFunction(tx, id);
    await logAction(tx, actor, 'function_deleted', 'function', id, { alias: current.alias });
  });
}
