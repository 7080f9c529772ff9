import { RoleId } from '@portal/contracts/common/access';
import type { UserStatusAction } from '@portal/contracts/users/admin-users';
import { and, type AnyColumn, eq, isNull, notInArray, or, type SQL, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Actor } from '../../context.ts';
import type { DbOrTx } from '../../db/client.ts';
import * as t from '../../db/schema/all.ts';
import { businessRule, forbidden, notFound } from '../../lib/app-error.ts';
import { type ChamberRuleCompany, canChamberAdminManageCompany, chamberCompanyCondition } from '../companies/company.policy.ts';
import { logUser } from '../logs/logs.service.ts';
import { roleWithoutAdminAlias } from '../roles/access-admin.repository.ts';
import { findTarget, lockCompaniesOfUsers, type UserTarget, userRuleColumns } from './users-admin.repository.ts';

/** What the user rule needs to know about a user, loaded from the database (never from the request). */
export interface ManagedUser {
  user: { pkUserId: number; fkCompanyId: number | null; fkRoleId: number };
  /** The user's company, for the chamber rule; null for users without one. */
  company: ChamberRuleCompany | null;
  /** Whether the user's role holds an administrator alias. */
  holdsAdminAlias: boolean;
}

type Column = SQL | AnyColumn;

const isPlatformAdmin = (actor: Pick<Actor, 'functions'>) => actor.functions.has('super_admin_function');
/** Platform and chamber administrators: the user rule (canManageUser) is theirs. */
const isAdministrator = (actor: Pick<Actor, 'functions'>) => isPlatformAdmin(actor) || actor.functions.has('cif_admin_function');

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

/**
 * The company rule for people: a company administrator administers the people of their own
 * company (themselves included), never a holder of an administrator alias.
 */
export function isOwnCompanyPerson(actor: Actor, target: ManagedUser): boolean {
  return (
    actor.functions.has('company_admin_function') &&
    actor.companyId !== null &&
    target.user.fkCompanyId === actor.companyId &&
    !target.holdsAdminAlias
  );
}

/** The company rule for people as SQL, given the columns of the user's company id and role id. */
function ownCompanyPeopleCondition(actor: Actor, columns: { companyId: Column; roleId: Column }): SQL {
  if (!actor.functions.has('company_admin_function') || actor.companyId === null) return sql`false`;
  return sql`(${columns.companyId} = ${actor.companyId} and ${roleWithoutAdminAlias(columns.roleId)})`;
}

/** Who may open a person's details (/users/details): who administers them, their company's administrator, and the person. */
export const canViewUser = (actor: Actor, target: ManagedUser): boolean =>
  !isOther(actor, target) || canManageUser(actor, target) || isOwnCompanyPerson(actor, target);

/**
 * Who may deactivate and reactivate a person: who administers them and, within their company,
 * its administrator; never oneself (that is the self-service account deletion). A company
 * administrator also never takes the company's last active company administrator
 * (`keepsActiveCompanyAdminCondition`, checked under the company's lock).
 */
export function canSetActivityOf(actor: Actor, target: ManagedUser): boolean {
  return isOther(actor, target) && canViewUser(actor, target);
}

/**
 * `canSetActivityOf` as SQL for the list the status change updates, given the user list joins'
 * columns (users-admin.repository.ts `userRuleColumns`); the caller is left out separately.
 */
export function activityChangeableUsersCondition(actor: Actor, columns: Parameters<typeof manageableUsersCondition>[1]): SQL | undefined {
  const managed = manageableUsersCondition(actor, columns);
  return managed && or(managed, ownCompanyPeopleCondition(actor, columns));
}

/** Whether deactivating people must leave their company an active company administrator: when a company administrator acts. */
export const mustKeepActiveCompanyAdmin = (actor: Actor): boolean => !isAdministrator(actor);

const OTHER_ADMIN = 'other_company_admin';
const otherAdmin = alias(t.users, OTHER_ADMIN);

/**
 * A person whose deactivation, together with everyone in `ids`, leaves their company an active
 * company administrator: anyone but a company administrator, or one with an active colleague of
 * that role outside `ids`. Over the users table of the list it filters.
 */
function keepsActiveCompanyAdminCondition(ids: readonly number[]): SQL {
  const colleague = and(
    eq(otherAdmin.fkCompanyId, t.users.fkCompanyId),
    eq(otherAdmin.fkRoleId, RoleId.companyAdmin),
    eq(otherAdmin.isActive, true),
    isNull(otherAdmin.deletedAt),
    notInArray(otherAdmin.pkUserId, [...ids]),
  );
  return sql`(${t.users.fkRoleId} <> ${RoleId.companyAdmin} or exists (select 1 from ${t.users} as ${sql.identifier(OTHER_ADMIN)} where ${colleague}))`;
}

/**
 * `activityChangeableUsersCondition` for deactivating the people `ids` at once: when a company
 * administrator acts, each company also keeps an active company administrator.
 */
export function deactivatableUsersCondition(
  actor: Actor,
  columns: Parameters<typeof manageableUsersCondition>[1],
  ids: readonly number[],
): SQL | undefined {
  const rule = activityChangeableUsersCondition(actor, columns);
  return mustKeepActiveCompanyAdmin(actor) ? and(rule, keepsActiveCompanyAdminCondition(ids)) : rule;
}

/** An administrator's status actions, and the e-mail confirmation they may make for a person. */
export type StatusAction = UserStatusAction | 'confirm_email';

/** Activity is also a company administrator's to change, within their company (`canSetActivityOf`). */
export const isActivityAction = (action: StatusAction) => action === 'activate' || action === 'deactivate';

/**
 * The rule of a status action as the SQL its update admits users by. A company administrator's
 * deactivation also keeps the company an active administrator: their companies are locked
 * first, so two administrators deactivating each other at once cannot both succeed.
 */
export async function statusChangeScope(tx: DbOrTx, actor: Actor, ids: readonly number[], action: StatusAction): Promise<SQL | undefined> {
  if (!isActivityAction(action)) return manageableUsersCondition(actor, userRuleColumns);
  if (action === 'activate') return activityChangeableUsersCondition(actor, userRuleColumns);
  if (mustKeepActiveCompanyAdmin(actor)) await lockCompaniesOfUsers(tx, ids);
  return deactivatableUsersCondition(actor, userRuleColumns, ids);
}

/** The predicate of `keepsActiveCompanyAdminCondition` for one person, given their company's active company administrators. */
export function keepsActiveCompanyAdmin(target: ManagedUser, activeAdminIds: readonly number[]): boolean {
  return target.user.fkRoleId !== RoleId.companyAdmin || activeAdminIds.some((id) => id !== target.user.pkUserId);
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
    // A company administrator edits their people through the company's employee calls.
    edit: manage || isOwnCompanyPerson(actor, target),
    changeRole: canChangeRoleOf(actor, target),
    verify: other,
    activate: canSetActivityOf(actor, target),
    delete: other,
    hardDelete: isPlatformAdmin(actor) && other,
    setPassword: other,
  };
}

/**
 * A user the caller may administer (by default; else by the rule given), loaded by id: 404 when
 * there is none, 403 (recorded in the user log as an access denial) when the rule refuses.
 */
export async function requireManageableUser(
  db: DbOrTx,
  actor: Actor,
  id: number,
  o: { includeDeleted?: boolean; rule?: (actor: Actor, target: ManagedUser) => boolean } = {},
): Promise<UserTarget> {
  const target = await findTarget(db, id, o);
  if (!target) throw notFound('user_not_found');
  if (!(o.rule ?? canManageUser)(actor, target)) {
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
