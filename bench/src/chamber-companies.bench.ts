/**
 * The chamber companies spreadsheet (POST api/Reports/chamber-companies-for-excel, issue 27) of
 * COMPANIES (100,000) companies with every column filled, downloaded by the platform administrator
 * over HTTP from the portal's app running in this process, on PGlite or, with BENCH_DATABASE_URL,
 * on a new database of that PostgreSQL server (dropped afterwards). While it streams, the
 * process's memory (RSS and V8 heap) is sampled every SAMPLE_MS; each run reports its time and
 * how far the memory rose above where it stood before the request. The baseline, in the same
 * process: reading the same companies page by page without writing a sheet. Targets: under 5 s,
 * memory growing by less than 100 MB. The last file is read back (exceljs's streaming reader)
 * to count its rows.
 *   npm run bench:chamber-companies -w bench    (NODE_OPTIONS=--expose-gc for a settled start)
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { Writable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { sql } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import { RoleId } from '@portal/contracts/common/access';
import type { Actor } from '../../apps/server/src/context.ts';
import * as t from '../../apps/server/src/db/schema/all.ts';
import { buildApp } from '../../apps/server/src/app.ts';
import { loadConfig } from '../../apps/server/src/config.ts';
import { migrate } from '../../apps/server/src/db/migrate.ts';
import { signAccessToken } from '../../apps/server/src/lib/jwt.ts';
import { sessionExpiry } from '../../apps/server/src/modules/accounts/tokens.service.ts';
import { chamberCompanyPage } from '../../apps/server/src/modules/reports/chamber-companies.repository.ts';
import { SHEET_PAGE_ROWS } from '../../apps/server/src/modules/reports/chamber-companies.service.ts';
import { seed } from '../../apps/server/src/seed/run.ts';
import { benchDatabase } from './bench-db.ts';
import { measure } from './measure.ts';
import { loadVolume } from './volume.ts';

const COMPANIES = Number(process.env.COMPANIES ?? 100_000);
const RUNS = Number(process.env.RUNS ?? 3);
const SAMPLE_MS = Number(process.env.SAMPLE_MS ?? 10);
const TARGET_MS = 5000;
const TARGET_GROWTH_MB = 100;
const MB = 1024 * 1024;

const config = loadConfig({});
const { database, tmp, remove } = await benchDatabase('chamber-companies');
const db = database.db;
const rows = async <T>(q: ReturnType<typeof sql>) => ((await db.execute(q)) as unknown as { rows: T[] }).rows;
const loadStart = performance.now();
await migrate(database);
await seed(db, { sharedDir: config.SHARED_DIR, demo: false });
// The search documents of the companies play no part in the spreadsheet: their triggers are off
// while the companies load (on a busy machine they made the load take most of an hour).
const searchTriggers = ['companies', 'company_modules', 'company_sectors'];
for (const table of searchTriggers) await db.execute(sql.raw(`alter table ${table} disable trigger user`));
await loadVolume(db, COMPANIES, { catalogue: false });
// Every column of the sheet filled: numbers, a city, an address, membership, a contact person.
await db.execute(sql`
  update companies co set registration_number = lpad(co.pk_company_id::text, 8, '0'), tax_number = (100000000 + co.pk_company_id)::text,
    fk_city_id = (select min(pk_city_id) from cities ci where ci.fk_country_id = co.fk_country_id),
    address = 'Bulevar oslobođenja ' || co.pk_company_id % 200, member_since = now() - (co.pk_company_id % 3000) * interval '1 day',
    contact_first_name = 'Jelena', contact_last_name = 'Petrović ' || co.pk_company_id,
    contact_email = 'contact' || co.pk_company_id || '@bench.test', contact_phone = '+381 11 ' || (1000000 + co.pk_company_id)`);
for (const table of searchTriggers) await db.execute(sql.raw(`alter table ${table} enable trigger user`));
// The dashboard's offer counts (migration 0005) were not kept while the triggers were off.
await db.execute(sql`select offer_counts_recount()`);
await db.execute(sql`analyze`);
const loadSeconds = (performance.now() - loadStart) / 1000;

const [{ pkUserId: userId }] = await db
  .insert(t.users)
  .values({
    email: 'platform@bench.test',
    userName: 'platform@bench.test',
    firstName: 'Platform',
    lastName: 'Admin',
    fkRoleId: RoleId.platformAdmin,
    emailConfirmed: true,
    isVerified: true,
  })
  .returning();
const createdAt = new Date();
const [{ id: sessionId }] = await db
  .insert(t.sessions)
  .values({ fkUserId: userId, createdAt, expiresAt: sessionExpiry({ createdAt, rememberMe: false }, createdAt) })
  .returning();
const [{ matching }] = await rows<{ matching: number }>(
  sql`select count(*)::int as matching from companies where is_verified and deleted_at is null`,
);

const app = await buildApp({ config, database });
const address = await app.listen({ host: '127.0.0.1', port: 0 });
const token = await signAccessToken(app.ctx.secret, userId, sessionId);
const file = path.join(tmp, 'Chamber companies.xlsx');

interface Run {
  ms: number;
  bytes: number;
  rssGrowthMb: number;
  heapGrowthMb: number;
  samples: number;
}

/** One download of the spreadsheet, to a file, with the memory sampled while it streams. */
async function download(): Promise<Run> {
  (globalThis as { gc?: () => void }).gc?.();
  const before = process.memoryUsage();
  let peakRss = before.rss;
  let peakHeap = before.heapUsed;
  let samples = 0;
  const sample = setInterval(() => {
    const m = process.memoryUsage();
    peakRss = Math.max(peakRss, m.rss);
    peakHeap = Math.max(peakHeap, m.heapUsed);
    samples++;
  }, SAMPLE_MS);
  const start = performance.now();
  const res = await fetch(`${address}/api/Reports/chamber-companies-for-excel`, {
    method: 'POST',
    headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
    body: JSON.stringify({ list: 'verified' }),
  });
  if (res.status !== 200 || !res.body) throw new Error(`the spreadsheet answered ${res.status}: ${await res.text()}`);
  let bytes = 0;
  const out = fs.createWriteStream(file);
  await pipeline(
    res.body,
    new Writable({
      write(chunk: Buffer, _encoding, done) {
        bytes += chunk.length;
        out.write(chunk, done);
      },
      final(done) {
        out.end(done);
      },
    }),
  );
  const ms = performance.now() - start;
  clearInterval(sample);
  return { ms, bytes, rssGrowthMb: (peakRss - before.rss) / MB, heapGrowthMb: (peakHeap - before.heapUsed) / MB, samples };
}

