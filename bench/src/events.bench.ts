/**
 * Events on a realistic volume: EVENTS events of the six chambers over three years, each with
 * 30 invitations (half accepted), and one forum of ATTENDEES attendees, among COMPANIES
 * companies with an administrator and an employee each, on embedded PGlite. Each figure is
 * reported with its ratio to a primary-key lookup measured in the same process.
 *   npm run bench:events -w bench     (EVENTS=6000 ATTENDEES=2000 COMPANIES=3000 by default)
 */
import { sql } from 'drizzle-orm';
import { LanguageId } from '@portal/contracts/codes/code-types';
import { EventStatus } from '@portal/contracts/events/events';
import type { Actor, AppContext, Client } from '../../apps/server/src/context.ts';
import { loadConfig } from '../../apps/server/src/config.ts';
import { openPglite } from '../../apps/server/src/db/client.ts';
import { migrate } from '../../apps/server/src/db/migrate.ts';
import { seed } from '../../apps/server/src/seed/run.ts';
import { searchAttendees } from '../../apps/server/src/modules/events/attendees.service.ts';
import { searchChamberEvents, searchMyEvents, searchPublicEvents } from '../../apps/server/src/modules/events/event-lists.service.ts';
import { getEventInfo } from '../../apps/server/src/modules/events/events.service.ts';
import { measure, report } from './measure.ts';

const EVENTS = Number(process.env.EVENTS ?? 6000);
const ATTENDEES = Number(process.env.ATTENDEES ?? 2000);
const COMPANIES = Math.max(Number(process.env.COMPANIES ?? 3000), Math.ceil(ATTENDEES / 2));
const config = loadConfig({});
const database = await openPglite();
await migrate(database);
await seed(database.db, { sharedDir: config.SHARED_DIR, demo: false });
const db = database.db;
const rows = async <T>(q: ReturnType<typeof sql>) => ((await db.execute(q)) as unknown as { rows: T[] }).rows;

const started = performance.now();
await db.execute(sql`
  with wb6 as (select array_agg(pk_country_id) ids from countries where is_wb6)
  insert into companies (name, fk_country_id, is_verified)
  select 'Company ' || g || ' ' || (array['Agro','Metal','Soft','Trade','Food','Wood'])[1 + g % 6] || ' d.o.o.', wb6.ids[1 + g % 6], true
  from generate_series(1, ${COMPANIES}) g, wb6`);
await db.execute(sql`insert into company_modules (fk_company_id, module_id) select pk_company_id, 2 from companies`);
await db.execute(sql`
  insert into users (email, user_name, first_name, last_name, fk_role_id, fk_company_id, email_confirmed, is_verified)
  select r || pk_company_id || '@bench.test', r || pk_company_id, initcap(r), 'No ' || pk_company_id, case r when 'admin' then 3 else 4 end,
    pk_company_id, true, true
  from companies, unnest(array['admin', 'employee']) r`);
await db.execute(sql`
  insert into users (email, user_name, first_name, last_name, fk_role_id, fk_chamber_id, email_confirmed, is_verified)
  select 'chamber' || pk_code_id || '@bench.test', 'chamber' || pk_code_id, 'Chamber', 'Admin', 2, pk_code_id, true, true
  from codes where fk_code_type_id = 9`);
// Events every few hours from 18 months ago to 18 months ahead, two days long, by all six chambers.
await db.execute(sql`
  with ch as (select array_agg(pk_code_id order by pk_code_id) ids from codes where fk_code_type_id = 9)
  insert into events (name, fk_chamber_id, start_date, end_date, is_public, is_announced, event_place, venue)
  select 'Event ' || g || ' ' || (array['B2B Forum','Trade Mission','Summit','Fair','Matchmaking'])[1 + g % 5], ch.ids[1 + g % 6],
    now() - interval '540 days' + g * (interval '1080 days' / ${EVENTS}), now() - interval '538 days' + g * (interval '1080 days' / ${EVENTS}),
    g % 3 = 0, g % 10 <> 0, 'Belgrade', 'Chamber hall'
  from generate_series(1, ${EVENTS}) g, ch`);
const [{ firstUser }] = await rows<{ firstUser: number }>(sql`select min(pk_user_id)::int as "firstUser" from users`);
await db.execute(sql`
  insert into event_invitations (fk_event_id, fk_user_id, email, is_accepted)
  select e.pk_event_id, u.pk_user_id, u.email, k % 2 = 0
  from events e cross join generate_series(1, 30) k
  join users u on u.pk_user_id = ${firstUser}::int + (e.pk_event_id * 31 + k * 7919) % ${COMPANIES * 2}::int
  on conflict do nothing`);
