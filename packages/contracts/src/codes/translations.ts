import { z } from 'zod';
import { dbId, languageRef, requiredInputText } from './common.ts';

/** The name of a code (titleId: the code's id) in one language (lang: code or id). */
export const codeTranslation = z.object({
  titleId: z.number().int(),
  lang: z.string(),
  languageId: z.number().int(),
  name: z.string(),
});
export const codeTranslationList = z.object({ list: z.array(codeTranslation) });

export const codeTranslationQuery = z.object({ titleId: dbId, lang: languageRef.optional() });
export const codeTranslationBody = z.object({
  titleId: dbId,
  lang: languageRef,
  name: requiredInputText(300),
});
