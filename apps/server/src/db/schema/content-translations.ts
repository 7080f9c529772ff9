import { sql } from 'drizzle-orm';
import { check, integer, pgTable, primaryKey, text } from 'drizzle-orm/pg-core';
import { DEFAULT_LANGUAGE_ID } from '@portal/contracts/codes/code-types';
import { languages } from './reference.ts';

/**
 * Texts an organiser writes in more than one language (issue 29 item 2): the entity's own columns
 * hold the text in its main language (an event's main_language_id; its sessions, documents and
 * banners follow it; a chamber's speakers and partners have their own),
 * and this table holds the other languages' texts, one row per kind, row, field and language.
 * Kinds and fields are the contract's (@portal/contracts/common/content-languages); the row id has
 * no foreign key (it points into the kind's table), so a hard delete of a row deletes its
 * translations in the same repository call. See docs/decisions.md "Content in several languages".
 */
export const contentTranslations = pgTable(
  'content_translations',
  {
    kind: text('kind').notNull(),
    rowId: integer('row_id').notNull(),
    field: text('field').notNull(),
    fkLanguageId: integer('fk_language_id')
      .notNull()
      .references(() => languages.pkLanguageId, { onDelete: 'cascade' }),
    text: text('text').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.kind, t.rowId, t.field, t.fkLanguageId] }),
    check('content_translations_kind_ck', sql`${t.kind} in ('event', 'schedule', 'speaker', 'partner', 'document', 'banner')`),
    check('content_translations_text_ck', sql`length(btrim(${t.text})) > 0`),
  ],
);

/** A row's main language (English by default): the language of its own text columns; the others' are in content_translations. */
export const mainLanguageColumn = () =>
  integer('main_language_id')
    .notNull()
    .default(DEFAULT_LANGUAGE_ID)
    .references(() => languages.pkLanguageId);
