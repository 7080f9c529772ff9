import type { TranslatedKindValue } from '@portal/contracts/common/content-languages';
import type { DbOrTx } from '../../db/client.ts';
import { sanitizeRichText } from '../../lib/rich-text.ts';
import { requireOtherLanguages, type TextsByLanguage } from './content-translations.mapper.ts';
import { replaceTranslations } from './content-translations.repository.ts';

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
