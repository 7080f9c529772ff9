import { useCallback, useState } from 'react';
import { useFocusFirstInvalid } from '../../components/form/focus-invalid.ts';
import type { FieldErrors } from './validate.ts';

/**
 * The field errors of a form that keeps its own values: `setErrors` shows them and moves the focus
 * to the first invalid field (put `ref` on the form).
 */
export function useFormErrors<T extends HTMLElement = HTMLFormElement>() {
  const [errors, setShown] = useState<FieldErrors>({});
  const { ref, focusInvalid } = useFocusFirstInvalid<T>();
  const setErrors = useCallback(
    (next: FieldErrors) => {
      setShown(next);
      if (Object.keys(next).length) focusInvalid();
    },
    [focusInvalid],
  );
  return { ref, errors, setErrors };
}
