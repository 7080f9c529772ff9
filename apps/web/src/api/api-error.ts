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

/** Refusals that say no more than "403". */
const plainRefusals = new Set(['forbidden', 'general_error', 'error']);

/**
 * The 403 page for a refusal: a specific reason (dont_have_invitation) travels along as ?reason=
 * and the page says it (spec: "dont_have_invitation message and redirect to 403").
 */
export function forbiddenPath(error: Pick<ApiError, 'messageKey'>): string {
  const reason = error.messageKey;
  return /^[a-z_]+$/.test(reason) && !plainRefusals.has(reason) ? `/403?reason=${reason}` : '/403';
}
