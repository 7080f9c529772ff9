/**
 * The portal as the load benchmark runs it: a fresh database (PGlite in a temporary folder, or
 * a new database on the PostgreSQL server of BENCH_DATABASE_URL, dropped on exit) with the demo
 * data, the app as main.ts builds it, plus a hello-world route as the baseline of the same
 * server. Prints "listening <port>" when ready; stops on SIGTERM.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { buildApp } from '../../../apps/server/src/app.ts';
import { loadConfig } from '../../../apps/server/src/config.ts';
import { openPglite, openPostgres } from '../../../apps/server/src/db/client.ts';
import { migrate } from '../../../apps/server/src/db/migrate.ts';
import { seed } from '../../../apps/server/src/db/seed/run.ts';

const serverUrl = process.env.BENCH_DATABASE_URL;
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'portal-load-'));
const dbName = `portal_load_${process.pid}`;
const adminUrl = (url: string) => Object.assign(new URL(url), { pathname: '/postgres' }).toString();

async function open() {
  if (!serverUrl) return openPglite({ dataDir: path.join(dataDir, 'db') });
  const admin = new pg.Client({ connectionString: adminUrl(serverUrl) });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${dbName}`);
  await admin.end();
  return openPostgres(Object.assign(new URL(serverUrl), { pathname: `/${dbName}` }).toString());
}

const config = loadConfig({ ...process.env, DATA_DIR: dataDir, PORT: '0', HOST: '127.0.0.1' });
const database = await open();
await migrate(database);
await seed(database.db, { sharedDir: config.SHARED_DIR, demo: true });
const app = await buildApp({ config, database, logger: { level: config.LOG_LEVEL } });
app.get('/bench/hello', { config: { access: { public: true } }, schema: { hide: true } }, async () => ({ hello: 'world' }));
await app.listen({ port: 0, host: '127.0.0.1' });
const address = app.server.address();
console.log(`listening ${typeof address === 'object' && address ? address.port : ''}`);

process.once('SIGTERM', async () => {
  await app.close();
  await database.close();
  if (serverUrl) {
    const admin = new pg.Client({ connectionString: adminUrl(serverUrl) });
    await admin.connect();
    await admin.query(`DROP DATABASE IF EXISTS ${dbName} WITH (FORCE)`);
    await admin.end();
  }
  fs.rmSync(dataDir, { recursive: true, force: true });
  process.exit(0);
});
