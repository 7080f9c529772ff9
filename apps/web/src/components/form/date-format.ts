import dayjs from 'dayjs';
import customParseFormat from 'dayjs/plugin/customParseFormat';
import { isLanguage, type LanguageCode } from '../../i18n/languages.ts';

dayjs.extend(customParseFormat);

/** How dates read on screen (spec: DD.MM.YYYY. with the trailing dot) and how they travel (YYYY-MM-DD). */
export const DISPLAY_DATE_FORMAT = 'DD.MM.YYYY.';
const VALUE_DATE_FORMAT = 'YYYY-MM-DD';
export const MIN_DATE = '1900-01-01';
export const MAX_DATE = '3000-12-31';

const inputFormats = ['DD.MM.YYYY.', 'DD.MM.YYYY', 'D.M.YYYY.', 'D.M.YYYY', 'YYYY-MM-DD'];

/** Reads what a person typed ("7.3.2026." or "07.03.2026") into YYYY-MM-DD, or null. */
export function parseDisplayDate(text: string): string | null {
  const trimmed = text.trim();
  if (!trimmed) return null;
  for (const format of inputFormats) {
    const parsed = dayjs(trimmed, format, true);
    if (parsed.isValid()) return parsed.format(VALUE_DATE_FORMAT);
  }
  return null;
}

/** YYYY-MM-DD (or a Date) as DD.MM.YYYY.; empty for no date. */
export function formatDisplayDate(value: string | Date | null | undefined): string {
  if (!value) return '';
  const parsed = dayjs(value);
  return parsed.isValid() ? parsed.format(DISPLAY_DATE_FORMAT) : '';
}

/** The dayjs locale for an app language code: month and weekday names in the date picker (sr is Latin script, as the interface). */
const dayjsLocales: Record<LanguageCode, string> = { eng: 'en', sr: 'sr', sq: 'sq', mk: 'mk' };
export function dayjsLocale(language: string | undefined): string {
  return isLanguage(language) ? dayjsLocales[language] : 'en';
}
