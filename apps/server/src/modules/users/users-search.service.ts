import type { AdminUserSearchModel } from '@portal/contracts/users/admin-users';
import { RoleId } from '@portal/contracts/common/access';
import { totalPages } from '@portal/contracts/common/paging';
import type { Actor } from '../../context.ts';
import type { Db, DbOrTx } from '../../db/client.ts';
import { roleFunctionAliases } from '../accounts/actor.repository.ts';
import { chamberName } from '../codes/chambers.repository.ts';
import { activeChamberAdminsOf, liveUserRoleId, searchCondition, searchUsers, userRuleColumns } from './users-admin.repository.ts';
import { manageableUsersCondition } from './user.policy.ts';

/** The fixed filters of the kif-admins-search-* lists. */
export const kifLists = {
  'verified-and-active-users': { isVerified: true, isActive: true },
  'verified-users': { isVerified: true },
  'unverified-users': { isVerified: false },
  'verified-and-inactive-users': { isVerified: true, isActive: false },
} as const;
export type KifList = keyof typeof kifLists;

/** A page of the users the caller may administer, filtered; chamber administrators see their chamber's. */
export async function adminSearchUsers(db: DbOrTx, actor: Actor, input: AdminUserSearchModel) {
  const { rows, total } = await searchUsers(db, [manageableUsersCondition(actor, userRuleColumns), searchCondition(input)], input);
  return { list: rows, totalPages: totalPages(total, input.pageSize), totalCount: total };
}

export async function kifSearchUsers(db: DbOrTx, actor: Actor, list: KifList, input: AdminUserSearchModel) {
  const page = await adminSearchUsers(db, actor, { ...input, isActive: null, ...kifLists[list] });
  return { users: page.list, totalPages: page.totalPages, totalCount: page.totalCount };
}

/** Chamber administrators, for the platform administrator's list. */
export function searchCifAdmins(db: DbOrTx, actor: Actor, input: AdminUserSearchModel) {
  return adminSearchUsers(db, actor, { ...input, fkRoleId: RoleId.chamberAdmin });
}

/** The active chamber administrators of a country (their chamber's country). */
export async function cifAdminsOfCountry(db: DbOrTx, actor: Actor, countryId: number) {
  const rows = await activeChamberAdminsOf(db, countryId);
  const names = new Map<number, string | null>();
  for (const r of rows) {
    if (r.fkChamberId && !names.has(r.fkChamberId)) names.set(r.fkChamberId, await chamberName(db, r.fkChamberId, actor.languageId));
  }
  return rows.map((r) => ({ ...r, chamberName: r.fkChamberId ? (names.get(r.fkChamberId) ?? null) : null }));
}

/** Whether a user is a chamber administrator (holds cif_admin_function); false for unknown or deleted users. */
export async function isCifAdmin(db: Db, userId: number): Promise<boolean> {
  const roleId = await liveUserRoleId(db, userId);
  if (roleId === null) return false;
  return (await roleFunctionAliases(db, roleId)).includes('cif_admin_function');
}
