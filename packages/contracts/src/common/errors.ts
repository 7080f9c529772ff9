import { z } from 'zod';

/** The body of every error answer: `message` is a translation key under `errors.`. */
export const errorBody = z.object({
  code: z.string(),
  message: z.string(),
  params: z.record(z.string(), z.union([z.string(), z.number()])).optional(),
  fields: z.record(z.string(), z.string()).optional(),
});
export type ErrorBody = z.infer<typeof errorBody>;

/** Error codes the server answers with, by status. Spec 602/605/606 map to 401/403/422. */
export const errorCodes = {
  validation_error: 400,
  unauthorized: 401,
  token_expired: 401,
  session_expired: 401,
  invalid_credentials: 401,
  forbidden: 403,
  company_not_verified: 403,
  module_not_active: 403,
  password_change_needed: 403,
  not_found: 404,
  conflict: 409,
  file_too_large: 413,
  too_many_requests: 429,
  internal_error: 500,
} as const;
