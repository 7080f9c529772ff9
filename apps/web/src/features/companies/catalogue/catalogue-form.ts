import { checkValidity, isoToday, splitKeywords } from '@portal/contracts/catalogue/catalogue-item';
import { productModel } from '@portal/contracts/catalogue/products';
import { serviceModel } from '@portal/contracts/catalogue/services';
import { z } from 'zod';
import { dayOf, imagesOf } from './catalogue-format.ts';
import type { ModelOf, Product, Service } from './catalogue-queries.ts';

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

/** The message key of "once supply or demand was ticked, one must stay ticked". */
export const STAY_TICKED = 'supply_or_demand_must_stay';

/**
 * Spec-1 section 5 date rules, checked on every validation (also while other fields are still
 * wrong): dates required with a flag, "valid to" not before "valid from", a new or changed
 * "valid from" after today, and once engaged one flag stays ticked.
 */
function checkOffer(v: CatalogueFormValues, ctx: z.RefinementCtx, rules: CatalogueFormRules) {
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

/** A list field of the form checked as the contract's semicolon-joined text. */
const joined = <T extends z.ZodType>(schema: T) =>
  z
    .array(z.string())
    .transform((list) => list.join(';'))
    .pipe(schema as unknown as z.ZodType<z.output<T>, string>);

const always = { when: () => true };

/** A contract with the form's list fields and its date rules. */
function formSchemaOf(model: typeof productModel | typeof serviceModel) {
  const { keywords, images } = model.shape;
  return (rules: CatalogueFormRules) =>
    z
      .object({ ...model.shape, keywords: joined(keywords), images: joined(images) })
      .superRefine((v, ctx) => checkOffer(v as unknown as CatalogueFormValues, ctx, rules), always);
}

export const productFormSchema = formSchemaOf(productModel);
export const serviceFormSchema = formSchemaOf(serviceModel);

interface ParsedCommon {
  description?: string | null;
  keywords: string[];
  images: string[];
  validFrom?: string | null;
  validTo?: string | null;
}

/** The API body: keywords and images joined with ';', empty text as null. */
export function catalogueBody<M extends ModelOf<'product'> | ModelOf<'service'>>(parsed: ParsedCommon & Omit<M, keyof ParsedCommon>): M {
  return {
    ...parsed,
    description: parsed.description?.trim() ? parsed.description.trim() : null,
    keywords: parsed.keywords.join(';'),
    images: parsed.images.join(';'),
    validFrom: parsed.validFrom ?? null,
    validTo: parsed.validTo ?? null,
  } as unknown as M;
}
