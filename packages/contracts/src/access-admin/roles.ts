import { z } from 'zod';
import { entityId } from '../common/ids.ts';
import { pageQuery } from '../common/paging.ts';
import { optionalText, requiredText } from '../common/validation.ts';

/** A role's functions, edited with the role; duplicates are ignored. */
const functionIds = z.array(entityId).max(500).default([]);

export const functionRef = z.object({ pkFunctionId: z.number().int(), name: z.string(), alias: z.string() });
export type FunctionRef = z.infer<typeof functionRef>;

export const roleListItem = z.object({
  pkRoleId: z.number().int(),
  name: z.string(),
  description: z.string().nullable(),
  isCompanyRole: z.boolean(),
  isSystem: z.boolean(),
  usersCount: z.number().int(),
  /** The role policy's answer: not built-in and held by no user. */
  canDelete: z.boolean(),
});
export type RoleListItem = z.infer<typeof roleListItem>;

export const roleModel = roleListItem.extend({
  functionIds: z.array(z.number().int()),
  functions: z.array(functionRef),
});
export type RoleModel = z.infer<typeof roleModel>;

/** roles/search answers `roles, pageCount` (spec-2 section 3). */
export const rolePage = z.object({ roles: z.array(roleListItem), pageCount: z.number().int(), totalCount: z.number().int() });
export type RolePage = z.infer<typeof rolePage>;

export const roleSearchModel = z.object({
  ...pageQuery.shape,
  name: z.string().trim().max(200).nullish(),
  isCompanyRole: z.boolean().nullish(),
});
export type RoleSearchModel = z.infer<typeof roleSearchModel>;

export const roleCreateModel = z.object({
  name: requiredText(100),
  description: optionalText(500),
  isCompanyRole: z.boolean().default(false),
  functionIds,
});
export type RoleCreateModel = z.infer<typeof roleCreateModel>;

export const roleUpdateModel = roleCreateModel.extend({ pkRoleId: entityId });
export type RoleUpdateModel = z.infer<typeof roleUpdateModel>;

/** get-roles-for-create-user and get-optional-roles. */
export const roleOption = z.object({ pkRoleId: z.number().int(), name: z.string(), isCompanyRole: z.boolean() });
export type RoleOption = z.infer<typeof roleOption>;
export const roleOptions = z.array(roleOption);
export type RoleOptions = z.infer<typeof roleOptions>;
