import type { ChangePasswordSelfModel, FirstLoginPasswordModel, ResetPasswordModel } from '@portal/contracts/accounts/password';
import { portalAddress, resetPasswordPath } from '@portal/contracts/common/portal-links';
import type { Actor, AppContext, Client } from '../../context.ts';
import { businessRule, fieldError } from '../../lib/app-error.ts';
import { hashPassword, verifyPassword } from '../../lib/passwords.ts';
import { randomToken } from '../../lib/random.ts';
import { logUser } from '../logs/logs.service.ts';
import { assertPasswordAllowed } from './registration.service.ts';
import { consumeUserToken, issueUserToken, revokeAllSessions } from './tokens.service.ts';
import { findActiveUserByEmail, findUserById, languageCode, type UserChanges, updateUser } from './users.repository.ts';

const RESET_PURPOSE = 'reset_password';
const RESET_TTL = 3600;

/** Always answers the same, so the call does not tell which addresses are registered. */
export async function forgotPassword(ctx: AppContext, email: string) {
  const user = await findActiveUserByEmail(ctx.db, email);
  if (!user?.isActive) return;
  const token = randomToken();
  await ctx.db.transaction(async (tx) => {
    await issueUserToken(tx, user.pkUserId, RESET_PURPOSE, token, RESET_TTL, { supersede: true });
    await ctx.mail.enqueue(tx, {
      to: user.email,
      template: 'reset_password',
      lang: await languageCode(tx, user.fkLanguageId),
      params: { firstName: user.firstName },
      link: portalAddress(ctx.config.publicUrl, resetPasswordPath(token)),
    });
  });
  ctx.mail.deliverSoon();
}

/** Sets a password and ends the user's other sessions (all of them on a reset). */
async function setPassword(ctx: AppContext, userId: number, password: string, extra: UserChanges = {}, keepSessionId?: string) {
  const passwordHash = await hashPassword(password);
  await ctx.db.transaction(async (tx) => {
    await updateUser(tx, userId, { passwordHash, updatedAt: new Date(), ...extra });
    await revokeAllSessions(tx, userId, 'password_changed', keepSessionId);
  });
}

export async function resetPassword(ctx: AppContext, client: Client, input: ResetPasswordModel) {
  const { token, newPassword } = input;
  await assertPasswordAllowed(newPassword, 'newPassword');
  const userId = await ctx.db.transaction((tx) => consumeUserToken(tx, RESET_PURPOSE, token));
  if (userId === null) throw businessRule('invalid_or_expired_link');
  // The mailed link proves the address, so it also confirms the e-mail.
  await setPassword(ctx, userId, newPassword, { passwordChangeNeeded: false, emailConfirmed: true });
  await logUser(ctx.db, client, 'password_reset', { userId });
}

export async function changePasswordSelf(ctx: AppContext, actor: Actor, input: ChangePasswordSelfModel) {
  const { oldPassword, newPassword } = input;
  const user = await findUserById(ctx.db, actor.userId);
  if (!user || !(await verifyPassword(user.passwordHash, oldPassword))) throw fieldError('oldPassword', 'wrong_password');
  if (oldPassword === newPassword) throw fieldError('newPassword', 'password_same_as_old');
  await assertPasswordAllowed(newPassword, 'newPassword');
  await setPassword(ctx, actor.userId, newPassword, { passwordChangeNeeded: false }, actor.sessionId);
  await logUser(ctx.db, actor, 'password_changed', { userId: actor.userId });
}

export async function setPasswordAfterFirstLogin(ctx: AppContext, actor: Actor, input: FirstLoginPasswordModel) {
  const { newPassword } = input;
  if (!actor.passwordChangeNeeded) throw businessRule('password_change_not_needed');
  const user = await findUserById(ctx.db, actor.userId);
  if (user && (await verifyPassword(user.passwordHash, newPassword))) throw fieldError('newPassword', 'password_same_as_old');
  await assertPasswordAllowed(newPassword, 'newPassword');
  await setPassword(ctx, actor.userId, newPassword, { passwordChangeNeeded: false }, actor.sessionId);
  await logUser(ctx.db, actor, 'password_changed', { userId: actor.userId });
}
