/** Number formats of the market figures in the interface language (en-GB, sr-Latn-RS). */
export const localeOf = (language: string | undefined) => (language?.startsWith('sr') ? 'sr-Latn-RS' : 'en-GB');

/** US dollars, whole: GDP per capita (US$11,352). */
export const formatDollars = (value: number, language: string) =>
  new Intl.NumberFormat(localeOf(language), { style: 'currency', currency: 'USD', maximumFractionDigits: 0 }).format(value);

/** US dollars, short: GDP (US$75.2B). */
export const formatDollarsShort = (value: number, language: string) =>
  new Intl.NumberFormat(localeOf(language), { style: 'currency', currency: 'USD', notation: 'compact', maximumFractionDigits: 1 }).format(
    value,
  );

/** A count, short: population (6.6M). */
export const formatCountShort = (value: number, language: string) =>
  new Intl.NumberFormat(localeOf(language), { notation: 'compact', maximumFractionDigits: 2 }).format(value);

/** A count in full, for tables: 6,623,183. */
export const formatCount = (value: number, language: string, maximumFractionDigits = 0) =>
  new Intl.NumberFormat(localeOf(language), { maximumFractionDigits }).format(value);

/** A change in per cent with its sign: +18.3 %. */
export const formatChange = (value: number, language: string) =>
  `${new Intl.NumberFormat(localeOf(language), { maximumFractionDigits: 1, signDisplay: 'exceptZero' }).format(value)} %`;
