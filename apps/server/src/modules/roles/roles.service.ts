import type { RoleCreateModel, RoleModel, RoleSearchModel, RoleUpdateModel } from '@portal/contracts/access-admin/roles';
import { totalPages } from '@portal/contracts/common/paging';
import type { Actor, AppContext } from '../../context.ts';
import type { DbOrTx } from '../../db/client.ts';
import { roleFunctionDefs } from './role-definitions.ts';
import { AppError, businessRule, notFound } from '../../lib/app-error.ts';
import { offsetOf } from '../../lib/paging.ts';
import { logAction } from '../logs/logs.service.ts';
import { assertLiveFunctions, functionsOfRoles } from './access-admin.repository.ts';
import { assignableRolesCondition, deletableRoleCondition, roleChangeRefusal, roleDeletionRefusal } from './role.policy.ts';
import {
  countRoleUsers,
  findLiveRole,
  findRoleListItem,
  insertRole,
  liveFunctionIdsOf,
  liveRoleIdNamed,
  rolePage,
  roleOptions,
  setRoleFunctions,
  softDeleteRole,
  updateRoleRow,
} from './roles.repository.ts';

export async function searchRoles(db: DbOrTx, input: RoleSearchModel) {
  const { roles, total } = await rolePage(
    db,
    input,
    { limit: input.pageSize, offset: offsetOf(input.pageNum, input.pageSize) },
    deletableRoleCondition(),
  );
  return { roles, pageCount: totalPages(total, input.pageSize), totalCount: total };
}

export async function getRole(db: DbOrTx, id: number): Promise<RoleModel> {
  const role = await findRoleListItem(db, id, deletableRoleCondition());
  if (!role) throw notFound('role_not_found');
  const functions = (await functionsOfRoles(db, [id])).get(id) ?? [];
  return { ...role, functions, functionIds: functions.map((f) => f.pkFunctionId) };
}

async function assertNameFree(db: DbOrTx, name: string, exceptId?: number) {
  const id = await liveRoleIdNamed(db, name);
  if (id !== null && id !== exceptId) throw new AppError('name_taken', 422, undefined, { name: 'name_taken' });
}

const fields = (input: RoleCreateModel) => ({
  name: input.name,
  description: input.description ?? null,
  isCompanyRole: input.isCompanyRole,
});

export async function createRole(ctx: AppContext, actor: Actor, input: RoleCreateModel) {
  const id = await ctx.db.transaction(async (tx) => {
    await assertNameFree(tx, input.name);
    const functionIds = await assertLiveFunctions(tx, input.functionIds);
    const role = await insertRole(tx, fields(input));
    await setRoleFunctions(tx, role.pkRoleId, functionIds);
    await logAction(tx, actor, 'role_created', 'role', role.pkRoleId, { name: role.name, functionIds });
    return role.pkRoleId;
  });
  return getRole(ctx.db, id);
}

/** The functions a built-in role must keep, or nobody could administer the portal. */
async function builtinFunctionIds(db: DbOrTx, roleId: number): Promise<number[]> {
  const aliases = roleFunctionDefs[roleId] ?? [];
  if (!aliases.length) return [];
  return liveFunctionIdsOf(db, aliases);
}

export async function updateRole(ctx: AppContext, actor: Actor, input: RoleUpdateModel) {
  await ctx.db.transaction(async (tx) => {
    const role = await findLiveRole(tx, input.pkRoleId, { lock: true });
    if (!role) throw notFound('role_not_found');
    await assertNameFree(tx, input.name, role.pkRoleId);
    const functionIds = await assertLiveFunctions(tx, input.functionIds);
    const refusal = roleChangeRefusal(
      role,
      { isCompanyRole: input.isCompanyRole, functionIds },
      await builtinFunctionIds(tx, role.pkRoleId),
    );
    if (refusal) throw businessRule(refusal);
    await updateRoleRow(tx, role.pkRoleId, fields(input));
    await setRoleFunctions(tx, role.pkRoleId, functionIds);
    await logAction(tx, actor, 'role_updated', 'role', role.pkRoleId, { name: input.name, functionIds });
  });
  return getRole(ctx.db, input.pkRoleId);
}

export async function deleteRole(ctx: AppContext, actor: Actor, id: number) {
  await ctx.db.transaction(async (tx) => {
    const role = await findLiveRole(tx, id, { lock: true });
    if (!role) throw notFound('role_not_found');
    const refusal = roleDeletionRefusal(role, await countRoleUsers(tx, id));
    if (refusal) throw businessRule(refusal.key, refusal.users === undefined ? undefined : { users: refusal.users });
    await softDeleteRole(tx, id);
    await logAction(tx, actor, 'role_deleted', 'role', id, { name: role.name });
  });
}

/** Roles the caller may give when creating or editing a user (the role policy's rule). */
export async function rolesForCreateUser(db: DbOrTx, actor: Actor) {
  return roleOptions(db, assignableRolesCondition(actor));
}

/** The optional roles: those defined in the administration area besides the built-in ones. */
export async function optionalRoles(db: DbOrTx, actor: Actor) {
  return roleOptions(db, assignableRolesCondition(actor), { optionalOnly: true });
}
