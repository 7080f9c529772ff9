import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { buildApp } from '/work/main/apps/server/src/app.ts';
import { loadConfig } from '/work/main/apps/server/src/config.ts';
import { openPglite } from '/work/main/apps/server/src/db/client.ts';
import { migrate } from '/work/main/apps/server/src/db/migrate.ts';
import { seed } from '/work/main/apps/server/src/db/seed/run.ts';
import { PGlite } from '@electric-sql/pglite';

const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'portal-trace-'));
const config = loadConfig({ ...process.env, DATA_DIR: dataDir, PORT: '0', HOST: '127.0.0.1' });
const database = await openPglite({ dataDir: path.join(dataDir, 'db') });
await migrate(database);
await seed(database.db, { sharedDir: config.SHARED_DIR, demo: true });
const app = await buildApp({ config, database, logger: false });
let log: string[] | null = null;
const captured: [string, unknown[]][] = [];
const cl = (database.db as any).$client;
const orig0 = cl.query;
const orig = function (this: unknown, q: string, p?: unknown[], o?: unknown) { return orig0(q, p, o); } as any;
cl.query = async function (q: string, p?: unknown[], o?: unknown) {
  const t0 = performance.now();
  const r = await orig.call(this, q, p, o);
  if (log) captured.push([q, (p ?? []) as unknown[]]);
  if (log) log.push(`${(performance.now() - t0).toFixed(2)}ms rows=${r.rows.length} ${q.replace(/\s+/g, ' ').slice(0, 400)}`);
  return r;
};
const auth = await app.inject({ method: 'POST', url: '/api/account/authenticate', payload: { email: 'company.rs@market-access.demo', password: 'Demo#2026' } });
const token = auth.json().data.jwToken;
const headers = { authorization: `Bearer ${token}`, 'accept-language': 'eng' };
const cu = (await app.inject({ url: '/api/account/get-current-user', headers })).json();
for (const url of (process.argv[2] ?? `/api/Company/${cu.fkCompanyId},/api/account/get-current-user`).split(',')) {
  for (let i = 0; i < 3; i++) await app.inject({ url, headers });
  log = [];
  const t0 = performance.now();
  const r = await app.inject({ url, headers });
  const dt = performance.now() - t0;
  console.log(`\n${url} ${r.statusCode} ${dt.toFixed(1)} ms, ${log.length} statements`);
  for (const l of log) console.log('  ' + l);
  const N = 200; const t1 = performance.now();
  for (let i = 0; i < N; i++) await app.inject({ url, headers });
  console.log(`  sequential mean ${((performance.now() - t1) / N).toFixed(2)} ms`);
  log = null;
}
const pg = (database as any).db.$client as PGlite;
for (const [q, p] of captured.slice(0, Number(process.env.NQ ?? 2))) {
  for (let i = 0; i < 20; i++) await orig.call(pg, q, p);
  const N = 300; const t0 = performance.now();
  for (let i = 0; i < N; i++) await orig.call(pg, q, p);
  console.log(`\nalone ${(((performance.now() - t0) / N) * 1000).toFixed(0)} µs: ${q.slice(0, 80)}`);
  if (process.env.EXPLAIN) { const r = await orig.call(pg, 'explain (analyze, buffers) ' + q, p); console.log(r.rows.map((x: any) => x['QUERY PLAN']).join('\n')); }
}
if (process.env.PREP) {
  const [q, p] = captured[1];
  await pg.exec(`prepare prof as ${q}`);
  const lit = p.map((x) => (typeof x === 'number' ? String(x) : `'${String(x).replace(/'/g, "''")}'`)).join(',');
  for (let i = 0; i < 20; i++) await pg.exec(`execute prof(${lit})`);
  let N = 300; let t0 = performance.now();
  for (let i = 0; i < N; i++) await pg.exec(`execute prof(${lit})`);
  console.log(`prepared exec ${(((performance.now() - t0) / N) * 1000).toFixed(0)} µs`);
  t0 = performance.now();
  for (let i = 0; i < N; i++) await pg.query(`execute prof(${lit})`);
  console.log(`prepared query ${(((performance.now() - t0) / N) * 1000).toFixed(0)} µs`);
  t0 = performance.now();
  for (let i = 0; i < N; i++) await pg.exec(`select 1`);
  console.log(`exec select 1 ${(((performance.now() - t0) / N) * 1000).toFixed(0)} µs`);
  t0 = performance.now();
  for (let i = 0; i < N; i++) await pg.query(`select 1`);
  console.log(`query select 1 ${(((performance.now() - t0) / N) * 1000).toFixed(0)} µs`);
  const q2 = q.replace(/left join "supply_chain_infos".*?(?= left join| where)/, '');
  console.log(q2.length, q.length);
}
await app.close(); await database.close(); fs.rmSync(dataDir, { recursive: true, force: true });
