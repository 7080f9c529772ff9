import type { ContentLanguage } from '@portal/contracts/common/content-languages';
import { INTERFACE_LANGUAGES } from '@portal/contracts/codes/interface-languages';

/**
 * The web side of content in several languages (docs/decisions.md "Content in several
 * languages"): a form holds every language's texts side by side; the request carries the main
 * language's in the model's own fields and the others as `translations`.
 */

/** One language's texts of a form: every translatable field as the input's text. */
export type LanguageTexts<F extends string> = Record<F, string>;
export type TextsOfLanguages<F extends string> = Record<ContentLanguage, LanguageTexts<F>>;

/** Every language's texts for the form, from an answer's editableTexts (blank for a new row). */
export function textsOfLanguages<F extends string>(
  fields: readonly F[],
  stored: Partial<Record<ContentLanguage, Partial<Record<F, string | null>>>> | undefined,
): TextsOfLanguages<F> {
  return Object.fromEntries(
    INTERFACE_LANGUAGES.map(({ code }) => [
      code,
      Object.fromEntries(fields.map((f) => [f, stored?.[code]?.[f] ?? ''])) as LanguageTexts<F>,
    ]),
  ) as TextsOfLanguages<F>;
}

/** The other languages' texts as a request's translations: those with any text (the rest are not written in them). */
export function translationsOfForm<F extends string>(
  fields: readonly F[],
  texts: TextsOfLanguages<F>,
  mainLanguage: ContentLanguage,
): Partial<Record<ContentLanguage, Partial<Record<F, string | null>>>> {
  const out: Partial<Record<ContentLanguage, Partial<Record<F, string | null>>>> = {};
  for (const { code } of INTERFACE_LANGUAGES) {
    if (code === mainLanguage) continue;
    const written = fields.filter((f) => texts[code]?.[f]?.trim());
    if (written.length) out[code] = Object.fromEntries(written.map((f) => [f, texts[code][f]])) as Partial<Record<F, string>>;
  }
  return out;
}

/** The languages (not the main one) whose `required` text is not written: the tabs mark them. */
export function missingLanguages<F extends string>(
  texts: TextsOfLanguages<F>,
  mainLanguage: ContentLanguage,
  required: F,
): ContentLanguage[] {
  return INTERFACE_LANGUAGES.map((l) => l.code).filter((code) => code !== mainLanguage && !texts[code]?.[required]?.trim());
}
