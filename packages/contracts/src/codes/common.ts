import { z } from 'zod';

/** PostgreSQL text cannot hold the NUL character: refuse it as bad input. */
const withoutNul = (v: string) => !v.includes('\u0000');

/** Free text from a client: trimmed, at most `max` characters, no NUL. */
export const inputText = (max: number) => z.string().trim().max(max, 'validation.max').refine(withoutNul, 'validation.invalid');
/** Required free text: as inputText, not empty. */
export const requiredInputText = (max: number) =>
  z.string().trim().min(1, 'validation.required').max(max, 'validation.max').refine(withoutNul, 'validation.invalid');

/**
 * A language in a path or body: its code (`eng`, `sr`) or its numeric id (`1`). The spec uses
 * both ({lang} in dropdown paths, languageId in classification loading).
 */
export const languageRef = z
  .string()
  .trim()
  .regex(/^([a-z]{2,3}|[1-9][0-9]{0,8})$/, 'validation.invalid');

/** One node of a code list or classification tree, named in the requested language. */
export const codeNode = z.object({
  id: z.number().int(),
  code: z.string(),
  name: z.string(),
  parentId: z.number().int().nullable(),
  level: z.number().int(),
  /** Children that are not deleted; spelt as the spec spells it. */
  childenCount: z.number().int(),
  /** Chambers (code type 9) belong to a country. */
  countryId: z.number().int().nullable(),
});
export type CodeNode = z.infer<typeof codeNode>;

export const codeNodeList = z.object({ list: z.array(codeNode) });
export type CodeNodeList = z.infer<typeof codeNodeList>;

/** A node with its ancestors, root first (the node itself last): opens a tree at a value. */
export const codeNodePath = z.object({ node: codeNode, path: z.array(codeNode) });
export type CodeNodePath = z.infer<typeof codeNodePath>;
