import { sql } from 'drizzle-orm';

/**
 * The codes an offer with code `c` matches: itself and its siblings (the same parent), as a
 * lateral subquery, so that the other side is found through the classification index. Shared
 * by the catalogue's offer matches and the companies' suggested connections, hence here below both.
 */
export const matchingCodes = (c: string) =>
  sql.raw(`lateral (select s.pk_code_id as id from codes s where s.fk_code_type_id = ${c}.fk_code_type_id and s.fk_parent_id = ${c}.fk_parent_id
    union select ${c}.pk_code_id) m`);
