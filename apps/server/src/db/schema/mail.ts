import { index, integer, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * Transactional outbox: written in the transaction of the action, delivered by a worker.
 * Status: pending -> sending -> sent (SMTP) | stored (no SMTP configured) | failed (gave up
 * after the last attempt); a failed attempt goes back to pending with `next_attempt_at` later.
 */
export const mailOutbox = pgTable(
  'mail_outbox',
  {
    pkMailId: serial('pk_mail_id').primaryKey(),
    toAddress: text('to_address').notNull(),
    subject: text('subject').notNull(),
    textBody: text('text_body').notNull(),
    htmlBody: text('html_body').notNull(),
    template: text('template').notNull(),
    lang: text('lang').notNull().default('eng'),
    status: text('status').notNull().default('pending'),
    attempts: integer('attempts').notNull().default(0),
    lastError: text('last_error'),
    nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true }).notNull().defaultNow(),
    /** When a worker claimed the row; a claim older than a few minutes is taken over. */
    lockedAt: timestamp('locked_at', { withTimezone: true }),
    lastAttemptAt: timestamp('last_attempt_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    sentAt: timestamp('sent_at', { withTimezone: true }),
  },
  (t) => [index('mail_outbox_status_idx').on(t.status, t.nextAttemptAt), index('mail_outbox_created_idx').on(t.createdAt)],
);
