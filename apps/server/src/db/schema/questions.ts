import { sql } from 'drizzle-orm';
import { boolean, check, foreignKey, index, integer, pgTable, primaryKey, serial, text, timestamp } from 'drizzle-orm/pg-core';
import { users } from './accounts.ts';
import { events } from './events.ts';
import { userReservations } from './meetings.ts';
import { codes, languages } from './reference.ts';

/*
 * Follow-up questions and event feedback (issue 26). A chamber's question bank; an event's survey
 * (its questions in order, open or closed); one submission per person and event with its answers;
 * each side's account of their meetings. Answers point at their questions and options with
 * ON DELETE RESTRICT, so the database itself keeps an answered question or option from being
 * deleted (the service refuses first with a clear message).
 */

/** The columns these tables share: a language, an event and a user (a row goes with its event or user). */
const languageColumn = () =>
  integer('fk_language_id')
    .notNull()
    .references(() => languages.pkLanguageId);
const eventColumn = () =>
  integer('fk_event_id')
    .notNull()
    .references(() => events.pkEventId, { onDelete: 'cascade' });
const userColumn = () =>
  integer('fk_user_id')
    .notNull()
    .references(() => users.pkUserId, { onDelete: 'cascade' });

/** A question of a chamber's bank: text, single, multiple or rating (1-5). */
export const questions = pgTable(
  'questions',
  {
    pkQuestionId: serial('pk_question_id').primaryKey(),
    fkChamberId: integer('fk_chamber_id')
      .notNull()
      .references(() => codes.pkCodeId),
    type: text('type').notNull(),
    isRequired: boolean('is_required').notNull().default(false),
    createdBy: integer('created_by').references(() => users.pkUserId, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('questions_chamber_idx').on(t.fkChamberId, t.updatedAt),
    check('questions_type_ck', sql`${t.type} in ('text', 'single', 'multiple', 'rating')`),
  ],
);

/** A question's title in one language. */
export const questionTitles = pgTable(
  'question_titles',
  {
    fkQuestionId: integer('fk_question_id')
      .notNull()
      .references(() => questions.pkQuestionId, { onDelete: 'cascade' }),
    fkLanguageId: languageColumn(),
    title: text('title').notNull(),
  },
  (t) => [primaryKey({ columns: [t.fkQuestionId, t.fkLanguageId] })],
);

/** An option of a choice question, in its place. */
export const questionOptions = pgTable(
  'question_options',
  {
    pkQuestionOptionId: serial('pk_question_option_id').primaryKey(),
    fkQuestionId: integer('fk_question_id')
      .notNull()
      .references(() => questions.pkQuestionId, { onDelete: 'cascade' }),
    position: integer('position').notNull(),
  },
  (t) => [index('question_options_question_idx').on(t.fkQuestionId, t.position)],
);

/** An option's title in one language. */
export const questionOptionTitles = pgTable(
  'question_option_titles',
  {
    fkQuestionOptionId: integer('fk_question_option_id')
      .notNull()
      .references(() => questionOptions.pkQuestionOptionId, { onDelete: 'cascade' }),
    fkLanguageId: languageColumn(),
    title: text('title').notNull(),
  },
  (t) => [primaryKey({ columns: [t.fkQuestionOptionId, t.fkLanguageId] })],
);

/** The survey of an event: open while attendees may answer; when its mail was last sent. */
export const eventSurveys = pgTable('event_surveys', {
  fkEventId: integer('fk_event_id')
    .primaryKey()
    .references(() => events.pkEventId, { onDelete: 'cascade' }),
  isOpen: boolean('is_open').notNull().default(false),
  openedAt: timestamp('opened_at', { withTimezone: true }),
  closedAt: timestamp('closed_at', { withTimezone: true }),
  lastMailSentAt: timestamp('last_mail_sent_at', { withTimezone: true }),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/** A question on an event's survey, at its 0-based place. */
export const eventQuestions = pgTable(
  'event_questions',
  {
    fkEventId: eventColumn(),
    fkQuestionId: integer('fk_question_id')
      .notNull()
      .references(() => questions.pkQuestionId, { onDelete: 'cascade' }),
    position: integer('position').notNull(),
  },
  (t) => [primaryKey({ columns: [t.fkEventId, t.fkQuestionId] }), index('event_questions_question_idx').on(t.fkQuestionId)],
);

/** One person's answers to an event's survey: one per person and event, replaced while the survey is open. */
export const surveySubmissions = pgTable(
  'survey_submissions',
  {
    fkEventId: eventColumn(),
    fkUserId: userColumn(),
    submittedAt: timestamp('submitted_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    // One submission per person and event; also the per-user lookup.
    primaryKey({ name: 'survey_submissions_event_user_pk', columns: [t.fkEventId, t.fkUserId] }),
    index('survey_submissions_user_idx').on(t.fkUserId),
  ],
);

/**
 * An answer of a submission to one question: its text or rating; chosen options are rows of
 * survey_answer_options. fk_event_id is the submission's, kept here so an event's figures read
 * one index range.
 */
export const surveyAnswers = pgTable(
  'survey_answers',
  {
    fkEventId: integer('fk_event_id').notNull(),
    fkUserId: integer('fk_user_id').notNull(),
    fkQuestionId: integer('fk_question_id')
      .notNull()
      .references(() => questions.pkQuestionId, { onDelete: 'restrict' }),
    textValue: text('text_value'),
    rating: integer('rating'),
    answeredAt: timestamp('answered_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    // A person's answers (their form, one respondent) read the key's (event, user) prefix.
    primaryKey({ columns: [t.fkEventId, t.fkUserId, t.fkQuestionId] }),
    foreignKey({
      name: 'survey_answers_submission_fk',
      columns: [t.fkEventId, t.fkUserId],
      foreignColumns: [surveySubmissions.fkEventId, surveySubmissions.fkUserId],
    }).onDelete('cascade'),
    // A question's answers on an event, newest first (details, the newest texts); the bank's counts.
    index('survey_answers_question_idx').on(t.fkQuestionId, t.fkEventId, t.answeredAt),
    // The event's figures count by question and rating from this index alone.
    index('survey_answers_tally_idx').on(t.fkEventId, t.fkQuestionId, t.rating),
    check('survey_answers_rating_ck', sql`${t.rating} is null or ${t.rating} between 1 and 5`),
  ],
);

/** An option chosen in an answer (one row per option; a single-choice answer has one). */
export const surveyAnswerOptions = pgTable(
  'survey_answer_options',
  {
    fkEventId: integer('fk_event_id').notNull(),
    fkUserId: integer('fk_user_id').notNull(),
    fkQuestionId: integer('fk_question_id').notNull(),
    fkQuestionOptionId: integer('fk_question_option_id')
      .notNull()
      .references(() => questionOptions.pkQuestionOptionId, { onDelete: 'restrict' }),
  },
  (t) => [
    primaryKey({ columns: [t.fkEventId, t.fkUserId, t.fkQuestionId, t.fkQuestionOptionId] }),
    foreignKey({
      name: 'survey_answer_options_answer_fk',
      columns: [t.fkEventId, t.fkUserId, t.fkQuestionId],
      foreignColumns: [surveyAnswers.fkEventId, surveyAnswers.fkUserId, surveyAnswers.fkQuestionId],
    }).onDelete('cascade'),
    index('survey_answer_options_option_idx').on(t.fkQuestionOptionId),
    // The event's option counts from this index alone.
    index('survey_answer_options_event_idx').on(t.fkEventId, t.fkQuestionOptionId),
  ],
);

/** One side's account of a meeting: it took place or not, what came of it, a note. */
export const meetingReports = pgTable(
  'meeting_reports',
  {
    fkUserReservationId: integer('fk_user_reservation_id')
      .notNull()
      .references(() => userReservations.pkUserReservationId, { onDelete: 'cascade' }),
    fkUserId: userColumn(),
    tookPlace: boolean('took_place').notNull(),
    outcome: text('outcome'),
    note: text('note'),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.fkUserReservationId, t.fkUserId] }),
    index('meeting_reports_user_idx').on(t.fkUserId),
    check('meeting_reports_outcome_ck', sql`${t.outcome} is null or ${t.outcome} in ('deal_signed', 'follow_up_agreed', 'no_interest')`),
    check('meeting_reports_held_ck', sql`${t.tookPlace} or ${t.outcome} is null`),
  ],
);

/** Who was mailed an event's survey, and when: the resend window reads and takes this row under its lock. */
export const surveyMailings = pgTable(
  'survey_mailings',
  {
    fkEventId: eventColumn(),
    fkUserId: userColumn(),
    mailedAt: timestamp('mailed_at', { withTimezone: true }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.fkEventId, t.fkUserId] })],
);
