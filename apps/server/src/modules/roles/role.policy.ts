import { and, eq, type SQL, sql } from 'drizzle-orm';
import type { Actor } from '../../context.ts';
import type { DbOrTx } from '../../db/client.ts';
import * as t from '../../db/schema/all.ts';
import { fieldError, forbidden } from '../../lib/app-error.ts';
import { roleHoldsAdminAlias, roleWithoutAdminAlias } from './access-admin.repository.ts';
import { findLiveRole } from './roles.repository.ts';

/** What the rule needs to know about a role, loaded from the database. */
export interface AssignedRole {
  isCompanyRole: boolean;
  /** Whether the role holds an administrator alias (super_admin_function, cif_admin_function). */
  holdsAdminAlias: boolean;
}

/**
 * Which roles a caller may give a user: a platform administrator any live role; a chamber or
 * company administrator only company roles that carry no administrator function.
 */
export function canAssignRole(actor: Pick<Actor, 'functions'>, role: AssignedRole): boolean {
  if (actor.functions.has('super_admin_function')) return true;
  return role.isCompanyRole && !role.holdsAdminAlias;
}

/** The same rule as a SQL condition on the roles table, for the role pickers. */
export function assignableRolesCondition(actor: Pick<Actor, 'functions'>): SQL | undefined {
  if (actor.functions.has('super_admin_function')) return undefined;
  return and(eq(t.roles.isCompanyRole, true), roleWithoutAdminAlias(t.roles.pkRoleId));
}

/** A live role the caller may give: a field error on `fkRoleId` when there is none, 403 when it is not theirs to give. */
export async function requireAssignableRole(db: DbOrTx, actor: Pick<Actor, 'functions'>, roleId: number) {
  const role = await findLiveRole(db, roleId);
  if (!role) throw fieldError('fkRoleId', 'invalid_choice');
  if (!canAssignRole(actor, { isCompanyRole: role.isCompanyRole, holdsAdminAlias: await roleHoldsAdminAlias(db, roleId) })) {
    throw forbidden('role_not_assignable');
  }
  return role;
}

/** What the protection of built-in roles needs to know about a role. */
export interface GuardedRole {
  isSystem: boolean;
  isCompanyRole: boolean;
}

/**
 * Why a role may not be deleted, or null when it may: a built-in role never (the portal's own
 * roles 1-5), any other role only once no user holds it.
 */
export function roleDeletionRefusal(role: GuardedRole, usersCount: number): { key: string; users?: number } | null {
  if (role.isSystem) return { key: 'builtin_role_cannot_be_deleted' };
  if (usersCount > 0) return { key: 'role_in_use', users: usersCount };
  return null;
}

/** The same rule as a SQL condition on the roles table: the role may be deleted. */
export const deletableRoleCondition = (): SQL =>
  sql`${t.roles.isSystem} = false and not exists (select 1 from ${t.users} u where u.fk_role_id = ${t.roles.pkRoleId} and u.deleted_at is null)`;

/**
 * Why an edit of a role is refused, or null: a built-in role keeps its kind and every function
 * the portal needs it to hold (`requiredFunctionIds`), or nobody could administer the portal.
 */
export function roleChangeRefusal(
  role: GuardedRole,
  change: { isCompanyRole: boolean; functionIds: readonly number[] },
  requiredFunctionIds: readonly number[],
): string | null {
  if (!role.isSystem) return null;
  if (change.isCompanyRole !== role.isCompanyRole) return 'builtin_role_locked';
  if (requiredFunctionIds.some((id) => !change.functionIds.includes(id))) return 'builtin_role_functions_locked';
  return null;
}
