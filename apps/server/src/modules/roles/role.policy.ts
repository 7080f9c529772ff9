import { and, eq, type SQL } from 'drizzle-orm';
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
