import { z } from 'zod';

/** The body of every error answer: `message` is a translation key under `errors.`. */
export const errorBody = z.object({
  code: z.string(),
  message: z.string(),
  params: z.record(z.string(), z.union([z.string(), z.number()])).optional(),
  fields: z.record(z.string(), z.string()).optional(),
});
export type ErrorBody = z.infer<typeof errorBody>;
