import { and, type AnyColumn, type SQL, sql } from 'drizzle-orm';
import type { Actor } from '../../context.ts';
import type { DbOrTx } from '../../db/client.ts';
import { businessRule, forbidden, notFound } from '../../lib/app-error.ts';
import { type ChamberRuleCompany, canChamberAdminManageCompany, chamberCompanyCondition } from '../companies/company.policy.ts';
import { logUser } from '../logs/logs.service.ts';
import { roleWithoutAdminAlias } from '../roles/access-admin.repository.ts';
import { findTarget, type UserTarget } from './users-admin.repository.ts';

/** What the user rule needs to know about a user, loaded from the database (never from the request). */
export interface ManagedUser {
  user: { pkUserId: number };
  /** The user's company, for the chamber rule; null for users without one. */
  company: ChamberRuleCompany | null;
  /** Whether the user's role holds an administrator alias. */
  holdsAdminAlias: boolean;
}

type Column = SQL | AnyColumn;

const isPlatformAdmin = (actor: Pick<Actor, 'functions'>) => actor.functions.has('super_admin_function');

/**
 * Who may administer a user: a platform administrator everybody; a chamber administrator the
 * users of a company that passes the chamber rule, but never an administrator.
 */
export function canManageUser(actor: Actor, target: ManagedUser): boolean {
  if (isPlatformAdmin(actor)) return true;
  if (!actor.functions.has('cif_admin_function')) return false;
  if (target.holdsAdminAlias || !target.company) return false;
  return canChamberAdminManageCompany(actor, target.company);
}

/**
 * The same rule as a SQL condition for user lists, given the columns of the user's company id
 * and role id and of the company's country, multinational flag and WB6 flag.
 */
export function manageableUsersCondition(
  actor: Actor,
  columns: { companyId: Column; roleId: Column; company: { countryId: Column; isMnc: Column; countryIsWb6: Column } },
): SQL | undefined {
  if (isPlatformAdmin(actor)) return undefined;
  if (!actor.functions.has('cif_admin_function')) return sql`false`;
  return and(sql`${columns.companyId} is not null`, chamberCompanyCondition(actor, columns.company), roleWithoutAdminAlias(columns.roleId));
}

/** Another user than oneself: suspending, deleting or re-keying one's own account goes through the self-service calls. */
const isOther = (actor: Actor, target: ManagedUser) => target.user.pkUserId !== actor.userId;

/** A platform administrator may change their own role; others change only the roles of users they manage. */
export function canChangeRoleOf(actor: Actor, target: ManagedUser): boolean {
  return canManageUser(actor, target) && (isPlatformAdmin(actor) || isOther(actor, target));
}

/** Only a platform administrator places a chamber administrator in a chamber. */
export const canPlaceInChamber = (actor: Actor): boolean => isPlatformAdmin(actor);

/** What the caller may do with a user (the `can` flags of the details answer). */
export function userPermissions(actor: Actor, target: ManagedUser) {
  const manage = canManageUser(actor, target);
  const other = manage && isOther(actor, target);
  return {
    edit: manage,
    changeRole: canChangeRoleOf(actor, target),
    verify: other,
    activate: other,
    delete: other,
    hardDelete: isPlatformAdmin(actor) && other,
    setPassword: other,
  };
}

/**
 * A user the caller may administer, loaded by id: 404 when there is none, 403 (recorded in the
 * user log as an access denial) when the rule refuses.
 */
export async function requireManageableUser(
  db: DbOrTx,
  actor: Actor,
  id: number,
  o: { includeDeleted?: boolean } = {},
): Promise<UserTarget> {
  const target = await findTarget(db, id, o);
  if (!target) throw notFound('user_not_found');
  if (!canManageUser(actor, target)) {
    await logUser(db, actor, 'access_denied', { userId: actor.userId, email: actor.email });
    throw forbidden('user_not_manageable');
  }
  return target;
}

export function requireNotSelf(actor: Actor, target: ManagedUser): void {
  if (!isOther(actor, target)) throw businessRule('cannot_act_on_self');
}

export function requireRoleChangeAllowed(actor: Actor, target: ManagedUser): void {
  if (!canChangeRoleOf(actor, target)) throw forbidden('cannot_change_own_role');
}
