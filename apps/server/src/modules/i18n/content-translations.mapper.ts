import { type InterfaceLanguageCode, interfaceLanguageByCode, interfaceLanguageOf } from '@portal/contracts/codes/interface-languages';
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

/** The main language a write sets: the one it names, else `otherwise` (the stored row's, or a new row's default). */
export const mainLanguageIdOf = (named: InterfaceLanguageCode | null | undefined, otherwise: number): number =>
  named ? interfaceLanguageByCode(named).id : otherwise;

/** Refuses a translation in the row's main language (its own columns are that language's texts). */
export function requireOtherLanguages(mainLanguageId: number, translations: TextsByLanguage | null | undefined): void {
  const main = interfaceLanguageOf(mainLanguageId).code;
  if (translations?.[main]) throw fieldError(`translations.${main}`, 'translation_in_main_language');
}

/**
 * A row of a translatable kind as its repository selects it: the main language's columns
 * (`main`), the main language, and localizedTexts' resolved texts and their languages.
 */
export interface TranslatableRow<F extends string> {
  main: Record<F, string | null>;
  mainLanguageId: number;
  texts: Record<F, string | null>;
  textLanguageIds: Record<F, number>;
}

/**
 * A row's answer with its texts in the reader's language (or the main one) and the language of
 * each; `editing` the stored translations, for those who may edit it (null for others).
 */
export function toLocalized<R extends TranslatableRow<string>>(row: R, editing: { stored: TextsByLanguage | undefined } | null) {
  const { main, mainLanguageId, texts, textLanguageIds, ...rest } = row;
  return {
    ...(rest as Omit<R, keyof TranslatableRow<string>>),
    ...(texts as R['texts']),
    mainLanguage: interfaceLanguageOf(mainLanguageId).code,
    textLanguages: languageCodesOf(textLanguageIds) as Record<keyof R['texts'], InterfaceLanguageCode>,
    editableTexts: editing && toEditableTexts(mainLanguageId, main as R['main'], editing.stored),
  };
}
