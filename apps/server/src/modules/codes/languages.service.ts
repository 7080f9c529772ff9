import { and, asc, count, eq, ne, sql } from 'drizzle-orm';
import { DEFAULT_LANGUAGE_ID } from '@portal/contracts/codes/code-types';
import { totalPages } from '@portal/contracts/common/paging';
import type { DbOrTx } from '../../db/client.ts';
import { languages, users } from '../../db/schema/all.ts';
import { businessRule, fieldError, notFound } from '../../lib/app-error.ts';
import { offsetOf } from '../../lib/paging.ts';

export async function searchLanguages(db: DbOrTx, o: { name?: string; pageNum: number; pageSize: number }) {
  const q = o.name
    ?.trim()
    .toLowerCase()
    .replace(/[\\%_]/g, (c) => `\\${c}`);
  const where = q
    ? sql`(unaccent(lower(${languages.name})) like unaccent(${`%${q}%`}) or lower(${languages.code}) like ${`%${q}%`})`
    : undefined;
  const [{ total }] = await db.select({ total: count() }).from(languages).where(where);
  const list = await db
    .select()
    .from(languages)
    .where(where)
    .orderBy(asc(languages.pkLanguageId))
    .limit(o.pageSize)
    .offset(offsetOf(o.pageNum, o.pageSize));
  return { list, totalPages: totalPages(total, o.pageSize), totalCount: total };
}

export async function getLanguage(db: DbOrTx, id: number) {
  const [row] = await db.select().from(languages).where(eq(languages.pkLanguageId, id));
  if (!row) throw notFound('language_not_found');
  return row;
}

async function assertCodeFree(db: DbOrTx, code: string, exceptId?: number) {
  const [taken] = await db
    .select({ id: languages.pkLanguageId })
    .from(languages)
    .where(and(eq(languages.code, code), exceptId ? ne(languages.pkLanguageId, exceptId) : undefined));
  if (taken) throw fieldError('code', 'language_code_taken');
}

export async function createLanguage(db: DbOrTx, o: { name: string; code: string }) {
  const code = o.code.toLowerCase();
  await assertCodeFree(db, code);
  const [row] = await db.insert(languages).values({ name: o.name, code }).returning();
  return row;
}

export async function updateLanguage(db: DbOrTx, o: { pkLanguageId: number; name: string; code: string }) {
  const current = await getLanguage(db, o.pkLanguageId);
  const code = o.code.toLowerCase();
  // The default language's code names the web app's fallback translation files.
  if (current.pkLanguageId === DEFAULT_LANGUAGE_ID && code !== current.code) throw businessRule('default_language_code_cannot_change');
  await assertCodeFree(db, code, current.pkLanguageId);
  const [row] = await db.update(languages).set({ name: o.name, code }).where(eq(languages.pkLanguageId, o.pkLanguageId)).returning();
  return row;
}

/** Deletes a language and its code names; the default one and one users have chosen stay. */
export async function deleteLanguage(db: DbOrTx, id: number) {
  const current = await getLanguage(db, id);
  if (current.pkLanguageId === DEFAULT_LANGUAGE_ID) throw businessRule('default_language_cannot_be_deleted');
  const [user] = await db.select({ id: users.pkUserId }).from(users).where(eq(users.fkLanguageId, id)).limit(1);
  if (user) throw businessRule('language_in_use');
  await db.delete(languages).where(eq(languages.pkLanguageId, id));
}
