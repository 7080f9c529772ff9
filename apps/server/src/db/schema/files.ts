import { boolean, index, integer, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';
import { users } from './accounts.ts';

/**
 * Uploaded files: stored under a server-made, unguessable name; the owner or a platform
 * administrator may delete. Public files (logos, avatars, product and feed images) may be
 * downloaded by anyone; private ones by signed-in users.
 */
export const files = pgTable(
  'files',
  {
    pkFileId: serial('pk_file_id').primaryKey(),
    name: text('name').notNull().unique(),
    originalName: text('original_name').notNull(),
    mimeType: text('mime_type').notNull(),
    /** Bytes stored (after re-encoding). */
    size: integer('size').notNull(),
    width: integer('width'),
    height: integer('height'),
    isPublic: boolean('is_public').notNull().default(false),
    fkOwnerUserId: integer('fk_owner_user_id').references(() => users.pkUserId, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('files_owner_idx').on(t.fkOwnerUserId)],
);
