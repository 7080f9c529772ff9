import type { TranslatedKindValue } from '@portal/contracts/common/content-languages';
import type { DbOrTx } from '../../db/client.ts';
import { sanitizeRichText } from '../../lib/rich-text.ts';
import { requireOtherLanguages, type TextsByLanguage, toLocalized, type TranslatableRow } from './content-translations.mapper.ts';
import { replaceTranslations, storedTranslations } from './content-translations.repository.ts';

/**
 * Writes a row's texts in its other languages, when the write gives them (left out, the stored
 * ones stay): refuses one in the main language, sanitises the rich-text fields like the main
 * columns, and replaces the stored ones.
 */
export async function writeTranslations(
  tx: DbOrTx,
  row: { kind: TranslatedKindValue; id: number; mainLanguageId: number },
  fields: { all: readonly string[]; richText: readonly string[] },
  translations: TextsByLanguage | null | undefined,
): Promise<void> {
  if (!translations) return;
  requireOtherLanguages(row.mainLanguageId, translations);
  const texts: TextsByLanguage = Object.fromEntries(
    Object.entries(translations).map(([code, byField]) => [
      code,
      Object.fromEntries(
        Object.entries(byField ?? {}).map(([f, text]) => [f, fields.richText.includes(f) ? sanitizeRichText(text) : text]),
      ),
    ]),
  );
  await replaceTranslations(tx, row.kind, row.id, fields.all, texts);
}

/**
 * Rows' answers in the reader's language, with every written language's texts for the rows the
 * caller may edit (`editable`; one read of the stored translations for them all).
 */
export async function localizedAnswers<R extends TranslatableRow<string>>(
  db: DbOrTx,
  kind: TranslatedKindValue,
  rows: R[],
  o: { id: (row: R) => number; editable: (row: R) => boolean },
) {
  const stored = await storedTranslations(db, kind, rows.filter(o.editable).map(o.id));
  return rows.map((row) => toLocalized(row, o.editable(row) ? { stored: stored.get(o.id(row)) } : null));
}
