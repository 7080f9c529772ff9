import { LanguageId } from './code-types.ts';

/**
 * The interface languages the portal ships, one row each (`name` the languages table's, `label`
 * and `short` the language menu's, each in the language itself, as language menus name them): the languages table's seed, the web
 * app's language menu (apps/web/src/i18n/languages.ts), the public pages' hreflang and every
 * server text (mails, PDFs, spreadsheets) are read from here. A fifth language is one more row,
 * its folder apps/web/public/lang/<code>/, and its entry in each server text record (typed over
 * InterfaceLanguageCode, so `tsc` lists every one that is missing).
 */
export const INTERFACE_LANGUAGES = [
  {
    id: LanguageId.english,
    code: 'eng',
    name: 'English',
    label: 'English',
    short: 'EN',
    locale: 'en-GB',
    htmlLang: 'en',
    ogLocale: 'en_GB',
  },
  {
    id: LanguageId.serbian,
    code: 'sr',
    name: 'Srpski',
    label: 'Srpski (latinica)',
    short: 'SR',
    locale: 'sr-Latn-RS',
    htmlLang: 'sr-Latn',
    ogLocale: 'sr_RS',
  },
  { id: LanguageId.albanian, code: 'sq', name: 'Shqip', label: 'Shqip', short: 'SQ', locale: 'sq-AL', htmlLang: 'sq', ogLocale: 'sq_AL' },
  {
    id: LanguageId.macedonian,
    code: 'mk',
    name: 'Македонски',
    label: 'Македонски',
    short: 'MK',
    locale: 'mk-MK',
    htmlLang: 'mk',
    ogLocale: 'mk_MK',
  },
] as const;
export type InterfaceLanguage = (typeof INTERFACE_LANGUAGES)[number];
export type InterfaceLanguageCode = InterfaceLanguage['code'];
export const DEFAULT_INTERFACE_LANGUAGE: InterfaceLanguage = INTERFACE_LANGUAGES[0];

export const isInterfaceLanguageCode = (code: string | null | undefined): code is InterfaceLanguageCode =>
  INTERFACE_LANGUAGES.some((l) => l.code === code);

/** The interface language of a language id; English for an id that is none of them (a language an administrator added). */
export const interfaceLanguageOf = (languageId: number | null | undefined): InterfaceLanguage =>
  INTERFACE_LANGUAGES.find((l) => l.id === languageId) ?? DEFAULT_INTERFACE_LANGUAGE;

/** The interface language of a code (eng, sr, sq, mk); English for any other. */
export const interfaceLanguageByCode = (code: string | null | undefined): InterfaceLanguage =>
  INTERFACE_LANGUAGES.find((l) => l.code === code) ?? DEFAULT_INTERFACE_LANGUAGE;

/** The texts of a language id out of a record holding every interface language's. */
export const textsIn = <T>(texts: Record<InterfaceLanguageCode, T>, languageId: number | null | undefined): T =>
  texts[interfaceLanguageOf(languageId).code];

/** The locale (Intl, dates and numbers) of a language id: en-GB, sr-Latn-RS, sq-AL, mk-MK. */
export const localeOf = (languageId: number | null | undefined): string => interfaceLanguageOf(languageId).locale;
