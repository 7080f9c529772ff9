import { boolean, index, integer, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { users } from './accounts.ts';

/**
 * The published versions of the terms of use and the privacy policy (kind `terms` or
 * `privacy_policy`); the current one of a kind is its highest version.
 */
export const documentVersions = pgTable(
  'document_versions',
  {
    pkDocumentVersionId: serial('pk_document_version_id').primaryKey(),
    kind: text('kind').notNull(),
    version: integer('version').notNull(),
    /** What changed since the previous version, shown to those asked to accept it. */
    changes: text('changes').notNull(),
    publishedAt: timestamp('published_at', { withTimezone: true }).notNull().defaultNow(),
    fkPublishedBy: integer('fk_published_by').references(() => users.pkUserId, { onDelete: 'set null' }),
  },
  (t) => [uniqueIndex('document_versions_kind_version_uq').on(t.kind, t.version)],
);

/**
 * The history of a person's consents: each row gives or withdraws one kind (a document's
 * acceptance names its version). Rows are only added; the current state of a kind is its latest row.
 */
export const consents = pgTable(
  'consents',
  {
    pkConsentId: serial('pk_consent_id').primaryKey(),
    fkUserId: integer('fk_user_id')
      .notNull()
      .references(() => users.pkUserId, { onDelete: 'cascade' }),
    kind: text('kind').notNull(),
    fkDocumentVersionId: integer('fk_document_version_id').references(() => documentVersions.pkDocumentVersionId),
    given: boolean('given').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    /** The address the change came from, when it came through a request. */
    clientAddress: text('client_address'),
  },
  (t) => [index('consents_user_kind_idx').on(t.fkUserId, t.kind, t.pkConsentId.desc())],
);
