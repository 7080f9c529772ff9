import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { randomUUID } from 'node:crypto';
import pg from 'pg';
import { afterAll } from 'vitest';
import { type App, buildApp } from '../src/app.ts';
import { loadConfig } from '../src/config.ts';
import { type Database, openPglite, openPostgres } from '../src/db/client.ts';
import { adminUrl, dumpFile, templateName } from './databases.ts';
import { withDatabase } from './global-setup.ts';

export interface TestApp {
  app: App;
  database: Database;
  db: Database['db'];
  dataDir: string;
}

async function freshDatabase(): Promise<{ database: Database; drop: () => Promise<void> }> {
  const serverUrl = process.env.TEST_DATABASE_URL;
  if (!serverUrl) {
    const blob = new Blob([fs.readFileSync(dumpFile)]);
    return { database: await openPglite({ loadDataDir: blob }), drop: async () => {} };
  }
  const name = `portal_t_${randomUUID().replace(/-/g, '').slice(0, 16)}`;
  const admin = new pg.Client({ connectionString: adminUrl(serverUrl) });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name} TEMPLATE ${templateName()}`);
  await admin.end();
  return {
    database: await openPostgres(withDatabase(serverUrl, name)),
    drop: async () => {
      const c = new pg.Client({ connectionString: adminUrl(serverUrl) });
      await c.connect();
      await c.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await c.end();
    },
  };
}

/** A fresh, migrated database with reference data and an app on it; closed after the file. */
export async function createTestApp(env: Record<string, string> = {}): Promise<TestApp> {
  const { database, drop } = await freshDatabase();
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'portal-files-'));
  const config = loadConfig({ DATA_DIR: dataDir, PUBLIC_URL: 'http://portal.test', ...env });
  const app = await buildApp({ config, database });
  await app.ready();
  afterAll(async () => {
    await app.close();
    await database.close();
    await drop();
    fs.rmSync(dataDir, { recursive: true, force: true });
  });
  return { app, database, db: database.db, dataDir };
}
