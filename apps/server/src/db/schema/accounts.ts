import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, pgTable, serial, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { contactPlaces } from '@portal/contracts/accounts/contact-visibility';
import { roles } from './access.ts';
import { companies } from './companies.ts';
import { codes, countries, languages } from './reference.ts';

/** The contact places as a SQL array literal, for the check constraints (a constant, so inlined). */
const knownPlaces = sql.raw(`array[${contactPlaces.map((p) => `'${p}'`).join(', ')}]::text[]`);

export const users = pgTable(
  'users',
  {
    pkUserId: serial('pk_user_id').primaryKey(),
    email: text('email').notNull(),
    userName: text('user_name').notNull(),
    firstName: text('first_name').notNull(),
    lastName: text('last_name').notNull(),
    phone: text('phone'),
    phoneMiddlePart: text('phone_middle_part'),
    directPhone: text('direct_phone'),
    position: text('position'),
    passwordHash: text('password_hash'),
    fkRoleId: integer('fk_role_id')
      .notNull()
      .references(() => roles.pkRoleId),
    fkCompanyId: integer('fk_company_id').references(() => companies.pkCompanyId),
    /** Chamber administrators (role 2) belong to one chamber (code type 9). */
    fkChamberId: integer('fk_chamber_id').references(() => codes.pkCodeId),
    fkCountryId: integer('fk_country_id').references(() => countries.pkCountryId),
    fkLanguageId: integer('fk_language_id')
      .notNull()
      .default(1)
      .references(() => languages.pkLanguageId),
    avatarName: text('avatar_name'),
    passwordChangeNeeded: boolean('password_change_needed').notNull().default(false),
    emailConfirmed: boolean('email_confirmed').notNull().default(false),
    isVerified: boolean('is_verified').notNull().default(false),
    isActive: boolean('is_active').notNull().default(true),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    deletedAt: timestamp('deleted_at', { withTimezone: true }),
    /** Their personal data was erased (users/users-erasure.service.ts): the row stays, anonymised, for what others keep. */
    erasedAt: timestamp('erased_at', { withTimezone: true }),
    lastLoginAt: timestamp('last_login_at', { withTimezone: true }),
    /**
     * The places (contactPlaces) where people outside the person's company see their e-mail, and
     * their phones: the person's own choice, nothing by default (companies/contact-visibility.policy.ts).
     */
    emailShownIn: text('email_shown_in').array().notNull().default(sql`'{}'::text[]`),
    phoneShownIn: text('phone_shown_in').array().notNull().default(sql`'{}'::text[]`),
  },
  (t) => [
    uniqueIndex('users_email_uq').on(sql`lower(${t.email})`),
    check('users_email_shown_in_ck', sql`${t.emailShownIn} <@ ${knownPlaces}`),
    check('users_phone_shown_in_ck', sql`${t.phoneShownIn} <@ ${knownPlaces}`),
    index('users_company_idx').on(t.fkCompanyId),
    index('users_role_idx').on(t.fkRoleId),
  ],
);

/**
 * A sign-in session: the family of its rotating refresh tokens. It is live until revoked (sign-out,
 * logout everywhere, a password change, deactivation) or until `expiresAt`, which each refresh
 * moves on (accounts/tokens.service.ts: the session lifetime).
 */
export const sessions = pgTable(
  'sessions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    fkUserId: integer('fk_user_id')
      .notNull()
      .references(() => users.pkUserId, { onDelete: 'cascade' }),
    rememberMe: boolean('remember_me').notNull().default(false),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
    revokedReason: text('revoked_reason'),
    /** The session's key to the live notification channel (the socket's first message): new with every sign-in. */
    notificationToken: uuid('notification_token').notNull().defaultRandom(),
  },
  (t) => [uniqueIndex('sessions_notification_token_uq').on(t.notificationToken)],
);

/** A session that has been neither revoked nor left to expire, as a condition on `sessions`. */
export const liveSession = () => sql<boolean>`(${sessions.revokedAt} is null and ${sessions.expiresAt} > now())`;

export const refreshTokens = pgTable(
  'refresh_tokens',
  {
    tokenHash: text('token_hash').primaryKey(),
    sessionId: uuid('session_id')
      .notNull()
      .references(() => sessions.id, { onDelete: 'cascade' }),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('refresh_tokens_session_idx').on(t.sessionId)],
);

/** Single-use e-mailed tokens: e-mail confirmation codes, password resets, invitations. */
export const userTokens = pgTable(
  'user_tokens',
  {
    id: serial('id').primaryKey(),
    fkUserId: integer('fk_user_id')
      .notNull()
      .references(() => users.pkUserId, { onDelete: 'cascade' }),
    purpose: text('purpose').notNull(),
    tokenHash: text('token_hash').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('user_tokens_hash_uq').on(t.purpose, t.tokenHash)],
);

/** Failed sign-ins per key (account e-mail or client address), for throttling. */
export const loginThrottle = pgTable('login_throttle', {
  key: text('key').primaryKey(),
  failures: integer('failures').notNull().default(0),
  windowStart: timestamp('window_start', { withTimezone: true }).notNull().defaultNow(),
  lockedUntil: timestamp('locked_until', { withTimezone: true }),
});
