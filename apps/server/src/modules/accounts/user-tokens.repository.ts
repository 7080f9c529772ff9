import { and, eq, isNull } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import * as t from '../../db/schema/all.ts';

export type UserTokenRow = typeof t.userTokens.$inferSelect;

/** Marks the user's unused tokens of the purpose used. */
export async function supersedeUserTokens(db: DbOrTx, userId: number, purpose: string, at: Date) {
  await db
    .update(t.userTokens)
    .set({ usedAt: at })
    .where(and(eq(t.userTokens.fkUserId, userId), eq(t.userTokens.purpose, purpose), isNull(t.userTokens.usedAt)));
}

export async function insertUserToken(db: DbOrTx, values: { fkUserId: number; purpose: string; tokenHash: string; expiresAt: Date }) {
  await db.insert(t.userTokens).values(values);
}

/** A token of the purpose by its hash, used or not; null when it never was issued. */
export async function findUserToken(db: DbOrTx, purpose: string, tokenHash: string): Promise<UserTokenRow | null> {
  const [row] = await db
    .select()
    .from(t.userTokens)
    .where(and(eq(t.userTokens.purpose, purpose), eq(t.userTokens.tokenHash, tokenHash)));
  return row ?? null;
}

/** An unused token of the purpose by its hash; null when unknown or used. */
export async function findUnusedUserToken(db: DbOrTx, purpose: string, tokenHash: string): Promise<UserTokenRow | null> {
  const [row] = await db
    .select()
    .from(t.userTokens)
    .where(and(eq(t.userTokens.purpose, purpose), eq(t.userTokens.tokenHash, tokenHash), isNull(t.userTokens.usedAt)));
  return row ?? null;
}

/** Marks an unused token used; false when another request used it first. */
export async function markUserTokenUsed(db: DbOrTx, id: number, at: Date): Promise<boolean> {
  const used = await db
    .update(t.userTokens)
    .set({ usedAt: at })
    .where(and(eq(t.userTokens.id, id), isNull(t.userTokens.usedAt)))
    .returning({ id: t.userTokens.id });
  return used.length > 0;
}
