import { z } from 'zod';
import { entityId, optionalEntityId } from '../common/ids.ts';
import { catalogueItemAnswerFields, catalogueItemFields, catalogueSearchFields, checkValidity, keywordsText } from './catalogue-item.ts';

/** POST and PUT api/Services (spec-2 Service; spec-1 section 5 service form rules). */
export const serviceModel = z
  .object({
    pkServiceId: entityId.optional(),
    /** A NACE class (code type 5) from the company's activity list. */
    fkActivityClassificationId: entityId,
    /** A NICE class (code type 11), optional. */
    fkServiceCategoriesId: optionalEntityId,
    keywords: keywordsText,
    ...catalogueItemFields,
  })
  .superRefine(checkValidity);
export type ServiceModel = z.infer<typeof serviceModel>;
export type ServiceModelInput = z.input<typeof serviceModel>;

export const service = z.object({
  pkServiceId: z.number().int(),
  fkActivityClassificationId: z.number().int(),
  activityCode: z.string(),
  activityName: z.string(),
  fkServiceCategoriesId: z.number().int().nullable(),
  serviceCategoryName: z.string().nullable(),
  ...catalogueItemAnswerFields,
});
export type Service = z.infer<typeof service>;

export const serviceSearch = z.object({
  ...catalogueSearchFields,
  fkActivityClassificationIds: z.array(entityId).max(100).nullish(),
  FkServiceCategoriesId: optionalEntityId,
});
export type ServiceSearch = z.input<typeof serviceSearch>;
/** As the server receives it: defaults applied. */
export type ParsedServiceSearch = z.infer<typeof serviceSearch>;

export const servicePage = z.object({ services: z.array(service), totalPages: z.number().int(), totalCount: z.number().int() });
export type ServicePage = z.infer<typeof servicePage>;
export const serviceList = z.object({ services: z.array(service) });
export type ServiceList = z.infer<typeof serviceList>;
