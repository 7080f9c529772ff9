import { describe, expect, it } from 'vitest';
import { numberFormat } from './number-format.ts';

describe('numberFormat', () => {
  it("writes numbers as each interface language's locale does", () => {
    const n = 1234567.5;
    expect(numberFormat('eng').format(n)).toBe('1,234,567.5');
    expect(numberFormat('sr').format(n)).toBe('1.234.567,5');
    expect(numberFormat('mk').format(n)).toBe('1.234.567,5');
    expect(numberFormat('sq').format(n).replace(/\s/g, ' ')).toBe('1 234 567,5');
  });

  it('makes one format for each language and options, and tells options apart', () => {
    expect(numberFormat('sr', { maximumFractionDigits: 0 })).toBe(numberFormat('sr', { maximumFractionDigits: 0 }));
    expect(numberFormat('sr', { maximumFractionDigits: 0 })).not.toBe(numberFormat('mk', { maximumFractionDigits: 0 }));
    expect(numberFormat('sr', { style: 'percent' }).format(0.5)).toBe('50%');
    expect(numberFormat('sr').format(0.5)).toBe('0,5');
  });
});
