import { sql } from 'drizzle-orm';
import { check, date, index, integer, jsonb, pgTable, primaryKey, serial, text, timestamp, unique, uniqueIndex } from 'drizzle-orm/pg-core';
import { users } from './accounts.ts';
import { schedules } from './programme.ts';

/*
 * One-to-one meetings of B2B sessions (issue 14). A meeting takes one slot of its session (the
 * session's range cut into meeting_slot_minutes) at one numbered table of the session's hall.
 * The rules that must hold under concurrent requests are the database's, hand-written in
 * migration 0004_meetings (drizzle does not model EXCLUDE or triggers):
 *   - one live meeting per table and slot (exclusion constraint on user_reservations);
 *   - one live meeting per person and time, as host or guest, across sessions (reservation_people,
 *     kept by a trigger, with its exclusion constraint);
 *   - the slot lies on the session's slot grid, inside both people's availability, at a table
 *     the hall has (a trigger).
 */

/** When an attendee is available during a B2B session; without a row, the whole session. */
export const meetingAvailability = pgTable(
  'meeting_availability',
  {
    pkMeetingAvailabilityId: serial('pk_meeting_availability_id').primaryKey(),
    fkScheduleId: integer('fk_schedule_id')
      .notNull()
      .references(() => schedules.pkScheduleId, { onDelete: 'cascade' }),
    fkUserId: integer('fk_user_id')
      .notNull()
      .references(() => users.pkUserId, { onDelete: 'cascade' }),
    availableFrom: timestamp('available_from', { withTimezone: true }).notNull(),
    availableTo: timestamp('available_to', { withTimezone: true }).notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    unique('meeting_availability_user_uq').on(t.fkScheduleId, t.fkUserId),
    check('meeting_availability_range_ck', sql`${t.availableTo} > ${t.availableFrom}`),
  ],
);

/**
 * A one-to-one meeting (spec: user reservation). The host (reserving user) asks the guest
 * (reserved user); awaiting_user_id is who must answer now: the guest of a new request, the other
 * side after a reschedule. Status: requested, accepted, rejected, cancelled; requested and accepted
 * meetings are live and hold their table and people.
 */
