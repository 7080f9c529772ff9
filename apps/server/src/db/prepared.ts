import type { Db } from './client.ts';

/**
 * A query that runs on every request, built and prepared once per database: Drizzle builds its
 * SQL once (not per call), and the PostgreSQL server (a named statement per pool connection) and
 * PGlite (pglite-statements.ts) plan it once. Values are passed as `sql.placeholder(name)`.
 */
export function preparedQuery<Q>(build: (db: Db) => Q): (db: Db) => Q {
  const byDb = new WeakMap<Db, Q>();
  return (db) => {
    let query = byDb.get(db);
    if (!query) {
      query = build(db);
      byDb.set(db, query);
    }
    return query;
  };
}
