import i18n, { type BackendModule } from 'i18next';
import { initReactI18next } from 'react-i18next';
import { LANGUAGE_COOKIE, LANGUAGE_PARAM } from '@portal/contracts/public/public-page-keys';
import { isStorageRefusal } from '../lib/storage-refusal.ts';
import { writeCookie } from '../session/cookies.ts';
import { I18N_OPTIONS, missingKeyText } from './i18n-options.ts';
import { DEFAULT_LANGUAGE, isLanguage, LANGUAGE_STORAGE_KEY, LANGUAGES, START_NAMESPACES, type LanguageCode } from './languages.ts';

/** How long the language cookie lasts: a year, like the choice kept in the browser's storage. */
const LANGUAGE_COOKIE_MAX_AGE = 365 * 24 * 3600;

/**
 * The language to start in: the address's ?lang= (a public page's language alternate), the one
 * chosen in this browser, else the one the server rendered the page in (its html lang).
 */
function startLanguage(): LanguageCode {
  const asked = new URLSearchParams(window.location.search).get(LANGUAGE_PARAM);
  if (isLanguage(asked)) return asked;
  return storedLanguage() ?? LANGUAGES.find((l) => l.htmlLang === document.documentElement.lang)?.code ?? DEFAULT_LANGUAGE;
}

function storedLanguage(): LanguageCode | null {
  try {
    const stored = localStorage.getItem(LANGUAGE_STORAGE_KEY);
    if (isLanguage(stored)) return stored;
  } catch (err) {
    // Storage may be blocked; the default language then.
    if (!isStorageRefusal(err)) throw err;
  }
  return null;
}

/** The page's lang, and the cookie that tells the server which language to render its pages in. */
function applyHtmlLang(code: string) {
  const lang = LANGUAGES.find((l) => l.code === code);
  if (lang) document.documentElement.lang = lang.htmlLang;
  writeCookie(LANGUAGE_COOKIE, code, LANGUAGE_COOKIE_MAX_AGE);
}

/**
 * Reads /lang/{language}/{namespace}.json. What i18next-http-backend did, in a few lines
 * instead of 7 KB on the first page: a failed request is retried by i18next (up to 5 times)
 * unless the file is missing or refused (4xx).
 */
const langFiles: BackendModule = {
  type: 'backend',
  init() {},
  read(language, namespace, callback) {
    fetch(`/lang/${encodeURIComponent(language)}/${encodeURIComponent(namespace)}.json`)
      .then(async (res) => {
        if (!res.ok) return callback(new Error(`/lang/${language}/${namespace}.json: ${res.status}`), res.status >= 500);
        callback(null, await res.json());
      })
      .catch((err: unknown) => callback(err instanceof Error ? err : new Error(String(err)), true));
  },
};

/**
 * The keys a screen asked for that its language files do not hold (i18next then shows the key),
 * on window under MISSING_KEYS_GLOBAL: the screen tour fails a screen that shows one.
 */
export const MISSING_KEYS_GLOBAL = '__portalMissingTranslationKeys';
const missingKeys = new Set<string>();
(window as unknown as Record<string, Set<string>>)[MISSING_KEYS_GLOBAL] = missingKeys;

export async function initI18n() {
  const lng = startLanguage();
  applyHtmlLang(lng);
  await i18n
    .use(langFiles)
    .use(initReactI18next)
    .init({
      ...I18N_OPTIONS,
      lng,
      ns: [...START_NAMESPACES],
      // A default value given by the caller is no missing text, nor is a key asked for while its
      // namespace still loads (a component's first render); only a key its loaded namespace lacks
      // is recorded.
      parseMissingKeyHandler: (namespacedKey, defaultValue) => {
        const { namespace, text } = missingKeyText(namespacedKey, defaultValue);
        if (defaultValue === undefined && i18n.hasLoadedNamespace(namespace)) missingKeys.add(text);
        return text;
      },
    });
  return i18n;
}

/** Loads a route's namespace; names containing "test" are skipped and failures ignored (spec-1 section 7). */
export async function loadNamespace(ns: string | undefined) {
  if (!ns || ns.includes('test')) return;
  // i18next resolves even when the file fails to load (the backend's read reports it): a missing
  // route file leaves the screen with the start namespaces.
  await i18n.loadNamespaces(ns);
}

/** Switches the language and remembers the choice in this browser. */
export async function changeLanguage(code: LanguageCode) {
  try {
    localStorage.setItem(LANGUAGE_STORAGE_KEY, code);
  } catch (err) {
    // Storage refused: not remembered, still switched.
    if (!isStorageRefusal(err)) throw err;
  }
  applyHtmlLang(code);
  await i18n.changeLanguage(code);
}
