import { z } from 'zod';
import { coercedEntityId } from '../common/ids.ts';
import { pageFields } from '../common/paging.ts';
import { LanguageId } from './code-types.ts';
import { inputText, languageRef, requiredInputText } from './common.ts';

export const citySearchBody = z.object({
  countryId: coercedEntityId,
  /** Start or part of the name (in any language); accents and case are ignored. */
  query: inputText(100).default(''),
  /** The language the names are given in (code or id); a city without a name there is named in English. */
  lang: languageRef.default('eng'),
  ...pageFields(20),
});
export type CitySearchBody = z.infer<typeof citySearchBody>;
/** A city's name in a language: its Serbian name in Serbian where it has one, else its English name. */
export const cityNameIn = (city: { name: string; nameSr: string | null }, languageId: number) =>
  languageId === LanguageId.serbian ? (city.nameSr ?? city.name) : city.name;

export const city = z.object({ id: z.number().int(), name: z.string(), countryId: z.number().int() });
export type City = z.infer<typeof city>;
export const cityPage = z.object({ list: z.array(city), totalPages: z.number().int() });
export type CityPage = z.infer<typeof cityPage>;

/** Longest city name. */
export const CITY_NAME_MAX = 100;

/** POST api/Cities/search: the codes administration's cities (the spec's api/{codes}/search for Cities). */
export const cityAdminSearchBody = z.object({
  countryId: coercedEntityId.optional(),
  /** Part of the name in any language; accents and case are ignored. */
  name: inputText(CITY_NAME_MAX).optional(),
  ...pageFields(20),
});
export type CityAdminSearchBody = z.infer<typeof cityAdminSearchBody>;

/** A city as the administration edits it: its name in each interface language. */
export const cityEntry = z.object({
  id: z.number().int(),
  countryId: z.number().int(),
  countryName: z.string(),
  /** English. */
  name: z.string(),
  /** Serbian; null when the city has none (readers then show the English name). */
  nameSr: z.string().nullable(),
  /** Companies in the city: a city in use cannot be deleted. */
  companyCount: z.number().int(),
});
export type CityEntry = z.infer<typeof cityEntry>;
export const cityEntryPage = z.object({ list: z.array(cityEntry), totalPages: z.number().int(), totalCount: z.number().int() });
export type CityEntryPage = z.infer<typeof cityEntryPage>;

const cityFields = {
  countryId: coercedEntityId,
  name: requiredInputText(CITY_NAME_MAX),
  /** Empty clears the Serbian name. */
  nameSr: inputText(CITY_NAME_MAX)
    .nullish()
    .transform((v) => v || null),
};
export const createCityBody = z.object(cityFields);
export type CreateCityBody = z.input<typeof createCityBody>;
export const updateCityBody = z.object({ id: coercedEntityId, ...cityFields });
export type UpdateCityBody = z.input<typeof updateCityBody>;

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
