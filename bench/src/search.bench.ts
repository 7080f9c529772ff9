/**
 * Search over a million products and services (issue 12): COMPANIES companies (100,000) with
 * ITEMS_PER_COMPANY (10) products and services each, on PostgreSQL (BENCH_DATABASE_URL, a new
 * database dropped afterwards) and on PGlite (unless PGLITE=0). Through the search service, as a
 * guest, it measures:
 * - latency p50/p95/p99 and queries per second with 1, 2 and 8 concurrent clients, over a mix of
 *   one-word (a third misspelt, a third prefixes as typed), two-word, code and filtered queries;
 * - the baseline in the same run: a plain `ILIKE '%word%'` scan of the item names for the same
 *   queries' first word (one client);
 * - typo recall: RECALL (1,000) queries made by changing one letter of a random item's name, the
 *   item among the first 20 hits;
 * - that a new product is found by the next query;
 * - the directory's name search (api/Company/search) against a primary-key lookup.
 *
 *   npm run bench:search -w bench     (QUERIES=300 per client count)
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { DEFAULT_LANGUAGE_ID } from '@portal/contracts/codes/code-types';
import { type SearchKind, searchRequest } from '@portal/contracts/search/search';
import type { Actor, AppContext } from '../../apps/server/src/context.ts';
import { loadConfig } from '../../apps/server/src/config.ts';
import { type Database, openPglite, openPostgres } from '../../apps/server/src/db/client.ts';
import { migrate } from '../../apps/server/src/db/migrate.ts';
import { seed } from '../../apps/server/src/seed/run.ts';
import { searchCompanies } from '../../apps/server/src/modules/search/directory.service.ts';
import { search } from '../../apps/server/src/modules/search/search.service.ts';
import { PRODUCTS, QUALITIES, loadSearchVolume } from './search-volume.ts';

const COMPANIES = Number(process.env.COMPANIES ?? 100_000);
const ITEMS_PER_COMPANY = Number(process.env.ITEMS_PER_COMPANY ?? 10);
const QUERIES = Number(process.env.QUERIES ?? 300);
const RECALL = Number(process.env.RECALL ?? 1000);
const TOP = 20;
const config = loadConfig({});

// A fixed seed, so that runs compare.
let state = 20261125;
const random = () => {
  state = (state * 1103515245 + 12345) & 0x7fffffff;
  return state / 0x7fffffff;
};
const any = <T>(list: T[]) => list[Math.floor(random() * list.length)];

/** One letter of the word replaced by another (never the same). */
function misspell(word: string): string {
  const i = 1 + Math.floor(random() * (word.length - 1));
  const letters = 'abcdefghijklmnopqrstuvwxyz'.replace(word[i], '');
  return word.slice(0, i) + any([...letters]) + word.slice(i + 1);
}

interface Query {
  kind: SearchKind;
  param: string;
  filter?: Record<string, unknown>;
}

async function queryMix(db: Database['db']): Promise<Query[]> {
  const { rows: names } = (await db.execute(sql`select name from catalogue_items order by random() limit 200`)) as unknown as {
    rows: { name: string }[];
  };
  const { rows: codes } = (await db.execute(
    sql`select c.code from codes c where c.fk_code_type_id = 6 and c.level = 3 order by random() limit 50`,
  )) as unknown as { rows: { code: string }[] };
  const { rows: countries } = (await db.execute(sql`select pk_country_id as id from countries where is_wb6`)) as unknown as {
    rows: { id: number }[];
  };
  const brands = names.map((n) => n.name.split(' ')[0].toLowerCase());
  const mix: Query[] = [];
  for (let i = 0; i < QUERIES; i++) {
    const word = any([...brands, ...PRODUCTS.filter((p) => !p.includes(' '))]);
    switch (i % 6) {
      case 0:
        mix.push({ kind: 'product', param: word });
        break;
      case 1:
        mix.push({ kind: 'product', param: misspell(word) });
        break;
      case 2:
        mix.push({ kind: 'product', param: word.slice(0, 3 + Math.floor(random() * 3)) });
        break;
      case 3:
        mix.push({ kind: 'product', param: `${any(QUALITIES)} ${any(PRODUCTS)}` });
        break;
      case 4:
        mix.push({ kind: 'product', param: any(codes).code });
        break;
      default:
        mix.push({ kind: 'product', param: any(PRODUCTS), filter: { countryIds: [any(countries).id], side: 'supply' } });
    }
  }
  return mix;
}

