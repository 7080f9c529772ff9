import type { AdminSetPasswordModel } from '@portal/contracts/accounts/password';
import { DEFAULT_LANGUAGE_ID } from '@portal/contracts/codes/code-types';
import { RoleId } from '@portal/contracts/common/access';
import type { RegisterCifAdminModel } from '@portal/contracts/users/admin-users';
import type { Actor, AppContext } from '../../context.ts';
import { fieldError } from '../../lib/app-error.ts';
import { hashPassword } from '../../lib/passwords.ts';
import { revokeAllSessions } from '../accounts/tokens.service.ts';
import { assertPasswordAllowed } from '../accounts/registration.service.ts';
import { createInvitedUser } from '../accounts/invitation.service.ts';
import { updateUser } from '../accounts/users.repository.ts';
import { chamberName, chamberOrFail } from '../codes/chambers.repository.ts';
import { findLanguage } from '../codes/language.repository.ts';
import { logAction } from '../logs/logs.service.ts';
import { requireManageableUser, requireNotSelf } from './user.policy.ts';

/**
 * A platform administrator creates a chamber administrator: verified, e-mail confirmed (the
 * invitation goes to that address), with a temporary password to change at first sign-in.
 */
export async function registerCifAdministrator(ctx: AppContext, actor: Actor, input: RegisterCifAdminModel) {
  const userId = await ctx.db.transaction(async (tx) => {
    const chamber = await chamberOrFail(tx, input.fkChamberId);
    const languageId = input.fkLanguageId ?? DEFAULT_LANGUAGE_ID;
    if (!(await findLanguage(tx, languageId))) throw fieldError('fkLanguageId', 'invalid_choice');
    const user = await createInvitedUser(
      ctx,
      tx,
      {
        email: input.email,
        firstName: input.firstName,
        lastName: input.lastName,
        phone: input.phone ?? null,
        fkRoleId: RoleId.chamberAdmin,
        fkChamberId: chamber.pkCodeId,
        fkCountryId: chamber.fkCountryId,
        fkLanguageId: languageId,
      },
      { inviterId: actor.userId, organisation: (await chamberName(tx, chamber.pkCodeId, languageId)) ?? chamber.code },
    );
    await logAction(tx, actor, 'cif_admin_registered', 'user', user.pkUserId, { chamberId: chamber.pkCodeId });
    return user.pkUserId;
  });
  ctx.mail.deliverSoon();
  return userId;
}

/** An administrator sets a user's password; the user's sessions end, and by default they choose their own at next sign-in. */
export async function adminSetUserPassword(ctx: AppContext, actor: Actor, input: AdminSetPasswordModel) {
  await assertPasswordAllowed(input.newPassword, 'newPassword');
  const passwordHash = await hashPassword(input.newPassword);
  const target = await requireManageableUser(ctx.db, actor, input.userId);
  requireNotSelf(actor, target);
  await ctx.db.transaction(async (tx) => {
    await updateUser(tx, input.userId, { passwordHash, passwordChangeNeeded: input.passwordChangeNeeded, updatedAt: new Date() });
    await revokeAllSessions(tx, input.userId, 'password_set_by_admin');
    await logAction(tx, actor, 'user_password_set', 'user', input.userId, { passwordChangeNeeded: input.passwordChangeNeeded });
  });
}

/** A platform administrator places themselves in a chamber (to act for it in chamber screens). */
export async function changeChamberForSelf(ctx: AppContext, actor: Actor, chamberId: number) {
  await ctx.db.transaction(async (tx) => {
    const chamber = await chamberOrFail(tx, chamberId, 'id');
    await updateUser(tx, actor.userId, { fkChamberId: chamber.pkCodeId, fkCountryId: chamber.fkCountryId, updatedAt: new Date() });
    await logAction(tx, actor, 'chamber_changed_for_self', 'user', actor.userId, { chamberId: chamber.pkCodeId });
  });
}
