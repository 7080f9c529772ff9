import { describe, expect, it } from 'vitest';
import { fromYearCells, setYearValue, toYearCells, valueOfYear } from './year-table.ts';

const years = [2023, 2024, 2025, 2026];

describe('year table mapping', () => {
  it('shows one cell per profile year, oldest first, empty where the list has no value', () => {
    expect(
      toYearCells(
        [
          { year: 2025, value: 910 },
          { year: 2023, value: 780 },
        ],
        years,
      ),
    ).toEqual([
      { year: 2023, value: 780 },
      { year: 2024, value: null },
      { year: 2025, value: 910 },
      { year: 2026, value: null },
    ]);
    expect(toYearCells(undefined, years).every((c) => c.value === null)).toBe(true);
  });

  it('hides years that have left the four-year window', () => {
    expect(toYearCells([{ year: 2019, value: 5 }], years).map((c) => c.value)).toEqual([null, null, null, null]);
  });

  it('sends back only filled profile years, oldest first (zero counts as a value)', () => {
    expect(
      fromYearCells(
        [
          { year: 2026, value: 0 },
          { year: 2024, value: null },
          { year: 2019, value: 3 },
          { year: 2023, value: -120000 },
        ],
        years,
      ),
    ).toEqual([
      { year: 2023, value: -120000 },
      { year: 2026, value: 0 },
    ]);
  });

  it('changes one year from what the number input hands over', () => {
    const list = [{ year: 2024, value: 10 }];
    expect(setYearValue(list, 2025, 12.5, years)).toEqual([
      { year: 2024, value: 10 },
      { year: 2025, value: 12.5 },
    ]);
    expect(setYearValue(list, 2024, '', years)).toEqual([]);
    expect(setYearValue(list, 2024, '1500', years)).toEqual([{ year: 2024, value: 1500 }]);
    // Half-typed input ("-") is not a number yet: the year stays empty.
    expect(setYearValue(list, 2023, '-', years)).toEqual([{ year: 2024, value: 10 }]);
    expect(valueOfYear(setYearValue(list, 2026, null, years), 2026)).toBeNull();
  });
});
