import { and, eq, isNull, ne } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import * as t from '../../db/schema/all.ts';
import { randomToken, sha256 } from '../../lib/random.ts';

/** Refresh cookie lifetimes of spec section 9: 3155720 s, or 15768000 s with remember me. */
const REFRESH_SECONDS = 3155720;
const REMEMBER_ME_SECONDS = 15768000;
export const refreshLifetime = (rememberMe: boolean) => (rememberMe ? REMEMBER_ME_SECONDS : REFRESH_SECONDS);

export async function issueRefreshToken(tx: DbOrTx, sessionId: string, rememberMe: boolean): Promise<string> {
  const token = randomToken();
  await tx.insert(t.refreshTokens).values({
    tokenHash: sha256(token),
    sessionId,
    expiresAt: new Date(Date.now() + refreshLifetime(rememberMe) * 1000),
  });
  return token;
}

export async function revokeSession(tx: DbOrTx, sessionId: string, reason: string) {
  await tx
    .update(t.sessions)
    .set({ revokedAt: new Date(), revokedReason: reason })
    .where(and(eq(t.sessions.id, sessionId), isNull(t.sessions.revokedAt)));
}

/** Ends every session of a user: logout everywhere, deactivation, deletion, password change. */
export async function revokeAllSessions(tx: DbOrTx, userId: number, reason: string, exceptSessionId?: string) {
  await tx
    .update(t.sessions)
    .set({ revokedAt: new Date(), revokedReason: reason })
    .where(
      and(eq(t.sessions.fkUserId, userId), isNull(t.sessions.revokedAt), exceptSessionId ? ne(t.sessions.id, exceptSessionId) : undefined),
    );
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
  if (options.supersede) {
    await tx
      .update(t.userTokens)
      .set({ usedAt: new Date() })
      .where(and(eq(t.userTokens.fkUserId, userId), eq(t.userTokens.purpose, purpose), isNull(t.userTokens.usedAt)));
  }
  await tx
    .insert(t.userTokens)
    .values({ fkUserId: userId, purpose, tokenHash: sha256(token), expiresAt: new Date(Date.now() + ttlSeconds * 1000) });
}

/** The user a token of the purpose was issued to, used or not, expired or not; null when it never was. */
export async function tokenOwner(db: DbOrTx, purpose: string, token: string): Promise<number | null> {
  const [row] = await db
    .select({ userId: t.userTokens.fkUserId })
    .from(t.userTokens)
    .where(and(eq(t.userTokens.purpose, purpose), eq(t.userTokens.tokenHash, sha256(token))));
  return row?.userId ?? null;
}

/** Marks a valid token used and returns its user id, or null when unknown, used or expired. */
export async function consumeUserToken(tx: DbOrTx, purpose: string, token: string, userId?: number): Promise<number | null> {
  const [row] = await tx
    .select()
    .from(t.userTokens)
    .where(and(eq(t.userTokens.purpose, purpose), eq(t.userTokens.tokenHash, sha256(token)), isNull(t.userTokens.usedAt)));
  if (!row || row.expiresAt < new Date() || (userId !== undefined && row.fkUserId !== userId)) return null;
  const used = await tx
    .update(t.userTokens)
    .set({ usedAt: new Date() })
    .where(and(eq(t.userTokens.id, row.id), isNull(t.userTokens.usedAt)))
    .returning({ id: t.userTokens.id });
  return used.length ? row.fkUserId : null;
}
