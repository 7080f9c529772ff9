/**
 * The dashboard figures (GET api/MainDashboard, issue 28 item 1) at COMPANIES (100,000) companies
 * with their catalogue (five items each: bench/src/volume.ts) and MEETINGS (50,000) live meetings
 * between their people, on PGlite or, with BENCH_DATABASE_URL, on a new database of that
 * PostgreSQL server (dropped afterwards). Each of the three calls is measured through the
 * service as the platform administrator (every figure counted, the restricted ones of every
 * economy) and as a chamber administrator (the restricted ones of one economy). Target: p95 under
 * 100 ms on PostgreSQL, 300 ms on PGlite.
 *   npm run bench:dashboard -w bench
 */
import os from 'node:os';
import { sql } from 'drizzle-orm';
import { RoleId } from '@portal/contracts/common/access';
import type { Actor, AppContext } from '../../apps/server/src/context.ts';
import { loadConfig } from '../../apps/server/src/config.ts';
import { migrate } from '../../apps/server/src/db/migrate.ts';
import { basicSiteInfo, countriesInfo, countryInfo } from '../../apps/server/src/modules/dashboard/dashboard.service.ts';
import { seed } from '../../apps/server/src/seed/run.ts';
import { benchDatabase } from './bench-db.ts';
import { measure } from './measure.ts';
import { loadVolume } from './volume.ts';

const COMPANIES = Number(process.env.COMPANIES ?? 100_000);
const MEETINGS = Number(process.env.MEETINGS ?? 50_000);
const RUNS = Number(process.env.RUNS ?? 20);

const config = loadConfig({});
const { database, remove } = await benchDatabase('dashboard');
const db = database.db;
const one = async <T>(q: ReturnType<typeof sql>) => ((await db.execute(q)) as unknown as { rows: T[] }).rows[0];
try {
  const loadStart = performance.now();
  await migrate(database);
  await seed(db, { sharedDir: config.SHARED_DIR, demo: false });
  // The search documents play no part in the figures: their triggers are off while the volume loads.
  const searchTriggers = ['companies', 'company_modules', 'company_sectors', 'catalogue_items'];
  for (const table of searchTriggers) await db.execute(sql.raw(`alter table ${table} disable trigger user`));
  await loadVolume(db, COMPANIES);
  // A tenth of the companies unverified (before the search triggers are back on); live meetings between the companies' administrators
  // of one B2B session, each in a slot of its own (the slot check is off; reservation_people,
  // which the meeting figures read, is filled by its trigger as usual).
  await db.execute(sql`update companies set is_verified = false where pk_company_id % 10 = 3`);
  for (const table of searchTriggers) await db.execute(sql.raw(`alter table ${table} enable trigger user`));
  // The dashboard's offer counts (migration 0005) were not kept while the triggers were off.
  await db.execute(sql`select offer_counts_recount()`);
  const { eventId } = await one<{ eventId: number }>(sql`
    insert into events (name, fk_chamber_id, start_date, end_date, is_public, is_announced)
    select 'Bench forum', pk_code_id, now() + interval '30 days', now() + interval '400 days', true, true
    from codes where fk_code_type_id = 9 order by pk_code_id limit 1 returning pk_event_id as "eventId"`);
  const { scheduleId } = await one<{ scheduleId: number }>(sql`
    insert into schedules (fk_event_id, name, fk_session_type_id, start_time, end_time)
    select ${eventId}, 'B2B', pk_code_id, now() + interval '30 days', now() + interval '400 days'
    from codes where fk_code_type_id = 10 order by pk_code_id limit 1 returning pk_schedule_id as "scheduleId"`);
  await db.execute(sql`alter table user_reservations disable trigger user_reservations_check_tr`);
  await db.execute(sql`
    with people as (select array_agg(pk_user_id order by pk_user_id) ids from users where fk_company_id is not null)
    insert into user_reservations (fk_schedule_id, fk_host_user_id, fk_guest_user_id, slot_start, slot_end, status)
    select ${scheduleId}, ids[1 + (g * 7) % array_length(ids, 1)], ids[1 + (g * 7 + 1 + g % 5) % array_length(ids, 1)],
      now() + interval '30 days' + g * interval '20 minutes', now() + interval '30 days' + (g + 1) * interval '20 minutes',
      case when g % 3 = 0 then 'requested' else 'accepted' end
    from people, generate_series(1, ${MEETINGS}) g`);
  await db.execute(sql`alter table user_reservations enable trigger user_reservations_check_tr`);
  await db.execute(sql`analyze`);
  const loadSeconds = (performance.now() - loadStart) / 1000;

  const counts = await one<Record<string, number>>(sql`select
    (select count(*)::int from companies) companies, (select count(*)::int from catalogue_items) items,
    (select count(*)::int from user_reservations) meetings, (select count(*)::int from reservation_people) people`);
  const { serbia } = await one<{ serbia: number }>(sql`select pk_country_id as serbia from countries where alpha2 = 'RS'`);
  const { chamber } = await one<{ chamber: number }>(
    sql`select pk_code_id as chamber from codes where fk_code_type_id = 9 and fk_country_id = ${serbia} limit 1`,
  );
  const ctx = { db, config } as unknown as AppContext;
  const actor = (roleId: number, fn: string) =>
    ({
      userId: 1,
      roleId,
      languageId: 1,
      companyId: null,
      countryId: null,
      chamberId: roleId === RoleId.chamberAdmin ? chamber : null,
      chamberCountryId: roleId === RoleId.chamberAdmin ? serbia : null,
      functions: new Set([fn]),
    }) as unknown as Actor;
  const platform = actor(RoleId.platformAdmin, 'super_admin_function');
  const chamberAdmin = actor(RoleId.chamberAdmin, 'cif_admin_function');

  const rows: { name: string; median: number; p95: number }[] = [];
  for (const [who, a] of [
    ['platform administrator', platform],
    ['chamber administrator (RS)', chamberAdmin],
  ] as const) {
    for (const [call, fn] of [
      ['get-basic-site-info', () => basicSiteInfo(ctx, a)],
      ['get-countries-info', () => countriesInfo(ctx, a)],
      ['get-country-info/{Serbia}', () => countryInfo(ctx, a, serbia)],
    ] as const) {
      const m = await measure(fn, RUNS);
      rows.push({ name: `${call} as ${who}`, median: m.median, p95: m.p95 });
    }
  }
  const target = database.kind === 'pglite' ? 300 : 100;
  console.log(
    `\nDashboard figures, ${counts.companies.toLocaleString('en')} companies, ${counts.items.toLocaleString('en')} catalogue items, ` +
      `${counts.meetings.toLocaleString('en')} meetings (${counts.people.toLocaleString('en')} people rows), ${database.kind} ` +
      `(loaded in ${loadSeconds.toFixed(0)} s; load average ${os.loadavg()[0].toFixed(2)}, ${os.cpus().length} cores, Node ${process.version}), ${RUNS} runs\n`,
  );
  console.log('| call | median ms | p95 ms |');
  console.log('| --- | ---: | ---: |');
  for (const r of rows) console.log(`| ${r.name} | ${r.median.toFixed(1)} | ${r.p95.toFixed(1)} |`);
  const worst = Math.max(...rows.map((r) => r.p95));
  console.log(`\ntarget: p95 under ${target} ms: ${worst < target ? 'met' : 'NOT met'} (worst ${worst.toFixed(1)} ms)`);
  const site = await basicSiteInfo(ctx, platform);
  console.log(`site figures: ${JSON.stringify(site)}`);
} finally {
  await remove();
}
