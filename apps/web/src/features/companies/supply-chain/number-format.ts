import { numberFormat } from '../../../i18n/number-format.ts';

/**
 * Number separators by interface language, as its locale writes them: 1,234.5 in English,
 * 1.234,5 in Serbian and Macedonian, 1 234 567,5 in Albanian (a no-break space; Albanian groups
 * from five digits on, so a million is asked for).
 */
export function separatorsOf(language: string | undefined) {
  const parts = numberFormat(language).formatToParts(1234567.5);
  return {
    thousandSeparator: parts.find((p) => p.type === 'group')?.value ?? ',',
    decimalSeparator: parts.find((p) => p.type === 'decimal')?.value ?? '.',
  };
}

/** A number with thousands separators and at most two decimals; '' for no value. */
export function formatNumber(value: number | null | undefined, language: string | undefined, maximumFractionDigits = 2): string {
  if (value === null || value === undefined || !Number.isFinite(value)) return '';
  return numberFormat(language, { maximumFractionDigits }).format(value);
}
