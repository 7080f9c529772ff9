import { checkValidity, isoToday, splitKeywords } from '@portal/contracts/catalogue/catalogue-item';
import { productModel } from '@portal/contracts/catalogue/products';
import { serviceModel } from '@portal/contracts/catalogue/services';
import { z } from 'zod';
import { dayOf, imagesOf } from './catalogue-format.ts';
import type { ModelOf } from './catalogue-kinds.ts';
import type { Product } from '@portal/contracts/catalogue/products';
import type { Service } from '@portal/contracts/catalogue/services';

/** The fields both forms share: keywords and images as lists (the form pieces' shape), dates as YYYY-MM-DD. */
export interface CatalogueFormValues extends Record<string, unknown> {
  fkCompanyId: number;
  name: string;
  description: string;
  keywords: string[];
  images: string[];
  isSupply: boolean;
  isDemand: boolean;
  validFrom: string | null;
  validTo: string | null;
}

export interface ProductFormValues extends CatalogueFormValues {
  pkProductId?: number;
  fkProductClassificationId: number | null;
}

export interface ServiceFormValues extends CatalogueFormValues {
  pkServiceId?: number;
  fkActivityClassificationId: number | null;
  fkServiceCategoriesId: number | null;
}

function commonValues(companyId: number, item: Product | Service | null | undefined): CatalogueFormValues {
  return {
    fkCompanyId: companyId,
    name: item?.name ?? '',
    description: item?.description ?? '',
    keywords: splitKeywords(item?.keywords),
    images: item ? imagesOf(item) : [],
    isSupply: item?.isSupply ?? false,
    isDemand: item?.isDemand ?? false,
    validFrom: dayOf(item?.validFrom),
    validTo: dayOf(item?.validTo),
  };
}

export const productFormValues = (companyId: number, p?: Product | null): ProductFormValues => ({
  ...(p ? { pkProductId: p.pkProductId } : {}),
  ...commonValues(companyId, p),
  fkProductClassificationId: p?.fkProductClassificationId ?? null,
});

export const serviceFormValues = (companyId: number, s?: Service | null): ServiceFormValues => ({
  ...(s ? { pkServiceId: s.pkServiceId } : {}),
  ...commonValues(companyId, s),
  fkActivityClassificationId: s?.fkActivityClassificationId ?? null,
  fkServiceCategoriesId: s?.fkServiceCategoriesId ?? null,
});

/** What the form knows beyond its values: the stored item, and whether supply or demand was ever ticked. */
export interface CatalogueFormRules {
  /** The stored item's "valid from"; undefined for a new item. */
  storedFrom?: string | null;
  isNew: boolean;
  /** True once supply or demand was ticked (stored, or ticked in this form). */
  engaged: () => boolean;
  today?: () => string;
}

const isoDay = /^\d{4}-\d{2}-\d{2}$/;

/** What the date rules read; checked on every validation, so the values may still be wrong. */
interface OfferValues {
  validFrom?: string | null;
  validTo?: string | null;
  isSupply?: boolean;
  isDemand?: boolean;
}

/** The message key of "once supply or demand was ticked, one must stay ticked". */
export const STAY_TICKED = 'supply_or_demand_must_stay';

/**
 * Spec-1 section 5 date rules, checked on every validation (also while other fields are still
 * wrong): dates required with a flag, "valid to" not before "valid from", a new or changed
 * "valid from" after today, and once engaged one flag stays ticked.
 */
function checkOffer(v: OfferValues, ctx: z.RefinementCtx, rules: CatalogueFormRules) {
  const validFrom = typeof v.validFrom === 'string' && isoDay.test(v.validFrom) ? v.validFrom : null;
  const validTo = typeof v.validTo === 'string' && isoDay.test(v.validTo) ? v.validTo : null;
  // First, so that "valid from" shows it while "valid to" shows the date order.
  const changed = rules.isNew || validFrom !== (rules.storedFrom ?? null);
  if (validFrom && changed && validFrom <= (rules.today ?? isoToday)()) {
    ctx.addIssue({ code: 'custom', message: 'valid_from_cant_be_in_the_past', path: ['validFrom'] });
  }
  checkValidity({ isSupply: !!v.isSupply, isDemand: !!v.isDemand, validFrom, validTo }, ctx);
  if (rules.engaged() && !v.isSupply && !v.isDemand) ctx.addIssue({ code: 'custom', message: STAY_TICKED, path: ['isSupply'] });
}

/** A list input of the form checked as the contract's semicolon-joined text. */
const joined = <T extends z.ZodType>(schema: T) => z.preprocess((list) => (Array.isArray(list) ? list.join(';') : list), schema);

const always = { when: () => true };

interface ParsedCommon {
  description?: string | null;
  keywords: string[];
  images: string[];
  validFrom?: string | null;
  validTo?: string | null;
}

/** The API body: keywords and images joined with ';', empty text as null. */
function catalogueBody<P extends ParsedCommon>(parsed: P) {
  const { description, keywords, images, validFrom, validTo, ...rest } = parsed;
  return {
    ...rest,
    description: description?.trim() ? description.trim() : null,
    keywords: keywords.join(';'),
    images: images.join(';'),
    validFrom: validFrom ?? null,
    validTo: validTo ?? null,
  };
}

/** The product form's schema: the contract with the form's list inputs and its date rules; the output is the API body. */
export const productFormSchema = (rules: CatalogueFormRules) =>
  z
    .object({ ...productModel.shape, keywords: joined(productModel.shape.keywords), images: joined(productModel.shape.images) })
    .superRefine((v, ctx) => checkOffer(v, ctx, rules), always)
    .transform((parsed): ModelOf<'product'> => catalogueBody(parsed));

/** The service form's schema, as the product's. */
export const serviceFormSchema = (rules: CatalogueFormRules) =>
  z
    .object({ ...serviceModel.shape, keywords: joined(serviceModel.shape.keywords), images: joined(serviceModel.shape.images) })
    .superRefine((v, ctx) => checkOffer(v, ctx, rules), always)
    .transform((parsed): ModelOf<'service'> => catalogueBody(parsed));
