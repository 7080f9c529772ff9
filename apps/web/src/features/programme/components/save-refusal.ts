import type { ReactNode } from 'react';
import { isApiError } from '../../../api/api-error.ts';
import { toastError } from '../../../api/toasts.tsx';
import { fieldMessage } from '../../../components/form/FieldMessage.tsx';

interface FormLike {
  setFieldError: (path: never, error: ReactNode) => void;
}

/**
 * A refused save of a programme form: the server's field errors on the form's own fields, a refusal
 * that names the name field (hall_name_taken) on it, anything else as a toast.
 */
export function showSaveRefusal(form: FormLike, err: unknown, fields: readonly string[], onName?: (messageKey: string) => boolean) {
  if (!isApiError(err)) return toastError('general_error');
  const setFieldError = form.setFieldError as (path: string, error: ReactNode) => void;
  let placed = false;
  for (const [field, key] of Object.entries(err.fields ?? {})) {
    if (fields.includes(field)) {
      setFieldError(field, fieldMessage({ key, params: err.params }));
      placed = true;
    }
  }
  if (!placed && onName?.(err.messageKey)) {
    setFieldError('name', fieldMessage({ key: err.messageKey }));
    placed = true;
  }
  if (!placed) toastError(err.messageKey, err.params);
}
