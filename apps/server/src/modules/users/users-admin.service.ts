import type { AdminUpdateUserModel, AdminUserDetails } from '@portal/contracts/users/admin-users';
import { and, eq, sql } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import type { Actor, AppContext } from '../../context.ts';
import type { DbOrTx } from '../../db/client.ts';
import * as t from '../../db/schema/all.ts';
import { AppError, businessRule, fieldError, forbidden, notFound } from '../../lib/app-error.ts';
import { logAction, logUser } from '../logs/logs.service.ts';
import { revokeAllSessions } from '../accounts/tokens.service.ts';
import { roleHoldsAdminAlias } from '../roles/access-admin.repository.ts';
import { toListItem } from './users-admin.mapper.ts';
import { findTarget, type UserTarget } from './users-admin.repository.ts';
import { canManageUser, userPermissions } from './users.policy.ts';

/** Loads a user and refuses (403) when the caller may not administer them; 404 when there is none. */
export async function manageableTarget(
  db: DbOrTx,
  request: FastifyRequest,
  actor: Actor,
  id: number,
  o: { includeDeleted?: boolean } = {},
) {
  const target = await findTarget(db, id, o);
  if (!target) throw notFound('user_not_found');
  if (!canManageUser(actor, target)) {
    await logUser(db, request, 'access_denied', { userId: actor.userId, email: actor.email });
    throw forbidden('user_not_manageable');
  }
  return target;
}

/** Suspending, deleting or re-keying one's own account goes through the self-service calls. */
export function assertNotSelf(actor: Actor, target: UserTarget) {
  if (target.user.pkUserId === actor.userId) throw businessRule('cannot_act_on_self');
}

/** The chamber's name in a language (English when untranslated). */
export async function chamberName(db: DbOrTx, chamberId: number | null, languageId = 1): Promise<string | null> {
  if (!chamberId) return null;
  const rows = await db
    .select({ name: t.codeTranslations.name, lang: t.codeTranslations.fkLanguageId })
    .from(t.codeTranslations)
    .where(eq(t.codeTranslations.fkCodeId, chamberId));
  return (rows.find((r) => r.lang === languageId) ?? rows.find((r) => r.lang === 1) ?? rows[0])?.name ?? null;
}

/** A live chamber (code type 9) with its country, or a field error. */
export async function chamberOrFail(db: DbOrTx, chamberId: number, field = 'fkChamberId') {
  const [chamber] = await db
    .select()
    .from(t.codes)
    .where(and(eq(t.codes.pkCodeId, chamberId), eq(t.codes.fkCodeTypeId, 9), eq(t.codes.isDeleted, false)));
  if (!chamber) throw fieldError(field, 'invalid_choice');
  return chamber;
}

export async function userDetails(db: DbOrTx, actor: Actor, target: UserTarget): Promise<AdminUserDetails> {
  return {
    ...toListItem(target),
    phoneMiddlePart: target.user.phoneMiddlePart,
    directPhone: target.user.directPhone,
    position: target.user.position,
    fkLanguageId: target.user.fkLanguageId,
    chamberName: await chamberName(db, target.user.fkChamberId, actor.languageId),
    companyIsMnc: target.company?.isMnc ?? null,
    can: userPermissions(actor, target),
  };
}

export async function getUserDetails(ctx: AppContext, request: FastifyRequest, actor: Actor, id: number) {
  return userDetails(ctx.db, actor, await manageableTarget(ctx.db, request, actor, id));
}

async function checkRoleChange(tx: DbOrTx, actor: Actor, target: UserTarget, roleId: number) {
  const superAdmin = actor.functions.has('super_admin_function');
  if (target.user.pkUserId === actor.userId && !superAdmin) throw forbidden('cannot_change_own_role');
  const [role] = await tx
    .select()
    .from(t.roles)
    .where(and(eq(t.roles.pkRoleId, roleId), eq(t.roles.isDeleted, false)));
  if (!role) throw fieldError('fkRoleId', 'invalid_choice');
  // A chamber administrator gives only company roles without administrator functions.
  if (!superAdmin && (!role.isCompanyRole || (await roleHoldsAdminAlias(tx, roleId)))) throw forbidden('role_not_assignable');
  if (role.isCompanyRole && !target.user.fkCompanyId) throw fieldError('fkRoleId', 'role_needs_company');
  return role;
}