export const userReservations = pgTable(
  'user_reservations',
  {
    pkUserReservationId: serial('pk_user_reservation_id').primaryKey(),
    fkScheduleId: integer('fk_schedule_id')
      .notNull()
      .references(() => schedules.pkScheduleId, { onDelete: 'cascade' }),
    /** 1..the hall's table_count; null at a virtual event, where the meeting link stands for the table. */
    tableNumber: integer('table_number'),
    fkHostUserId: integer('fk_host_user_id')
      .notNull()
      .references(() => users.pkUserId, { onDelete: 'cascade' }),
    fkGuestUserId: integer('fk_guest_user_id')
      .notNull()
      .references(() => users.pkUserId, { onDelete: 'cascade' }),
    slotStart: timestamp('slot_start', { withTimezone: true }).notNull(),
    slotEnd: timestamp('slot_end', { withTimezone: true }).notNull(),
    status: text('status').notNull().default('requested'),
    awaitingUserId: integer('awaiting_user_id').references(() => users.pkUserId, { onDelete: 'set null' }),
    /** Why a meeting ended: rejected, cancelled by a person, session_changed, user_removed, user_blocked. */
    endReason: text('end_reason'),
    note: text('note'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('user_reservations_schedule_slot_idx').on(t.fkScheduleId, t.slotStart),
    index('user_reservations_host_idx').on(t.fkHostUserId),
    index('user_reservations_guest_idx').on(t.fkGuestUserId),
    check('user_reservations_people_ck', sql`${t.fkHostUserId} <> ${t.fkGuestUserId}`),
    check('user_reservations_slot_ck', sql`${t.slotEnd} > ${t.slotStart}`),
    check('user_reservations_status_ck', sql`${t.status} in ('requested', 'accepted', 'rejected', 'cancelled')`),
    check('user_reservations_table_ck', sql`${t.tableNumber} is null or ${t.tableNumber} >= 1`),
  ],
);

/** The people of live meetings with their time (kept by migration 0004's trigger, never written by code). */
export const reservationPeople = pgTable(
  'reservation_people',
  {
    fkUserReservationId: integer('fk_user_reservation_id')
      .notNull()
      .references(() => userReservations.pkUserReservationId, { onDelete: 'cascade' }),
    fkUserId: integer('fk_user_id').notNull(),
    slotStart: timestamp('slot_start', { withTimezone: true }).notNull(),
    slotEnd: timestamp('slot_end', { withTimezone: true }).notNull(),
  },
  (t) => [index('reservation_people_reservation_idx').on(t.fkUserReservationId)],
);

/**
 * Whom an attendee wants to meet in a B2B session (beyond the spec, issue 14). A wish both people
 * made is a meeting the organisers' automatic scheduler places.
 */
export const meetingWishes = pgTable(
  'meeting_wishes',
  {
    pkMeetingWishId: serial('pk_meeting_wish_id').primaryKey(),
    fkScheduleId: integer('fk_schedule_id')
      .notNull()
      .references(() => schedules.pkScheduleId, { onDelete: 'cascade' }),
    fkUserId: integer('fk_user_id')
      .notNull()
      .references(() => users.pkUserId, { onDelete: 'cascade' }),
    fkWantedUserId: integer('fk_wanted_user_id')
      .notNull()
      .references(() => users.pkUserId, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    unique('meeting_wishes_uq').on(t.fkScheduleId, t.fkUserId, t.fkWantedUserId),
    index('meeting_wishes_wanted_idx').on(t.fkScheduleId, t.fkWantedUserId),
    check('meeting_wishes_people_ck', sql`${t.fkUserId} <> ${t.fkWantedUserId}`),
  ],
);

/**
 * A run of the automatic scheduler on a B2B session and its draft. At most one runs per session
 * at a time (a partial unique index, so two organisers starting at once cannot both run); the
 * process that runs it refreshes heartbeat_at, and a run whose heartbeat stopped (its process
 * ended) no longer blocks a new one.
 */
export const schedulerRuns = pgTable(
  'scheduler_runs',
  {
    pkSchedulerRunId: serial('pk_scheduler_run_id').primaryKey(),
    fkScheduleId: integer('fk_schedule_id')
      .notNull()
      .references(() => schedules.pkScheduleId, { onDelete: 'cascade' }),
    /** running, done, failed, cancelled, published. */
    status: text('status').notNull().default('running'),
    timeLimitSeconds: integer('time_limit_seconds').notNull(),
    /** The meetings the run set out to place. */
    requested: integer('requested').notNull().default(0),
    progress: jsonb('progress'),
    /** The proposal (contracts' schedulerDraft) with what publishing needs (user ids, instants). */
    draft: jsonb('draft'),
    published: integer('published'),
    fkStartedByUserId: integer('fk_started_by_user_id').references(() => users.pkUserId, { onDelete: 'set null' }),
    fkPublishedByUserId: integer('fk_published_by_user_id').references(() => users.pkUserId, { onDelete: 'set null' }),
    startedAt: timestamp('started_at', { withTimezone: true }).notNull().defaultNow(),
    heartbeatAt: timestamp('heartbeat_at', { withTimezone: true }).notNull().defaultNow(),
    finishedAt: timestamp('finished_at', { withTimezone: true }),
    publishedAt: timestamp('published_at', { withTimezone: true }),
  },
  (t) => [
    index('scheduler_runs_schedule_idx').on(t.fkScheduleId, t.startedAt),
    uniqueIndex('scheduler_runs_one_running_uq').on(t.fkScheduleId).where(sql`${t.status} = 'running'`),
    check('scheduler_runs_status_ck', sql`${t.status} in ('running', 'done', 'failed', 'cancelled', 'published')`),
  ],
);

/**
 * The event activity of the insights (/admin-center/power-bi, issue 28), kept in the writing
 * transaction by migration 0007's triggers on event_invitations, messages, user_reservations,
 * meeting_reports, users and companies: accepted registrations (`what` 'registration', by the
 * person's economy), messages ('message', by the sender's) and meetings ('meeting' by `status`;
 * 'held' when a report says it took place; 'outcome' once per outcome recorded, in `status`;
 * from the host's economy to the guest's), per day, month and year (`span`, `bucket` its first day in the portal's
 * time zone) of the acceptance, sending or request. A person's economy is their company's; 0
 * stands for none (no company, no sender). Each count is kept under the total of all economies
 * (-1, -1; a registration only with a company), under each economy it concerns once (e, -2) and,
 * for a meeting, under its pair of economies (host's, guest's; `status` empty), for the matrix. docs/decisions.md, "Counts kept by triggers".
 */
export const activityCounts = pgTable(
  'activity_counts',
  {
    span: text('span').$type<'day' | 'month' | 'year'>().notNull(),
    bucket: date('bucket', { mode: 'string' }).notNull(),
    what: text('what').$type<'registration' | 'message' | 'meeting' | 'held' | 'outcome'>().notNull(),
    /** The meeting's status, or the outcome; empty for the others. */
    status: text('status').notNull(),
    fromCountryId: integer('from_country_id').notNull(),
    /** The guest's economy for a meeting's pair; -1 for the total, -2 for one economy's rows. */
    toCountryId: integer('to_country_id').notNull(),
    n: integer('n').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.span, t.bucket, t.what, t.status, t.fromCountryId, t.toCountryId] }),
    // The total's rows, an economy's, or every economy's (-2), without reading every pair's.
    index('activity_counts_economy_idx').on(t.fromCountryId, t.toCountryId, t.span, t.bucket),
    index('activity_counts_economies_idx').on(t.toCountryId, t.span, t.bucket),
    check('activity_counts_span_ck', sql`${t.span} in ('day', 'month', 'year')`),
  ],
);

/**
 * The connections of the insights' matrix of economies (issue 28), kept in the writing
 * transaction by migration 0009's triggers on favorite_companies, conversations,
 * conversation_members, users and companies: favourite companies (`what` 'favourite', from the
 * person's company's economy to the favoured company's, both not deleted) and conversations
 * ('conversation', from the creator's company's economy to each other member's, once per
 * conversation and pair), per day, month and year (`span`, `bucket` its first day in the portal's
 * time zone) of the favourite's or conversation's creation.
 */
export const connectionCounts = pgTable(
  'connection_counts',
  {
    span: text('span').$type<'day' | 'month' | 'year'>().notNull(),
    bucket: date('bucket', { mode: 'string' }).notNull(),
    what: text('what').$type<'favourite' | 'conversation'>().notNull(),
    fromCountryId: integer('from_country_id').notNull(),
    toCountryId: integer('to_country_id').notNull(),
    n: integer('n').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.span, t.bucket, t.what, t.fromCountryId, t.toCountryId] }),
    check('connection_counts_span_ck', sql`${t.span} in ('day', 'month', 'year')`),
  ],
);
