/**
 * The insights of /admin-center/power-bi (issue 28 item 2) at volume: COMPANIES (100,000)
 * companies (volume.ts) registered over three years, ITEMS (1,000,000) products and services on
 * real HS leaves and NACE classes (a third supply, a third demand, some hidden or expired, added
 * over two years), MEETINGS (200,000) meetings of B2B sessions of 200 events in every status
 * with reports and outcomes for a share of the accepted, 100,000 registrations, 100,000
 * favourites and 50,000 conversations of 200,000 messages. Each insights answer is measured as
 * its service computes it (every statement of it), RUNS times after a warm-up, for the platform
 * administrator (all economies), a chamber administrator (Serbia) and a filtered period; the
 * target is a p95 under 100 ms on PostgreSQL and under 300 ms on PGlite.
 *   npm run bench:insights -w bench    (BENCH_DATABASE_URL=postgres://... for PostgreSQL: a new
 *   database of that server, dropped afterwards)
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import type { Actor, AppContext } from '../../apps/server/src/context.ts';
import { loadConfig } from '../../apps/server/src/config.ts';
import { openPglite, openPostgres } from '../../apps/server/src/db/client.ts';
import { migrate } from '../../apps/server/src/db/migrate.ts';
import {
  getCatalogueInsights,
  getCompaniesInsights,
  getComparison,
  getConnectionsInsights,
  getEventsInsights,
} from '../../apps/server/src/modules/insights/insights.service.ts';
import { seed } from '../../apps/server/src/seed/run.ts';
import { measure } from './measure.ts';
import { loadVolume } from './volume.ts';

const COMPANIES = Number(process.env.COMPANIES ?? 100_000);
const ITEMS = Number(process.env.ITEMS ?? 1_000_000);
const MEETINGS = Number(process.env.MEETINGS ?? 200_000);
const RUNS = Number(process.env.RUNS ?? 20);
// ONLY=catalogue,comparison: measure only the answers whose name holds one of these words (and the baseline).
const ONLY = process.env.ONLY?.split(',').filter(Boolean) ?? [];
const TARGET_MS = process.env.BENCH_DATABASE_URL ? 100 : 300;

const config = loadConfig({});
const serverUrl = process.env.BENCH_DATABASE_URL;
// KEEP_DATABASE=name: load into that database and keep it; a later run with the same name measures it without loading again.
const keep = process.env.KEEP_DATABASE;
const dbName = keep ?? `portal_insights_${process.pid}`;
const adminUrl = (url: string) => Object.assign(new URL(url), { pathname: '/postgres' }).toString();
const tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'portal-insights-'));

async function admin(statement: string) {
  const client = new pg.Client({ connectionString: adminUrl(serverUrl as string) });
  await client.connect();
  const result = await client.query(statement);
  await client.end();
  return result.rowCount ?? 0;
}

let loaded = false;
async function open() {
  if (!serverUrl) return openPglite({ dataDir: path.join(tmp, 'db') });
  loaded = !!keep && (await admin(`select 1 from pg_database where datname = '${dbName}'`)) > 0;
  if (!loaded) await admin(`create database ${dbName}`);
  return openPostgres(Object.assign(new URL(serverUrl), { pathname: `/${dbName}` }).toString());
}

const database = await open();
const db = database.db;
const rows = async <T>(q: ReturnType<typeof sql>) => ((await db.execute(q)) as unknown as { rows: T[] }).rows;
const loadStart = performance.now();
if (!loaded) await loadAll();

async function loadAll() {
  await migrate(database);
  await seed(db, { sharedDir: config.SHARED_DIR, demo: false });
  // A bulk import: the search, meeting and counting triggers off while the volume loads (the
  // meetings' availability checks and people rows play no part in the figures; the counts are
  // recounted at the end).
  const quiet = [
    'companies',
    'company_modules',
    'company_sectors',
    'catalogue_items',
    'user_reservations',
    'event_invitations',
    'messages',
    'meeting_reports',
    'favorite_companies',
    'conversations',
    'conversation_members',
  ];
  for (const table of quiet) await db.execute(sql.raw(`alter table ${table} disable trigger user`));
  await loadVolume(db, COMPANIES, { catalogue: false });
  await db.execute(sql`update companies set created_at = now() - (pk_company_id % 1095) * interval '1 day',
  is_verified = pk_company_id % 7 <> 0`);
  const perCompany = Math.max(1, Math.round(ITEMS / COMPANIES));
  // Products on HS leaves (level 4) and one item in five a service on a NACE class; a third supply,
  // a third demand, a third both; one in ten hidden from the market, one in eight expired; added
  // over two years.
  await db.execute(sql`
  with hs as (select array_agg(pk_code_id order by pk_code_id) ids from codes where fk_code_type_id = 6 and level = 4),
  nace as (select array_agg(pk_code_id order by pk_code_id) ids from codes where fk_code_type_id = 5 and level = 4)
  insert into catalogue_items (kind, fk_company_id, fk_classification_id, name, is_supply, is_demand, is_visible_for_supply,
    valid_from, valid_to, created_at)
  select case when g.r % 5 = 0 then 'service' else 'product' end, c.pk_company_id,
    case when g.r % 5 <> 0 then hs.ids[1 + (hashint8(g.r) & 2147483647) % array_length(hs.ids, 1)]
      else nace.ids[1 + (hashint8(g.r + 1) & 2147483647) % array_length(nace.ids, 1)] end,
    'Item ' || g.r, g.r % 3 <> 1, g.r % 3 <> 0, g.r % 10 <> 0,
    current_date - 800, case when g.r % 8 = 0 then current_date - 5 else current_date + 60 end,
    now() - ((hashint8(g.r + 2) & 2147483647) % 730) * interval '1 day'
  from companies c, hs, nace, lateral (select c.pk_company_id::bigint * ${perCompany} + k as r from generate_series(1, ${perCompany}) k) g`);
  // 200 past events of the chambers, each with a B2B session (session type 5).
  await db.execute(sql`
  insert into events (name, fk_chamber_id, start_date, end_date, venue, is_announced, is_public)
  select 'Forum ' || g, ch.ids[1 + g % array_length(ch.ids, 1)], now() - (g * 3) * interval '1 day',
    now() - (g * 3 - 2) * interval '1 day', 'Hall', true, true
  from generate_series(1, 200) g, (select array_agg(pk_code_id order by pk_code_id) ids from codes where fk_code_type_id = 9) ch`);
  await db.execute(sql`
  insert into schedules (fk_event_id, name, fk_session_type_id, start_time, end_time)
  select e.pk_event_id, 'B2B', (select pk_code_id from codes where fk_code_type_id = 10 and code = '5'), e.start_date, e.start_date + interval '4 hours'
  from events e`);
  const [{ firstUser, lastUser }] = await rows<{ firstUser: number; lastUser: number }>(
    sql`select min(pk_user_id) as "firstUser", max(pk_user_id) as "lastUser" from users where email like '%@bench.test'`,
  );
  const people = lastUser - firstUser + 1;
  const user = (salt: string) => sql.raw(`${firstUser} + (hashint8(g * 31 + ${salt}) & 2147483647) % ${people}`);
  // Registrations: 500 accepted invitations per event.
  await db.execute(sql`
  insert into event_invitations (fk_event_id, fk_user_id, email, is_accepted, accepted_at)
  select distinct on (e.pk_event_id, u) e.pk_event_id, u, 'guest' || u || '@bench.test', true, e.start_date - interval '10 days'
  from events e, generate_series(1, 500) g, lateral (select ${user('e.pk_event_id')} as u) x`);
  // Meetings in every status, requested before their event; a report with an outcome for two in three accepted ones.
  await db.execute(sql`
  insert into user_reservations (fk_schedule_id, fk_host_user_id, fk_guest_user_id, slot_start, slot_end, status, created_at)
  select s.pk_schedule_id, p.host, p.guest, s.start_time, s.start_time + interval '20 minutes',
    (array['accepted','accepted','requested','rejected','cancelled'])[1 + g % 5], s.start_time - (g % 20) * interval '1 day'
  from generate_series(1, ${MEETINGS}) g join schedules s on s.pk_schedule_id = (select min(pk_schedule_id) from schedules) + g % 200,
  -- The guest another person than the host (at smaller volumes a second draw would meet the host).
  lateral (select ${user('1')} as host) h,
  lateral (select h.host as host, ${sql.raw(`${firstUser} + (h.host - ${firstUser} + 1 + (hashint8(g * 31 + 2) & 2147483647) % ${people - 1}) % ${people}`)} as guest) p`);
  await db.execute(sql`
  insert into meeting_reports (fk_user_reservation_id, fk_user_id, took_place, outcome)
  select pk_user_reservation_id, fk_host_user_id, true, (array['deal_signed','follow_up_agreed','no_interest'])[1 + pk_user_reservation_id % 3]
  from user_reservations where status = 'accepted' and pk_user_reservation_id % 3 <> 0`);
  await db.execute(sql`
  insert into favorite_companies (fk_user_id, fk_company_id, created_at)
  select distinct on (u, co) u, co, now() - (g % 700) * interval '1 day'
  from generate_series(1, 100000) g, lateral (select ${user('3')} as u,
    (select min(pk_company_id) from companies) + (hashint8(g * 17) & 2147483647) % ${COMPANIES} as co) x`);
  await db.execute(sql`
  insert into conversations (title, fk_creator_user_id, created_at)
  select 'Offer ' || g, ${user('4')}, now() - (g % 700) * interval '1 day' from generate_series(1, 50000) g`);
  await db.execute(sql`
  insert into conversation_members (fk_conversation_id, fk_user_id)
  select pk_conversation_id, fk_creator_user_id from conversations
  union select pk_conversation_id, ${sql.raw(`${firstUser} + (hashint8(pk_conversation_id * 13) & 2147483647) % ${people}`)} from conversations`);
  await db.execute(sql`
  insert into messages (fk_conversation_id, fk_sender_user_id, title, content, send_on)
  select c.pk_conversation_id, c.fk_creator_user_id, c.title, 'Message ' || k, c.created_at + k * interval '1 hour'
  from conversations c, generate_series(1, 4) k`);
  for (const table of quiet) await db.execute(sql.raw(`alter table ${table} enable trigger user`));
  // The dashboard's offer counts (migration 0005) and the insights' (0006 to 0009) were not kept while
  // the triggers were off.
  await db.execute(sql`select offer_counts_recount()`);
  await db.execute(sql`select catalogue_counts_recount()`);
  await db.execute(sql`select activity_counts_recount()`);
  await db.execute(sql`select company_counts_recount()`);
  await db.execute(sql`select connection_counts_recount()`);
  await db.execute(sql`analyze`);
}
const [counts] = await rows<Record<string, number>>(sql`select
  (select count(*)::int from companies) as companies, (select count(*)::int from catalogue_items) as items,
  (select count(*)::int from user_reservations) as meetings, (select count(*)::int from event_invitations) as registrations,
  (select count(*)::int from messages) as messages, (select count(*)::int from favorite_companies) as favourites`);
console.log(`loaded in ${((performance.now() - loadStart) / 1000).toFixed(0)} s: ${JSON.stringify(counts)}`);

const ctx = { db, database, config } as unknown as AppContext;
const [rs] = await rows<{ id: number }>(sql`select pk_country_id as id from countries where alpha2 = 'RS'`);
const platformAdmin = { userId: 1, roleId: 1, languageId: 1, functions: new Set(['super_admin_function']) } as unknown as Actor;
const chamberAdmin = {
  userId: 2,
  roleId: 2,
  languageId: 1,
  functions: new Set(['cif_admin_function']),
  chamberCountryId: rs.id,
  countryId: rs.id,
} as unknown as Actor;
const lastYear = { from: new Date(Date.now() - 365 * 86400000).toISOString().slice(0, 10) };

// The baseline, measured in the same process: one pass over the companies (how busy the machine is).
const cases: [string, () => Promise<unknown>][] = [
  ['baseline: count(*) of the companies', () => rows(sql`select count(*) from companies`)],
];
for (const [who, actor, filter] of [
  ['platform admin, all', platformAdmin, {}],
  ['chamber admin RS', chamberAdmin, {}],
  ['platform admin, last 12 months', platformAdmin, lastYear],
] as const) {
  cases.push([`companies (${who})`, () => getCompaniesInsights(ctx, actor, filter)]);
  cases.push([`catalogue (${who})`, () => getCatalogueInsights(ctx, actor, filter)]);
  cases.push([`connections (${who})`, () => getConnectionsInsights(ctx, actor, filter)]);
  cases.push([`events (${who})`, () => getEventsInsights(ctx, actor, filter)]);
}
cases.push(['comparison of the WB6 (platform admin)', () => getComparison(ctx, platformAdmin, {})]);

console.log(
  `\n${serverUrl ? 'PostgreSQL' : 'PGlite'}: p95 target ${TARGET_MS} ms, ${RUNS} runs each, load average ${os
    .loadavg()
    .map((l) => l.toFixed(1))
    .join(' ')}\n`,
);
console.log('| answer | median ms | p95 ms | target met |');
console.log('| --- | ---: | ---: | :---: |');
for (const [name, fn] of cases) {
  if (ONLY.length && !name.startsWith('baseline') && !ONLY.some((word) => name.includes(word))) continue;
  const m = await measure(fn, RUNS, 2);
  console.log(`| ${name} | ${m.median.toFixed(1)} | ${m.p95.toFixed(1)} | ${m.p95 < TARGET_MS ? 'yes' : 'no'} |`);
}
console.log(
  `\nload average at the end ${os
    .loadavg()
    .map((l) => l.toFixed(1))
    .join(' ')}`,
);

await database.close();
if (serverUrl && !keep) await admin(`drop database ${dbName}`);
fs.rmSync(tmp, { recursive: true, force: true });