const [{ forum }] = await rows<{ forum: number }>(sql`
  select pk_event_id as forum from events where start_date > now() and is_announced order by start_date limit 1`);
await db.execute(sql`
  insert into event_invitations (fk_event_id, fk_user_id, email, is_accepted)
  select ${forum}, pk_user_id, email, pk_user_id % 4 <> 0 from users where fk_company_id is not null and pk_user_id < ${firstUser + Math.round(ATTENDEES * 1.25)}
  on conflict do nothing`);
await db.execute(sql`analyze`);
const [{ invitations }] = await rows<{ invitations: number }>(sql`select count(*)::int as invitations from event_invitations`);
const [{ forumSize }] = await rows<{ forumSize: number }>(
  sql`select count(*)::int as "forumSize" from event_invitations where fk_event_id = ${forum}`,
);
console.log(
  `Loaded ${EVENTS} events, ${invitations} invitations (${forumSize} for the forum) in ${((performance.now() - started) / 1000).toFixed(1)} s`,
);

const ctx = { db, database, config } as unknown as AppContext;
const [organiser] = await rows<{ userId: number; email: string; chamberId: number }>(sql`
  select u.pk_user_id as "userId", u.email, u.fk_chamber_id as "chamberId" from users u join events e on e.fk_chamber_id = u.fk_chamber_id
  where e.pk_event_id = ${forum}`);
const chamberAdmin = {
  ...organiser,
  roleId: 2,
  languageId: 1,
  companyId: null,
  functions: new Set(['cif_admin_function']),
} as unknown as Actor;
const [member] = await rows<{ userId: number; email: string; companyId: number }>(sql`
  select u.pk_user_id as "userId", u.email, u.fk_company_id as "companyId" from event_invitations i join users u on u.pk_user_id = i.fk_user_id
  where i.fk_event_id = ${forum} and i.is_accepted and u.fk_company_id is not null order by u.pk_user_id limit 1`);
const attendee = {
  ...member,
  roleId: 3,
  languageId: 1,
  companyModules: [2],
  functions: new Set(['company_admin_function']),
} as unknown as Actor;
const page = { pageNum: 1, pageSize: 10 };
const anonymous: Client = { address: '127.0.0.1', userAgent: null, languageId: LanguageId.english };

const baseline = {
  name: 'event by primary key (baseline)',
  ...(await measure(() => db.execute(sql`select * from events where pk_event_id = ${forum}`), 200)),
};
const results = [
  {
    name: "a chamber's events, upcoming first",
    ...(await measure(() => searchChamberEvents(ctx, chamberAdmin, { ...page }), 30)),
  },
  {
    name: "a chamber's finished events (history)",
    ...(await measure(() => searchChamberEvents(ctx, chamberAdmin, { ...page, eventStatus: EventStatus.finished }), 30)),
  },
  {
    name: 'my events (a member invited to many)',
    ...(await measure(() => searchMyEvents(ctx, attendee, { ...page, history: false }), 30)),
  },
  { name: 'public events, anonymous', ...(await measure(() => searchPublicEvents(ctx, anonymous, { ...page }), 30)) },
  {
    name: `the forum's figures (get-event-info, ${forumSize} invitations)`,
    ...(await measure(() => getEventInfo(ctx, chamberAdmin, forum), 30)),
  },
  {
    name: "the forum's attendees, organiser, first page",
    ...(await measure(() => searchAttendees(ctx, chamberAdmin, { fkEventId: forum, pageNum: 1, pageSize: 20 }), 30)),
  },
  {
    name: "the forum's attendees, organiser, by name",
    ...(await measure(() => searchAttendees(ctx, chamberAdmin, { fkEventId: forum, pageNum: 1, pageSize: 20, name: 'company 12' }), 30)),
  },
  {
    name: "the forum's attendee directory, as an attendee",
    ...(await measure(() => searchAttendees(ctx, attendee, { fkEventId: forum, pageNum: 1, pageSize: 20 }), 30)),
  },
];
report(`Events: ${EVENTS} events, ${invitations} invitations, a forum of ${forumSize}, PGlite`, baseline, results);
await database.close();
