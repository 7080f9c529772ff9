import type { LoginModel } from '@portal/contracts/accounts/session';
import type { Actor, AppContext, Client } from '../../context.ts';
import { AppError, unauthorized } from '../../lib/app-error.ts';
import { ACCESS_TOKEN_SECONDS, signAccessToken } from '../../lib/jwt.ts';
import { hashPassword, verifyPassword } from '../../lib/passwords.ts';
import { sha256 } from '../../lib/random.ts';
import { logUser } from '../logs/logs.service.ts';
import { claimAttempt, releaseAttempt, throttleKeys } from './throttle.service.ts';
import { lockRefreshToken, markRefreshTokenUsed } from './sessions.repository.ts';
import { renewSession, revokeSession, startSession } from './tokens.service.ts';
import { findActiveUserByEmail, updateUser } from './users.repository.ts';

export interface Tokens {
  jwToken: string;
  refreshToken: string;
  expiresIn: number;
  rememberMe: boolean;
  passwordChangeNeeded: boolean;
}

// Compared against when the e-mail is unknown, so a miss costs as much time as a hit.
const dummyHash = hashPassword('not-a-real-password-1!A');

export async function authenticate(ctx: AppContext, client: Client, input: LoginModel): Promise<Tokens> {
  const keys = throttleKeys(input.email, client.address);
  try {
    await claimAttempt(ctx.db, keys);
  } catch (err) {
    await logUser(ctx.db, client, 'login_locked', { email: input.email });
    throw err;
  }
  const user = await findActiveUserByEmail(ctx.db, input.email);
  const ok = await verifyPassword(user?.passwordHash ?? (await dummyHash), input.password);
  if (!user || !ok) {
    await logUser(ctx.db, client, 'login_failed', { userId: user?.pkUserId, email: input.email });
    throw new AppError('invalid_credentials', 401, { email: input.email });
  }
  // The right password: the attempt does not count against the account or the address.
  await releaseAttempt(ctx.db, keys);
  if (!user.isActive) {
    await logUser(ctx.db, client, 'login_failed', { userId: user.pkUserId, email: input.email });
    throw new AppError('account_deactivated', 401, { email: input.email });
  }
  if (!user.emailConfirmed) {
    await logUser(ctx.db, client, 'login_failed', { userId: user.pkUserId, email: input.email });
    throw new AppError('email_not_confirmed', 401, { email: input.email, userId: user.pkUserId });
  }
  return ctx.db.transaction(async (tx) => {
    const { session, refreshToken } = await startSession(tx, user.pkUserId, input.rememberMe);
    await updateUser(tx, user.pkUserId, { lastLoginAt: new Date() });
    await logUser(tx, client, 'login', { userId: user.pkUserId, email: user.email });
    return {
      jwToken: await signAccessToken(ctx.secret, user.pkUserId, session.id),
      refreshToken,
      expiresIn: ACCESS_TOKEN_SECONDS,
      rememberMe: input.rememberMe,
      passwordChangeNeeded: user.passwordChangeNeeded,
    };
  });
}

/**
 * Rotates a refresh token. A token used twice means it was stolen: the whole session
 * (every token of the family) is revoked and the caller must sign in again.
 */
export async function refresh(ctx: AppContext, client: Client, token: string): Promise<Tokens> {
  const outcome = await ctx.db.transaction(async (tx) => {
    const row = await lockRefreshToken(tx, sha256(token));
    const now = new Date();
    const ended = !row || row.session.revokedAt || row.session.expiresAt <= now || row.token.expiresAt <= now;
    if (ended || !row.user.isActive || row.user.deletedAt) {
      return { error: 'session_expired' as const };
    }
    if (row.token.usedAt) {
      await revokeSession(tx, row.session.id, 'refresh_token_reuse');
      await logUser(tx, client, 'refresh_reuse', { userId: row.user.pkUserId, email: row.user.email });
      return { error: 'session_expired' as const };
    }
    await markRefreshTokenUsed(tx, row.token.tokenHash, now);
    const refreshToken = await renewSession(tx, row.session);
    return {
      tokens: {
        jwToken: await signAccessToken(ctx.secret, row.user.pkUserId, row.session.id),
        refreshToken,
        expiresIn: ACCESS_TOKEN_SECONDS,
        rememberMe: row.session.rememberMe,
        passwordChangeNeeded: row.user.passwordChangeNeeded,
      },
    };
  });
  // The revocation above must commit, so the refusal is thrown after the transaction.
  if ('error' in outcome) throw unauthorized(outcome.error as string);
  return outcome.tokens;
}

export async function logout(ctx: AppContext, actor: Actor) {
  await ctx.db.transaction(async (tx) => {
    await revokeSession(tx, actor.sessionId, 'logout');
    await logUser(tx, actor, 'logout', { userId: actor.userId });
  });
}
