import { isApiError } from '../api/api-error.ts';
import { errorKeyOf } from '../components/form/form-errors.ts';

/** The errors-namespace key of a failed call (e.g. last_company_administrator), for a toast. */
export function serverErrorKey(error: unknown): string {
  if (isApiError(error)) return error.messageKey;
  return errorKeyOf(error, 'general_error');
}
