import type { InitOptions } from 'i18next';
import { LANGUAGES } from './languages.ts';

/**
 * The i18next settings the browser (i18n.ts) and the server's render of a public page
 * (entry-server.tsx) share: the same texts either side, or the browser could not hydrate the page.
 */
export const I18N_OPTIONS = {
  fallbackLng: false,
  supportedLngs: LANGUAGES.map((l) => l.code),
  load: 'currentOnly',
  defaultNS: 'general',
  interpolation: { escapeValue: false },
  react: { useSuspense: false },
  returnNull: false,
  // A missing key's handler gets it with its namespace before the separator (i18n.ts records it).
  appendNamespaceToMissingKey: true,
} satisfies InitOptions;

/** A missing key shows the caller's default value, else the key itself (without its namespace). */
export function missingKeyText(namespacedKey: string, defaultValue: string | undefined) {
  const separator = namespacedKey.indexOf(':');
  return { namespace: namespacedKey.slice(0, separator), text: defaultValue ?? namespacedKey.slice(separator + 1) };
}
