import { sql } from 'drizzle-orm';
import { DEFAULT_LANGUAGE_ID } from '@portal/contracts/codes/code-types';
import type { DbOrTx } from '../../db/client.ts';
import { rawRows } from '../../lib/raw-rows.ts';
import { folded, likeEscape } from '../../lib/text-match.ts';

/**
 * The ids of a code type's nodes matching a text, accents and case ignored: an exact or leading
 * code first, then names starting with it, names containing it, and names near it (pg_trgm word
 * similarity, for typos), folded as every text filter (Cyrillic typed finds Latin). Names are searched in the asked language and in English (the fallback
 * every node has), through the trigram index on search_name.
 */
export async function codeIdsMatchingName(db: DbOrTx, languageId: number, typeId: number, text: string, limit: number): Promise<number[]> {
  const raw = text.trim().toLowerCase();
  const like = likeEscape(raw);
  const codeQ = likeEscape(raw.replace(/[.\s]/g, ''));
  const w = folded(raw);
  const l = folded(like);
  // The planner under-costs scanning a few thousand names (pg_trgm's word similarity is slow
  // per row, very slow in PGlite) and skips the trigram index unless told; set only for this
  // query, in a transaction of its own.
  const rows = await db.transaction(async (tx) => {
    await tx.execute(sql`set local enable_seqscan = off`);
    return rawRows<{ id: number }>(
      tx,
      sql`
    with cand as (
      select ct.fk_code_id as id from code_translations ct
      where ct.fk_language_id in (${languageId}, ${DEFAULT_LANGUAGE_ID})
        and (ct.search_name like '%' || ${l} || '%' or ${w} <% ct.search_name)
      union
      select c.pk_code_id from codes c
      where c.fk_code_type_id = ${typeId} and ${codeQ} <> '' and replace(lower(c.code), '.', '') like ${codeQ} || '%'
    )
    select c.pk_code_id as id from cand
    join codes c on c.pk_code_id = cand.id
    left join code_translations tl on tl.fk_code_id = c.pk_code_id and tl.fk_language_id = ${languageId}
    left join code_translations te on te.fk_code_id = c.pk_code_id and te.fk_language_id = ${DEFAULT_LANGUAGE_ID}
    cross join lateral (select coalesce(tl.search_name, te.search_name, '') as n) x
    where c.fk_code_type_id = ${typeId} and not c.is_deleted
    order by
      case when lower(c.code) = ${raw} then 0
           when ${codeQ} <> '' and replace(lower(c.code), '.', '') like ${codeQ} || '%' then 1
           when x.n like ${l} || '%' then 2
           when x.n like '%' || ${l} || '%' then 3
           else 4 end,
      word_similarity(${w}, x.n) desc, c.level, c.code
    limit ${limit}
  `,
    );
  });
  return rows.map((r) => r.id);
}
