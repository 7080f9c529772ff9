import { z } from 'zod';

/** Keys are PostgreSQL integers: a larger id could never match a row, so it is refused as bad input. */
export const MAX_ID = 2147483647;

/** An id in a JSON body: a number, not numeric text. */
export const entityId = z.number().int().positive().max(MAX_ID);
/** An id that may be absent or null: an optional link or filter. */
export const optionalEntityId = entityId.nullish();

/** An id in a path, a query string or a form field, where it arrives as text. */
export const coercedEntityId = z.coerce.number().int().positive().max(MAX_ID);
