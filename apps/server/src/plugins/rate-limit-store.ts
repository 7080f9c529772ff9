import type { FastifyRateLimitStore, FastifyRateLimitStoreCtor } from '@fastify/rate-limit';
import type { Db } from '../db/client.ts';
import { countHit } from '../lib/rate-counter.ts';

/**
 * A store for @fastify/rate-limit that counts in the database (rate_limits), so a limit holds
 * across every server process on one PostgreSQL server; each route counts under its own prefix.
 */
export function databaseRateLimitStore(db: Db): FastifyRateLimitStoreCtor {
  class DatabaseStore implements FastifyRateLimitStore {
    // The plugin passes its options first; a child passes its route's prefix.
    constructor(
      _options?: unknown,
      private readonly prefix = 'route:',
    ) {}

    incr(key: string, callback: (error: Error | null, result?: { current: number; ttl: number }) => void, timeWindow: number) {
      countHit(db, `${this.prefix}${key}`, timeWindow).then(
        ({ hits, resetAt }) => callback(null, { current: hits, ttl: Math.max(0, resetAt.getTime() - Date.now()) }),
        (err: Error) => callback(err),
      );
    }

    child(routeOptions: { method?: string | string[]; url?: string; routeInfo?: { method: string; url: string } }) {
      const method = routeOptions.routeInfo?.method ?? String(routeOptions.method);
      const url = routeOptions.routeInfo?.url ?? routeOptions.url ?? '';
      return new DatabaseStore(undefined, `route:${method} ${url}:`);
    }
  }
  return DatabaseStore;
}
