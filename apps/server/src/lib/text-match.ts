import { type SQL, sql } from 'drizzle-orm';

/** Escapes LIKE wildcards so that user text matches literally. */
export const likeEscape = (s: string) => s.toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`);

/** Accent- and case-insensitive "contains" on a text expression. */
export function containsText(expr: SQL | unknown, text: string): SQL {
  return sql`unaccent(lower(${expr})) like '%' || unaccent(${likeEscape(text)}) || '%'`;
}
