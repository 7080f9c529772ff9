import { useTranslation } from 'react-i18next';

const localeOf = (language: string) => (language.startsWith('sr') ? 'sr-Latn-RS' : 'en-GB');

/** Counts and shares in the interface language: 1,234 and 45 % in English, 1.234 and 45 % in Serbian. */
export function useFigureFormat() {
  const { i18n } = useTranslation();
  const locale = localeOf(i18n.language);
  const count = new Intl.NumberFormat(locale, { maximumFractionDigits: 0 });
  const percent = new Intl.NumberFormat(locale, { style: 'percent', maximumFractionDigits: 1 });
  return {
    count: (n: number) => count.format(n),
    /** A share of 0-1; none (nothing to divide) shows as a dash. */
    share: (n: number | null) => (n === null ? '–' : percent.format(n)),
    /** A YYYY-MM month as "Mar 2026" / "mar 2026". */
    month: (m: string) =>
      new Intl.DateTimeFormat(locale, { month: 'short', year: 'numeric', timeZone: 'UTC' }).format(new Date(`${m}-01T00:00:00Z`)),
  };
}
export type FigureFormat = ReturnType<typeof useFigureFormat>;
