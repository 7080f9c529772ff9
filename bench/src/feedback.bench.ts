/**
 * The feedback tab of one large event: ATTENDEES registered attendees (5,000 by default) who all
 * answered a survey of QUESTIONS questions (20: free text, single and multiple choice, ratings),
 * and a B2B session of MEETINGS accepted meetings of which most were reported by one or both
 * sides, on embedded PGlite. Reports the feedback tab's figures (event-feedback; target under
 * 200 ms), the answers to one question and the respondents list, each with its ratio to a
 * primary-key lookup of an answer measured in the same process.
 *   npm run bench:feedback -w bench
 */
import os from 'node:os';
import { sql } from 'drizzle-orm';
import { getEventFeedback, getQuestionAnswers, getRespondents } from '../../apps/server/src/modules/questions/feedback.service.ts';
import { answerTallies, latestTexts, meetingFacts, optionCounts } from '../../apps/server/src/modules/questions/feedback.repository.ts';
import { surveyCounts } from '../../apps/server/src/modules/questions/surveys.repository.ts';
import { surveyQuestionsWithOptions } from '../../apps/server/src/modules/questions/answers.service.ts';
import { portalInstant } from '../../apps/server/src/lib/portal-clock.ts';
import { chamberOrganiser, referenceDatabase } from './bench-db.ts';
import { measure, report } from './measure.ts';

const ATTENDEES = Number(process.env.ATTENDEES ?? 5000);
const QUESTIONS = Number(process.env.QUESTIONS ?? 20);
const MEETINGS = Number(process.env.MEETINGS ?? 2000);
const TARGET_MS = 200;
const { database, db, rows, ctx } = await referenceDatabase();

const started = performance.now();
const year = new Date().getUTCFullYear() - 1;
const [{ chamber }] = await rows<{ chamber: number }>(
  sql`select pk_code_id as chamber from codes where fk_code_type_id = 9 and code = 'RS'`,
);
const [{ event }] = await rows<{ event: number }>(sql`
  insert into events (name, fk_chamber_id, start_date, end_date, is_public, is_announced, event_place, venue)
  values ('Bench forum', ${chamber}, ${portalInstant(`${year}-06-08`, '08:00').toISOString()}, ${portalInstant(`${year}-06-09`, '18:00').toISOString()},
    true, true, 'Belgrade', 'Sava Centar') returning pk_event_id as event`);
await db.execute(sql`insert into companies (name, fk_country_id, is_verified)
  select 'Company ' || g || ' d.o.o.', (select pk_country_id from countries where alpha2 = 'RS'), true from generate_series(1, 500) g`);
await db.execute(sql`
  insert into users (email, user_name, first_name, last_name, fk_role_id, fk_company_id, email_confirmed, is_verified)
  select 'attendee' || g || '@bench.test', 'attendee' || g, 'Attendee', 'No ' || g, 4,
    (select min(pk_company_id) from companies) + g % 500, true, true from generate_series(1, ${ATTENDEES}) g`);
await db.execute(sql`
  insert into event_invitations (fk_event_id, fk_user_id, email, is_accepted, accepted_at)
  select ${event}, pk_user_id, email, true, now() from users where email like '%@bench.test'`);
// Questions: a fifth free text, a fifth ratings, the rest single or multiple choice of four options.
const kind = (g: number) => ['text', 'rating', 'single', 'multiple', 'single'][g % 5];
for (let g = 0; g < QUESTIONS; g++) {
  const [{ q }] = await rows<{ q: number }>(
    sql`insert into questions (fk_chamber_id, type, is_required) values (${chamber}, ${kind(g)}, true) returning pk_question_id as q`,
  );
  await db.execute(
    sql`insert into question_titles (fk_question_id, fk_language_id, title) values (${q}, 1, ${`Question ${g + 1}`}), (${q}, 2, ${`Pitanje ${g + 1}`})`,
  );
  await db.execute(sql`insert into event_questions (fk_event_id, fk_question_id, position) values (${event}, ${q}, ${g})`);
  if (kind(g) === 'single' || kind(g) === 'multiple') {
    await db.execute(sql`with o as (insert into question_options (fk_question_id, position) select ${q}, p from generate_series(0, 3) p returning pk_question_option_id, position)
      insert into question_option_titles (fk_question_option_id, fk_language_id, title) select pk_question_option_id, l, 'Option ' || (position + 1) from o, generate_series(1, 2) l`);
  }
}
await db.execute(sql`insert into event_surveys (fk_event_id, is_open, opened_at) values (${event}, true, now())`);
await db.execute(
  sql`insert into survey_submissions (fk_event_id, fk_user_id) select ${event}, pk_user_id from users where email like '%@bench.test'`,
);
await db.execute(sql`
  insert into survey_answers (fk_event_id, fk_user_id, fk_question_id, text_value, rating, answered_at)
  select ${event}, s.fk_user_id, q.pk_question_id,
    case when q.type = 'text' then 'Feedback number ' || s.fk_user_id || ' on ' || q.pk_question_id end,
    case when q.type = 'rating' then 1 + (s.fk_user_id + q.pk_question_id) % 5 end,
    now() - (s.fk_user_id % 1000) * interval '1 minute'
  from survey_submissions s cross join questions q where s.fk_event_id = ${event}`);
await db.execute(sql`
  insert into survey_answer_options (fk_event_id, fk_user_id, fk_question_id, fk_question_option_id)
  select a.fk_event_id, a.fk_user_id, a.fk_question_id, o.pk_question_option_id
  from survey_answers a join questions q on q.pk_question_id = a.fk_question_id and q.type in ('single', 'multiple')
  join question_options o on o.fk_question_id = q.pk_question_id
    and (o.position = (a.fk_user_id + q.pk_question_id) % 4 or (q.type = 'multiple' and o.position = (a.fk_user_id + 1) % 4 and (a.fk_user_id + q.pk_question_id) % 4 <> (a.fk_user_id + 1) % 4))
  where a.fk_event_id = ${event}`);
