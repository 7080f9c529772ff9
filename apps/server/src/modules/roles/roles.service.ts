import type { RoleCreateModel, RoleModel, RoleSearchModel, RoleUpdateModel } from '@portal/contracts/access-admin/roles';
import { totalPages } from '@portal/contracts/common/paging';
import { and, asc, count, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { Actor, AppContext } from '../../context.ts';
import type { DbOrTx } from '../../db/client.ts';
import * as t from '../../db/schema/all.ts';
import { roleFunctionDefs } from './role-definitions.ts';
import { AppError, businessRule, notFound } from '../../lib/app-error.ts';
import { offsetOf } from '../../lib/paging.ts';
import { ilikeContains } from '../../lib/text-match.ts';
import { logAction } from '../logs/logs.service.ts';
import { assertLiveFunctions, functionsOfRoles } from './access-admin.repository.ts';
import { assignableRolesCondition } from './role.policy.ts';

const usersCount = sql<number>`(select count(*)::int from ${t.users} u where u.fk_role_id = ${t.roles.pkRoleId} and u.deleted_at is null)`;
const listColumns = {
  pkRoleId: t.roles.pkRoleId,
  name: t.roles.name,
  description: t.roles.description,
  isCompanyRole: t.roles.isCompanyRole,
  isSystem: t.roles.isSystem,
  usersCount,
};

export async function searchRoles(db: DbOrTx, input: RoleSearchModel) {
  const where = and(
    eq(t.roles.isDeleted, false),
    ilikeContains(t.roles.name, input.name),
    input.isCompanyRole == null ? undefined : eq(t.roles.isCompanyRole, input.isCompanyRole),
  );
  const [{ n }] = await db.select({ n: count() }).from(t.roles).where(where);
  const roles = await db
    .select(listColumns)
    .from(t.roles)
    .where(where)
    .orderBy(asc(t.roles.pkRoleId))
    .limit(input.pageSize)
    .offset(offsetOf(input.pageNum, input.pageSize));
  return { roles, pageCount: totalPages(n, input.pageSize), totalCount: n };
}

export async function getRole(db: DbOrTx, id: number): Promise<RoleModel> {
  const [role] = await db
    .select(listColumns)
    .from(t.roles)
    .where(and(eq(t.roles.pkRoleId, id), eq(t.roles.isDeleted, false)));
  if (!role) throw notFound('role_not_found');
  const functions = (await functionsOfRoles(db, [id])).get(id) ?? [];
  return { ...role, functions, functionIds: functions.map((f) => f.pkFunctionId) };
}

async function assertNameFree(db: DbOrTx, name: string, exceptId?: number) {
  const [row] = await db
    .select({ id: t.roles.pkRoleId })
    .from(t.roles)
    .where(and(sql`lower(${t.roles.name}) = ${name.toLowerCase()}`, eq(t.roles.isDeleted, false)));
  if (row && row.id !== exceptId) throw new AppError('name_taken', 422, undefined, { name: 'name_taken' });
}

async function setRoleFunctions(db: DbOrTx, roleId: number, functionIds: number[]) {
  await db.delete(t.roleFunctions).where(eq(t.roleFunctions.fkRoleId, roleId));
  if (functionIds.length) await db.insert(t.roleFunctions).values(functionIds.map((fkFunctionId) => ({ fkRoleId: roleId, fkFunctionId })));
}

export async function createRole(ctx: AppContext, actor: Actor, input: RoleCreateModel) {
  const id = await ctx.db.transaction(async (tx) => {
    await assertNameFree(tx, input.name);
    const functionIds = await assertLiveFunctions(tx, input.functionIds);
    const [role] = await tx
      .insert(t.roles)
      .values({ name: input.name, description: input.description ?? null, isCompanyRole: input.isCompanyRole })
      .returning();
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
  const rows = await db
    .select({ id: t.functions.pkFunctionId })
    .from(t.functions)
    .where(and(inArray(t.functions.alias, aliases), eq(t.functions.isDeleted, false)));
  return rows.map((r) => r.id);
}

export async function updateRole(ctx: AppContext, actor: Actor, input: RoleUpdateModel) {
  await ctx.db.transaction(async (tx) => {
    const [role] = await tx
      .select()
      .from(t.roles)
      .where(and(eq(t.roles.pkRoleId, input.pkRoleId), eq(t.roles.isDeleted, false)))
      .for('update');
    if (!role) throw notFound('role_not_found');
    await assertNameFree(tx, input.name, role.pkRoleId);
    const functionIds = await assertLiveFunctions(tx, input.functionIds);
    if (role.isSystem) {
      if (input.isCompanyRole !== role.isCompanyRole) throw businessRule('builtin_role_locked');
      const required = await builtinFunctionIds(tx, role.pkRoleId);
      if (required.some((id) => !functionIds.includes(id))) throw businessRule('builtin_role_functions_locked');
    }
    await tx
      .update(t.roles)
      .set({ name: input.name, description: input.description ?? null, isCompanyRole: input.isCompanyRole })
      .where(eq(t.roles.pkRoleId, role.pkRoleId));
    await setRoleFunctions(tx, role.pkRoleId, functionIds);
    await logAction(tx, actor, 'role_updated', 'role', role.pkRoleId, { name: input.name, functionIds });
  });
  return getRole(ctx.db, input.pkRoleId);
}

export async function deleteRole(ctx: AppContext, actor: Actor, id: number) {
  await ctx.db.transaction(async (tx) => {
    const [role] = await tx
      .select()
      .from(t.roles)
      .where(and(eq(t.roles.pkRoleId, id), eq(t.roles.isDeleted, false)))
      .for('update');
    if (!role) throw notFound('role_not_found');
    if (role.isSystem) throw businessRule('builtin_role_cannot_be_deleted');
    const [{ n }] = await tx
      .select({ n: count() })
      .from(t.users)
      .where(and(eq(t.users.fkRoleId, id), isNull(t.users.deletedAt)));
    if (n > 0) throw businessRule('role_in_use', { users: n });
    await tx.update(t.roles).set({ isDeleted: true }).where(eq(t.roles.pkRoleId, id));
    await tx.delete(t.roleFunctions).where(eq(t.roleFunctions.fkRoleId, id));
    await logAction(tx, actor, 'role_deleted', 'role', id, { name: role.name });
  });
}

const optionColumns = { pkRoleId: t.roles.pkRoleId, name: t.roles.name, isCompanyRole: t.roles.isCompanyRole };

/** Roles the caller may give when creating or editing a user (the role policy's rule). */
export async function rolesForCreateUser(db: DbOrTx, actor: Actor) {
  return db
    .select(optionColumns)
    .from(t.roles)
    .where(and(eq(t.roles.isDeleted, false), assignableRolesCondition(actor)))
    .orderBy(asc(t.roles.pkRoleId));
}

/** The optional roles: those defined in the administration area besides the built-in ones. */
export async function optionalRoles(db: DbOrTx, actor: Actor) {
  return db
    .select(optionColumns)
    .from(t.roles)
    .where(and(eq(t.roles.isDeleted, false), eq(t.roles.isSystem, false), assignableRolesCondition(actor)))
    .orderBy(asc(t.roles.pkRoleId));
}
