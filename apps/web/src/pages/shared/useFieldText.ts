import { useTranslation } from 'react-i18next';
import type { FieldErrors } from './validate.ts';

/** Translates a field's message key: forms namespace first, then errors. */
export function useFieldText(errors: FieldErrors) {
  const { t } = useTranslation();
  return (field: string): string | undefined => {
    const key = errors[field];
    if (!key) return undefined;
    if (!/^[a-z_.]+$/.test(key)) return t('forms:validation.invalid');
    return t([`forms:${key}`, `errors:${key}`, 'forms:validation.invalid']);
  };
}
