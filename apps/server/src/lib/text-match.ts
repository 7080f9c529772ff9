import { type AnyColumn, type SQL, sql } from 'drizzle-orm';

/** Escapes LIKE wildcards so that user text matches literally. */
export const likeEscape = (s: string) => s.toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`);

/** A LIKE pattern that finds the text anywhere, its `%` and `_` matching themselves. */
export const likePattern = (text: string) => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/**
 * Accent- and case-insensitive "contains" on a text expression, through the immutable folded()
 * of migration 0000, so that a trigram index on folded(column) serves it.
 */
export function containsText(expr: SQL | unknown, text: string): SQL {
  return sql`folded(${expr}) like '%' || folded(${likeEscape(text)}) || '%'`;
}

/** A case-insensitive "contains" condition; none for empty text (an unused filter). */
export function ilikeContains(column: SQL | AnyColumn, text: string | null | undefined): SQL | undefined {
  const value = text?.trim();
  if (!value) return undefined;
  return sql`${column} ilike ${likePattern(value)}`;
}
