import { and, asc, count, eq, inArray, ne, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { languages, users } from '../../db/schema/all.ts';
import { fieldError } from '../../lib/app-error.ts';
import { containsText, likePattern } from '../../lib/text-match.ts';

export interface LanguageRow {
  pkLanguageId: number;
  name: string;
  code: string;
}

/** A language by code (`eng`) or id (`1`); an unknown one is a field error on `field`. */
export async function resolveLanguage(db: DbOrTx, ref: string, field = 'lang'): Promise<LanguageRow> {
  const byId = /^[0-9]+$/.test(ref);
  const [row] = await db
    .select()
    .from(languages)
    .where(byId ? eq(languages.pkLanguageId, Number(ref)) : eq(languages.code, ref.toLowerCase()));
  if (!row) throw fieldError(field, 'unknown_language');
  return row;
}

/** A language by id; null when there is none. */
export async function findLanguage(db: DbOrTx, id: number): Promise<LanguageRow | null> {
  const [row] = await db.select().from(languages).where(eq(languages.pkLanguageId, id));
  return row ?? null;
}

/** How many of these language ids exist (each id counted once by the caller). */
export async function countLanguages(db: DbOrTx, ids: number[]): Promise<number> {
  const rows = await db.select({ id: languages.pkLanguageId }).from(languages).where(inArray(languages.pkLanguageId, ids));
  return rows.length;
}

/** A page of languages whose name (accents and case ignored) or code contains the text, by id. */
export async function languagePage(db: DbOrTx, o: { name?: string; limit: number; offset: number }) {
  const q = o.name?.trim().toLowerCase();
  const where = q ? sql`(${containsText(languages.name, q)} or lower(${languages.code}) like ${likePattern(q)})` : undefined;
  const [{ total }] = await db.select({ total: count() }).from(languages).where(where);
  const list = await db.select().from(languages).where(where).orderBy(asc(languages.pkLanguageId)).limit(o.limit).offset(o.offset);
  return { list, total };
}

/** Whether another language than `exceptId` has the code. */
export async function languageCodeTaken(db: DbOrTx, code: string, exceptId?: number): Promise<boolean> {
  const [row] = await db
    .select({ id: languages.pkLanguageId })
    .from(languages)
    .where(and(eq(languages.code, code), exceptId ? ne(languages.pkLanguageId, exceptId) : undefined));
  return Boolean(row);
}

export async function insertLanguage(db: DbOrTx, values: { name: string; code: string }): Promise<LanguageRow> {
  const [row] = await db.insert(languages).values(values).returning();
  return row;
}

export async function updateLanguageRow(db: DbOrTx, id: number, values: { name: string; code: string }): Promise<LanguageRow> {
  const [row] = await db.update(languages).set(values).where(eq(languages.pkLanguageId, id)).returning();
  return row;
}

/** Whether a user has chosen the language. */
export async function languageChosenByUser(db: DbOrTx, id: number): Promise<boolean> {
  const [user] = await db.select({ id: users.pkUserId }).from(users).where(eq(users.fkLanguageId, id)).limit(1);
  return Boolean(user);
}

export async function deleteLanguageRow(db: DbOrTx, id: number) {
  await db.delete(languages).where(eq(languages.pkLanguageId, id));
}
