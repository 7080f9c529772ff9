import { customType, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/** PostgreSQL bytea as a Buffer (node-postgres gives a Buffer, PGlite a Uint8Array). */
const bytea = customType<{ data: Buffer; driverData: Uint8Array }>({
  dataType: () => 'bytea',
  fromDriver: (value) => Buffer.from(value.buffer, value.byteOffset, value.byteLength),
});

/**
 * The bytes of uploaded files when FILE_STORAGE=database: every server process on one
 * PostgreSQL server reads the same files, and pg_dump backs them up with the rest. Keyed by
 * the stored name of `files`; written before that row (and removed after it), so no foreign key.
 */
export const fileContents = pgTable('file_contents', {
  name: text('name').primaryKey(),
  content: bytea('content').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});