const percentile = (sorted: number[], p: number) => sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))];
const ms = (n: number) => n.toFixed(1);

async function latency(run: (q: Query) => Promise<unknown>, queries: Query[], clients: number) {
  const times: number[] = [];
  let next = 0;
  const started = performance.now();
  await Promise.all(
    Array.from({ length: clients }, async () => {
      while (next < queries.length) {
        const q = queries[next++];
        const t0 = performance.now();
        await run(q);
        times.push(performance.now() - t0);
      }
    }),
  );
  const seconds = (performance.now() - started) / 1000;
  times.sort((a, b) => a - b);
  return { p50: percentile(times, 50), p95: percentile(times, 95), p99: percentile(times, 99), qps: queries.length / seconds };
}

async function open(kind: 'pglite' | 'postgres') {
  if (kind === 'pglite') {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'portal-search-'));
    const database = await openPglite({ dataDir: dir });
    return { database, reused: false, drop: async () => fs.rmSync(dir, { recursive: true, force: true }) };
  }
  const url = process.env.BENCH_DATABASE_URL as string;
  // KEEP_DATABASE names a database kept after the run and reused by the next (loaded once), for
  // trying changes of the queries; by default a new database, dropped afterwards.
  const kept = process.env.KEEP_DATABASE;
  const name = kept ?? `portal_search_${process.pid}`;
  const admin = async (statement: string) => {
    const client = new pg.Client({ connectionString: Object.assign(new URL(url), { pathname: '/postgres' }).toString() });
    await client.connect();
    const result = await client.query(statement);
    await client.end();
    return result;
  };
  const exists = (await admin(`select 1 from pg_database where datname = '${name}'`)).rowCount === 1;
  if (!exists) await admin(`create database ${name}`);
  const database = await openPostgres(Object.assign(new URL(url), { pathname: `/${name}` }).toString());
  return {
    database,
    reused: exists,
    drop: async () => (kept ? undefined : void (await admin(`drop database if exists ${name} with (force)`))),
  };
}

