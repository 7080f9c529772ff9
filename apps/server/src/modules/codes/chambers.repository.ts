import { and, eq } from 'drizzle-orm';
import { CodeType, DEFAULT_LANGUAGE_ID } from '@portal/contracts/codes/code-types';
import type { DbOrTx } from '../../db/client.ts';
import * as t from '../../db/schema/all.ts';
import { fieldError } from '../../lib/app-error.ts';

/** A chamber's name in a language (English when untranslated). */
export async function chamberName(db: DbOrTx, chamberId: number | null, languageId: number = DEFAULT_LANGUAGE_ID): Promise<string | null> {
  if (!chamberId) return null;
  const rows = await db
    .select({ name: t.codeTranslations.name, lang: t.codeTranslations.fkLanguageId })
    .from(t.codeTranslations)
    .where(eq(t.codeTranslations.fkCodeId, chamberId));
  return (rows.find((r) => r.lang === languageId) ?? rows.find((r) => r.lang === DEFAULT_LANGUAGE_ID) ?? rows[0])?.name ?? null;
}

/** A live chamber (a code of the chamber type) with its country, or a field error on `field`. */
export async function chamberOrFail(db: DbOrTx, chamberId: number, field = 'fkChamberId') {
  const [chamber] = await db
    .select()
    .from(t.codes)
    .where(and(eq(t.codes.pkCodeId, chamberId), eq(t.codes.fkCodeTypeId, CodeType.chamber), eq(t.codes.isDeleted, false)));
  if (!chamber) throw fieldError(field, 'invalid_choice');
  return chamber;
}
