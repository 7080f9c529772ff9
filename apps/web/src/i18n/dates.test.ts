import { describe, expect, it } from 'vitest';
import { formatDate } from './dates.ts';

describe('dates', () => {
  it('display as DD.MM.YYYY. (spec-1 section 1)', () => {
    expect(formatDate('2026-03-07')).toBe('07.03.2026.');
    expect(formatDate(new Date(2026, 11, 31))).toBe('31.12.2026.');
  });

  it('show nothing for empty or invalid values', () => {
    expect(formatDate(null)).toBe('');
    expect(formatDate('')).toBe('');
    expect(formatDate('not a date')).toBe('');
  });
});
