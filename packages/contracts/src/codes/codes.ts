import { z } from 'zod';
import { coercedEntityId } from '../common/ids.ts';
import { pageFields } from '../common/paging.ts';
import { inputText, requiredInputText } from './common.ts';
import { DEFAULT_LANGUAGE_ID } from './code-types.ts';

/** A codes module name as it appears in paths: api/{codes}, api/{codes}Codes. */
export const codesModuleName = requiredInputText(60);
export const codesParams = z.object({ codes: codesModuleName });
export type CodesParams = z.infer<typeof codesParams>;
export const codesIdParams = z.object({ codes: codesModuleName, id: coercedEntityId });
export type CodesIdParams = z.infer<typeof codesIdParams>;

/** The fields a codes module's form shows. */
export const codeFields = ['code', 'name', 'sortOrder', 'parentId', 'countryId'] as const;

/** One entry of GET api/CodesConfig: a codes module the administration manages. */
export const codesConfigEntry = z.object({
  pkCodeTypeId: z.number().int(),
  modelName: z.string(),
  title_id: z.string(),
  isTree: z.boolean(),
  isEditable: z.boolean(),
  isBuiltin: z.boolean(),
  fields: z.array(z.enum(codeFields)),
});
export type CodesConfigEntry = z.infer<typeof codesConfigEntry>;
export const codesConfigList = z.object({ list: z.array(codesConfigEntry) });
export type CodesConfigList = z.infer<typeof codesConfigList>;

/** The translation key of a module's title, e.g. codes.attendee_type. */
const titleId = z
  .string()
  .trim()
  .min(1, 'validation.required')
  .max(100)
  .regex(/^[a-z0-9_.]+$/, 'validation.format');
/** POST api/{codes}Codes: a new codes module named {codes}. */
export const codesModuleBody = z.object({ title_id: titleId, isTree: z.boolean().default(false) });
export type CodesModuleBody = z.infer<typeof codesModuleBody>;
/** PUT api/{codes}Codes: a new title for a module. */
export const codesModuleUpdateBody = z.object({ title_id: titleId });
export type CodesModuleUpdateBody = z.infer<typeof codesModuleUpdateBody>;
/** A name a new module may take: a PascalCase word. */
export const newCodesModuleName = z.string().regex(/^[A-Z][A-Za-z0-9]{1,59}$/, 'validation.format');

export const codeTranslationInput = z.object({ languageId: coercedEntityId, name: requiredInputText(300) });
export type CodeTranslationInput = z.infer<typeof codeTranslationInput>;

const codeBody = {
  code: z
    .string()
    .trim()
    .min(1, 'validation.required')
    .max(30)
    .regex(/^[A-Za-z0-9._-]+$/, 'validation.format'),
  sortOrder: z.number().int().min(0).max(1000000).default(0),
  parentId: coercedEntityId.nullish(),
  countryId: coercedEntityId.nullish(),
  /** The name in one or more languages; English (id 1) is required. */
  translations: z
    .array(codeTranslationInput)
    .min(1, 'validation.required')
    .max(50)
    .refine((l) => l.some((t) => t.languageId === DEFAULT_LANGUAGE_ID), 'default_language_name_required')
    .refine((l) => new Set(l.map((t) => t.languageId)).size === l.length, 'validation.invalid'),
};
export const createCodeBody = z.object(codeBody);
export type CreateCodeBody = z.infer<typeof createCodeBody>;
export const updateCodeBody = z.object({ id: coercedEntityId, ...codeBody });
export type UpdateCodeBody = z.infer<typeof updateCodeBody>;

export const codeEntry = z.object({
  id: z.number().int(),
  codeTypeId: z.number().int(),
  code: z.string(),
  /** The English name. */
  name: z.string(),
  parentId: z.number().int().nullable(),
  level: z.number().int(),
  sortOrder: z.number().int(),
  countryId: z.number().int().nullable(),
  isDeleted: z.boolean(),
  translations: z.array(z.object({ languageId: z.number().int(), lang: z.string(), name: z.string() })),
});
export type CodeEntry = z.infer<typeof codeEntry>;

export const codeSearchBody = z.object({
  /** Part of the name (any language, accents ignored) or of the code. */
  name: inputText(200).optional(),
  parentId: coercedEntityId.optional(),
  includeDeleted: z.boolean().default(false),
  ...pageFields(20),
});
export type CodeSearchBody = z.infer<typeof codeSearchBody>;
export const codePage = z.object({ list: z.array(codeEntry), totalPages: z.number().int(), totalCount: z.number().int() });
export type CodePage = z.infer<typeof codePage>;

/** Next free code (not shown in the spec): GET api/{codes}/next-free-code?code=. */
export const nextFreeCodeQuery = z.object({ code: codeBody.code });
export type NextFreeCodeQuery = z.infer<typeof nextFreeCodeQuery>;
export const nextFreeCodeResult = z.object({
  code: z.string(),
  isTaken: z.boolean(),
  /** 0 when the asked code is free, else the next free code after it. */
  nextFreeCode: z.union([z.string(), z.literal(0)]),
});
export type NextFreeCodeResult = z.infer<typeof nextFreeCodeResult>;
