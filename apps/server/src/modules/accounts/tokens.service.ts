import type { DbOrTx } from '../../db/client.ts';
import { randomToken, sha256 } from '../../lib/random.ts';
import { insertRefreshToken, insertSession, revokeSessions, setSessionExpiry } from './sessions.repository.ts';
import { findUnusedUserToken, findUserToken, insertUserToken, markUserTokenUsed, supersedeUserTokens } from './user-tokens.repository.ts';

/** Refresh cookie lifetimes of spec section 9: 3155720 s, or 15768000 s with remember me. */
const REFRESH_SECONDS = 3155720;
const REMEMBER_ME_SECONDS = 15768000;
export const refreshLifetime = (rememberMe: boolean) => (rememberMe ? REMEMBER_ME_SECONDS : REFRESH_SECONDS);

/**
 * The session lifetime. A session left unused ends when its refresh token would expire
 * (refreshLifetime from the last refresh: an abandoned browser stops there), and any session ends
 * this long after its sign-in however often it refreshes: half a year, the spec's remember-me
 * lifetime. Its notification token (the live channel's key) ends with it.
 */
export const SESSION_MAX_SECONDS = REMEMBER_ME_SECONDS;

/** When a session ends if it is not refreshed again after `now`. */
export function sessionExpiry(session: { createdAt: Date; rememberMe: boolean }, now = new Date()): Date {
  const idleEnd = now.getTime() + refreshLifetime(session.rememberMe) * 1000;
  return new Date(Math.min(idleEnd, session.createdAt.getTime() + SESSION_MAX_SECONDS * 1000));
}

async function newRefreshToken(tx: DbOrTx, sessionId: string, expiresAt: Date): Promise<string> {
  const token = randomToken();
  await insertRefreshToken(tx, { tokenHash: sha256(token), sessionId, expiresAt });
  return token;
}

/** A sign-in: a new session (with a new notification token) and its first refresh token. */
export async function startSession(tx: DbOrTx, userId: number, rememberMe: boolean) {
  const createdAt = new Date();
  const expiresAt = sessionExpiry({ createdAt, rememberMe }, createdAt);
  const session = await insertSession(tx, { fkUserId: userId, rememberMe, createdAt, expiresAt });
  return { session, refreshToken: await newRefreshToken(tx, session.id, expiresAt) };
}

/** A refresh: the session's next refresh token, and the session's end moved with it (never past its maximum). */
export async function renewSession(tx: DbOrTx, session: { id: string; createdAt: Date; rememberMe: boolean }): Promise<string> {
  const expiresAt = sessionExpiry(session);
  await setSessionExpiry(tx, session.id, expiresAt);
  return newRefreshToken(tx, session.id, expiresAt);
}

export async function revokeSession(tx: DbOrTx, sessionId: string, reason: string) {
  await revokeSessions(tx, { sessionId }, { at: new Date(), reason });
}

/** Ends every session of a user: logout everywhere, deactivation, deletion, password change. */
export async function revokeAllSessions(tx: DbOrTx, userId: number, reason: string, exceptSessionId?: string) {
  await revokeSessions(tx, { userId, exceptSessionId }, { at: new Date(), reason });
}

/** Ends every session of many users in one statement (a bulk deactivation). */
export async function revokeSessionsOfUsers(tx: DbOrTx, userIds: readonly number[], reason: string) {
  await revokeSessions(tx, { userIds }, { at: new Date(), reason });
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
