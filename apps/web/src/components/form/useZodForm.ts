import { type UseFormInput, type UseFormReturnType, useForm } from '@mantine/form';
import { useCallback } from 'react';
import type { z } from 'zod';
import { fieldMessage } from './FieldMessage.tsx';
import { firstInPage } from './focus-invalid.ts';
import { fieldIssues, toErrorBody } from './form-errors.ts';
import { isFieldRequired } from './schema-fields.ts';

type Values = Record<string, unknown>;

export type ZodFormOptions<V extends Values, S extends z.ZodType> = Omit<UseFormInput<V, z.output<S>>, 'validate' | 'transformValues'>;

export type ZodForm<V extends Values, S extends z.ZodType> = UseFormReturnType<V, z.output<S>> & {
  /** True when the schema refuses an empty value for this path (shows the red star). */
  isRequired: (path: string) => boolean;
  /**
   * Puts the server's `fields` answer ({ field: translationKey }) on the inputs.
   * Returns true when at least one field took an error; otherwise the caller shows a general message.
   */
  applyServerError: (error: unknown) => boolean;
};

/** Validates values into Mantine form errors holding translated messages (every field at once). */
export function zodErrors(schema: z.ZodType, values: unknown) {
  const errors: Record<string, React.ReactNode> = {};
  for (const [path, issue] of Object.entries(fieldIssues(schema, values) ?? {})) errors[path] = fieldMessage(issue);
  return errors;
}

/**
 * A Mantine form validated by a contracts schema: errors are translation keys rendered in red under
 * each input, required inputs get the star, and `onSubmit` hands over the schema's parsed output.
 */
export function useZodForm<V extends Values, S extends z.ZodType>(schema: S, options: ZodFormOptions<V, S> = {}): ZodForm<V, S> {
  const isRequired = useCallback((path: string) => isFieldRequired(schema, path), [schema]);
  const form = useForm<V, z.output<S>>({
    validateInputOnBlur: true,
    ...options,
    validate: (values) => zodErrors(schema, values),
    transformValues: (values) => {
      const parsed = schema.safeParse(values);
      return (parsed.success ? parsed.data : values) as z.output<S>;
    },
    enhanceGetInputProps: (payload) => {
      const extra = options.enhanceGetInputProps?.(payload) ?? {};
      const type = payload.options.type;
      return { ...(type === 'checkbox' || type === 'radio' ? {} : { withAsterisk: isRequired(String(payload.field)) }), ...extra };
    },
  });
  const { setFieldError, getInputNode, onSubmit: submitWithoutFocus } = form;
  // A refused submit focuses the first invalid input (in the page's order), every form alike.
  const onSubmit: typeof form.onSubmit = (handleSubmit, handleValidationFailure) =>
    submitWithoutFocus(handleSubmit, (errors, values, event) => {
      firstInPage(Object.keys(errors).map((path) => getInputNode(path as never)))?.focus();
      handleValidationFailure?.(errors, values, event);
    });
  const applyServerError = useCallback(
    (error: unknown) => {
      const fields = toErrorBody(error)?.fields;
      if (!fields) return false;
      let applied = false;
      for (const [path, key] of Object.entries(fields)) {
        if (path === 'body' || path === 'querystring' || path === 'params') continue;
        setFieldError(path as never, fieldMessage({ key }));
        applied = true;
      }
      return applied;
    },
    [setFieldError],
  );
  return Object.assign(form, { onSubmit, isRequired, applyServerError });
}
