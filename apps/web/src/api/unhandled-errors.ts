import { isApiError } from './api-error.ts';
import { toastError } from './toasts.tsx';

/**
 * Failures the API client has not already told the user about. An API answer the client
 * handled (a toast, a redirect) needs nothing more; the rest would otherwise go unseen: a
 * quiet refusal, a lost connection, a bug.
 */

/** Tells the user of a failed call the client has not told them of: the refusal's message, else general_error (and the console gets the error). */
export function toastUnhandled(err: unknown): void {
  if (isApiError(err)) {
    if (!err.handled) toastError(err.messageKey, err.params);
    return;
  }
  console.error(err);
  toastError('general_error');
}

/**
 * Writes to the console an error that is no API answer, where the caller falls back on its own
 * (a failed state, a default) and an API refusal is one of the expected outcomes.
 */
export function logUnexpected(err: unknown, what: string): void {
  if (!isApiError(err)) console.error(`${what}:`, err);
}
