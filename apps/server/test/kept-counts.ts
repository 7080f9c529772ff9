import { expect } from 'vitest';

/**
 * Shared by the tests of counts kept by triggers (offer_counts, catalogue_counts, activity_counts,
 * company_counts, connection_counts): the kept rows and a direct count are compared as
 * key → count maps, and the concurrent part starts this many writers at once.
 */
export const CONCURRENT_WRITERS = 60;

/** A count row keyed for comparison: `n` is a number, or a composite text such as "3/1/0". */
export type CountRow<N extends number | string = number> = { key: string; n: N };

/** Rows as a key → count map without the empty ones (a kept row may stay at zero; a direct count has none). */
export function countsByKey(rows: CountRow[]): Record<string, number>;
export function countsByKey(rows: CountRow<string>[], empty: string): Record<string, string>;
export function countsByKey(rows: CountRow<number | string>[], empty: number | string = 0) {
  return Object.fromEntries(rows.filter((r) => r.n !== empty).map((r) => [r.key, r.n]));
}

/**
 * Starts CONCURRENT_WRITERS writers at once (each its own transaction, as the portal's writes are)
 * and fails naming every one that threw, with the database's message (the error's cause).
 */
export async function runWritersAtOnce(writer: (w: number) => Promise<unknown>) {
  const results = await Promise.allSettled(Array.from({ length: CONCURRENT_WRITERS }, (_, w) => writer(w)));
  const failed = results.flatMap((r) => (r.status === 'rejected' ? [r.reason as Error] : []));
  expect(failed.map((e) => `${e.message}: ${(e.cause as Error | undefined)?.message}`)).toEqual([]);
}
