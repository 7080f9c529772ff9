import { z } from 'zod';
import { entityId, optionalEntityId } from '../common/ids.ts';
import { pageQuery } from '../common/paging.ts';
import { optionalText, requiredText } from '../common/validation.ts';

/** The spec's Function (spec-2 section 3): alias is the permission name a route checks. */
export const functionModel = z.object({
  pkFunctionId: z.number().int(),
  name: z.string(),
  description: z.string().nullable(),
  titleId: z.string().nullable(),
  alias: z.string(),
  fkEntityTypeId: z.number().int().nullable(),
  fkActionGroupId: z.number().int().nullable(),
  fkActionModuleId: z.number().int().nullable(),
  actions: z.array(z.number().int()),
  isDeleted: z.boolean(),
  isSystem: z.boolean(),
  isBuiltin: z.boolean(),
});
export type FunctionModel = z.infer<typeof functionModel>;

export const functionPage = z.object({ list: z.array(functionModel), totalPages: z.number().int(), totalCount: z.number().int() });
export type FunctionPage = z.infer<typeof functionPage>;

/** GET api/functions takes pageSize and pageNumber in the query (spec page size 20). */
export const functionListQuery = z.object({
  pageNumber: pageQuery.shape.pageNum,
  pageSize: pageQuery.shape.pageSize,
});
export type FunctionListQuery = z.infer<typeof functionListQuery>;

export const functionSearchModel = z.object({
  ...pageQuery.shape,
  name: z.string().trim().max(200).nullish(),
  alias: z.string().trim().max(100).nullish(),
  fkActionModuleId: optionalEntityId,
});
export type FunctionSearchModel = z.infer<typeof functionSearchModel>;

/** Lowercase letters, digits, underscores and hyphens, like the built-in aliases. */
export const functionAlias = z
  .string()
  .trim()
  .min(1, 'validation.required')
  .max(100, 'validation.max')
  .regex(/^[a-z][a-z0-9_-]*$/, 'invalid_alias');

/** Default actions 1 (read) and 2 (write). isSystem, isBuiltin and isDeleted are not the caller's. */
export const functionCreateModel = z.object({
  name: requiredText(100),
  description: optionalText(500),
  titleId: optionalText(100),
  alias: functionAlias,
  fkEntityTypeId: optionalEntityId,
  fkActionGroupId: optionalEntityId,
  fkActionModuleId: optionalEntityId,
  actions: z.array(z.number().int().min(1).max(100)).max(20).default([1, 2]),
});
export type FunctionCreateModel = z.infer<typeof functionCreateModel>;

export const functionUpdateModel = functionCreateModel.extend({ pkFunctionId: entityId });
export type FunctionUpdateModel = z.infer<typeof functionUpdateModel>;
