import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  foreignKey,
  index,
  integer,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
  unique,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { users } from './accounts.ts';
import { events } from './events.ts';
import { files } from './files.ts';
import { mainLanguageColumn } from './content-translations.ts';
import { codes, languages } from './reference.ts';

/*
 * The event programme (issue 13): halls, speakers, sessions (schedules) and interest, partners,
 * documents, banners and templates. Images (speaker photo, partner logo, banner) are kept as the
 * stored file's name, like users.avatar_name and companies.logo_name; documents reference their
 * file row, whose original name and type the download needs.
 */

/** A hall of an event; B2B sessions use its meeting tables, numbered 1..table_count (0: none). */
export const halls = pgTable(
  'halls',
  {
    pkHallId: serial('pk_hall_id').primaryKey(),
    fkEventId: integer('fk_event_id')
      .notNull()
      .references(() => events.pkEventId, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    capacity: integer('capacity'),
    tableCount: integer('table_count').notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('halls_event_name_uq').on(t.fkEventId, sql`lower(${t.name})`),
    // Target of schedules' (event, hall) key: a session's hall belongs to the session's event.
    unique('halls_event_hall_uq').on(t.fkEventId, t.pkHallId),
    check('halls_capacity_ck', sql`${t.capacity} is null or ${t.capacity} > 0`),
    check('halls_table_count_ck', sql`${t.tableCount} between 0 and 1000`),
  ],
);

/** A speaker of a chamber, reusable across its events; soft-deleted so past agendas keep them. */
export const speakers = pgTable(
  'speakers',
  {
    pkSpeakerId: serial('pk_speaker_id').primaryKey(),
    fkChamberId: integer('fk_chamber_id')
      .notNull()
      .references(() => codes.pkCodeId),
    firstName: text('first_name').notNull(),
    lastName: text('last_name').notNull(),
    /** Job title or honorific shown with the name ("Minister of Agriculture"). */
    title: text('title'),
    company: text('company'),
    photoName: text('photo_name'),
    /** Rich text, sanitised on the server. */
    biography: text('biography'),
    /** The biography's language (a speaker serves several events: its own); others in content_translations. */
    mainLanguageId: mainLanguageColumn(),
    createdBy: integer('created_by').references(() => users.pkUserId, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    deletedAt: timestamp('deleted_at', { withTimezone: true }),
  },
  (t) => [index('speakers_chamber_idx').on(t.fkChamberId, t.lastName, t.firstName).where(sql`${t.deletedAt} is null`)],
);

/**
 * A session of an event's programme. start_time and end_time are instants (timestamptz, like
 * events.start_date); the day is start_time's date in the portal's zone. Type: code type 10.
 * A B2B meetings session cuts its range into slots of meeting_slot_minutes. Two sessions of one
 * hall may not overlap: the exclusion constraint schedules_hall_overlap_ex (hand-written in
 * migration 0003_programme, drizzle does not model EXCLUDE) holds it under concurrency.
 */
export const schedules = pgTable(
  'schedules',
  {
    pkScheduleId: serial('pk_schedule_id').primaryKey(),
    fkEventId: integer('fk_event_id')
      .notNull()
      .references(() => events.pkEventId, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    fkSessionTypeId: integer('fk_session_type_id')
      .notNull()
      .references(() => codes.pkCodeId),
    fkHallId: integer('fk_hall_id'),
    startTime: timestamp('start_time', { withTimezone: true }).notNull(),
    endTime: timestamp('end_time', { withTimezone: true }).notNull(),
    /** Rich text, sanitised on the server. */
    description: text('description'),
    meetingSlotMinutes: integer('meeting_slot_minutes').notNull().default(20),
    createdBy: integer('created_by').references(() => users.pkUserId, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('schedules_event_start_idx').on(t.fkEventId, t.startTime),
    index('schedules_hall_idx').on(t.fkHallId),
    // A hall in use cannot be deleted (no cascade): the hall service answers hall_in_use first.
    foreignKey({
      name: 'schedules_event_hall_fk',
      columns: [t.fkEventId, t.fkHallId],
      foreignColumns: [halls.fkEventId, halls.pkHallId],
    }),
    check('schedules_times_ck', sql`${t.endTime} > ${t.startTime}`),
    check('schedules_slot_minutes_ck', sql`${t.meetingSlotMinutes} between 5 and 240`),
  ],
);

/** The speakers of a session, in the order shown. */
export const scheduleSpeakers = pgTable(
  'schedule_speakers',
  {
    fkScheduleId: integer('fk_schedule_id')
      .notNull()
      .references(() => schedules.pkScheduleId, { onDelete: 'cascade' }),
    fkSpeakerId: integer('fk_speaker_id')
      .notNull()
      .references(() => speakers.pkSpeakerId),
    sortOrder: integer('sort_order').notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.fkScheduleId, t.fkSpeakerId] }), index('schedule_speakers_speaker_idx').on(t.fkSpeakerId)],
);

/** Attendees are interested in every session by default; a row records "not interested". */
export const scheduleUsersNotInterested = pgTable(
  'schedule_users_not_interested',
  {
    fkScheduleId: integer('fk_schedule_id')
      .notNull()
      .references(() => schedules.pkScheduleId, { onDelete: 'cascade' }),
    fkUserId: integer('fk_user_id')
      .notNull()
      .references(() => users.pkUserId, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.fkScheduleId, t.fkUserId] }), index('schedule_users_not_interested_user_idx').on(t.fkUserId)],
);

