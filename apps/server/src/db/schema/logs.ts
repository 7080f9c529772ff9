import { index, integer, jsonb, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';

/** Who did what to which entity (administrative and business actions). */
export const actionLogs = pgTable(
  'action_logs',
  {
    pkActionLogId: serial('pk_action_log_id').primaryKey(),
    fkUserId: integer('fk_user_id'),
    action: text('action').notNull(),
    entityType: text('entity_type').notNull(),
    entityId: text('entity_id'),
    details: jsonb('details'),
    ipAddress: text('ip_address'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('action_logs_created_idx').on(t.createdAt), index('action_logs_user_idx').on(t.fkUserId)],
);

/** Server errors, with the reference shown to the user. */
export const errorLogs = pgTable(
  'error_logs',
  {
    pkErrorLogId: serial('pk_error_log_id').primaryKey(),
    reference: text('reference').notNull(),
    /** request (a 500 answer) or mail (a delivery that gave up). */
    source: text('source').notNull().default('request'),
    fkUserId: integer('fk_user_id'),
    method: text('method'),
    url: text('url'),
    message: text('message').notNull(),
    stack: text('stack'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('error_logs_created_idx').on(t.createdAt)],
);

/** Sign-ins, failures, sign-outs and access denials. */
export const userLogs = pgTable(
  'user_logs',
  {
    pkUserLogId: serial('pk_user_log_id').primaryKey(),
    fkUserId: integer('fk_user_id'),
    email: text('email'),
    event: text('event').notNull(),
    /** What was refused, for access denials: method, route and reason. */
    detail: text('detail'),
    ipAddress: text('ip_address'),
    userAgent: text('user_agent'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('user_logs_created_idx').on(t.createdAt), index('user_logs_user_idx').on(t.fkUserId)],
);
