import { useFieldMessage } from '../../components/form/FieldMessage.tsx';
import type { FieldErrors } from './validate.ts';

/** Translates a field's message (a key or a checked issue): forms namespace first, then errors. */
export function useFieldText(errors: FieldErrors) {
  const message = useFieldMessage();
  return (field: string): string | undefined => {
    const error = errors[field];
    if (!error) return undefined;
    const issue = typeof error === 'string' ? { key: /^[a-z_.]+$/.test(error) ? error : 'validation.invalid' } : error;
    return message(issue);
  };
}