/** A partner (sponsor, supporter) of a chamber, reusable across its events. */
export const partners = pgTable(
  'partners',
  {
    pkPartnerId: serial('pk_partner_id').primaryKey(),
    fkChamberId: integer('fk_chamber_id')
      .notNull()
      .references(() => codes.pkCodeId),
    name: text('name').notNull(),
    logoName: text('logo_name'),
    link: text('link'),
    /** Rich text, sanitised on the server. */
    description: text('description'),
    /** The description's language (a partner serves several events: its own); others in content_translations. */
    mainLanguageId: mainLanguageColumn(),
    createdBy: integer('created_by').references(() => users.pkUserId, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    deletedAt: timestamp('deleted_at', { withTimezone: true }),
  },
  (t) => [index('partners_chamber_idx').on(t.fkChamberId, sql`lower(${t.name})`).where(sql`${t.deletedAt} is null`)],
);

/** A partner on an event, in the order shown; organisers are flagged. */
export const eventPartners = pgTable(
  'event_partners',
  {
    fkEventId: integer('fk_event_id')
      .notNull()
      .references(() => events.pkEventId, { onDelete: 'cascade' }),
    fkPartnerId: integer('fk_partner_id')
      .notNull()
      .references(() => partners.pkPartnerId, { onDelete: 'cascade' }),
    sortOrder: integer('sort_order').notNull().default(0),
    isOrganizer: boolean('is_organizer').notNull().default(false),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.fkEventId, t.fkPartnerId] }),
    index('event_partners_order_idx').on(t.fkEventId, t.sortOrder),
    index('event_partners_partner_idx').on(t.fkPartnerId),
  ],
);

/** A document of an event (agenda, brochure, presentation) for its attendees. */
export const eventDocuments = pgTable(
  'event_documents',
  {
    pkEventDocumentId: serial('pk_event_document_id').primaryKey(),
    fkEventId: integer('fk_event_id')
      .notNull()
      .references(() => events.pkEventId, { onDelete: 'cascade' }),
    fkFileId: integer('fk_file_id')
      .notNull()
      .unique()
      .references(() => files.pkFileId, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    description: text('description'),
    uploadedBy: integer('uploaded_by').references(() => users.pkUserId, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('event_documents_event_idx').on(t.fkEventId, t.createdAt)],
);

/** A banner image shown on the event details, with an optional link, in position order. */
export const eventBanners = pgTable(
  'event_banners',
  {
    pkEventBannerId: serial('pk_event_banner_id').primaryKey(),
    fkEventId: integer('fk_event_id')
      .notNull()
      .references(() => events.pkEventId, { onDelete: 'cascade' }),
    imageName: text('image_name').notNull(),
    link: text('link'),
    title: text('title'),
    sortOrder: integer('sort_order').notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('event_banners_event_idx').on(t.fkEventId, t.sortOrder)],
);

/**
 * A chamber's reusable text, e.g. an invitation mail selected when inviting (issue 13: the
 * authority over DOMAIN.md's "event blueprint"). One language per template.
 */
export const templates = pgTable(
  'templates',
  {
    pkTemplateId: serial('pk_template_id').primaryKey(),
    fkChamberId: integer('fk_chamber_id')
      .notNull()
      .references(() => codes.pkCodeId),
    name: text('name').notNull(),
    /** What the text is for: 'invitation_mail' or 'general' (contracts: TemplateKind). */
    kind: text('kind').notNull().default('invitation_mail'),
    fkLanguageId: integer('fk_language_id')
      .notNull()
      .default(1)
      .references(() => languages.pkLanguageId),
    subject: text('subject'),
    /** Rich text, sanitised on the server. */
    body: text('body').notNull(),
    createdBy: integer('created_by').references(() => users.pkUserId, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('templates_chamber_name_uq').on(t.fkChamberId, sql`lower(${t.name})`),
    check('templates_kind_ck', sql`${t.kind} in ('invitation_mail', 'general')`),
  ],
);
