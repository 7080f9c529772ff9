import type { SQL } from 'drizzle-orm';
import type { DbOrTx } from '../db/client.ts';

/** The rows of a raw SQL query; both drivers (PGlite and node-postgres) answer `{ rows }`. */
export async function rawRows<T>(db: DbOrTx, query: SQL): Promise<T[]> {
  const result = (await db.execute(query)) as { rows: T[] };
  return result.rows;
}
