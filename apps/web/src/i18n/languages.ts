/** The languages shipped: English (id 1, default) and Serbian in Latin script (id 2). */
export const LANGUAGES = [
  { code: 'eng', id: 1, htmlLang: 'en' },
  { code: 'sr', id: 2, htmlLang: 'sr-Latn' },
] as const;
export type LanguageCode = (typeof LANGUAGES)[number]['code'];
export const DEFAULT_LANGUAGE: LanguageCode = 'eng';

/** Loaded at start; every route adds its own namespace. */
export const START_NAMESPACES = ['general', 'menu', 'breadcrumb', 'errors', 'forms'] as const;

export const LANGUAGE_STORAGE_KEY = 'market-access.language';

export const isLanguage = (code: string | null | undefined): code is LanguageCode => LANGUAGES.some((l) => l.code === code);
