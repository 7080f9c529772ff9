import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  doublePrecision,
  index,
  integer,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { users } from './accounts.ts';
import { catalogueItems } from './catalogue.ts';
import { mainLanguageColumn } from './content-translations.ts';
import { codes } from './reference.ts';

/** A theme an event can wear: color1 is the header background, color2 its text. */
export const predefinedThemes = pgTable('predefined_themes', {
  pkPredefinedThemeId: integer('pk_predefined_theme_id').primaryKey(),
  name: text('name').notNull(),
  color1: text('color1').notNull(),
  color2: text('color2').notNull(),
});

/**
 * An event organised by a chamber (code type 9). Place types: 1 physical, 2 virtual,
 * 3 hybrid (EventPlaceTypes). Registration is open from registration_start_time (or at once)
 * until registration_end_time (or the event's end); ending it early sets the end time.
 */
export const events = pgTable(
  'events',
  {
    pkEventId: serial('pk_event_id').primaryKey(),
    name: text('name').notNull(),
    /** Rich text, sanitised on the server. */
    description: text('description'),
    fkChamberId: integer('fk_chamber_id')
      .notNull()
      .references(() => codes.pkCodeId),
    startDate: timestamp('start_date', { withTimezone: true }).notNull(),
    endDate: timestamp('end_date', { withTimezone: true }).notNull(),
    registrationStartTime: timestamp('registration_start_time', { withTimezone: true }),
    registrationEndTime: timestamp('registration_end_time', { withTimezone: true }),
    fkEventPlaceTypeId: integer('fk_event_place_type_id').notNull().default(1),
    /** The city or place, shown in lists. */
    eventPlace: text('event_place'),
    venue: text('venue'),
    lon: doublePrecision('lon'),
    lat: doublePrecision('lat'),
    /** Link to the online room of a virtual or hybrid event. */
    onlineLink: text('online_link'),
    /** Event topic (code type 8). */
    fkEventTopicId: integer('fk_event_topic_id').references(() => codes.pkCodeId),
    isPublic: boolean('is_public').notNull().default(false),
    isAnnounced: boolean('is_announced').notNull().default(false),
    allowSkipRegistration: boolean('allow_skip_registration').notNull().default(false),
    fkPredefinedThemeId: integer('fk_predefined_theme_id').references(() => predefinedThemes.pkPredefinedThemeId),
    /** The language of name, description and event_place (and of its sessions' texts); others in content_translations. */
    mainLanguageId: mainLanguageColumn(),
    createdBy: integer('created_by').references(() => users.pkUserId, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    deletedAt: timestamp('deleted_at', { withTimezone: true }),
  },
  (t) => [
    index('events_chamber_idx').on(t.fkChamberId, t.startDate),
    index('events_start_idx').on(t.startDate),
    check('events_dates_ck', sql`${t.endDate} >= ${t.startDate}`),
    check('events_place_type_ck', sql`${t.fkEventPlaceTypeId} between 1 and 3`),
    check(
      'events_registration_ck',
      sql`${t.registrationEndTime} is null or ${t.registrationStartTime} is null or ${t.registrationEndTime} >= ${t.registrationStartTime}`,
    ),
  ],
);

/** Assistant organisers: chambers that help the organising chamber run an event. */
export const eventChambers = pgTable(
  'event_chambers',
  {
    fkEventId: integer('fk_event_id')
      .notNull()
      .references(() => events.pkEventId, { onDelete: 'cascade' }),
    fkChamberId: integer('fk_chamber_id')
      .notNull()
      .references(() => codes.pkCodeId),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.fkEventId, t.fkChamberId] }), index('event_chambers_chamber_idx').on(t.fkChamberId)],
);

/**
 * An attendee of an event: invited (by an organiser, or self-added on a public event), then
 * accepted (registered). Unique by e-mail per event; fk_user_id is set once the e-mail belongs
 * to a user. Blocking keeps the row and shuts the attendee out of the event.
 */
export const eventInvitations = pgTable(
  'event_invitations',
  {
    pkEventInvitationId: serial('pk_event_invitation_id').primaryKey(),
    fkEventId: integer('fk_event_id')
      .notNull()
      .references(() => events.pkEventId, { onDelete: 'cascade' }),
    fkUserId: integer('fk_user_id').references(() => users.pkUserId, { onDelete: 'cascade' }),
    email: text('email').notNull(),
    /** Attendee type (code type 1). */
    fkAttendeeTypeId: integer('fk_attendee_type_id').references(() => codes.pkCodeId),
    isAccepted: boolean('is_accepted').notNull().default(false),
    acceptedAt: timestamp('accepted_at', { withTimezone: true }),
    isBlocked: boolean('is_blocked').notNull().default(false),
    isUserDataVisibleToOthers: boolean('is_user_data_visible_to_others').notNull().default(true),
    /** sha-256 of the single-use token mailed with the invitation (accept-invitation-from-email). */
    tokenHash: text('token_hash'),
    invitedBy: integer('invited_by').references(() => users.pkUserId, { onDelete: 'set null' }),
    reminderSentAt: timestamp('reminder_sent_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('event_invitations_email_uq').on(t.fkEventId, sql`lower(${t.email})`),
    uniqueIndex('event_invitations_token_uq').on(t.tokenHash),
    index('event_invitations_user_idx').on(t.fkUserId),
    // A person's invitations by the address they were sent to, before and after they registered.
    index('event_invitations_email_idx').on(sql`lower(${t.email})`),
  ],
);

/** The products and services an attendee brings to the event (the registration dialog's selection). */
export const eventInvitationItems = pgTable(
  'event_invitation_items',
  {
    fkEventInvitationId: integer('fk_event_invitation_id')
      .notNull()
      .references(() => eventInvitations.pkEventInvitationId, { onDelete: 'cascade' }),
    fkItemId: integer('fk_item_id')
      .notNull()
      .references(() => catalogueItems.pkItemId, { onDelete: 'cascade' }),
  },
  (t) => [primaryKey({ columns: [t.fkEventInvitationId, t.fkItemId] }), index('event_invitation_items_item_idx').on(t.fkItemId)],
);
