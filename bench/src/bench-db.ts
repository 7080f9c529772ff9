import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { SQL } from 'drizzle-orm';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import type { Actor, AppContext } from '../../apps/server/src/context.ts';
import { loadConfig } from '../../apps/server/src/config.ts';
import { type Database, openPglite, openPostgres } from '../../apps/server/src/db/client.ts';
import { migrate } from '../../apps/server/src/db/migrate.ts';
import { seed } from '../../apps/server/src/seed/run.ts';

/** A fresh embedded PGlite with the schema and the reference data (no demo), and a context for services. */
export async function referenceDatabase() {
  const config = loadConfig({});
  const database = await openPglite();
  await migrate(database);
  await seed(database.db, { sharedDir: config.SHARED_DIR, demo: false });
  const db = database.db;
  const rows = async <T>(q: SQL) => ((await db.execute(q)) as unknown as { rows: T[] }).rows;
  const ctx = { db, database, config } as unknown as AppContext;
  return { config, database, db, rows, ctx };
}

/** The RS chamber's code id. */
export async function rsChamber(rows: Awaited<ReturnType<typeof referenceDatabase>>['rows']): Promise<number> {
  const [{ chamber }] = await rows<{ chamber: number }>(
    sql`select pk_code_id as chamber from codes where fk_code_type_id = 9 and code = 'RS'`,
  );
  return chamber;
}

/** A chamber administrator of the chamber, as the services see them. */
export async function chamberOrganiser(rows: Awaited<ReturnType<typeof referenceDatabase>>['rows'], chamber: number): Promise<Actor> {
  const [admin] = await rows<{ userId: number }>(sql`
    insert into users (email, user_name, first_name, last_name, fk_role_id, fk_chamber_id, email_confirmed, is_verified)
    values ('chamber@bench.org', 'chamber@bench.org', 'Chamber', 'Admin', 2, ${chamber}, true, true) returning pk_user_id as "userId"`);
  return {
    userId: admin.userId,
    email: 'chamber@bench.org',
    roleId: 2,
    languageId: 1,
    chamberId: chamber,
    companyId: null,
    functions: new Set(['cif_admin_function']),
  } as unknown as Actor;
}

/**
 * A new database for a benchmark named `name`: an embedded PGlite in a temporary folder or, with
 * BENCH_DATABASE_URL, a new database of that PostgreSQL server; `remove` drops it and the folder.
 */
export async function benchDatabase(name: string) {
  const serverUrl = process.env.BENCH_DATABASE_URL;
  const dbName = `portal_${name.replaceAll('-', '_')}_${process.pid}`;
  const tmp = fs.mkdtempSync(path.join(os.tmpdir(), `portal-${name}-`));
  async function admin(statement: string) {
    const client = new pg.Client({ connectionString: Object.assign(new URL(serverUrl as string), { pathname: '/postgres' }).toString() });
    await client.connect();
    await client.query(statement);
    await client.end();
  }
  let database: Database;
  if (serverUrl) {
    await admin(`create database ${dbName}`);
    database = await openPostgres(Object.assign(new URL(serverUrl), { pathname: `/${dbName}` }).toString());
  } else {
    database = await openPglite({ dataDir: path.join(tmp, 'db') });
  }
  const remove = async () => {
    await database.close();
    if (serverUrl) await admin(`drop database if exists ${dbName} with (force)`);
    fs.rmSync(tmp, { recursive: true, force: true });
  };
  return { database, tmp, remove };
}
