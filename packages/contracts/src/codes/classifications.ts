import { z } from 'zod';
import { coercedEntityId, MAX_ID } from '../common/ids.ts';
import { pageFields } from '../common/paging.ts';
import { CodeType } from './code-types.ts';
import { codeSearchBody } from './codes.ts';
import { codeNode, inputText, languageRef } from './common.ts';

/** Classification loading by parent (not shown in the spec: POST api/Classifications/by-parent). */
export const classificationsByParentBody = z.object({
  codeId: coercedEntityId,
  languageId: languageRef.default('eng'),
  /** 0 or null for the top level. */
  parentId: z.number().int().min(0).max(MAX_ID).nullable().default(0),
  companyTypeId: coercedEntityId.nullish(),
});
export type ClassificationsByParentBody = z.infer<typeof classificationsByParentBody>;

/** Classification loading by ids (not shown in the spec: POST api/Classifications/by-ids). */
export const classificationsByIdsBody = z.object({
  codeId: coercedEntityId,
  languageId: languageRef.default('eng'),
  ids: z.array(coercedEntityId).max(500),
  /** true: the children of the given nodes instead of the nodes themselves. */
  onlyChildrens: z.boolean().default(false),
  companyTypeId: coercedEntityId.nullish(),
});
export type ClassificationsByIdsBody = z.infer<typeof classificationsByIdsBody>;

export const activityClassificationSearchBody = z.object({
  name: inputText(200).optional(),
  lang: languageRef.default('eng'),
  /** Children of this node; without it the whole classification is searched. */
  parentId: coercedEntityId.optional(),
  ...pageFields(20),
});
export type ActivityClassificationSearchBody = z.infer<typeof activityClassificationSearchBody>;

export const activityClassification = codeNode.extend({ link: z.string().nullable() });
export type ActivityClassification = z.infer<typeof activityClassification>;
export const activityClassificationPage = z.object({ list: z.array(activityClassification), totalPages: z.number().int() });
export type ActivityClassificationPage = z.infer<typeof activityClassificationPage>;

/** Links a NACE class to a page that explains it (an http(s) address), or removes the link. */
export const setLinkBody = z.object({
  id: coercedEntityId,
  link: z
    .string()
    .trim()
    .max(500)
    .regex(/^https?:\/\/[^\s\p{Cc}]+$/iu, 'validation.link')
    .nullable(),
});
export type SetLinkBody = z.infer<typeof setLinkBody>;

/**
 * POST api/Classifications/search (the codes administration): NACE (5) or HS (6) entries with
 * their names in every language, searched by code or name, or the children of `parentId`.
 */
export const classificationAdminSearchBody = codeSearchBody.extend({
  codeId: z.union([z.literal(CodeType.activityClass), z.literal(CodeType.productClass)], { error: 'validation.invalid' }),
});
export type ClassificationAdminSearchBody = z.input<typeof classificationAdminSearchBody>;
