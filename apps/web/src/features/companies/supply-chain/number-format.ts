/** Number separators by interface language: 1,234.5 in English, 1.234,5 in Serbian. */
export function separatorsOf(language: string | undefined) {
  return language?.startsWith('sr') ? { thousandSeparator: '.', decimalSeparator: ',' } : { thousandSeparator: ',', decimalSeparator: '.' };
}

/** A number with thousands separators and at most two decimals; '' for no value. */
export function formatNumber(value: number | null | undefined, language: string | undefined, maximumFractionDigits = 2): string {
  if (value === null || value === undefined || !Number.isFinite(value)) return '';
  const locale = language?.startsWith('sr') ? 'sr-Latn-RS' : 'en-GB';
  return new Intl.NumberFormat(locale, { maximumFractionDigits }).format(value);
}
