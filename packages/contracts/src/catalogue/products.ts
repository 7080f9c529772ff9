import { z } from 'zod';
import { entityId } from '../common/ids.ts';
import { catalogueItemAnswerFields, catalogueItemFields, catalogueSearchFields, checkValidity, keywordsText } from './catalogue-item.ts';

/** POST and PUT api/Products (spec-2 Product; spec-1 section 5 product form rules). */
export const productModel = z
  .object({
    pkProductId: entityId.optional(),
    /** An HS leaf code (code type 6). */
    fkProductClassificationId: entityId,
    keywords: keywordsText.refine((list) => list.length > 0, { message: 'keywords_are_required' }),
    ...catalogueItemFields,
  })
  .superRefine(checkValidity);
export type ProductModel = z.infer<typeof productModel>;
export type ProductModelInput = z.input<typeof productModel>;

export const product = z.object({
  pkProductId: z.number().int(),
  fkProductClassificationId: z.number().int(),
  classificationCode: z.string(),
  classificationName: z.string(),
  ...catalogueItemAnswerFields,
});
export type Product = z.infer<typeof product>;

export const productSearch = z.object({
  ...catalogueSearchFields,
  fkProductClassificationIds: z.array(entityId).max(100).nullish(),
});
export type ProductSearch = z.input<typeof productSearch>;
/** As the server receives it: defaults applied. */
export type ParsedProductSearch = z.infer<typeof productSearch>;

export const productPage = z.object({ products: z.array(product), totalPages: z.number().int(), totalCount: z.number().int() });
export type ProductPage = z.infer<typeof productPage>;
export const productList = z.object({ products: z.array(product) });
export type ProductList = z.infer<typeof productList>;
