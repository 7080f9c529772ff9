import { z } from 'zod';
import { entityId } from '../common/ids.ts';
import { pageQuery } from '../common/paging.ts';
import { optionalText, requiredText } from '../common/validation.ts';
import { functionRef } from './roles.ts';

/**
 * The spec's Function group (spec-2 section 3 lists PkFunctionGroupId, Name, Description,
 * TitleId, Default, AdminActionGroup, IsDeleted, IsSystem, IsBuiltin, AnonymousGroup); JSON
 * fields are camelCase like every other answer. A group bundles functions.
 */
export const functionGroupModel = z.object({
  pkFunctionGroupId: z.number().int(),
  name: z.string(),
  description: z.string().nullable(),
  titleId: z.string().nullable(),
  default: z.boolean(),
  adminActionGroup: z.boolean(),
  isDeleted: z.boolean(),
  isSystem: z.boolean(),
  isBuiltin: z.boolean(),
  anonymousGroup: z.boolean(),
  functionIds: z.array(z.number().int()),
  functions: z.array(functionRef),
});
export type FunctionGroupModel = z.infer<typeof functionGroupModel>;

export const functionGroupList = z.array(functionGroupModel);
export type FunctionGroupList = z.infer<typeof functionGroupList>;
export const functionGroupPage = z.object({
  list: z.array(functionGroupModel),
  totalPages: z.number().int(),
  totalCount: z.number().int(),
});
export type FunctionGroupPage = z.infer<typeof functionGroupPage>;

export const functionGroupSearchModel = z.object({ ...pageQuery.shape, name: z.string().trim().max(200).nullish() });
export type FunctionGroupSearchModel = z.infer<typeof functionGroupSearchModel>;

export const functionGroupCreateModel = z.object({
  name: requiredText(100),
  description: optionalText(500),
  titleId: optionalText(100),
  default: z.boolean().default(false),
  adminActionGroup: z.boolean().default(false),
  anonymousGroup: z.boolean().default(false),
  functionIds: z.array(entityId).max(500).default([]),
});
export type FunctionGroupCreateModel = z.infer<typeof functionGroupCreateModel>;

export const functionGroupUpdateModel = functionGroupCreateModel.extend({ pkFunctionGroupId: entityId });
export type FunctionGroupUpdateModel = z.infer<typeof functionGroupUpdateModel>;
