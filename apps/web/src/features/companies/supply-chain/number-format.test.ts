import { describe, expect, it } from 'vitest';
import { dayjsLocale } from '../../../components/form/date-format.ts';
import { formatNumber, separatorsOf } from './number-format.ts';

describe('numbers in each interface language', () => {
  it('use the separators of its locale', () => {
    expect(separatorsOf('eng')).toEqual({ thousandSeparator: ',', decimalSeparator: '.' });
    expect(separatorsOf('sr')).toEqual({ thousandSeparator: '.', decimalSeparator: ',' });
    expect(separatorsOf('mk')).toEqual({ thousandSeparator: '.', decimalSeparator: ',' });
    expect(separatorsOf('sq')).toEqual({ thousandSeparator: '\u00a0', decimalSeparator: ',' });
  });

  it('format with them, English for an unknown language', () => {
    expect(formatNumber(1234567.891, 'sr')).toBe('1.234.567,89');
    expect(formatNumber(1234567.891, 'sq')).toBe('1\u00a0234\u00a0567,89');
    expect(formatNumber(1234567.891, 'mk')).toBe('1.234.567,89');
    expect(formatNumber(1234567.891, 'de')).toBe('1,234,567.89');
  });

  it('name months in the date picker in the language', () => {
    expect(['eng', 'sr', 'sq', 'mk', 'xx'].map(dayjsLocale)).toEqual(['en', 'sr', 'sq', 'mk', 'en']);
  });
});