// A B2B session of 50 tables over a day of 20-minute slots; meeting i pairs attendees 2i and 2i+1.
const [{ hall }] = await rows<{ hall: number }>(
  sql`insert into halls (fk_event_id, name, table_count) values (${event}, 'B2B hall', 50) returning pk_hall_id as hall`,
);
const sessionStart = portalInstant(`${year}-06-08`, '09:00');
const [{ session }] = await rows<{ session: number }>(sql`
  insert into schedules (fk_event_id, name, fk_session_type_id, fk_hall_id, start_time, end_time)
  values (${event}, 'B2B meetings', (select pk_code_id from codes where fk_code_type_id = 10 and code = '5'), ${hall},
    ${sessionStart.toISOString()}, ${new Date(sessionStart.getTime() + 14 * 3600_000).toISOString()}) returning pk_schedule_id as session`);
await db.execute(sql`
  insert into user_reservations (fk_schedule_id, table_number, fk_host_user_id, fk_guest_user_id, slot_start, slot_end, status)
  select ${session}, 1 + g % 50, u1.pk_user_id, u2.pk_user_id,
    ${sessionStart.toISOString()}::timestamptz + (g / 50) * interval '20 minutes', ${sessionStart.toISOString()}::timestamptz + (g / 50 + 1) * interval '20 minutes', 'accepted'
  from generate_series(0, ${MEETINGS - 1}) g
  join users u1 on u1.email = 'attendee' || (2 * g + 1) || '@bench.test'
  join users u2 on u2.email = 'attendee' || (2 * g + 2) || '@bench.test'`);
await db.execute(sql`
  insert into meeting_reports (fk_user_reservation_id, fk_user_id, took_place, outcome)
  select r.pk_user_reservation_id, side.user_id, r.pk_user_reservation_id % 7 <> 0,
    case when r.pk_user_reservation_id % 7 <> 0 then (array['deal_signed', 'follow_up_agreed', 'no_interest'])[1 + (r.pk_user_reservation_id + side.user_id) % 3] end
  from user_reservations r cross join lateral (values (r.fk_host_user_id), (r.fk_guest_user_id)) side(user_id)
  where r.fk_schedule_id = ${session} and (r.pk_user_reservation_id + side.user_id) % 4 <> 0`);
// As autovacuum would after the load: statistics and the visibility map (index-only scans).
await db.execute(sql`vacuum analyze`);
const [{ answers, reports }] = await rows<{ answers: number; reports: number }>(sql`select
  (select count(*)::int from survey_answers) as answers, (select count(*)::int from meeting_reports) as reports`);
console.log(
  `Loaded ${ATTENDEES} attendees, ${QUESTIONS} questions, ${answers} answers, ${MEETINGS} meetings with ${reports} reports in ${((performance.now() - started) / 1000).toFixed(1)} s`,
);

const organiser = await chamberOrganiser(rows, chamber);
const [{ firstQuestion, textQuestion }] = await rows<{ firstQuestion: number; textQuestion: number }>(
  sql`select min(pk_question_id)::int as "firstQuestion", min(pk_question_id) filter (where type = 'text')::int as "textQuestion" from questions`,
);

const baseline = {
  name: 'an answer by primary key (baseline)',
  ...(await measure(
    () =>
      db.execute(
        sql`select * from survey_answers where fk_event_id = ${event} and fk_question_id = ${firstQuestion} and fk_user_id = ${organiser.userId - 1}`,
      ),
    200,
  )),
};
const figures = {
  name: `feedback tab figures, ${QUESTIONS} questions x ${ATTENDEES} answers and ${MEETINGS} meetings (event-feedback)`,
  ...(await measure(() => getEventFeedback(ctx, organiser, event), 20)),
};
// The figures' reads one by one (the figures run them together).
const reads: { name: string; median: number }[] = [];
for (const [name, read] of [
  ['attendee and respondent counts', () => surveyCounts(db, event)],
  ['survey questions with options', () => surveyQuestionsWithOptions(db, event, 1)],
  ['answers by question and rating', () => answerTallies(db, event)],
  ['chosen options', () => optionCounts(db, event)],
  ['newest free texts', () => latestTexts(db, event)],
  ['meetings with their reports', () => meetingFacts(db, event)],
] as const) {
  reads.push({ name: `figures' read: ${name}`, ...(await measure(read, 5, 1)) });
}
report(
  `Feedback: ${ATTENDEES} attendees, ${QUESTIONS} questions answered by all, PGlite (load average ${os.loadavg()[0].toFixed(2)}, ${os.cpus().length} cores, Node ${process.version})`,
  baseline,
  [
    figures,
    ...reads,
    {
      name: 'answers to a free-text question, first page, searched (details)',
      ...(await measure(
        () =>
          getQuestionAnswers(ctx, organiser, {
            fkEventId: event,
            fkQuestionId: textQuestion,
            searchTerm: 'number 42',
            pageNum: 1,
            pageSize: 20,
          }),
        20,
      )),
    },
    {
      name: 'respondents, first page (event-respondents)',
      ...(await measure(() => getRespondents(ctx, organiser, { fkEventId: event, answeredOnly: true, pageNum: 1, pageSize: 20 }), 10)),
    },
  ],
);
console.log(
  `\ntarget: feedback figures under ${TARGET_MS} ms: ${figures.median < TARGET_MS ? 'met' : 'NOT met'} (median ${figures.median.toFixed(1)} ms, p95 ${figures.p95.toFixed(1)} ms)`,
);
await database.close();
