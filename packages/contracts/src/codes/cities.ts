import { z } from 'zod';
import { coercedEntityId } from '../common/ids.ts';
import { pageFields } from '../common/paging.ts';
import { inputText } from './common.ts';

export const citySearchBody = z.object({
  countryId: coercedEntityId,
  /** Start or part of the name; accents and case are ignored. */
  query: inputText(100).default(''),
  ...pageFields(20),
});
export type CitySearchBody = z.infer<typeof citySearchBody>;
export const city = z.object({ id: z.number().int(), name: z.string(), countryId: z.number().int() });
export type City = z.infer<typeof city>;
export const cityPage = z.object({ list: z.array(city), totalPages: z.number().int() });
export type CityPage = z.infer<typeof cityPage>;

/** The choices of "number of countries exported to" (supply-chain data on services). */
export const numberOfCountriesValue = z.object({
  id: z.number().int(),
  name: z.string(),
  min: z.number().int(),
  max: z.number().int().nullable(),
});
export type NumberOfCountriesValue = z.infer<typeof numberOfCountriesValue>;
export const numberOfCountriesValues = z.object({ list: z.array(numberOfCountriesValue) });
export type NumberOfCountriesValues = z.infer<typeof numberOfCountriesValues>;
export const numberOfCountriesChoices: NumberOfCountriesValue[] = [
  { id: 1, name: '1', min: 1, max: 1 },
  { id: 2, name: '2-5', min: 2, max: 5 },
  { id: 3, name: '6-10', min: 6, max: 10 },
  { id: 4, name: '11-20', min: 11, max: 20 },
  { id: 5, name: '21+', min: 21, max: null },
];
