import { z } from 'zod';
import { fileName } from '../files/files.ts';
import { entityId, optionalEntityId } from '../common/ids.ts';
import { MAX_SHORT_PAGE_SIZE, pageFields } from '../common/paging.ts';
import { optionalText, requiredText } from '../common/validation.ts';

/** Spec-1 section 5: each keyword is cut to 60 characters. */
export const KEYWORD_MAX = 60;
export const KEYWORDS_MAX_COUNT = 30;
/** The gallery editor's slots; the first image is the main one. */
export const IMAGE_SLOTS = 6;

const isoDate = z.iso.date('validation.date');

/** Splits the spec's semicolon-joined keyword string: trimmed, cut to 60, without empties and repeats. */
export function splitKeywords(joined: string | null | undefined): string[] {
  const seen = new Set<string>();
  for (const raw of (joined ?? '').split(';')) {
    const word = raw.trim().slice(0, KEYWORD_MAX).trim();
    if (word && ![...seen].some((w) => w.toLowerCase() === word.toLowerCase())) seen.add(word);
  }
  return [...seen];
}

/** Keywords as the API carries them: one semicolon-joined string, parsed into a list. */
export const keywordsText = z
  .string()
  .max(4000, 'validation.max')
  .nullish()
  .transform(splitKeywords)
  .refine((list) => list.length <= KEYWORDS_MAX_COUNT, { message: 'validation.max_items' });

/** Images as the API carries them: up to 6 stored file names joined with semicolons. */
export const imagesText = z
  .string()
  .max(1000, 'validation.max')
  .nullish()
  .transform((joined) =>
    (joined ?? '')
      .split(';')
      .map((s) => s.trim())
      .filter(Boolean),
  )
  .pipe(z.array(fileName).max(IMAGE_SLOTS, 'validation.max_items'));

/** Today as YYYY-MM-DD in the local calendar of whoever runs it (browser or server). */
export const isoToday = (now = new Date()) =>
  `${now.getFullYear()}-${String(now.getMonth() + 1).padStart(2, '0')}-${String(now.getDate()).padStart(2, '0')}`;

/**
 * The fields products and services share (spec-2 Product and Service). The date rules of
 * spec-1 section 5 that need no stored state are refined here; "valid from must be after
 * today" applies only to a new or changed date, so the server and the form check it.
 */
export const catalogueItemFields = {
  fkCompanyId: entityId,
  name: requiredText(200),
  description: optionalText(4000),
  isSupply: z.boolean().default(false),
  isDemand: z.boolean().default(false),
  validFrom: isoDate.nullish(),
  validTo: isoDate.nullish(),
  images: imagesText,
};

type DatedFlags = { isSupply: boolean; isDemand: boolean; validFrom?: string | null; validTo?: string | null };

/** Supply or demand needs a validity window, and it must not end before it starts. */
export function checkValidity(v: DatedFlags, ctx: z.RefinementCtx) {
  if (v.isSupply || v.isDemand) {
    if (!v.validFrom) ctx.addIssue({ code: 'custom', message: 'validation.required', path: ['validFrom'] });
    if (!v.validTo) ctx.addIssue({ code: 'custom', message: 'validation.required', path: ['validTo'] });
  }
  if (v.validFrom && v.validTo && v.validTo < v.validFrom) {
    for (const path of ['validFrom', 'validTo']) {
      ctx.addIssue({ code: 'custom', message: 'valid_from_greater_than_valid_to_error', path: [path] });
    }
  }
}

/** The item answer's shared fields. */
export const catalogueItemAnswerFields = {
  fkCompanyId: z.number().int(),
  companyName: z.string(),
  companyLogo: z.string().nullable(),
  countryName: z.string(),
  name: z.string(),
  description: z.string().nullable(),
  /** Semicolon-joined, as the spec sends them. */
  keywords: z.string(),
  /** Semicolon-joined stored file names; the first is the main image. */
  images: z.string(),
  mainImage: z.string().nullable(),
  isSupply: z.boolean(),
  isDemand: z.boolean(),
  validFrom: z.string().nullable(),
  validTo: z.string().nullable(),
  /** Shown in the supply-and-demand market (set singly or in bulk by the company). */
  isVisibleForSupply: z.boolean(),
  /** A supply or demand whose validity window contains today. */
  isActiveOffer: z.boolean(),
  createdAt: z.string(),
  /** Whether the caller may change or delete it. */
  canEdit: z.boolean(),
};

/** search-*-in-company and get-added-*-for-my-company (spec-2 section 5 search model). */
export const catalogueSearchFields = {
  ...pageFields(10),
  fkCompanyId: optionalEntityId,
  name: z.string().trim().max(200).nullish(),
  keywords: z.string().trim().max(200).nullish(),
  isSupply: z.boolean().nullish(),
  isDemand: z.boolean().nullish(),
};

/** The latest lists' path (latest-added-*, latest-search-for-current-user): {moduleId}/{isPublic}/{isSupplyAndDemand}. */
const flag = z.enum(['true', 'false'], 'validation.invalid').transform((v) => v === 'true');
export const snd = z.enum(['supply', 'demand'], 'validation.invalid');
export type Snd = z.infer<typeof snd>;
export const latestParams = z.object({
  moduleId: z.coerce.number().int().min(1).max(4),
  isPublic: flag,
  isSupplyAndDemand: flag,
});
export type LatestParams = z.infer<typeof latestParams>;
/** latest-added-*'s optional {snd?}, served as a second path that picks the market side. */
export const latestOfferParams = latestParams.extend({ snd });
export type LatestOfferParams = z.infer<typeof latestOfferParams>;
/** Latest lists: page 1, size 5 by default (spec-2 section 9). */
export const latestPage = z.object(pageFields(5, { maxSize: MAX_SHORT_PAGE_SIZE }));
export type LatestPage = z.infer<typeof latestPage>;

/** api/SupplyDemand: one item's supply visibility, or all of a company's items at once. */
export const singleVisibility = z.object({ id: entityId, isVisibleForSupply: z.boolean() });
export type SingleVisibility = z.infer<typeof singleVisibility>;
export const bulkVisibility = z.object({ fkCompanyId: optionalEntityId, isVisibleForSupply: z.boolean() });
export type BulkVisibility = z.infer<typeof bulkVisibility>;
export const visibilityResult = z.object({ updated: z.number().int() });
export type VisibilityResult = z.infer<typeof visibilityResult>;

/** has-products / has-services / has-supply-or-demand of a company. */
export const companyHasItems = z.object({ companyId: z.number().int(), has: z.boolean(), count: z.number().int() });
export type CompanyHasItems = z.infer<typeof companyHasItems>;
