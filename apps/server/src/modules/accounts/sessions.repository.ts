import { and, eq, inArray, isNull, ne } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import * as t from '../../db/schema/all.ts';

export async function insertSession(db: DbOrTx, values: { fkUserId: number; rememberMe: boolean; createdAt: Date; expiresAt: Date }) {
  const [session] = await db.insert(t.sessions).values(values).returning();
  return session;
}

/** Moves a session's end (a refresh). */
export async function setSessionExpiry(db: DbOrTx, sessionId: string, expiresAt: Date) {
  await db.update(t.sessions).set({ expiresAt }).where(eq(t.sessions.id, sessionId));
}

export async function insertRefreshToken(db: DbOrTx, values: { tokenHash: string; sessionId: string; expiresAt: Date }) {
  await db.insert(t.refreshTokens).values(values);
}

/** A refresh token by its hash with its session and user, locked until the transaction ends; null when unknown. */
export async function lockRefreshToken(tx: DbOrTx, tokenHash: string) {
  const [row] = await tx
    .select({ token: t.refreshTokens, session: t.sessions, user: t.users })
    .from(t.refreshTokens)
    .innerJoin(t.sessions, eq(t.sessions.id, t.refreshTokens.sessionId))
    .innerJoin(t.users, eq(t.users.pkUserId, t.sessions.fkUserId))
    .where(eq(t.refreshTokens.tokenHash, tokenHash))
    .for('update');
  return row ?? null;
}

export async function markRefreshTokenUsed(db: DbOrTx, tokenHash: string, at: Date) {
  await db.update(t.refreshTokens).set({ usedAt: at }).where(eq(t.refreshTokens.tokenHash, tokenHash));
}

/**
 * Revokes the sessions not revoked yet: one session by id, or every session of a user but
 * `exceptSessionId`.
 */
export async function revokeSessions(
  db: DbOrTx,
  which: { sessionId: string } | { userId: number; exceptSessionId?: string } | { userIds: readonly number[] },
  revocation: { at: Date; reason: string },
) {
  if ('userIds' in which && !which.userIds.length) return;
  const chosen =
    'sessionId' in which
      ? eq(t.sessions.id, which.sessionId)
      : 'userIds' in which
        ? inArray(t.sessions.fkUserId, [...which.userIds])
        : and(eq(t.sessions.fkUserId, which.userId), which.exceptSessionId ? ne(t.sessions.id, which.exceptSessionId) : undefined);
  await db
    .update(t.sessions)
    .set({ revokedAt: revocation.at, revokedReason: revocation.reason })
    .where(and(chosen, isNull(t.sessions.revokedAt)));
}
