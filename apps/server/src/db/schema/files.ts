import { integer, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';
import { users } from './accounts.ts';

/** Uploaded files: stored under a server-made name; the owner or an administrator may delete. */
export const files = pgTable('files', {
  pkFileId: serial('pk_file_id').primaryKey(),
  name: text('name').notNull().unique(),
  originalName: text('original_name').notNull(),
  mimeType: text('mime_type').notNull(),
  size: integer('size').notNull(),
  isPublic: integer('is_public').notNull().default(1),
  fkOwnerUserId: integer('fk_owner_user_id').references(() => users.pkUserId, { onDelete: 'set null' }),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});
