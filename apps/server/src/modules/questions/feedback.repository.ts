import { ReservationStatus } from '@portal/contracts/meetings/reservations';
import { meetingOutcomes } from '@portal/contracts/questions/surveys';
import { FEEDBACK_TEXT_PREVIEW } from '@portal/contracts/questions/feedback';
import { LanguageId } from '@portal/contracts/codes/code-types';
import { QuestionType } from '@portal/contracts/questions/questions';
import { type SQL, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import * as t from '../../db/schema/all.ts';
import { rawRows } from '../../lib/raw-rows.ts';
import { containsText } from '../../lib/text-match.ts';
import type { StoredReport } from './answers.repository.ts';
import { registeredUsers } from './surveys.repository.ts';

/*
 * What organisers read of an event's feedback. The figures are a few grouped reads of one index
 * range each (answers and chosen options are keyed by event first), so an event of thousands of
 * attendees reads in one round of small answers.
 */

/** An option's title in the language, English when it has none there (`optionId`: the option's id expression). */
const optionTitleIn = (optionId: SQL, lang: number) => sql`coalesce(
  (select ot.title from ${t.questionOptionTitles} ot where ot.fk_question_option_id = ${optionId} and ot.fk_language_id = ${lang}),
  (select oe.title from ${t.questionOptionTitles} oe where oe.fk_question_option_id = ${optionId} and oe.fk_language_id = ${LanguageId.english}), '')`;

/**
 * The event's answers counted by question and rating (rating null for other types), in one pass
 * over the event's index range: a question's answers are the sum of its rows.
 */
export const answerTallies = (db: DbOrTx, eventId: number) =>
  rawRows<{ question_id: number; rating: number | null; n: number }>(
    db,
    sql`select fk_question_id as question_id, rating, count(*)::int as n from ${t.surveyAnswers} where fk_event_id = ${eventId} group by 1, 2`,
  );

/** How many submissions of the event answered each question. */
export async function answerCountsByQuestion(db: DbOrTx, eventId: number): Promise<Map<number, number>> {
  const counts = new Map<number, number>();
  for (const r of await answerTallies(db, eventId)) counts.set(r.question_id, (counts.get(r.question_id) ?? 0) + r.n);
  return counts;
}

/** How many chose each option on the event. */
export const optionCounts = (db: DbOrTx, eventId: number) =>
  rawRows<{ option_id: number; n: number }>(
    db,
    sql`select fk_question_option_id as option_id, count(*)::int as n from ${t.surveyAnswerOptions} where fk_event_id = ${eventId} group by 1`,
  );

/**
 * The newest FEEDBACK_TEXT_PREVIEW free texts of each text question on the event's survey, with
 * who wrote them: a few rows of the (question, event, answered_at) index each.
 */
export const latestTexts = (db: DbOrTx, eventId: number) =>
  rawRows<{ question_id: number; text: string; name: string; answered_at: Date | string }>(
    db,
    sql`select x.fk_question_id as question_id, x.text_value as text, u.first_name || ' ' || u.last_name as name, x.answered_at
      from ${t.eventQuestions} eq join ${t.questions} q on q.pk_question_id = eq.fk_question_id and q.type = ${QuestionType.text}
      cross join lateral (select a.fk_question_id, a.text_value, a.fk_user_id, a.answered_at from ${t.surveyAnswers} a
        where a.fk_question_id = eq.fk_question_id and a.fk_event_id = ${eventId} and a.text_value is not null
        order by a.answered_at desc limit ${FEEDBACK_TEXT_PREVIEW}) x
      join ${t.users} u on u.pk_user_id = x.fk_user_id
      where eq.fk_event_id = ${eventId} order by x.fk_question_id, x.answered_at desc, x.fk_user_id desc`,
  );

/** The rank of an outcome (1 best) by meetingOutcomes' order, as SQL. */
const outcomeRank = (outcome: SQL) =>
  sql`array_position(array[${sql.join(
    meetingOutcomes.map((o) => sql`${o}`),
    sql`, `,
  )}]::text[], ${outcome})`;

export interface MeetingFactsRow {
  id: number;
  schedule_id: number;
  session_name: string;
  session_start: Date | string;
  host_company_id: number | null;
  host_company: string | null;
  guest_company_id: number | null;
  guest_company: string | null;
  /** Reports given (0 to 2). */
  reports: number;
  held: boolean | null;
  /** 1-based index of the best outcome reported in meetingOutcomes, or null. */
  best_outcome: number | null;
}

/** Every accepted meeting of the event's sessions with what its sides reported, folded per meeting. */
export const meetingFacts = (db: DbOrTx, eventId: number) =>
  rawRows<MeetingFactsRow>(
    db,
    sql`select r.pk_user_reservation_id as id, r.fk_schedule_id as schedule_id, s.name as session_name, s.start_time as session_start,
        hc.pk_company_id as host_company_id, hc.name as host_company, gc.pk_company_id as guest_company_id, gc.name as guest_company,
        count(mr.fk_user_id)::int as reports, bool_or(mr.took_place) as held, min(${outcomeRank(sql`mr.outcome`)}) as best_outcome
      from ${t.userReservations} r
      join ${t.schedules} s on s.pk_schedule_id = r.fk_schedule_id
      join ${t.users} hu on hu.pk_user_id = r.fk_host_user_id
      join ${t.users} gu on gu.pk_user_id = r.fk_guest_user_id
      left join ${t.companies} hc on hc.pk_company_id = hu.fk_company_id
      left join ${t.companies} gc on gc.pk_company_id = gu.fk_company_id
      left join ${t.meetingReports} mr on mr.fk_user_reservation_id = r.pk_user_reservation_id
      where s.fk_event_id = ${eventId} and r.status = ${ReservationStatus.accepted}
      group by r.pk_user_reservation_id, s.pk_schedule_id, hc.pk_company_id, gc.pk_company_id
      order by s.start_time, s.pk_schedule_id, r.pk_user_reservation_id`,
  );

const personName = sql`u.first_name || ' ' || u.last_name`;

export interface AnswerListRow {
  user_id: number;
  name: string;
  company: string | null;
  text: string | null;
  rating: number | null;
  option_ids: number[];
  option_titles: string[];
  answered_at: Date | string;
}

/** A page of the answers to one question of the event, newest first; `term` matches the text, the name or the company. */
export async function questionAnswerRows(
  db: DbOrTx,
  o: { eventId: number; questionId: number; term?: string | null; lang: number; limit: number; offset: number },
) {
  const term = o.term?.trim();
  const where = sql`a.fk_event_id = ${o.eventId} and a.fk_question_id = ${o.questionId}${
    term
      ? sql` and (${containsText(sql`coalesce(a.text_value, '')`, term)} or ${containsText(personName, term)} or ${containsText(sql`coalesce(c.name, '')`, term)})`
      : sql``
  }`;
  const from = sql`from ${t.surveyAnswers} a join ${t.users} u on u.pk_user_id = a.fk_user_id left join ${t.companies} c on c.pk_company_id = u.fk_company_id`;
  const [[{ total }], rows] = await Promise.all([
    rawRows<{ total: number }>(db, sql`select count(*)::int as total ${from} where ${where}`),
    rawRows<AnswerListRow>(
      db,
      sql`select a.fk_user_id as user_id, ${personName} as name, c.name as company, a.text_value as text, a.rating, a.answered_at,
        array(select ao.fk_question_option_id from ${t.surveyAnswerOptions} ao join ${t.questionOptions} qo on qo.pk_question_option_id = ao.fk_question_option_id
          where ao.fk_event_id = a.fk_event_id and ao.fk_question_id = a.fk_question_id and ao.fk_user_id = a.fk_user_id order by qo.position) as option_ids,
        array(select ${optionTitleIn(sql`ao.fk_question_option_id`, o.lang)} from ${t.surveyAnswerOptions} ao join ${t.questionOptions} qo on qo.pk_question_option_id = ao.fk_question_option_id
          where ao.fk_event_id = a.fk_event_id and ao.fk_question_id = a.fk_question_id and ao.fk_user_id = a.fk_user_id order by qo.position) as option_titles
        ${from} where ${where} order by a.answered_at desc, a.fk_user_id desc limit ${o.limit} offset ${o.offset}`,
    ),
  ]);
  return { rows, total };
}

export interface RespondentRow {
  user_id: number;
  name: string;
  email: string;
  company: string | null;
  submitted_at: Date | string | null;
  updated_at: Date | string | null;
  answer_count: number;
  report_count: number;
}

/**
 * The event's registered attendees with what they submitted: those who answered first (newest),
 * then by name. The page's people first, then their counts (each through the (event, user) keys).
 */
export async function respondentRows(
  db: DbOrTx,
  o: { eventId: number; term?: string | null; answeredOnly: boolean; limit: number | null; offset: number },
) {
  const term = o.term?.trim();
  const where = sql`true${o.answeredOnly ? sql` and s.fk_user_id is not null` : sql``}${
    term
      ? sql` and (${containsText(personName, term)} or ${containsText(sql`u.email`, term)} or ${containsText(sql`coalesce(c.name, '')`, term)})`
      : sql``
  }`;
  const from = sql`from (${registeredUsers(o.eventId)}) ru join ${t.users} u on u.pk_user_id = ru.user_id
    left join ${t.companies} c on c.pk_company_id = u.fk_company_id
    left join ${t.surveySubmissions} s on s.fk_event_id = ${o.eventId} and s.fk_user_id = u.pk_user_id`;
  const [[{ total }], page] = await Promise.all([
    rawRows<{ total: number }>(db, sql`select count(*)::int as total ${from} where ${where}`),
    rawRows<Omit<RespondentRow, 'answer_count' | 'report_count'>>(
      db,
      sql`select u.pk_user_id as user_id, ${personName} as name, u.email, c.name as company, s.submitted_at, s.updated_at
        ${from} where ${where}
        order by s.updated_at desc nulls last, u.last_name, u.first_name, u.pk_user_id limit ${o.limit} offset ${o.offset}`,
    ),
  ]);
  if (!page.length) return { rows: [], total };
  const ids = sql.join(
    page.map((p) => sql`${p.user_id}`),
    sql`, `,
  );
  const [answers, reports] = await Promise.all([
    rawRows<{ user_id: number; n: number }>(
      db,
      sql`select fk_user_id as user_id, count(*)::int as n from ${t.surveyAnswers}
        where fk_event_id = ${o.eventId} and fk_user_id in (${ids}) group by 1`,
    ),
    rawRows<{ user_id: number; n: number }>(
      db,
      sql`select mr.fk_user_id as user_id, count(*)::int as n from ${t.meetingReports} mr
        join ${t.userReservations} r on r.pk_user_reservation_id = mr.fk_user_reservation_id
        join ${t.schedules} sc on sc.pk_schedule_id = r.fk_schedule_id
        where sc.fk_event_id = ${o.eventId} and mr.fk_user_id in (${ids}) group by 1`,
    ),
  ]);
  const count = (list: { user_id: number; n: number }[], id: number) => list.find((x) => x.user_id === id)?.n ?? 0;
  return { rows: page.map((p) => ({ ...p, answer_count: count(answers, p.user_id), report_count: count(reports, p.user_id) })), total };
}

/** A person's name, e-mail and company; null for no such user. */
export async function personOf(db: DbOrTx, userId: number) {
  const [row] = await rawRows<{ name: string; email: string; company: string | null }>(
    db,
    sql`select ${personName} as name, u.email, c.name as company from ${t.users} u
      left join ${t.companies} c on c.pk_company_id = u.fk_company_id where u.pk_user_id = ${userId}`,
  );
  return row ?? null;
}

export interface EventAnswerRow {
  user_id: number;
  question_id: number;
  text: string | null;
  rating: number | null;
  option_titles: string[];
}

/** Every answer of the event, with the chosen options' titles in the language (the report files). */
export const eventAnswerRows = (db: DbOrTx, eventId: number, lang: number) =>
  rawRows<EventAnswerRow>(
    db,
    sql`select a.fk_user_id as user_id, a.fk_question_id as question_id, a.text_value as text, a.rating,
      array(select ${optionTitleIn(sql`ao.fk_question_option_id`, lang)} from ${t.surveyAnswerOptions} ao
        join ${t.questionOptions} qo on qo.pk_question_option_id = ao.fk_question_option_id
        where ao.fk_event_id = a.fk_event_id and ao.fk_question_id = a.fk_question_id and ao.fk_user_id = a.fk_user_id order by qo.position) as option_titles
    from ${t.surveyAnswers} a where a.fk_event_id = ${eventId}`,
  );

export interface EventMeetingRow {
  id: number;
  session_name: string;
  slot_start: Date | string;
  slot_end: Date | string;
  table_number: number | null;
  host_name: string;
  host_company: string | null;
  guest_name: string;
  guest_company: string | null;
  host_report: StoredReport | null;
  guest_report: StoredReport | null;
}

/** Every accepted meeting of the event's sessions in time order, with both sides and their reports. */
export const eventMeetingRows = (db: DbOrTx, eventId: number) =>
  rawRows<EventMeetingRow>(
    db,
    sql`select r.pk_user_reservation_id as id, s.name as session_name, r.slot_start, r.slot_end, r.table_number,
        hu.first_name || ' ' || hu.last_name as host_name, hc.name as host_company,
        gu.first_name || ' ' || gu.last_name as guest_name, gc.name as guest_company,
        (select to_jsonb(h) from ${t.meetingReports} h where h.fk_user_reservation_id = r.pk_user_reservation_id and h.fk_user_id = r.fk_host_user_id) as host_report,
        (select to_jsonb(g) from ${t.meetingReports} g where g.fk_user_reservation_id = r.pk_user_reservation_id and g.fk_user_id = r.fk_guest_user_id) as guest_report
      from ${t.userReservations} r
      join ${t.schedules} s on s.pk_schedule_id = r.fk_schedule_id
      join ${t.users} hu on hu.pk_user_id = r.fk_host_user_id
      join ${t.users} gu on gu.pk_user_id = r.fk_guest_user_id
      left join ${t.companies} hc on hc.pk_company_id = hu.fk_company_id
      left join ${t.companies} gc on gc.pk_company_id = gu.fk_company_id
      where s.fk_event_id = ${eventId} and r.status = ${ReservationStatus.accepted}
      order by r.slot_start, s.pk_schedule_id, r.table_number nulls last, r.pk_user_reservation_id`,
  );
