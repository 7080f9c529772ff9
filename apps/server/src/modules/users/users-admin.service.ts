import type { AdminUpdateUserModel, AdminUserDetails } from '@portal/contracts/users/admin-users';
import { toContactVisibility } from '@portal/contracts/accounts/contact-visibility';
import { RoleId } from '@portal/contracts/common/access';
import type { Actor, AppContext } from '../../context.ts';
import type { DbOrTx } from '../../db/client.ts';
import { AppError, fieldError } from '../../lib/app-error.ts';
import { revokeAllSessions } from '../accounts/tokens.service.ts';
import { emailExists, type UserChanges, updateUser } from '../accounts/users.repository.ts';
import { chamberName, chamberOrFail } from '../codes/chambers.repository.ts';
import { findLanguage } from '../codes/language.repository.ts';
import { logAction } from '../logs/logs.service.ts';
import { personRemoved } from '../accounts/person-removed.ts';
import { publishNotifications } from '../notifications/notify.service.ts';
import { requireAssignableRole } from '../roles/role.policy.ts';
import { toListItem } from './users-admin.mapper.ts';
import type { UserTarget } from './users-admin.repository.ts';
import { eraseAccount } from './users-erasure.service.ts';
import {
  canPlaceInChamber,
  canViewUser,
  requireManageableUser,
  requireNotSelf,
  requireRoleChangeAllowed,
  userPermissions,
} from './user.policy.ts';

async function userDetails(db: DbOrTx, actor: Actor, target: UserTarget): Promise<AdminUserDetails> {
  return {
    ...toListItem(target),
    phoneMiddlePart: target.user.phoneMiddlePart,
    directPhone: target.user.directPhone,
    position: target.user.position,
    fkLanguageId: target.user.fkLanguageId,
    chamberName: await chamberName(db, target.user.fkChamberId, actor.languageId),
    companyIsMnc: target.company?.isMnc ?? null,
    contactVisibility: toContactVisibility(target.user.emailShownIn, target.user.phoneShownIn),
    can: userPermissions(actor, target),
  };
}

/** A person's details for who administers them and for their company's administrator. */
export async function getUserDetails(ctx: AppContext, actor: Actor, id: number) {
  return userDetails(ctx.db, actor, await requireManageableUser(ctx.db, actor, id, { rule: canViewUser }));
}

async function checkRoleChange(tx: DbOrTx, actor: Actor, target: UserTarget, roleId: number) {
  requireRoleChangeAllowed(actor, target);
  const role = await requireAssignableRole(tx, actor, roleId);
  if (role.isCompanyRole && !target.user.fkCompanyId) throw fieldError('fkRoleId', 'role_needs_company');
  return role;
}

export async function adminUpdateUser(ctx: AppContext, actor: Actor, input: AdminUpdateUserModel) {
  const placesInChamber = canPlaceInChamber(actor);
  const target = await requireManageableUser(ctx.db, actor, input.id);
  await ctx.db.transaction(async (tx) => {
    const { user } = target;
    const changes: UserChanges = { firstName: input.firstName, lastName: input.lastName, updatedAt: new Date() };
    // Optional fields: left out keeps the value, null clears it.
    for (const key of ['phone', 'phoneMiddlePart', 'directPhone', 'position'] as const) {
      if (input[key] !== undefined) changes[key] = input[key] ?? null;
    }
    if (input.email && input.email !== user.email.toLowerCase()) {
      if (await emailExists(tx, input.email)) throw new AppError('email_taken', 422, undefined, { email: 'email_taken' });
      changes.email = input.email;
      if (user.userName.toLowerCase() === user.email.toLowerCase()) changes.userName = input.email;
    }
    if (input.fkLanguageId && input.fkLanguageId !== user.fkLanguageId) {
      if (!(await findLanguage(tx, input.fkLanguageId))) throw fieldError('fkLanguageId', 'invalid_choice');
      changes.fkLanguageId = input.fkLanguageId;
    }
    const roleId = input.fkRoleId ?? user.fkRoleId;
    if (roleId !== user.fkRoleId) {
      await checkRoleChange(tx, actor, target, roleId);
      changes.fkRoleId = roleId;
    }
    // Only a platform administrator places a chamber administrator in a chamber; other values are dropped.
    const chamberId = placesInChamber && roleId === RoleId.chamberAdmin ? (input.fkChamberId ?? user.fkChamberId) : user.fkChamberId;
    if (roleId === RoleId.chamberAdmin && !chamberId) throw fieldError('fkChamberId', 'validation.required');
    if (placesInChamber && chamberId !== user.fkChamberId && chamberId) {
      const chamber = await chamberOrFail(tx, chamberId);
      changes.fkChamberId = chamber.pkCodeId;
      if (!user.fkCompanyId) changes.fkCountryId = chamber.fkCountryId;
    }
    await updateUser(tx, user.pkUserId, changes);
    await logAction(tx, actor, 'user_updated', 'user', user.pkUserId, {
      fields: Object.keys(changes).filter((k) => k !== 'updatedAt'),
      ...(changes.fkRoleId ? { fromRoleId: user.fkRoleId, toRoleId: changes.fkRoleId } : {}),
    });
  });
  return getUserDetails(ctx, actor, input.id);
}

/** Soft delete: the account stays for the records, cannot sign in, and its sessions end. */
export async function softDeleteUser(ctx: AppContext, actor: Actor, id: number) {
  const target = await requireManageableUser(ctx.db, actor, id);
  requireNotSelf(actor, target);
  const freed = await ctx.db.transaction(async (tx) => {
    await updateUser(tx, id, { deletedAt: new Date(), updatedAt: new Date() });
    await revokeAllSessions(tx, id, 'deleted');
    await logAction(tx, actor, 'user_deleted', 'user', id, { email: target.user.email });
    return personRemoved.run(ctx, tx, { userId: id });
  });
  await publishNotifications(ctx, freed);
}

/**
 * Hard delete (platform administrators), soft-deleted users too: the person's data is erased as
 * when they delete their own account (users-erasure.service.ts), the same path.
 */
export async function hardDeleteUser(ctx: AppContext, actor: Actor, id: number) {
  const target = await requireManageableUser(ctx.db, actor, id, { includeDeleted: true });
  requireNotSelf(actor, target);
  await eraseAccount(ctx, actor, id, 'user_hard_deleted');
}
