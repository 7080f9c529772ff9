import { and, type AnyColumn, eq, inArray, type Placeholder, type SQL, sql } from 'drizzle-orm';
import type { TranslatedKindValue } from '@portal/contracts/common/content-languages';
import { interfaceLanguageByCode, interfaceLanguageOf, isInterfaceLanguageCode } from '@portal/contracts/codes/interface-languages';
import type { DbOrTx } from '../../db/client.ts';
import * as t from '../../db/schema/all.ts';
import { containsText } from '../../lib/text-match.ts';
import type { TextsByLanguage } from './content-translations.mapper.ts';

/*
 * Content in several languages (docs/decisions.md "Content in several languages"): the row's own
 * columns hold its main language's text, content_translations the other languages'. Every read of
 * a translatable text goes through localizedTexts, so lists, details, the public page, the agenda
 * and the exports resolve a text the same way: the reader's language where written, else the
 * main language's text.
 */

const ct = t.contentTranslations;

type Expr = AnyColumn | SQL;

/**
 * The text of one field of one row in a language other than the row's main one, or null where it
 * is not written in it (a row left in a language that became the main one is not read: the main
 * column is that language's text).
 */
const translation = (kind: TranslatedKindValue, field: string, rowId: Expr, mainLanguageId: Expr, lang: number | Placeholder) =>
  sql`(select ct.text from ${ct} ct where ct.kind = ${kind} and ct.row_id = ${rowId} and ct.field = ${field}
    and ct.fk_language_id = ${lang} and ct.fk_language_id <> ${mainLanguageId})`;

/**
 * The select columns of a row's translatable fields in the reader's language `lang`: `texts` the
 * text (the translation, else the main column), `languageIds` the language it is in (the reader's,
 * else the row's main language). `mains` names each field's main column.
 */
export function localizedTexts<F extends string>(
  kind: TranslatedKindValue,
  rowId: Expr,
  mainLanguageId: Expr,
  lang: number | Placeholder,
  mains: Record<F, Expr>,
): { texts: Record<F, SQL<string | null>>; languageIds: Record<F, SQL<number>> } {
  const texts = {} as Record<F, SQL<string | null>>;
  const languageIds = {} as Record<F, SQL<number>>;
  for (const field of Object.keys(mains) as F[]) {
    const tr = translation(kind, field, rowId, mainLanguageId, lang);
    texts[field] = sql<string | null>`coalesce(${tr}, ${mains[field]})`;
    languageIds[field] = sql<number>`(case when ${tr} is null then ${mainLanguageId} else ${lang} end)`.mapWith(Number);
  }
  return { texts, languageIds };
}

/** Whether a row's text of a field holds `text` in some other language (a name search finds a translated name too). */
export const translationContains = (kind: TranslatedKindValue, field: string, rowId: Expr, text: string): SQL =>
  sql`exists (select 1 from ${ct} ct where ct.kind = ${kind} and ct.row_id = ${rowId} and ct.field = ${field}
    and ${containsText(sql`ct.text`, text)})`;

/** The stored translations of these rows: per row, per language code, per field. */
export async function storedTranslations(db: DbOrTx, kind: TranslatedKindValue, rowIds: number[]): Promise<Map<number, TextsByLanguage>> {
  const byRow = new Map<number, TextsByLanguage>();
  if (!rowIds.length) return byRow;
  const rows = await db
    .select({ rowId: ct.rowId, field: ct.field, languageId: ct.fkLanguageId, text: ct.text })
    .from(ct)
    .where(and(eq(ct.kind, kind), inArray(ct.rowId, rowIds)));
  for (const r of rows) {
    const code = interfaceLanguageOf(r.languageId).code;
    const texts = byRow.get(r.rowId) ?? {};
    texts[code] = { ...texts[code], [r.field]: r.text };
    byRow.set(r.rowId, texts);
  }
  return byRow;
}

/**
 * Replaces a row's translations of `fields` with these (a blank text is not stored: the reader
 * falls back to the main language). Languages that are not interface languages are skipped: the
 * contract admits only those.
 */
export async function replaceTranslations(
  tx: DbOrTx,
  kind: TranslatedKindValue,
  rowId: number,
  fields: readonly string[],
  texts: TextsByLanguage,
): Promise<void> {
  await tx.delete(ct).where(and(eq(ct.kind, kind), eq(ct.rowId, rowId), inArray(ct.field, [...fields])));
  const values = Object.entries(texts).flatMap(([code, byField]) =>
    isInterfaceLanguageCode(code) && byField
      ? fields.flatMap((field) => {
          const text = byField[field]?.trim();
          return text ? [{ kind, rowId, field, fkLanguageId: interfaceLanguageByCode(code).id, text }] : [];
        })
      : [],
  );
  if (values.length) await tx.insert(ct).values(values);
}

/** Deletes every translation of a row (the row itself is deleted). */
export async function deleteTranslations(tx: DbOrTx, kind: TranslatedKindValue, rowIds: number[]): Promise<void> {
  if (rowIds.length) await tx.delete(ct).where(and(eq(ct.kind, kind), inArray(ct.rowId, rowIds)));
}
