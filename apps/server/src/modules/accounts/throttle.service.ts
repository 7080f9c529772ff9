import { eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { loginThrottle } from '../../db/schema/all.ts';
import { AppError } from '../../lib/app-error.ts';

/**
 * After 10 failures within 15 minutes an account is locked for 15 minutes (ASVS 2.2.1); an
 * address, which many people may share behind one gateway, after 50.
 */
export const MAX_FAILURES = 10;
const MAX_ADDRESS_FAILURES = 50;
const limitOf = (key: string) => (key.startsWith('ip:') ? MAX_ADDRESS_FAILURES : MAX_FAILURES);
const WINDOW_MS = 15 * 60 * 1000;
const LOCK_MS = 15 * 60 * 1000;

export const throttleKeys = (email: string, ip: string) => [`account:${email.toLowerCase()}`, `ip:${ip}`];

/** Refuses with 429 and Retry-After while any of the keys is locked. */
export async function assertNotLocked(db: Db, keys: string[]) {
  for (const key of keys) {
    const [row] = await db.select().from(loginThrottle).where(eq(loginThrottle.key, key));
    if (row?.lockedUntil && row.lockedUntil > new Date()) {
      const seconds = Math.ceil((row.lockedUntil.getTime() - Date.now()) / 1000);
      throw new AppError('too_many_requests', 429, { retryAfter: seconds }, undefined, 'too_many_login_attempts');
    }
  }
}

export async function recordFailure(db: Db, keys: string[]) {
  const now = new Date();
  for (const key of keys) {
    const windowStart = new Date(now.getTime() - WINDOW_MS);
    // One statement so concurrent failures count correctly.
    await db
      .insert(loginThrottle)
      .values({ key, failures: 1, windowStart: now })
      .onConflictDoUpdate({
        target: loginThrottle.key,
        set: {
          failures: sql`case when ${loginThrottle.windowStart} < ${windowStart.toISOString()}::timestamptz then 1 else ${loginThrottle.failures} + 1 end`,
          windowStart: sql`case when ${loginThrottle.windowStart} < ${windowStart.toISOString()}::timestamptz then ${now.toISOString()}::timestamptz else ${loginThrottle.windowStart} end`,
          lockedUntil: sql`case when ${loginThrottle.windowStart} >= ${windowStart.toISOString()}::timestamptz and ${loginThrottle.failures} + 1 >= ${limitOf(key)} then ${new Date(now.getTime() + LOCK_MS).toISOString()}::timestamptz else ${loginThrottle.lockedUntil} end`,
        },
      });
  }
}

export async function clearFailures(db: Db, accountKey: string) {
  await db.delete(loginThrottle).where(eq(loginThrottle.key, accountKey));
}
