import { index, integer, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';

/** Transactional outbox: written in the transaction of the action, delivered by a worker. */
export const mailOutbox = pgTable(
  'mail_outbox',
  {
    pkMailId: serial('pk_mail_id').primaryKey(),
    toAddress: text('to_address').notNull(),
    subject: text('subject').notNull(),
    textBody: text('text_body').notNull(),
    htmlBody: text('html_body').notNull(),
    template: text('template').notNull(),
    status: text('status').notNull().default('pending'),
    attempts: integer('attempts').notNull().default(0),
    lastError: text('last_error'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    sentAt: timestamp('sent_at', { withTimezone: true }),
  },
  (t) => [index('mail_outbox_status_idx').on(t.status, t.pkMailId)],
);
