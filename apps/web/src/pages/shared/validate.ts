import type { z } from 'zod';
import { isApiError } from '../../api/api-error.ts';
import { type FieldIssue, fieldIssues } from '../../components/form/form-errors.ts';

/** Field path (dot-joined) -> a message key (the server's `fields`) or a checked issue with its limits. */
export type FieldErrors = Record<string, string | FieldIssue>;

/**
 * Validates with a contract schema; returns the parsed value, or every field's message at once
 * (the shared mapping of components/form: a blank required field says "required").
 */
export function validate<S extends z.ZodType>(
  schema: S,
  value: unknown,
): { data: z.infer<S>; errors: null } | { data: null; errors: FieldErrors } {
  const parsed = schema.safeParse(value);
  if (parsed.success) return { data: parsed.data, errors: null };
  return { data: null, errors: fieldIssues(schema, value) ?? {} };
}

/** The server's `fields` of a 400/422 answer, when there are any. */
export function serverFieldErrors(error: unknown): FieldErrors | null {
  if (isApiError(error) && error.fields && Object.keys(error.fields).length) return error.fields;
  return null;
}
