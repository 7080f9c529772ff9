import type { ErrorBody } from '@portal/contracts/common/errors';

/** A translation key of the 'forms' namespace (or of 'errors') with its interpolation values. */
export interface FieldIssue {
  key: string;
  params?: Record<string, string | number>;
}

interface IssueLike {
  code: string;
  message?: string;
  origin?: string;
  minimum?: number | bigint;
  maximum?: number | bigint;
  input?: unknown;
}

const keyPattern = /^[a-z_]+(\.[a-z_]+)*$/;

/** Nothing entered: no value, blank text, no item chosen, a box not ticked. */
export function isBlank(value: unknown): boolean {
  if (value === undefined || value === null || value === false) return true;
  if (typeof value === 'string') return value.trim() === '';
  return Array.isArray(value) && value.length === 0;
}

/** The value at a zod issue's path ('company', 'name') inside the checked values. */
export function valueAt(values: unknown, path: readonly PropertyKey[]): unknown {
  let current = values;
  for (const part of path) {
    if (current === null || typeof current !== 'object') return undefined;
    current = (current as Record<PropertyKey, unknown>)[part];
  }
  return current;
}

/**
 * A zod issue to a translation key: the schema's own key when it names one, else a key by issue code.
 * Given the field's value, a blank field failing any rule but a form's own refinement is required:
 * an empty e-mail is "required", not "not a valid e-mail" (a schema's own "required" key, such as
 * keywords_required, stays).
 */
export function issueToFieldIssue(issue: IssueLike, field?: { value: unknown }): FieldIssue {
  const ownRequired = !!issue.message && keyPattern.test(issue.message) && issue.message.endsWith('required');
  if (field && issue.code !== 'custom' && !ownRequired && isBlank(field.value)) return { key: 'validation.required' };
  const sized = (kind: 'min' | 'max', limit: number | bigint | undefined): FieldIssue => {
    const n = Number(limit);
    const unit = issue.origin === 'string' ? 'length' : issue.origin === 'array' || issue.origin === 'set' ? 'items' : 'value';
    // A required text fails min(1): say "required", not "at least 1 character".
    if (kind === 'min' && unit === 'length' && n === 1) return { key: 'validation.required' };
    if (kind === 'min' && unit === 'items' && n === 1) return { key: 'validation.required' };
    return Number.isFinite(n) ? { key: `validation.${kind}_${unit}`, params: { [kind]: n } } : { key: `validation.${kind}` };
  };
  const generic = issue.message === 'validation.max' || issue.message === 'validation.min';
  if (issue.message && keyPattern.test(issue.message) && !generic) return { key: issue.message };
  switch (issue.code) {
    case 'too_small':
      return sized('min', issue.minimum);
    case 'too_big':
      return sized('max', issue.maximum);
    case 'invalid_type':
      return {
        key: issue.input === undefined || issue.input === null || issue.input === '' ? 'validation.required' : 'validation.invalid',
      };
    case 'invalid_format':
      return { key: 'validation.format' };
    case 'unrecognized_keys':
      return { key: 'validation.unknown_field' };
    default:
      return { key: issue.message && keyPattern.test(issue.message) ? issue.message : 'validation.invalid' };
  }
}

interface SafeParser {
  safeParse: (values: unknown) => { success: boolean; error?: { issues: readonly (IssueLike & { path: readonly PropertyKey[] })[] } };
}

/**
 * Every field's first problem at once ({ 'company.name': { key: 'validation.required' } }), or null
 * when the values pass the schema. The one mapping of zod issues to messages for all forms.
 */
export function fieldIssues(schema: SafeParser, values: unknown): Record<string, FieldIssue> | null {
  const result = schema.safeParse(values);
  if (result.success || !result.error) return null;
  const out: Record<string, FieldIssue> = {};
  for (const issue of result.error.issues) {
    const path = issue.path.map(String).join('.');
    out[path] ??= issueToFieldIssue(issue, { value: valueAt(values, issue.path) });
  }
  return out;
}

function isErrorBody(value: unknown): value is ErrorBody {
  return (
    typeof value === 'object' &&
    value !== null &&
    typeof (value as ErrorBody).code === 'string' &&
    typeof (value as ErrorBody).message === 'string'
  );
}

/** Finds the server's error body `{ code, message, params?, fields? }` on a thrown value (itself, or its body/data/cause). */
export function toErrorBody(error: unknown): ErrorBody | null {
  if (isErrorBody(error)) return error;
  if (typeof error === 'object' && error !== null) {
    for (const key of ['body', 'data', 'cause', 'response'] as const) {
      const inner = (error as Record<string, unknown>)[key];
      if (isErrorBody(inner)) return inner;
    }
  }
  return null;
}

/** The translation key a thrown upload or server error stands for, e.g. 'file_too_large'. */
export function errorKeyOf(error: unknown, fallback = 'validation.invalid'): string {
  if (typeof error === 'string' && keyPattern.test(error)) return error;
  const body = toErrorBody(error);
  if (body) return body.message || body.code;
  if (error instanceof Error && keyPattern.test(error.message)) return error.message;
  return fallback;
}
