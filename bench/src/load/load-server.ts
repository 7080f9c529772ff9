/**
 * The portal as the load benchmark runs it: a fresh database (PGlite in a temporary folder, or
 * a new database on the PostgreSQL server of BENCH_DATABASE_URL, dropped on exit) with the demo
 * data and COMPANIES more companies (../volume.ts), the app as main.ts builds it, plus a
 * hello-world route as the baseline of the same server. Signs in USERS of the companies'
 * administrators (the service, not the route, which limits sign-ins per address) and prints
 * `ready {"port", "users": [{ "token", "companyId" }]}`; stops on SIGTERM.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { DEFAULT_LANGUAGE_ID } from '@portal/contracts/codes/code-types';
import { buildApp } from '../../../apps/server/src/app.ts';
import { loadConfig } from '../../../apps/server/src/config.ts';
import { openPglite, openPostgres } from '../../../apps/server/src/db/client.ts';
import { migrate } from '../../../apps/server/src/db/migrate.ts';
import { DEMO_PASSWORD } from '../../../apps/server/src/seed/demo.ts';
import { seed } from '../../../apps/server/src/seed/run.ts';
import { hashPassword } from '../../../apps/server/src/lib/passwords.ts';
import { authenticate } from '../../../apps/server/src/modules/accounts/session.service.ts';
import { loadVolume } from '../volume.ts';

const serverUrl = process.env.BENCH_DATABASE_URL;
const COMPANIES = Number(process.env.COMPANIES ?? 10000);
const USERS = Number(process.env.USERS ?? 50);
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
await loadVolume(database.db, COMPANIES);
const bench = (await database.db.execute(
  sql`update users set password_hash = ${await hashPassword(DEMO_PASSWORD)} where pk_user_id in
    (select pk_user_id from users where email like '%@bench.test' order by pk_user_id limit ${USERS})
    returning email, fk_company_id as "companyId"`,
)) as unknown as { rows: { email: string; companyId: number }[] };
const app = await buildApp({ config, database, logger: { level: config.LOG_LEVEL } });
app.get('/bench/hello', { config: { access: { public: true } }, schema: { hide: true } }, async () => ({ hello: 'world' }));
await app.listen({ port: 0, host: '127.0.0.1' });
const address = app.server.address();
const client = { address: '127.0.0.1', userAgent: 'load bench', languageId: DEFAULT_LANGUAGE_ID };
const users = [];
for (const { email, companyId } of bench.rows) {
  const { jwToken } = await authenticate(app.ctx, client, { email, password: DEMO_PASSWORD, rememberMe: false });
  users.push({ token: jwToken, companyId });
}
console.log(`ready ${JSON.stringify({ port: typeof address === 'object' && address ? address.port : 0, users })}`);

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
