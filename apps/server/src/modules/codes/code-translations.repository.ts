import { and, asc, eq, inArray } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { codeTranslations, languages } from '../../db/schema/all.ts';
import { searchNameOf } from './code-nodes.repository.ts';

const columns = {
  titleId: codeTranslations.fkCodeId,
  lang: languages.code,
  languageId: codeTranslations.fkLanguageId,
  name: codeTranslations.name,
};

/** The names of a code (in one language when given), by language id. */
export function translationsOfCode(db: DbOrTx, codeId: number, languageId?: number) {
  return db
    .select(columns)
    .from(codeTranslations)
    .innerJoin(languages, eq(languages.pkLanguageId, codeTranslations.fkLanguageId))
    .where(and(eq(codeTranslations.fkCodeId, codeId), languageId ? eq(codeTranslations.fkLanguageId, languageId) : undefined))
    .orderBy(asc(codeTranslations.fkLanguageId));
}

/** The names of these codes, by language id. */
export function translationsOfCodes(db: DbOrTx, codeIds: number[]) {
  return db
    .select(columns)
    .from(codeTranslations)
    .innerJoin(languages, eq(languages.pkLanguageId, codeTranslations.fkLanguageId))
    .where(inArray(codeTranslations.fkCodeId, codeIds))
    .orderBy(asc(codeTranslations.fkLanguageId));
}

/** Adds a code's name in a language; false when it already has one there. */
export async function insertTranslation(db: DbOrTx, codeId: number, languageId: number, name: string): Promise<boolean> {
  const inserted = await db
    .insert(codeTranslations)
    .values({ fkCodeId: codeId, fkLanguageId: languageId, name, searchName: searchNameOf(name) })
    .onConflictDoNothing()
    .returning();
  return inserted.length > 0;
}

/** Renames a code in a language; false when it has no name there. */
export async function renameTranslation(db: DbOrTx, codeId: number, languageId: number, name: string): Promise<boolean> {
  const updated = await db
    .update(codeTranslations)
    .set({ name, searchName: searchNameOf(name) })
    .where(and(eq(codeTranslations.fkCodeId, codeId), eq(codeTranslations.fkLanguageId, languageId)))
    .returning();
  return updated.length > 0;
}

/** Replaces every name of a code. */
export async function replaceTranslations(db: DbOrTx, codeId: number, translations: { languageId: number; name: string }[]) {
  await db.delete(codeTranslations).where(eq(codeTranslations.fkCodeId, codeId));
  await db
    .insert(codeTranslations)
    .values(translations.map((t) => ({ fkCodeId: codeId, fkLanguageId: t.languageId, name: t.name, searchName: searchNameOf(t.name) })));
}
