import { type InterfaceLanguageCode, interfaceLanguageOf } from '@portal/contracts/codes/interface-languages';
import { fieldError } from '../../lib/app-error.ts';

/** Texts per language code and field. */
export type TextsByLanguage = Partial<Record<InterfaceLanguageCode, Record<string, string | null | undefined>>>;

/** The language codes of localizedTexts' languageIds, as answers carry them. */
export function languageCodesOf<F extends string>(ids: Record<F, number>): Record<F, InterfaceLanguageCode> {
  return Object.fromEntries(Object.entries<number>(ids).map(([f, id]) => [f, interfaceLanguageOf(id).code])) as Record<
    F,
    InterfaceLanguageCode
  >;
}

/** An organiser's view of a row's texts: its main language's (its own columns) beside the stored translations. */
export function toEditableTexts<T extends Record<string, string | null>>(
  mainLanguageId: number,
  main: T,
  stored: TextsByLanguage | undefined,
): { mainLanguage: InterfaceLanguageCode; texts: Partial<Record<InterfaceLanguageCode, Partial<T>>> } {
  const mainLanguage = interfaceLanguageOf(mainLanguageId).code;
  return { mainLanguage, texts: { ...(stored as Partial<Record<InterfaceLanguageCode, Partial<T>>>), [mainLanguage]: main } };
}

/** Refuses a translation in the row's main language (its own columns are that language's texts). */
export function requireOtherLanguages(mainLanguageId: number, translations: TextsByLanguage | null | undefined): void {
  const main = interfaceLanguageOf(mainLanguageId).code;
  if (translations?.[main]) throw fieldError(`translations.${main}`, 'translation_in_main_language');
}
