import { z } from 'zod';
import { ModuleId } from '../common/access.ts';
import { entityId } from '../common/ids.ts';

/**
 * The search of companies, products and services (spec-2 "search-*-on-meilisearch": payload
 * param, limit, filter, offset). The filter is structured rather than a filter string.
 */
export const SEARCH_DEFAULT_LIMIT = 150;
export const SEARCH_MAX_LIMIT = 150;
/** The furthest a search pages: relevance beyond a thousand hits is noise. */
export const SEARCH_MAX_OFFSET = 1000;
export const SEARCH_MAX_TEXT = 200;

export const searchKinds = ['company', 'product', 'service'] as const;
export type SearchKind = (typeof searchKinds)[number];

export const offerSides = ['supply', 'demand'] as const;
export type OfferSide = (typeof offerSides)[number];

const idList = (max: number) => z.array(entityId).max(max).default([]);

export const searchFilter = z.object({
  /** Classification nodes (NACE for companies and services, HS for products), each with its sub-tree. */
  categoryIds: idList(20),
  countryIds: idList(60),
  /** Only companies of the Western Balkans six, or only those outside them. */
  isWb6: z.boolean().optional(),
  companyTypeIds: idList(20),
  /** Companies that have the module (1 B2B, 2 events, 3 supply chain, 4 supply and demand). */
  moduleId: z.number().int().min(ModuleId.b2b).max(ModuleId.supplyAndDemand).optional(),
  /** Products and services offered as supply or asked for as demand, valid today. */
  side: z.enum(offerSides).optional(),
  /** Verified companies only (always so for those who may not see unverified ones). */
  isVerified: z.boolean().optional(),
  isMnc: z.boolean().optional(),
});
export type SearchFilter = z.infer<typeof searchFilter>;

export const searchRequest = z.object({
  param: z.string().trim().max(SEARCH_MAX_TEXT).default(''),
  limit: z.number().int().min(1).max(SEARCH_MAX_LIMIT).default(SEARCH_DEFAULT_LIMIT),
  offset: z.number().int().min(0).max(SEARCH_MAX_OFFSET).default(0),
  filter: searchFilter.default({ categoryIds: [], countryIds: [], companyTypeIds: [] }),
});
export type SearchRequest = z.input<typeof searchRequest>;
export type SearchQuery = z.infer<typeof searchRequest>;

export const searchCategory = z.object({ id: z.number(), code: z.string(), name: z.string() });

export const searchHit = z.object({
  kind: z.enum(searchKinds),
  /** The company's, product's or service's id. */
  id: z.number(),
  name: z.string(),
  companyId: z.number(),
  companyName: z.string(),
  /** The company logo, or the item's main image (a stored file name). */
  imageName: z.string().nullable(),
  countryId: z.number(),
  countryName: z.string(),
  /** ISO 3166 alpha-2, for the flag. */
  countryCode: z.string(),
  isWb6: z.boolean(),
  isVerified: z.boolean(),
  /** Sectors of a company, the classification of an item, in the language asked for. */
  categories: z.array(searchCategory),
  /** The start of the description, as plain text. */
  excerpt: z.string().nullable(),
  isSupply: z.boolean(),
  isDemand: z.boolean(),
  validTo: z.string().nullable(),
});
export type SearchHit = z.infer<typeof searchHit>;

export const searchAnswer = z.object({
  hits: z.array(searchHit),
  /** Matches counted up to a cap; `totalIsCapped` when there are more. */
  estimatedTotalHits: z.number(),
  totalIsCapped: z.boolean(),
  limit: z.number(),
  offset: z.number(),
  query: z.string(),
  /** The query as corrected, when its own words found nothing and corrected ones did. */
  correctedQuery: z.string().nullable(),
  /** The folded words that matched (the query's and their corrections), to highlight. */
  matchedWords: z.array(z.string()),
  processingTimeMs: z.number(),
});
export type SearchAnswer = z.infer<typeof searchAnswer>;
