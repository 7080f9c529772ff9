// Number formats of the market figures, in the interface language's locale.
import { numberFormat } from '../../i18n/number-format.ts';

/** US dollars, whole: GDP per capita (US$11,352). */
export const formatDollars = (value: number, language: string) =>
  numberFormat(language, { style: 'currency', currency: 'USD', maximumFractionDigits: 0 }).format(value);

/** US dollars, short: GDP (US$75.2B). */
export const formatDollarsShort = (value: number, language: string) =>
  numberFormat(language, { style: 'currency', currency: 'USD', notation: 'compact', maximumFractionDigits: 1 }).format(value);

/** A count, short: population (6.6M). */
export const formatCountShort = (value: number, language: string) =>
  numberFormat(language, { notation: 'compact', maximumFractionDigits: 2 }).format(value);

/** A count in full, for tables: 6,623,183. */
export const formatCount = (value: number, language: string, maximumFractionDigits = 0) =>
  numberFormat(language, { maximumFractionDigits }).format(value);

/** A change in per cent with its sign: +18.3 %. */
export const formatChange = (value: number, language: string) =>
  `${numberFormat(language, { maximumFractionDigits: 1, signDisplay: 'exceptZero' }).format(value)} %`;
