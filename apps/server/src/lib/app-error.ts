/**
 * The one error type of the server. `code` names the error for programs; the answer's
 * `message` is the translation key under `errors.` the client shows.
 */
export class AppError extends Error {
  constructor(
    readonly code: string,
    readonly status: number,
    readonly params?: Record<string, string | number>,
    readonly fields?: Record<string, string>,
    readonly messageKey: string = code,
  ) {
    super(code);
  }
}

export const notFound = (what = 'not_found') => new AppError('not_found', 404, undefined, undefined, what);
export const forbidden = (why = 'forbidden') => new AppError('forbidden', 403, undefined, undefined, why);
export const unauthorized = (code = 'unauthorized') => new AppError(code, 401);
/** A business rule the request breaks (the spec's 606): the client toasts `errors.<message>`. */
export const businessRule = (message: string, params?: Record<string, string | number>) => new AppError(message, 422, params);
/** Field errors of a form, answered as a 400 like schema validation. */
export const fieldError = (field: string, key: string, params?: Record<string, string | number>) =>
  new AppError('validation_error', 400, params, { [field]: key });
export const conflict = (message = 'conflict') => new AppError('conflict', 409, undefined, undefined, message);
