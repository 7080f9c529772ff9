import type { DbOrTx } from '../../db/client.ts';
import { conflict, notFound } from '../../lib/app-error.ts';
import { insertTranslation, translationsOfCode, renameTranslation } from './code-translations.repository.ts';
import { codeExists } from './codes.repository.ts';
import { resolveLanguage } from './language.repository.ts';

/** Translations are keyed by the code's id (titleId) and language; any code type may be translated. */
async function assertCode(db: DbOrTx, titleId: number) {
  if (!(await codeExists(db, titleId))) throw notFound('code_not_found');
}

export async function listTranslations(db: DbOrTx, titleId: number, lang?: string) {
  await assertCode(db, titleId);
  const language = lang ? await resolveLanguage(db, lang) : null;
  return translationsOfCode(db, titleId, language?.pkLanguageId);
}

export async function createTranslation(db: DbOrTx, o: { titleId: number; lang: string; name: string }) {
  await assertCode(db, o.titleId);
  const language = await resolveLanguage(db, o.lang);
  if (!(await insertTranslation(db, o.titleId, language.pkLanguageId, o.name))) throw conflict('translation_exists');
  return { titleId: o.titleId, lang: language.code, languageId: language.pkLanguageId, name: o.name };
}

export async function updateTranslation(db: DbOrTx, o: { titleId: number; lang: string; name: string }) {
  await assertCode(db, o.titleId);
  const language = await resolveLanguage(db, o.lang);
  if (!(await renameTranslation(db, o.titleId, language.pkLanguageId, o.name))) throw notFound('translation_not_found');
  return { titleId: o.titleId, lang: language.code, languageId: language.pkLanguageId, name: o.name };
}
