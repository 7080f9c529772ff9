import { LanguageId } from '@portal/contracts/codes/code-types';
import { type AnyColumn, type SQL, sql } from 'drizzle-orm';
import { countries } from '../../db/schema/all.ts';

/** The name columns of a country, as a read of the countries table gives them. */
export interface CountryNames {
  name: string;
  nameSr: string;
  nameSq: string;
  nameMk: string;
}

/** Which name serves an interface language: the one rule; English for any other language. */
function nameKey(languageId: number): keyof CountryNames {
  switch (languageId) {
    case LanguageId.serbian:
      return 'nameSr';
    case LanguageId.albanian:
      return 'nameSq';
    case LanguageId.macedonian:
      return 'nameMk';
    default:
      return 'name';
  }
}

/** A country's name in an interface language, from a row already read. */
export const countryNameOf = (country: CountryNames, languageId: number): string => country[nameKey(languageId)];

/**
 * The same name as SQL, for selects and orderings, over the countries table or an alias of it
 * (`alias(countries, 'k')` in a statement that names it k).
 */
export const countryNameIn = (languageId: number, table: Record<keyof CountryNames, AnyColumn> = countries): SQL<string> =>
  sql<string>`${table[nameKey(languageId)]}`;
