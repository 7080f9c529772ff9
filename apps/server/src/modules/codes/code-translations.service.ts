import { and, asc, eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { codes, codeTranslations, languages } from '../../db/schema/all.ts';
import { conflict, notFound } from '../../lib/app-error.ts';
import { searchNameOf } from './code-nodes.repository.ts';
import { resolveLanguage } from './language.repository.ts';

/** Translations are keyed by the code's id (titleId) and language; any code type may be translated. */
async function assertCode(db: DbOrTx, titleId: number) {
  const [row] = await db.select({ id: codes.pkCodeId }).from(codes).where(eq(codes.pkCodeId, titleId));
  if (!row) throw notFound('code_not_found');
}

const columns = {
  titleId: codeTranslations.fkCodeId,
  lang: languages.code,
  languageId: codeTranslations.fkLanguageId,
  name: codeTranslations.name,
};

export async function listTranslations(db: DbOrTx, titleId: number, lang?: string) {
  await assertCode(db, titleId);
  const language = lang ? await resolveLanguage(db, lang) : null;
  return db
    .select(columns)
    .from(codeTranslations)
    .innerJoin(languages, eq(languages.pkLanguageId, codeTranslations.fkLanguageId))
    .where(and(eq(codeTranslations.fkCodeId, titleId), language ? eq(codeTranslations.fkLanguageId, language.pkLanguageId) : undefined))
    .orderBy(asc(codeTranslations.fkLanguageId));
}

export async function createTranslation(db: DbOrTx, o: { titleId: number; lang: string; name: string }) {
  await assertCode(db, o.titleId);
  const language = await resolveLanguage(db, o.lang);
  const inserted = await db
    .insert(codeTranslations)
    .values({ fkCodeId: o.titleId, fkLanguageId: language.pkLanguageId, name: o.name, searchName: searchNameOf(o.name) })
    .onConflictDoNothing()
    .returning();
  if (!inserted.length) throw conflict('translation_exists');
  return { titleId: o.titleId, lang: language.code, languageId: language.pkLanguageId, name: o.name };
}

export async function updateTranslation(db: DbOrTx, o: { titleId: number; lang: string; name: string }) {
  await assertCode(db, o.titleId);
  const language = await resolveLanguage(db, o.lang);
  const updated = await db
    .update(codeTranslations)
    .set({ name: o.name, searchName: searchNameOf(o.name) })
    .where(and(eq(codeTranslations.fkCodeId, o.titleId), eq(codeTranslations.fkLanguageId, language.pkLanguageId)))
    .returning();
  if (!updated.length) throw notFound('translation_not_found');
  return { titleId: o.titleId, lang: language.code, languageId: language.pkLanguageId, name: o.name };
}
