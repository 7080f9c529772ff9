import { z } from 'zod';
import { contentLanguage, EVENT_TEXT_FIELDS, textLanguagesOf } from '../common/content-languages.ts';

/**
 * What a visitor (and a crawler) reads of a verified company and of a public event on their public
 * addresses (publicCompanyPath, publicEventPath): the server renders it into the page's HTML and
 * hands the same answer to the web app, which shows it without asking again. No contact data.
 */

/** A product or service as the public company page lists it: hidden and expired offers are left out. */
export const publicItem = z.object({
  id: z.number().int(),
  kind: z.enum(['product', 'service']),
  name: z.string(),
  description: z.string().nullable(),
  /** The main image's stored name (a public file). */
  image: z.string().nullable(),
  classificationCode: z.string().nullable(),
  classificationName: z.string().nullable(),
  isSupply: z.boolean(),
  isDemand: z.boolean(),
  validTo: z.string().nullable(),
});
export type PublicItem = z.infer<typeof publicItem>;

export const publicCompany = z.object({
  pkCompanyId: z.number().int(),
  name: z.string(),
  /** The logo's stored name (a public file). */
  logo: z.string().nullable(),
  countryName: z.string(),
  countryCode: z.string().nullable(),
  cityName: z.string().nullable(),
  /** The B2B profile's short company profile, as plain text. */
  description: z.string().nullable(),
  mainBusinessActivity: z.string().nullable(),
  /** Names of its NACE sectors. */
  sectors: z.array(z.string()),
  updatedAt: z.string(),
  products: z.array(publicItem),
  services: z.array(publicItem),
});
export type PublicCompany = z.infer<typeof publicCompany>;

export const publicEvent = z.object({
  pkEventId: z.number().int(),
  name: z.string(),
  /** The description as plain text (the stored rich text without its markup). */
  description: z.string().nullable(),
  startDate: z.string(),
  endDate: z.string(),
  isVirtual: z.boolean(),
  /** EventPlaceType: in person (1), online (2) or both (3). */
  fkEventPlaceTypeId: z.number().int(),
  eventPlace: z.string().nullable(),
  venue: z.string().nullable(),
  lat: z.number().nullable(),
  lon: z.number().nullable(),
  chamberName: z.string(),
  eventTopicName: z.string().nullable(),
  /** The first banner's stored image name (a public file). */
  banner: z.string().nullable(),
  updatedAt: z.string(),
  /** The event's main language, and the language name, description and eventPlace are in (the reader's, or the main one). */
  mainLanguage: contentLanguage,
  textLanguages: textLanguagesOf(EVENT_TEXT_FIELDS),
});
export type PublicEvent = z.infer<typeof publicEvent>;
