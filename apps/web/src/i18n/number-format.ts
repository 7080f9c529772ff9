import { localeOfLanguage } from './languages.ts';

const formats = new Map<string, Intl.NumberFormat>();

/**
 * A number format in an interface language's locale (1,234.5 in English, 1.234,5 in Serbian and
 * Macedonian, 1 234 567,5 in Albanian), made once for each language and options: making one loads
 * Intl's data for the locale, a cost that a render of many figures paid for each (and a phone's
 * first render paid in one long slice).
 */
export function numberFormat(language: string | null | undefined, options: Intl.NumberFormatOptions = {}): Intl.NumberFormat {
  const locale = localeOfLanguage(language);
  const key = `${locale} ${JSON.stringify(options)}`;
  let format = formats.get(key);
  if (!format) {
    format = new Intl.NumberFormat(locale, options);
    formats.set(key, format);
  }
  return format;
}
