/** An error answer of the API (ARCHITECTURE.md "Errors"): `message` is a key under `errors.`. */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    readonly messageKey: string,
    readonly params?: Record<string, string | number>,
    readonly fields?: Record<string, string>,
  ) {
    super(`${status} ${code}`);
  }

  /** True once the client has already told the user (toast or redirect). */
  handled = false;
}

export const isApiError = (e: unknown): e is ApiError => e instanceof ApiError;
