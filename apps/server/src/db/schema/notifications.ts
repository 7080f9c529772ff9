import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';
import { users } from './accounts.ts';

/** A notification of types 1-19 (spec-2 section 3), written in the transaction of its cause. */
export const notifications = pgTable(
  'notifications',
  {
    pkNotificationId: serial('pk_notification_id').primaryKey(),
    fkUserId: integer('fk_user_id')
      .notNull()
      .references(() => users.pkUserId, { onDelete: 'cascade' }),
    fkNotificationTypeId: integer('fk_notification_type_id').notNull(),
    /** Semicolon-separated parts that depend on the type (type 8 carries JSON). */
    content: text('content').notNull(),
    link: text('link'),
    isRead: boolean('is_read').notNull().default(false),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('notifications_user_idx').on(t.fkUserId, t.createdAt),
    check('notifications_type_ck', sql`${t.fkNotificationTypeId} between 1 and 19`),
  ],
);
