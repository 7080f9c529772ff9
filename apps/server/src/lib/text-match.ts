import { type AnyColumn, type SQL, sql } from 'drizzle-orm';

/** Escapes LIKE wildcards so that user text matches literally. */
export const likeEscape = (s: string) => s.toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`);

/** A LIKE pattern that finds the text anywhere, its `%` and `_` matching themselves. */
export const likePattern = (text: string) => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/**
 * A text as every text filter and the search compare it: the immutable folded() of migration
 * 0000 (lower case, no accents, Serbian and Macedonian Cyrillic in Latin, dj and đ as d; the web
 * folds alike with @portal/contracts/common/text-fold), so that "Нови Сад" finds "Novi Sad".
 */
export const folded = (expr: SQL | unknown): SQL => sql`folded(${expr})`;

/**
 * Case-, accent- and script-insensitive "contains" on a text expression, through folded(), so
 * that a trigram index on folded(column) serves it.
 */
export function containsText(expr: SQL | unknown, text: string): SQL {
  return sql`${folded(expr)} like '%' || ${folded(likeEscape(text))} || '%'`;
}

/** containsText as a list's optional filter: none for empty text (an unused filter). */
export function containsFilter(column: SQL | AnyColumn, text: string | null | undefined): SQL | undefined {
  const value = text?.trim();
  return value ? containsText(column, value) : undefined;
}
