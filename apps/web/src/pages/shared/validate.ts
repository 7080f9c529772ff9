import type { z } from 'zod';
import { isApiError } from '../../api/api-error.ts';

/** Field path (dot-joined) -> message key. */
export type FieldErrors = Record<string, string>;

/** Validates with a contract schema; returns the parsed value or the message keys per field. */
export function validate<S extends z.ZodType>(
  schema: S,
  value: unknown,
): { data: z.infer<S>; errors: null } | { data: null; errors: FieldErrors } {
  const parsed = schema.safeParse(value);
  if (parsed.success) return { data: parsed.data, errors: null };
  const errors: FieldErrors = {};
  for (const issue of parsed.error.issues) {
    const path = issue.path.map(String).join('.');
    errors[path] ??= issue.message;
  }
  return { data: null, errors };
}

/** The server's `fields` of a 400/422 answer, when there are any. */
export function serverFieldErrors(error: unknown): FieldErrors | null {
  if (isApiError(error) && error.fields && Object.keys(error.fields).length) return error.fields;
  return null;
}
