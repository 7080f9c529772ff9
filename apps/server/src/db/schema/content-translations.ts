import { sql } from 'drizzle-orm';
import { check, integer, pgTable, primaryKey, text } from 'drizzle-orm/pg-core';
import { languages } from './reference.ts';

/**
 * Texts an organiser writes in more than one language (issue 29 item 2): the entity's own columns
 * hold the text in its main language (an event's main_language_id; a session follows its event),
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
    check('content_translations_kind_ck', sql`${t.kind} in ('event', 'schedule')`),
    check('content_translations_text_ck', sql`length(btrim(${t.text})) > 0`),
  ],
);