async function bench(kind: 'pglite' | 'postgres') {
  const { database, reused, drop } = await open(kind);
  try {
    const db = database.db;
    let t = performance.now();
    if (!reused) {
      await migrate(database);
      await seed(db, { sharedDir: config.SHARED_DIR, demo: false });
      // PGlite's folder kept every WAL segment of the bulk load (15 GB before the documents were
      // written): the search tables, rebuilt from the catalogue anyway, skip the WAL there.
      if (kind === 'pglite') {
        for (const table of ['search_documents', 'search_words', 'search_word_variants']) {
          await db.execute(sql.raw(`alter table ${table} set unlogged`));
        }
      }
      t = performance.now();
      await loadSearchVolume(db, COMPANIES, ITEMS_PER_COMPANY);
    }
    const loaded = (performance.now() - t) / 1000;
    const { rows: counts } = (await db.execute(
      sql`select (select count(*) from search_documents)::int as docs, (select count(*) from search_words)::int as words`,
    )) as unknown as { rows: { docs: number; words: number }[] };
    const ctx = { db, database, config } as unknown as AppContext;
    const run = (q: Query) =>
      search(ctx, null, DEFAULT_LANGUAGE_ID, q.kind, searchRequest.parse({ param: q.param, limit: TOP, filter: q.filter }));
    const queries = await queryMix(db);
    for (const q of queries.slice(0, 20)) await run(q); // warm-up

    const ilike = (q: Query) =>
      db.execute(
        sql`select pk_item_id from catalogue_items where kind = 'product' and name ilike ${`%${q.param.split(' ')[0]}%`} limit ${TOP}`,
      );
    const baseline = await latency(ilike, queries.slice(0, Math.min(60, queries.length)), 1);
    const rows = [];
    for (const clients of kind === 'pglite' ? [1, 2] : [1, 2, 8]) rows.push({ clients, ...(await latency(run, queries, clients)) });

    // Typo recall.
    const { rows: targets } = (await db.execute(
      sql`select pk_item_id as id, kind, name from catalogue_items order by random() limit ${RECALL}`,
    )) as unknown as { rows: { id: number; kind: SearchKind; name: string }[] };
    let found = 0;
    for (const target of targets) {
      const words = target.name.split(' ');
      const at = words.findIndex((w) => w.length >= 5);
      if (at >= 0) words[at] = misspell(words[at].toLowerCase());
      const answer = await run({ kind: target.kind, param: words.join(' ') });
      if (answer.hits.some((h) => h.id === target.id)) found++;
    }

    // A write is searchable in the next query (the triggers are on again).
    const [{ id: companyId }] = (
      (await db.execute(sql`select pk_company_id as id from companies limit 1`)) as unknown as { rows: { id: number }[] }
    ).rows;
    const [{ id: hs }] = (
      (await db.execute(sql`select pk_code_id as id from codes where fk_code_type_id = 6 and level = 3 limit 1`)) as unknown as {
        rows: { id: number }[];
      }
    ).rows;
    t = performance.now();
    await db.execute(
      sql`insert into catalogue_items (kind, fk_company_id, fk_classification_id, name) values ('product', ${companyId}, ${hs}, 'Zzyzxbench lavender soap')`,
    );
    const written = performance.now() - t;
    const afterWrite = await run({ kind: 'product', param: 'zzyzxbench lavender' });

    // The directory's name search, against a primary-key lookup.
    const actor = {
      userId: 1,
      companyId,
      languageId: DEFAULT_LANGUAGE_ID,
      functions: new Set(['company_admin_function']),
    } as unknown as Actor;
    const directory = (name: string) =>
      searchCompanies(ctx, actor, { name, pageNum: 1, pageSize: 10, countryIds: [], sectorIds: [], companyTypeIds: [] });
    const brands = queries.filter((q) => q.param.length > 5).map((q) => q.param.split(' ')[0]);
    const dir = await latency(
      (q) => directory(q.param),
      brands.slice(0, 100).map((param) => ({ kind: 'company' as const, param })),
      1,
    );
    const pk = await latency(
      () => db.execute(sql`select * from companies where pk_company_id = ${companyId}`),
      Array.from({ length: 100 }, () => ({ kind: 'company' as const, param: '' })),
      1,
    );

    const name = kind === 'pglite' ? 'PGlite (embedded)' : 'PostgreSQL server';
    console.log(
      `\n${name}: ${counts[0].docs.toLocaleString('en')} search documents (${COMPANIES.toLocaleString('en')} companies, ${(COMPANIES * ITEMS_PER_COMPANY).toLocaleString('en')} products and services), ${counts[0].words.toLocaleString('en')} dictionary words; loaded and indexed in ${loaded.toFixed(0)} s\n`,
    );
    console.log('| search, first 20 hits | p50 ms | p95 ms | p99 ms | queries/s | p50 vs ILIKE |');
    console.log('| --- | ---: | ---: | ---: | ---: | ---: |');
    console.log(
      `| ILIKE '%word%' scan of names (baseline), 1 client | ${ms(baseline.p50)} | ${ms(baseline.p95)} | ${ms(baseline.p99)} | ${baseline.qps.toFixed(0)} | 1x |`,
    );
    for (const r of rows) {
      console.log(
        `| search, ${r.clients} client${r.clients > 1 ? 's' : ''} | ${ms(r.p50)} | ${ms(r.p95)} | ${ms(r.p99)} | ${r.qps.toFixed(0)} | ${(baseline.p50 / r.p50).toFixed(0)}x faster |`,
      );
    }
    console.log(
      `\n- typo recall (one letter changed, item in the first ${TOP}): ${found} of ${targets.length} (${((100 * found) / targets.length).toFixed(1)}%)`,
    );
    console.log(
      `- a new product, written in ${ms(written)} ms with its document, found by the next query: ${afterWrite.hits.length ? 'yes' : 'NO'}`,
    );
    console.log(
      `- directory name search (api/Company/search): p50 ${ms(dir.p50)} ms, p95 ${ms(dir.p95)} ms; primary-key lookup p50 ${ms(pk.p50)} ms (${(dir.p50 / pk.p50).toFixed(0)}x)`,
    );
  } finally {
    await database.close();
    await drop();
  }
}

console.log(
  `${new Date().toISOString().slice(0, 10)}, ${os.cpus().length} cores (${os.cpus()[0]?.model}), load average ${os.loadavg()[0].toFixed(2)}, Node ${process.version}`,
);
if (process.env.BENCH_DATABASE_URL) await bench('postgres');
if (process.env.PGLITE !== '0') await bench('pglite');
