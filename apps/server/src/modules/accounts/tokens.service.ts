import type { DbOrTx } from '../../db/client.ts';
import { randomToken, sha256 } from '../../lib/random.ts';
import { insertRefreshToken, revokeSessions } from './sessions.repository.ts';
import { findUnusedUserToken, findUserToken, insertUserToken, markUserTokenUsed, supersedeUserTokens } from './user-tokens.repository.ts';

/** Refresh cookie lifetimes of spec section 9: 3155720 s, or 15768000 s with remember me. */
const REFRESH_SECONDS = 3155720;
const REMEMBER_ME_SECONDS = 15768000;
export const refreshLifetime = (rememberMe: boolean) => (rememberMe ? REMEMBER_ME_SECONDS : REFRESH_SECONDS);

export async function issueRefreshToken(tx: DbOrTx, sessionId: string, rememberMe: boolean): Promise<string> {
  const token = randomToken();
  await insertRefreshToken(tx, {
    tokenHash: sha256(token),
    sessionId,
    expiresAt: new Date(Date.now() + refreshLifetime(rememberMe) * 1000),
  });
  return token;
}

export async function revokeSession(tx: DbOrTx, sessionId: string, reason: string) {
  await revokeSessions(tx, { sessionId }, { at: new Date(), reason });
}

/** Ends every session of a user: logout everywhere, deactivation, deletion, password change. */
export async function revokeAllSessions(tx: DbOrTx, userId: number, reason: string, exceptSessionId?: string) {
  await revokeSessions(tx, { userId, exceptSessionId }, { at: new Date(), reason });
}

/**
 * A single-use e-mailed token (confirmation code, reset link, invitation), stored hashed. With
 * `supersede`, the user's earlier unused tokens of the purpose stop working (a reset link: only
 * the newest mail may set the password).
 */
export async function issueUserToken(
  tx: DbOrTx,
  userId: number,
  purpose: string,
  token: string,
  ttlSeconds: number,
  options: { supersede?: boolean } = {},
) {
  if (options.supersede) await supersedeUserTokens(tx, userId, purpose, new Date());
  await insertUserToken(tx, { fkUserId: userId, purpose, tokenHash: sha256(token), expiresAt: new Date(Date.now() + ttlSeconds * 1000) });
}

/** The user a token of the purpose was issued to, used or not, expired or not; null when it never was. */
export async function tokenOwner(db: DbOrTx, purpose: string, token: string): Promise<number | null> {
  return (await findUserToken(db, purpose, sha256(token)))?.fkUserId ?? null;
}

/** Marks a valid token used and returns its user id, or null when unknown, used or expired. */
export async function consumeUserToken(tx: DbOrTx, purpose: string, token: string, userId?: number): Promise<number | null> {
  const row = await findUnusedUserToken(tx, purpose, sha256(token));
  if (!row || row.expiresAt < new Date() || (userId !== undefined && row.fkUserId !== userId)) return null;
  return (await markUserTokenUsed(tx, row.id, new Date())) ? row.fkUserId : null;
}
