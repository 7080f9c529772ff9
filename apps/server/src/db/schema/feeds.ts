import { boolean, index, integer, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';
import { users } from './accounts.ts';

/** A news item published by an administrator, shown on the dashboard and, when public, on public pages. */
export const feeds = pgTable(
  'feeds',
  {
    pkFeedId: serial('pk_feed_id').primaryKey(),
    title: text('title').notNull(),
    body: text('body').notNull(),
    imageName: text('image_name'),
    link: text('link'),
    isPublic: boolean('is_public').notNull().default(false),
    publishedAt: timestamp('published_at', { withTimezone: true }).notNull().defaultNow(),
    fkAuthorId: integer('fk_author_id').references(() => users.pkUserId, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('feeds_published_idx').on(t.publishedAt)],
);
