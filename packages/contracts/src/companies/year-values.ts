import { z } from 'zod';
import { entityId } from '../common/ids.ts';

/** The profile's year lists cover the current year and the three before it (spec-2 section 3). */
export function profileYears(today = new Date()): number[] {
  const y = today.getFullYear();
  return [y - 3, y - 2, y - 1, y];
}

export const yearValue = z.object({
  year: z.number().int().min(1900).max(3000),
  value: z.number().finite().min(-1e15).max(1e15).nullable(),
});
export type YearValue = z.infer<typeof yearValue>;

/** A list of values by year: at most one entry per year, years within the profile's four. */
export const yearValues = z
  .array(yearValue)
  .max(4)
  .default([])
  .refine((list) => new Set(list.map((v) => v.year)).size === list.length, { message: 'validation.duplicate_year' })
  .refine((list) => list.every((v) => profileYears().includes(v.year)), { message: 'validation.year_out_of_range' });

/** The same for percentages (0-100). */
export const yearPercents = z
  .array(yearValue.extend({ value: z.number().finite().min(0, 'validation.percent').max(100, 'validation.percent').nullable() }))
  .max(4)
  .default([])
  .refine((list) => new Set(list.map((v) => v.year)).size === list.length, { message: 'validation.duplicate_year' })
  .refine((list) => list.every((v) => profileYears().includes(v.year)), { message: 'validation.year_out_of_range' });

export const idList = (max = 200) => z.array(entityId).max(max).default([]);
