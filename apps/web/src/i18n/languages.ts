import { INTERFACE_LANGUAGES, type InterfaceLanguageCode } from '@portal/contracts/codes/interface-languages';

/**
 * The languages shipped (contracts' INTERFACE_LANGUAGES): English (id 1, default), Serbian in
 * Latin script, Albanian and Macedonian. Each has its folder public/lang/<code>/, which the
 * parity test (lang-files.test.ts) holds to every key of every other.
 */
export const LANGUAGES = INTERFACE_LANGUAGES;
export type LanguageCode = InterfaceLanguageCode;
export const DEFAULT_LANGUAGE: LanguageCode = 'eng';

/** Loaded at start; every route adds its own namespace. */
export const START_NAMESPACES = ['general', 'menu', 'breadcrumb', 'errors', 'forms'] as const;

export const LANGUAGE_STORAGE_KEY = 'market-access.language';

export const isLanguage = (code: string | null | undefined): code is LanguageCode => LANGUAGES.some((l) => l.code === code);

/** The locale of an interface language for Intl (numbers, dates, sorting): en-GB, sr-Latn-RS, sq-AL, mk-MK. */
export const localeOfLanguage = (code: string | null | undefined): string =>
  (LANGUAGES.find((l) => l.code === code) ?? LANGUAGES[0]).locale;
