/**
 * The programme of one large event: SESSIONS sessions over five days in ten halls, each with a
 * speaker, and ATTENDEES registered attendees of whom about one in ten marks each session not
 * interested, on embedded PGlite. Reports the schedule list (target under 20 ms), the agenda
 * answers and the agenda PDF (target under 1 s), each with its ratio to a primary-key lookup of a
 * session measured in the same process.
 *   npm run bench:agenda -w bench     (SESSIONS=200 ATTENDEES=500 by default)
 */
import os from 'node:os';
import { sql } from 'drizzle-orm';
import type { Actor } from '../../apps/server/src/context.ts';
import { eventAgenda, eventAgendaIcs, eventAgendaPdf, userAgendaPdf } from '../../apps/server/src/modules/reports/agenda.service.ts';
import { schedulesOfEvent } from '../../apps/server/src/modules/schedules/schedules.service.ts';
import { portalInstant } from '../../apps/server/src/lib/portal-clock.ts';
import { chamberOrganiser, referenceDatabase, rsChamber } from './bench-db.ts';
import { measure, report } from './measure.ts';

const SESSIONS = Number(process.env.SESSIONS ?? 200);
const ATTENDEES = Number(process.env.ATTENDEES ?? 500);
const DAYS = 5;
const HALLS = 10;
const { database, db, rows, ctx } = await referenceDatabase();

const started = performance.now();
const year = new Date().getUTCFullYear() + 1;
const day = (n: number) => `${year}-06-${String(8 + n).padStart(2, '0')}`;
const chamber = await rsChamber(rows);
const [{ event }] = await rows<{ event: number }>(sql`
  insert into events (name, fk_chamber_id, start_date, end_date, is_public, is_announced, event_place, venue)
  values ('Bench forum', ${chamber}, ${portalInstant(day(0), '08:00').toISOString()}, ${portalInstant(day(DAYS - 1), '20:00').toISOString()},
    true, true, 'Belgrade', 'Sava Centar')
  returning pk_event_id as event`);
await db.execute(sql`
  insert into halls (fk_event_id, name, table_count) select ${event}, 'Hall ' || g, case when g = 1 then 30 else 0 end from generate_series(1, ${HALLS}) g`);
await db.execute(sql`
  insert into speakers (fk_chamber_id, first_name, last_name, title, company)
  select ${chamber}, 'Speaker', 'No ' || g, 'Director', 'Company ' || g || ' d.o.o.' from generate_series(1, 40) g`);
// Session i: day i / (SESSIONS / DAYS), hall i % HALLS, one of the day's slots of 90 minutes every two hours from 09:00.
const perDay = Math.ceil(SESSIONS / DAYS);
await db.execute(sql`
  with h as (select array_agg(pk_hall_id order by pk_hall_id) ids from halls where fk_event_id = ${event}),
       ty as (select array_agg(pk_code_id order by code) ids from codes where fk_code_type_id = 10)
  insert into schedules (fk_event_id, name, fk_session_type_id, fk_hall_id, start_time, end_time)
  select ${event}, 'Session ' || g || ': ' || (array['Exports to the EU','Food safety','Digital tools','Logistics','Financing'])[1 + g % 5] || ' in the Western Balkans',
    ty.ids[1 + g % array_length(ty.ids, 1)], h.ids[1 + g % ${HALLS}],
    (${portalInstant(day(0), '09:00').toISOString()}::timestamptz + ((g / ${perDay}) * interval '1 day') + (((g % ${perDay}) / ${HALLS}) * interval '2 hours')),
    (${portalInstant(day(0), '09:00').toISOString()}::timestamptz + ((g / ${perDay}) * interval '1 day') + (((g % ${perDay}) / ${HALLS}) * interval '2 hours') + interval '90 minutes')
  from generate_series(0, ${SESSIONS - 1}) g, h, ty`);