/** The baseline: the same companies read page by page as the sheet reads them, nothing written. */
async function readAll() {
  const actor = {
    userId,
    roleId: RoleId.platformAdmin,
    languageId: 1,
    companyId: null,
    functions: new Set(['super_admin_function']),
  } as unknown as Actor;
  const q = { list: 'verified' as const };
  let after = null;
  let n = 0;
  for (;;) {
    const page = await chamberCompanyPage(db, actor, q, after, SHEET_PAGE_ROWS);
    n += page.length;
    if (page.length < SHEET_PAGE_ROWS) return n;
    const last = page[page.length - 1];
    after = { name: last.sortName, id: last.id };
  }
}

try {
  await download(); // warm-up: the app's first request, the queries' plans
  const runs: Run[] = [];
  for (let i = 0; i < RUNS; i++) runs.push(await download());
  const baseline = await measure(readAll, RUNS, 1);
  const read = await readAll();

  // Read the last file back, row by row, as a spreadsheet program would open it.
  let sheetRows = 0;
  for await (const worksheet of new ExcelJS.stream.xlsx.WorkbookReader(file, {})) {
    for await (const _row of worksheet) sheetRows++;
  }

  const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];
  const ms = median(runs.map((r) => r.ms));
  const worstRss = Math.max(...runs.map((r) => r.rssGrowthMb));
  const worstHeap = Math.max(...runs.map((r) => r.heapGrowthMb));
  console.log(
    `\nChamber companies spreadsheet, ${matching.toLocaleString('en')} companies (every column filled), ${database.kind} ` +
      `(loaded in ${loadSeconds.toFixed(0)} s; load average ${os.loadavg()[0].toFixed(2)}, ${os.cpus().length} cores, Node ${process.version}), ${RUNS} runs\n`,
  );
  console.log('| operation | median ms | ratio to baseline | RSS growth MB (worst) | heap growth MB (worst) |');
  console.log('| --- | ---: | ---: | ---: | ---: |');
  console.log(`| read the companies in keyset pages, nothing written (baseline) | ${baseline.median.toFixed(0)} | 1.0 | | |`);
  console.log(
    `| the spreadsheet over HTTP, streamed to a file | ${ms.toFixed(0)} | ${(ms / baseline.median).toFixed(1)} | ${worstRss.toFixed(1)} | ${worstHeap.toFixed(1)} |`,
  );
  for (const [i, r] of runs.entries()) {
    console.log(
      `run ${i + 1}: ${r.ms.toFixed(0)} ms, ${(r.bytes / MB).toFixed(1)} MB, RSS +${r.rssGrowthMb.toFixed(1)} MB, heap +${r.heapGrowthMb.toFixed(1)} MB (${r.samples} samples)`,
    );
  }
  console.log(`\nrows read by the baseline: ${read}; rows in the file: ${sheetRows} (a header and ${sheetRows - 1} companies)`);
  console.log(`target: under ${TARGET_MS} ms: ${ms < TARGET_MS ? 'met' : 'NOT met'} (${ms.toFixed(0)} ms)`);
  console.log(
    `target: memory growing by less than ${TARGET_GROWTH_MB} MB: ${worstRss < TARGET_GROWTH_MB ? 'met' : 'NOT met'} (RSS +${worstRss.toFixed(1)} MB)`,
  );
} finally {
  await app.close();
  await remove();
}
