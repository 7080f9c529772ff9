import type {
  FunctionGroupCreateModel,
  FunctionGroupModel,
  FunctionGroupSearchModel,
  FunctionGroupUpdateModel,
} from '@portal/contracts/access-admin/function-groups';
import { totalPages } from '@portal/contracts/common/paging';
import type { Actor, AppContext } from '../../context.ts';
import type { DbOrTx } from '../../db/client.ts';
import { AppError, businessRule, notFound } from '../../lib/app-error.ts';
import { offsetOf } from '../../lib/paging.ts';
import { logAction } from '../logs/logs.service.ts';
import { assertLiveFunctions, functionsOfGroups } from './access-admin.repository.ts';
import {
  countLiveFunctionGroups,
  type FunctionGroupRow,
  findLiveFunctionGroup,
  insertFunctionGroup,
  liveFunctionGroupIdNamed,
  liveFunctionGroups,
  setGroupFunctions,
  softDeleteFunctionGroup,
  updateFunctionGroupRow,
} from './function-groups.repository.ts';

async function withFunctions(db: DbOrTx, rows: FunctionGroupRow[]): Promise<FunctionGroupModel[]> {
  const fns = await functionsOfGroups(
    db,
    rows.map((r) => r.pkFunctionGroupId),
  );
  return rows.map(({ isDefault, ...r }) => {
    const functions = fns.get(r.pkFunctionGroupId) ?? [];
    return { ...r, default: isDefault, functions, functionIds: functions.map((f) => f.pkFunctionId) };
  });
}

export const allFunctionGroups = async (db: DbOrTx) => withFunctions(db, await liveFunctionGroups(db));

export async function searchFunctionGroups(db: DbOrTx, input: FunctionGroupSearchModel) {
  const n = await countLiveFunctionGroups(db, input.name);
  const rows = await liveFunctionGroups(db, input.name, { limit: input.pageSize, offset: offsetOf(input.pageNum, input.pageSize) });
  return { list: await withFunctions(db, rows), totalPages: totalPages(n, input.pageSize), totalCount: n };
}

async function findLive(db: DbOrTx, id: number) {
  const row = await findLiveFunctionGroup(db, id);
  if (!row) throw notFound('function_group_not_found');
  return row;
}

export async function getFunctionGroup(db: DbOrTx, id: number): Promise<FunctionGroupModel> {
  const [group] = await withFunctions(db, [await findLive(db, id)]);
  return group;
}

async function assertNameFree(db: DbOrTx, name: string, exceptId?: number) {
  const id = await liveFunctionGroupIdNamed(db, name);
  if (id !== null && id !== exceptId) throw new AppError('name_taken', 422, undefined, { name: 'name_taken' });
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
    const row = await insertFunctionGroup(tx, fields(input));
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
    await updateFunctionGroupRow(tx, current.pkFunctionGroupId, fields(input));
    await setGroupFunctions(tx, current.pkFunctionGroupId, functionIds);
    await logAction(tx, actor, 'function_group_updated', 'function_group', current.pkFunctionGroupId, { name: input.name, functionIds });
  });
  return getFunctionGroup(ctx.db, input.pkFunctionGroupId);
}

export async function deleteFunctionGroup(ctx: AppContext, actor: Actor, id: number) {
  await ctx.db.transaction(async (tx) => {
    const current = await findLive(tx, id);
    if (current.isBuiltin || current.isSystem) throw businessRule('builtin_function_group_cannot_be_deleted');
    await softDeleteFunctionGroup(tx, id);
    await logAction(tx, actor, 'function_group_deleted', 'function_group', id, { name: current.name });
  });
}