await db.execute(sql`
  insert into schedule_speakers (fk_schedule_id, fk_speaker_id, sort_order)
  select s.pk_schedule_id, sp.pk_speaker_id, 0 from schedules s
  join speakers sp on sp.pk_speaker_id = (select min(pk_speaker_id) from speakers) + s.pk_schedule_id % 40`);
await db.execute(sql`
  insert into users (email, user_name, first_name, last_name, fk_role_id, email_confirmed, is_verified)
  select 'attendee' || g || '@bench.test', 'attendee' || g, 'Attendee', 'No ' || g, 5, true, true from generate_series(1, ${ATTENDEES}) g`);
await db.execute(sql`
  insert into event_invitations (fk_event_id, fk_user_id, email, is_accepted, accepted_at)
  select ${event}, pk_user_id, email, true, now() from users where email like '%@bench.test'`);
await db.execute(sql`
  insert into schedule_users_not_interested (fk_schedule_id, fk_user_id)
  select s.pk_schedule_id, u.pk_user_id from schedules s join users u on u.email like '%@bench.test' and (s.pk_schedule_id + u.pk_user_id) % 10 = 0`);
await db.execute(sql`analyze`);
const [{ marks }] = await rows<{ marks: number }>(sql`select count(*)::int as marks from schedule_users_not_interested`);
console.log(
  `Loaded ${SESSIONS} sessions in ${HALLS} halls over ${DAYS} days, ${ATTENDEES} attendees, ${marks} not-interested marks in ${((performance.now() - started) / 1000).toFixed(1)} s`,
);

const organiser = await chamberOrganiser(rows, chamber);
const [member] = await rows<{ userId: number; email: string }>(
  sql`select pk_user_id as "userId", email from users where email = 'attendee1@bench.test'`,
);
const attendee = {
  ...member,
  roleId: 5,
  languageId: 1,
  companyId: null,
  chamberId: null,
  functions: new Set(['guest']),
} as unknown as Actor;
const [{ firstSchedule }] = await rows<{ firstSchedule: number }>(sql`select min(pk_schedule_id)::int as "firstSchedule" from schedules`);

const baseline = {
  name: 'session by primary key (baseline)',
  ...(await measure(() => db.execute(sql`select * from schedules where pk_schedule_id = ${firstSchedule}`), 200)),
};
const list = {
  name: `schedule list, all ${SESSIONS} sessions (get-all-schedules-for-event)`,
  ...(await measure(() => schedulesOfEvent(ctx, organiser, event, { pageNum: 1, pageSize: 200 }), 50)),
};
const pdf = { name: `event agenda PDF (${SESSIONS} sessions)`, ...(await measure(() => eventAgendaPdf(ctx, organiser, event), 5, 1)) };
const results = [
  list,
  { name: 'event agenda, grouped by day (event-schedules)', ...(await measure(() => eventAgenda(ctx, organiser, event), 30)) },
  pdf,
  {
    name: "an attendee's agenda PDF",
    ...(await measure(() => userAgendaPdf(ctx, attendee, event, { warn: (o, message) => console.warn(message, o) }), 5, 1)),
  },
  { name: 'event programme as iCalendar', ...(await measure(() => eventAgendaIcs(ctx, organiser, event), 10)) },
];
report(
  `Agenda: ${SESSIONS} sessions, ${ATTENDEES} registered attendees, PGlite (load average ${os.loadavg()[0].toFixed(2)}, ${os.cpus().length} cores, Node ${process.version})`,
  baseline,
  results,
);
const pdfBytes = (await eventAgendaPdf(ctx, organiser, event)).length;
console.log(`\nagenda PDF: ${(pdfBytes / 1024).toFixed(0)} KB`);
console.log(
  `targets: schedule list under 20 ms: ${list.median < 20 ? 'met' : 'NOT met'} (${list.median.toFixed(1)} ms); agenda PDF under 1 s: ${pdf.median < 1000 ? 'met' : 'NOT met'} (${pdf.median.toFixed(0)} ms)`,
);
await database.close();
