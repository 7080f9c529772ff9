import type { DbOrTx } from '../../db/client.ts';
import { AppError } from '../../lib/app-error.ts';
import { countThrottledAttempt, deleteThrottleKey, uncountThrottledAttempt } from './throttle.repository.ts';

/**
 * After 10 failed sign-ins within 15 minutes an account is locked for 15 minutes (ASVS 2.2.1); an
 * address, which many people may share behind one gateway, after 50.
 */
const MAX_FAILURES = 10;
const MAX_ADDRESS_FAILURES = 50;
const limitOf = (key: string) => (key.startsWith('ip:') ? MAX_ADDRESS_FAILURES : MAX_FAILURES);
const WINDOW_MS = 15 * 60 * 1000;
const LOCK_MS = 15 * 60 * 1000;

export const throttleKeys = (email: string, address: string) => [`account:${email.toLowerCase()}`, `ip:${address}`];

const tooMany = (until: Date) =>
  new AppError(
    'too_many_requests',
    429,
    { retryAfter: Math.max(1, Math.ceil((until.getTime() - Date.now()) / 1000)) },
    undefined,
    'too_many_login_attempts',
  );

/**
 * Claims one sign-in attempt on every key before the password is checked, each in one
 * statement, so that concurrent attempts are counted one by one: the attempt that reaches a
 * key's limit locks it, and every later attempt is refused (429) without a password check.
 * A successful sign-in gives its attempt back (releaseAttempt); a failed one keeps it.
 */
export async function claimAttempt(db: DbOrTx, keys: string[]) {
  const now = new Date();
  const windowStart = new Date(now.getTime() - WINDOW_MS);
  const lockUntil = new Date(now.getTime() + LOCK_MS);
  for (const key of keys) {
    const limit = limitOf(key);
    const row = await countThrottledAttempt(db, key, { limit, now, windowStart, lockUntil });
    if (row.failures > limit && row.lockedUntil) throw tooMany(row.lockedUntil);
  }
}

/** A successful sign-in: the account starts afresh; the address gets its attempt back. */
export async function releaseAttempt(db: DbOrTx, keys: string[]) {
  const [accountKey, ...others] = keys;
  await deleteThrottleKey(db, accountKey);
  for (const key of others) await uncountThrottledAttempt(db, key);
}
