import { z } from 'zod';
import { coercedEntityId } from '../common/ids.ts';
import { pageFields } from '../common/paging.ts';
import { inputText, requiredInputText } from './common.ts';

/** Longest country name. */
export const COUNTRY_NAME_MAX = 100;

/** POST api/Countries/search: the codes administration's countries (the spec's api/{codes}/search for Countries). */
export const countrySearchBody = z.object({
  /** Part of a name in any language or an ISO code; accents and case are ignored. */
  name: inputText(COUNTRY_NAME_MAX).optional(),
  ...pageFields(20),
});
export type CountrySearchBody = z.infer<typeof countrySearchBody>;

/** A country as the administration edits it: ISO codes (fixed) and its name in each interface language. */
export const countryEntry = z.object({
  id: z.number().int(),
  alpha2: z.string(),
  alpha3: z.string(),
  name: z.string(),
  nameSr: z.string(),
  isWb6: z.boolean(),
});
export type CountryEntry = z.infer<typeof countryEntry>;
export const countryEntryPage = z.object({ list: z.array(countryEntry), totalPages: z.number().int(), totalCount: z.number().int() });
export type CountryEntryPage = z.infer<typeof countryEntryPage>;

/** PUT api/Countries: renames a country in the interface languages (the ISO list itself is fixed). */
export const updateCountryBody = z.object({
  id: coercedEntityId,
  name: requiredInputText(COUNTRY_NAME_MAX),
  nameSr: requiredInputText(COUNTRY_NAME_MAX),
});
export type UpdateCountryBody = z.infer<typeof updateCountryBody>;
