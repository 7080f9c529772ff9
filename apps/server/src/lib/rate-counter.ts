import { sql } from 'drizzle-orm';
import type { DbOrTx } from '../db/client.ts';
import { rateLimits } from '../db/schema/all.ts';
import { AppError } from './app-error.ts';

/**
 * Counts one hit on a key in a fixed window, in one statement, so that concurrent requests on
 * any number of server processes are counted one by one. Returns the hits in the current window
 * and when it ends.
 */
export async function countHit(db: DbOrTx, key: string, windowMs: number): Promise<{ hits: number; resetAt: Date }> {
  const now = new Date().toISOString();
  const resetAt = new Date(Date.now() + windowMs).toISOString();
  const ended = sql`${rateLimits.resetAt} <= ${now}::timestamptz`;
  const [row] = await db
    .insert(rateLimits)
    .values({ key, hits: 1, resetAt: new Date(resetAt) })
    .onConflictDoUpdate({
      target: rateLimits.key,
      set: {
        hits: sql`case when ${ended} then 1 else ${rateLimits.hits} + 1 end`,
        resetAt: sql`case when ${ended} then ${resetAt}::timestamptz else ${rateLimits.resetAt} end`,
      },
    })
    .returning({ hits: rateLimits.hits, resetAt: rateLimits.resetAt });
  return row;
}

/** Counts a hit and refuses with 429 (and the seconds to wait) beyond `max` in the window. */
export async function requireWithinLimit(db: DbOrTx, key: string, max: number, windowMs: number, messageKey = 'too_many_requests') {
  const { hits, resetAt } = await countHit(db, key, windowMs);
  if (hits > max) {
    const retryAfter = Math.max(1, Math.ceil((resetAt.getTime() - Date.now()) / 1000));
    throw new AppError('too_many_requests', 429, { retryAfter }, undefined, messageKey);
  }
}
