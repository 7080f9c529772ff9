import { z } from 'zod';
import { MAX_PAGE_SIZE } from '../common/paging.ts';
import { dbId, inputText, requiredInputText } from './common.ts';

export const language = z.object({ pkLanguageId: z.number().int(), name: z.string(), code: z.string() });
export const languagePage = z.object({ list: z.array(language), totalPages: z.number().int(), totalCount: z.number().int() });

export const languageSearchBody = z.object({
  name: inputText(100).optional(),
  pageNum: z.number().int().min(1).default(1),
  pageSize: z.number().int().min(1).max(MAX_PAGE_SIZE).default(20),
});

const fields = {
  name: requiredInputText(100),
  /** Also the folder of the web app's translation files (lang/{code}/...). */
  code: z
    .string()
    .trim()
    .regex(/^[a-z]{2,3}$/, 'validation.format'),
};
export const createLanguageBody = z.object(fields);
export const updateLanguageBody = z.object({ pkLanguageId: dbId, ...fields });