export async function adminUpdateUser(ctx: AppContext, request: FastifyRequest, actor: Actor, input: AdminUpdateUserModel) {
  const superAdmin = actor.functions.has('super_admin_function');
  const target = await manageableTarget(ctx.db, request, actor, input.id);
  await ctx.db.transaction(async (tx) => {
    const { user } = target;
    const changes: Partial<typeof t.users.$inferInsert> = { firstName: input.firstName, lastName: input.lastName, updatedAt: new Date() };
    // Optional fields: left out keeps the value, null clears it.
    for (const key of ['phone', 'phoneMiddlePart', 'directPhone', 'position'] as const) {
      if (input[key] !== undefined) changes[key] = input[key] ?? null;
    }
    if (input.email && input.email !== user.email.toLowerCase()) {
      const [taken] = await tx.select({ id: t.users.pkUserId }).from(t.users).where(sql`lower(${t.users.email}) = ${input.email}`);
      if (taken) throw new AppError('email_taken', 422, undefined, { email: 'email_taken' });
      changes.email = input.email;
      if (user.userName.toLowerCase() === user.email.toLowerCase()) changes.userName = input.email;
    }
    if (input.fkLanguageId && input.fkLanguageId !== user.fkLanguageId) {
      const [language] = await tx.select().from(t.languages).where(eq(t.languages.pkLanguageId, input.fkLanguageId));
      if (!language) throw fieldError('fkLanguageId', 'invalid_choice');
      changes.fkLanguageId = input.fkLanguageId;
    }
    const roleId = input.fkRoleId ?? user.fkRoleId;
    if (roleId !== user.fkRoleId) {
      await checkRoleChange(tx, actor, target, roleId);
      changes.fkRoleId = roleId;
    }
    // Only a platform administrator places a chamber administrator in a chamber; other values are dropped.
    const chamberId = superAdmin && roleId === 2 ? (input.fkChamberId ?? user.fkChamberId) : user.fkChamberId;
    if (roleId === 2 && !chamberId) throw fieldError('fkChamberId', 'validation.required');
    if (superAdmin && chamberId !== user.fkChamberId && chamberId) {
      const chamber = await chamberOrFail(tx, chamberId);
      changes.fkChamberId = chamber.pkCodeId;
      if (!user.fkCompanyId) changes.fkCountryId = chamber.fkCountryId;
    }
    await tx.update(t.users).set(changes).where(eq(t.users.pkUserId, user.pkUserId));
    await logAction(tx, request, 'user_updated', 'user', user.pkUserId, {
      fields: Object.keys(changes).filter((k) => k !== 'updatedAt'),
      ...(changes.fkRoleId ? { fromRoleId: user.fkRoleId, toRoleId: changes.fkRoleId } : {}),
    });
  });
  return getUserDetails(ctx, request, actor, input.id);
}

type StatusAction = 'verify' | 'unverify' | 'activate' | 'deactivate' | 'confirm_email';
const statusChanges: Record<StatusAction, Partial<typeof t.users.$inferInsert>> = {
  verify: { isVerified: true },
  unverify: { isVerified: false },
  activate: { isActive: true },
  deactivate: { isActive: false },
  confirm_email: { emailConfirmed: true },
};

/** Verification, activity and e-mail confirmation by an administrator; deactivation ends every session. */
export async function setUserStatus(ctx: AppContext, request: FastifyRequest, actor: Actor, id: number, action: StatusAction) {
  const againstSelf = action === 'unverify' || action === 'deactivate';
  const target = await manageableTarget(ctx.db, request, actor, id);
  if (againstSelf) assertNotSelf(actor, target);
  await ctx.db.transaction(async (tx) => {
    await tx
      .update(t.users)
      .set({ ...statusChanges[action], updatedAt: new Date() })
      .where(eq(t.users.pkUserId, id));
    if (action === 'deactivate') await revokeAllSessions(tx, id, 'deactivated');
    await logAction(tx, request, `user_${action}`, 'user', id);
  });
}

/** Soft delete: the account stays for the records, cannot sign in, and its sessions end. */
export async function softDeleteUser(ctx: AppContext, request: FastifyRequest, actor: Actor, id: number) {
  const target = await manageableTarget(ctx.db, request, actor, id);
  assertNotSelf(actor, target);
  await ctx.db.transaction(async (tx) => {
    await tx.update(t.users).set({ deletedAt: new Date(), updatedAt: new Date() }).where(eq(t.users.pkUserId, id));
    await revokeAllSessions(tx, id, 'deleted');
    await logAction(tx, request, 'user_deleted', 'user', id, { email: target.user.email });
  });
}

/** Hard delete (platform administrators): the row goes, with its sessions and tokens; soft-deleted users too. */
export async function hardDeleteUser(ctx: AppContext, request: FastifyRequest, actor: Actor, id: number) {
  const target = await manageableTarget(ctx.db, request, actor, id, { includeDeleted: true });
  assertNotSelf(actor, target);
  await ctx.db.transaction(async (tx) => {
    await tx.update(t.companies).set({ fkContactUserId: null }).where(eq(t.companies.fkContactUserId, id));
    await tx.delete(t.users).where(eq(t.users.pkUserId, id));
    await logAction(tx, request, 'user_hard_deleted', 'user', id, { email: target.user.email, roleId: target.user.fkRoleId });
  });
}
