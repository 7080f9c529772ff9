import { z } from 'zod';
import { MAX_PAGE_SIZE } from '../common/paging.ts';
import { codeNode, dbId, inputText, languageRef } from './common.ts';

/** Classification loading by parent (not shown in the spec: POST api/Classifications/by-parent). */
export const classificationsByParentBody = z.object({
  codeId: dbId,
  languageId: languageRef.default('eng'),
  /** 0 or null for the top level. */
  parentId: z.number().int().min(0).max(2147483647).nullable().default(0),
  companyTypeId: dbId.nullish(),
});

/** Classification loading by ids (not shown in the spec: POST api/Classifications/by-ids). */
export const classificationsByIdsBody = z.object({
  codeId: dbId,
  languageId: languageRef.default('eng'),
  ids: z.array(dbId).max(500),
  /** true: the children of the given nodes instead of the nodes themselves. */
  onlyChildrens: z.boolean().default(false),
  companyTypeId: dbId.nullish(),
});

export const activityClassificationSearchBody = z.object({
  name: inputText(200).optional(),
  lang: languageRef.default('eng'),
  /** Children of this node; without it the whole classification is searched. */
  parentId: dbId.optional(),
  pageNum: z.number().int().min(1).default(1),
  pageSize: z.number().int().min(1).max(MAX_PAGE_SIZE).default(20),
});

export const activityClassification = codeNode.extend({ link: z.string().nullable() });
export const activityClassificationPage = z.object({ list: z.array(activityClassification), totalPages: z.number().int() });

/** Links a NACE class to a page that explains it (an http(s) address), or removes the link. */
export const setLinkBody = z.object({
  id: dbId,
  link: z
    .string()
    .trim()
    .max(500)
    .regex(/^https?:\/\/[^\s\p{Cc}]+$/iu, 'validation.link')
    .nullable(),
});
