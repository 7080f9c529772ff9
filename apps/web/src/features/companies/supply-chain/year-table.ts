import { profileYears, type YearValue } from '@portal/contracts/companies/year-values';

/** The value a year holds in a contract list, or null when the list has none. */
export function valueOfYear(list: readonly YearValue[] | null | undefined, year: number): number | null {
  return list?.find((v) => v.year === year)?.value ?? null;
}

/**
 * A contract list as the table shows it: one cell per profile year (the current year and the three
 * before), oldest first; years the list lacks are empty.
 */
export function toYearCells(list: readonly YearValue[] | null | undefined, years: readonly number[] = profileYears()) {
  return years.map((year) => ({ year, value: valueOfYear(list, year) }));
}

/**
 * The table's cells back to the contract: only the profile years, oldest first, empty cells left out
 * (an empty list counts as "not filled in" for the profile completeness).
 */
export function fromYearCells(cells: readonly YearValue[], years: readonly number[] = profileYears()): YearValue[] {
  return years
    .map((year) => ({ year, value: valueOfYear(cells, year) }))
    .filter((c): c is { year: number; value: number } => c.value !== null && Number.isFinite(c.value));
}

/** The list with one year's value changed (null or '' clears it), normalised as `fromYearCells`. */
export function setYearValue(
  list: readonly YearValue[] | null | undefined,
  year: number,
  value: number | string | null,
  years: readonly number[] = profileYears(),
): YearValue[] {
  const next = typeof value === 'number' ? value : value === null || value.trim() === '' ? null : Number(value);
  const cells = toYearCells(list, years).map((c) => (c.year === year ? { year, value: next } : c));
  return fromYearCells(cells, years);
}
