import { DEFAULT_LANGUAGE_ID } from '@portal/contracts/codes/code-types';
import { totalPages } from '@portal/contracts/common/paging';
import type { DbOrTx } from '../../db/client.ts';
import { businessRule, fieldError, notFound } from '../../lib/app-error.ts';
import { offsetOf } from '../../lib/paging.ts';
import {
  deleteLanguageRow,
  findLanguage,
  insertLanguage,
  languageChosenByUser,
  languageCodeTaken,
  languagePage,
  updateLanguageRow,
} from './language.repository.ts';

export async function searchLanguages(db: DbOrTx, o: { name?: string; pageNum: number; pageSize: number }) {
  const { list, total } = await languagePage(db, { name: o.name, limit: o.pageSize, offset: offsetOf(o.pageNum, o.pageSize) });
  return { list, totalPages: totalPages(total, o.pageSize), totalCount: total };
}

export async function getLanguage(db: DbOrTx, id: number) {
  const row = await findLanguage(db, id);
  if (!row) throw notFound('language_not_found');
  return row;
}

async function assertCodeFree(db: DbOrTx, code: string, exceptId?: number) {
  if (await languageCodeTaken(db, code, exceptId)) throw fieldError('code', 'language_code_taken');
}

export async function createLanguage(db: DbOrTx, o: { name: string; code: string }) {
  const code = o.code.toLowerCase();
  await assertCodeFree(db, code);
  return insertLanguage(db, { name: o.name, code });
}

export async function updateLanguage(db: DbOrTx, o: { pkLanguageId: number; name: string; code: string }) {
  const current = await getLanguage(db, o.pkLanguageId);
  const code = o.code.toLowerCase();
  // The default language's code names the web app's fallback translation files.
  if (current.pkLanguageId === DEFAULT_LANGUAGE_ID && code !== current.code) throw businessRule('default_language_code_cannot_change');
  await assertCodeFree(db, code, current.pkLanguageId);
  return updateLanguageRow(db, o.pkLanguageId, { name: o.name, code });
}

/** Deletes a language and its code names; the default one and one users have chosen stay. */
export async function deleteLanguage(db: DbOrTx, id: number) {
  const current = await getLanguage(db, id);
  if (current.pkLanguageId === DEFAULT_LANGUAGE_ID) throw businessRule('default_language_cannot_be_deleted');
  if (await languageChosenByUser(db, id)) throw businessRule('language_in_use');
  await deleteLanguageRow(db, id);
}
