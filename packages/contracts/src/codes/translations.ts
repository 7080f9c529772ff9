import { z } from 'zod';
import { coercedEntityId } from '../common/ids.ts';
import { languageRef, requiredInputText } from './common.ts';

/** The name of a code (titleId: the code's id) in one language (lang: code or id). */
export const codeTranslation = z.object({
  titleId: z.number().int(),
  lang: z.string(),
  languageId: z.number().int(),
  name: z.string(),
});
export type CodeTranslation = z.infer<typeof codeTranslation>;
export const codeTranslationList = z.object({ list: z.array(codeTranslation) });
export type CodeTranslationList = z.infer<typeof codeTranslationList>;

export const codeTranslationQuery = z.object({ titleId: coercedEntityId, lang: languageRef.optional() });
export type CodeTranslationQuery = z.infer<typeof codeTranslationQuery>;
export const codeTranslationBody = z.object({
  titleId: coercedEntityId,
  lang: languageRef,
  name: requiredInputText(300),
});
export type CodeTranslationBody = z.infer<typeof codeTranslationBody>;
