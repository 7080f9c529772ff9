import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { users } from './accounts.ts';

/**
 * A person's "Download my data" (issue 24 item 3): prepared in the background by whichever server
 * process claims it (pending -> running -> ready), then taken once (downloaded) through the mailed
 * link or the account page, or expired. The ZIP lives in the file storage under `storage_key`
 * until then. One export in progress or ready per person (`data_exports_active_uq`).
 */
export const dataExports = pgTable(
  'data_exports',
  {
    pkDataExportId: serial('pk_data_export_id').primaryKey(),
    fkUserId: integer('fk_user_id')
      .notNull()
      .references(() => users.pkUserId, { onDelete: 'cascade' }),
    /** pending, running, ready, downloaded, expired or failed. */
    status: text('status').notNull().default('pending'),
    /** Per cent of the kinds written to the ZIP. */
    progress: integer('progress').notNull().default(0),
    /** When a worker claimed it; a claim older than a few minutes is taken over. */
    lockedAt: timestamp('locked_at', { withTimezone: true }),
    storageKey: text('storage_key'),
    size: integer('size'),
    /** sha-256 of the single-use token in the mailed link. */
    tokenHash: text('token_hash'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    readyAt: timestamp('ready_at', { withTimezone: true }),
    expiresAt: timestamp('expires_at', { withTimezone: true }),
    usedAt: timestamp('used_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('data_exports_token_uq').on(t.tokenHash),
    uniqueIndex('data_exports_active_uq').on(t.fkUserId).where(sql`${t.status} in ('pending', 'running', 'ready')`),
    index('data_exports_status_idx').on(t.status, t.createdAt),
    check('data_exports_status_ck', sql`${t.status} in ('pending', 'running', 'ready', 'downloaded', 'expired', 'failed')`),
    check('data_exports_progress_ck', sql`${t.progress} between 0 and 100`),
  ],
);
