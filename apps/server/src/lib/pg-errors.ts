/*
 * What a PostgreSQL error says, wherever the driver put it: node-postgres on the error, drizzle
 * and PGlite on its cause (at most a few levels down).
 */

function findIn<T>(err: unknown, pick: (e: Record<string, unknown>) => T | undefined): T | undefined {
  let e = err as Record<string, unknown> | undefined;
  for (let i = 0; i < 3 && e && typeof e === 'object'; i++) {
    const found = pick(e);
    if (found !== undefined) return found;
    e = e.cause as typeof e;
  }
  return undefined;
}

/** The violated constraint's name (unique, exclusion, check, or a trigger's CONSTRAINT). */
export const pgConstraint = (err: unknown): string | undefined =>
  findIn(err, (e) => (typeof e.constraint === 'string' ? e.constraint : undefined));

/** The SQLSTATE. */
export const pgCode = (err: unknown): string | undefined =>
  findIn(err, (e) => (typeof e.code === 'string' && /^[0-9A-Z]{5}$/.test(e.code) ? e.code : undefined));
