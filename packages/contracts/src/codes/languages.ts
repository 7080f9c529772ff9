import { z } from 'zod';
import { coercedEntityId } from '../common/ids.ts';
import { pageFields } from '../common/paging.ts';
import { inputText, requiredInputText } from './common.ts';

export const language = z.object({ pkLanguageId: z.number().int(), name: z.string(), code: z.string() });
export type Language = z.infer<typeof language>;
export const languagePage = z.object({ list: z.array(language), totalPages: z.number().int(), totalCount: z.number().int() });
export type LanguagePage = z.infer<typeof languagePage>;

export const languageSearchBody = z.object({
  name: inputText(100).optional(),
  ...pageFields(20),
});
export type LanguageSearchBody = z.infer<typeof languageSearchBody>;

const fields = {
  name: requiredInputText(100),
  /** Also the folder of the web app's translation files (lang/{code}/...). */
  code: z
    .string()
    .trim()
    .regex(/^[a-z]{2,3}$/, 'validation.format'),
};
export const createLanguageBody = z.object(fields);
export type CreateLanguageBody = z.infer<typeof createLanguageBody>;
export const updateLanguageBody = z.object({ pkLanguageId: coercedEntityId, ...fields });
export type UpdateLanguageBody = z.infer<typeof updateLanguageBody>;
