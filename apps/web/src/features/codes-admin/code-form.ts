import { createCodeBody, type CodeEntry, type CreateCodeBody, type UpdateCodeBody } from '@portal/contracts/codes/codes';
import { DEFAULT_LANGUAGE_ID } from '@portal/contracts/codes/code-types';
import type { Language } from '@portal/contracts/codes/languages';
import { z } from 'zod';

/** Longest name the server stores. */
const NAME_MAX = 300;

/**
 * The entry dialog's values: one name per interface language (side by side), the English one
 * required as the server requires it; empty names of other languages are left out on save.
 */
export const codeFormSchema = z.object({
  code: createCodeBody.shape.code,
  sortOrder: z.number({ error: 'validation.required' }).int().min(0).max(1000000),
  countryId: z.string().nullable(),
  names: z
    .array(z.object({ languageId: z.number().int(), name: z.string().trim().max(NAME_MAX, 'validation.max') }))
    .superRefine((names, ctx) => {
      names.forEach((n, index) => {
        if (n.languageId === DEFAULT_LANGUAGE_ID && !n.name)
          ctx.addIssue({ code: 'custom', message: 'validation.required', path: [index, 'name'] });
      });
    }),
});
export type CodeFormValues = z.infer<typeof codeFormSchema>;

/** The dialog's starting values: the entry's, or empty ones for a new entry. */
export function toCodeForm(entry: CodeEntry | null, languages: readonly Language[]): CodeFormValues {
  return {
    code: entry?.code ?? '',
    sortOrder: entry?.sortOrder ?? 0,
    countryId: entry?.countryId ? String(entry.countryId) : null,
    names: languages.map((l) => ({
      languageId: l.pkLanguageId,
      name: entry?.translations.find((t) => t.languageId === l.pkLanguageId)?.name ?? '',
    })),
  };
}

/** The body of POST (new) or PUT (with id) api/{codes}. */
export function toCodeBody(values: CodeFormValues, id: number | null): CreateCodeBody | UpdateCodeBody {
  const body: CreateCodeBody = {
    code: values.code.trim(),
    sortOrder: values.sortOrder,
    countryId: values.countryId ? Number(values.countryId) : null,
    translations: values.names.filter((n) => n.name.trim()).map((n) => ({ languageId: n.languageId, name: n.name.trim() })),
  };
  return id ? { id, ...body } : body;
}
