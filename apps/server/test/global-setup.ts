import fs from 'node:fs';
import path from 'node:path';
import pg from 'pg';
import { loadConfig } from '../src/config.ts';
import { openPglite, openPostgres } from '../src/db/client.ts';
import { migrate } from '../src/db/migrate.ts';
import { seed } from '../src/seed/run.ts';
import { adminUrl, dumpFile, templateName } from './databases.ts';

/**
 * Migrates and loads reference data once. PGlite: its data directory is dumped and every test
 * file loads a copy. PostgreSQL (TEST_DATABASE_URL): a template database every file clones.
 */
export default async function setup() {
  const config = loadConfig({});
  const serverUrl = process.env.TEST_DATABASE_URL;
  if (serverUrl) {
    const admin = new pg.Client({ connectionString: adminUrl(serverUrl) });
    await admin.connect();
    const name = templateName();
    await admin.query(`DROP DATABASE IF EXISTS ${name}`);
    await admin.query(`CREATE DATABASE ${name}`);
    const database = await openPostgres(withDatabase(serverUrl, name));
    await migrate(database);
    await seed(database.db, { sharedDir: config.SHARED_DIR, demo: false });
    await database.close();
    await admin.end();
    return async () => {
      const c = new pg.Client({ connectionString: adminUrl(serverUrl) });
      await c.connect();
      await c.query(`DROP DATABASE IF EXISTS ${name}`);
      await c.end();
    };
  }
  const database = await openPglite();
  await migrate(database);
  await seed(database.db, { sharedDir: config.SHARED_DIR, demo: false });
  // biome-ignore lint/suspicious/noExplicitAny: dumpDataDir lives on the PGlite client behind drizzle.
  const client = (database.db as any).$client;
  const blob: Blob = await client.dumpDataDir('none');
  fs.mkdirSync(path.dirname(dumpFile), { recursive: true });
  fs.writeFileSync(dumpFile, Buffer.from(await blob.arrayBuffer()));
  await database.close();
  return () => fs.rmSync(dumpFile, { force: true });
}

export function withDatabase(url: string, name: string) {
  const u = new URL(url);
  u.pathname = `/${name}`;
  return u.toString();
}
