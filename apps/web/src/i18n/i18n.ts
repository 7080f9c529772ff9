import i18n, { type BackendModule } from 'i18next';
import { initReactI18next } from 'react-i18next';
import { isStorageRefusal } from '../lib/storage-refusal.ts';
import { DEFAULT_LANGUAGE, isLanguage, LANGUAGE_STORAGE_KEY, LANGUAGES, START_NAMESPACES, type LanguageCode } from './languages.ts';

function storedLanguage(): LanguageCode {
  try {
    const stored = localStorage.getItem(LANGUAGE_STORAGE_KEY);
    if (isLanguage(stored)) return stored;
  } catch (err) {
    // Storage may be blocked; the default language then.
    if (!isStorageRefusal(err)) throw err;
  }
  return DEFAULT_LANGUAGE;
}

function applyHtmlLang(code: string) {
  const lang = LANGUAGES.find((l) => l.code === code);
  if (lang) document.documentElement.lang = lang.htmlLang;
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

export async function initI18n() {
  const lng = storedLanguage();
  applyHtmlLang(lng);
  await i18n
    .use(langFiles)
    .use(initReactI18next)
    .init({
      lng,
      fallbackLng: false,
      supportedLngs: LANGUAGES.map((l) => l.code),
      load: 'currentOnly',
      ns: [...START_NAMESPACES],
      defaultNS: 'general',
      interpolation: { escapeValue: false },
      react: { useSuspense: false },
      returnNull: false,
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
