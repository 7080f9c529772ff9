import { z } from 'zod';
import { MAX_PAGE_SIZE } from '../common/paging.ts';
import { dbId, inputText } from './common.ts';

export const citySearchBody = z.object({
  countryId: dbId,
  /** Start or part of the name; accents and case are ignored. */
  query: inputText(100).default(''),
  pageNum: z.number().int().min(1).default(1),
  pageSize: z.number().int().min(1).max(MAX_PAGE_SIZE).default(20),
});
export const city = z.object({ id: z.number().int(), name: z.string(), countryId: z.number().int() });
export const cityPage = z.object({ list: z.array(city), totalPages: z.number().int() });

/** The choices of "number of countries exported to" (supply-chain data on services). */
export const numberOfCountriesValue = z.object({
  id: z.number().int(),
  name: z.string(),
  min: z.number().int(),
  max: z.number().int().nullable(),
});
export const numberOfCountriesValues = z.object({ list: z.array(numberOfCountriesValue) });
export const numberOfCountriesChoices: z.infer<typeof numberOfCountriesValue>[] = [
  { id: 1, name: '1', min: 1, max: 1 },
  { id: 2, name: '2-5', min: 2, max: 5 },
  { id: 3, name: '6-10', min: 6, max: 10 },
  { id: 4, name: '11-20', min: 11, max: 20 },
  { id: 5, name: '21+', min: 21, max: null },
];
