import { useTranslation } from 'react-i18next';
import { localeOfLanguage } from '../../../i18n/languages.ts';
import { numberFormat } from '../../../i18n/number-format.ts';

/** Counts and shares in the interface language's locale: 1,234 and 45% in English, 1.234 and 45% in Serbian. */
export function useFigureFormat() {
  const { i18n } = useTranslation();
  const locale = localeOfLanguage(i18n.language);
  const count = numberFormat(i18n.language, { maximumFractionDigits: 0 });
  const percent = numberFormat(i18n.language, { style: 'percent', maximumFractionDigits: 1 });
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
