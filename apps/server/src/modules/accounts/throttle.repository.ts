import { eq, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { loginThrottle } from '../../db/schema/all.ts';

/**
 * Counts one attempt on a key in one statement, so that concurrent attempts are counted one by
 * one: a window that started before `windowStart` starts again at `now` (unless the key is still
 * locked), and the attempt that reaches `limit` locks the key until `lockUntil`. Answers the
 * key's count and lock after the attempt.
 */
export async function countThrottledAttempt(db: DbOrTx, key: string, o: { limit: number; now: Date; windowStart: Date; lockUntil: Date }) {
  const nowIso = o.now.toISOString();
  const locked = sql`(${loginThrottle.lockedUntil} is not null and ${loginThrottle.lockedUntil} > ${nowIso}::timestamptz)`;
  const expired = sql`(${loginThrottle.windowStart} < ${o.windowStart.toISOString()}::timestamptz and not ${locked})`;
  const [row] = await db
    .insert(loginThrottle)
    .values({ key, failures: 1, windowStart: o.now })
    .onConflictDoUpdate({
      target: loginThrottle.key,
      set: {
        failures: sql`case when ${expired} then 1 else ${loginThrottle.failures} + 1 end`,
        windowStart: sql`case when ${expired} then ${nowIso}::timestamptz else ${loginThrottle.windowStart} end`,
        lockedUntil: sql`case when ${locked} then ${loginThrottle.lockedUntil}
            when not ${expired} and ${loginThrottle.failures} + 1 >= ${o.limit} then ${o.lockUntil.toISOString()}::timestamptz
            else null end`,
      },
    })
    .returning({ failures: loginThrottle.failures, lockedUntil: loginThrottle.lockedUntil });
  return row;
}

export async function deleteThrottleKey(db: DbOrTx, key: string) {
  await db.delete(loginThrottle).where(eq(loginThrottle.key, key));
}

/** Gives one attempt back to a key. */
export async function uncountThrottledAttempt(db: DbOrTx, key: string) {
  await db
    .update(loginThrottle)
    .set({ failures: sql`greatest(${loginThrottle.failures} - 1, 0)` })
    .where(eq(loginThrottle.key, key));
}
