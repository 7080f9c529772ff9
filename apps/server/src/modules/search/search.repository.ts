import { type SQL, and, eq, sql } from 'drizzle-orm';
import type { SearchFilter, SearchKind } from '@portal/contracts/search/search';
import type { DbOrTx } from '../../db/client.ts';
import * as t from '../../db/schema/all.ts';
import { codeSubtree } from '../codes/code-nodes.repository.ts';
import { typoAllowance } from './search-text.ts';
import { liveOffer } from './search.policy.ts';

const doc = t.searchDocuments;

/** Matches ranked, counted and paged: at most this many (the slow tail is a prefix matching half the rows). */
export const MATCH_CAP = 1000;
/** Field weights for ts_rank_cd, in the order D, C, B, A: the name counts most. */
const WEIGHTS = '{0.05, 0.2, 0.5, 1.0}';
/** Trigram-similar dictionary words looked at per query word with two typos, before the edit-distance check. */
const NEAREST = 8;

/** Candidates read per query word, before the edit-distance check. */
const CANDIDATES = 64;

/**
 * Each query word's candidate corrections from the dictionary: the words one edit away, found by
 * their shared one-letter deletions (search_word_variants), in one statement. A long word that
 * has none may hold two typos: those words are looked up again by trigram similarity (`%`).
 * Words that forgive no typo are not looked up.
 */
export async function nearestWords(db: DbOrTx, words: string[]): Promise<Map<string, string[]>> {
  const looked = words.filter((w) => typoAllowance(w) > 0);
  const found = new Map<string, string[]>(words.map((w) => [w, []]));
  if (!looked.length) return found;
  const { rows } = (await db.execute(sql`
    select q.word, n.word as candidate
    from unnest(${sql.param(looked)}::text[]) q(word)
    cross join lateral (
      select distinct v.word from ${t.searchWordVariants} v where v.variant = any(search_variants(q.word)) limit ${CANDIDATES}
    ) n`)) as unknown as { rows: { word: string; candidate: string }[] };
  for (const r of rows) found.get(r.word)?.push(r.candidate);
  const twoTypos = looked.filter((w) => typoAllowance(w) > 1 && !found.get(w)?.length);
  if (twoTypos.length) {
    const { rows: similar } = (await db.execute(sql`
      select q.word, n.word as candidate
      from unnest(${sql.param(twoTypos)}::text[]) q(word)
      cross join lateral (
        select w.word from ${t.searchWords} w where w.word % q.word order by w.word <-> q.word limit ${NEAREST}
      ) n`)) as unknown as { rows: { word: string; candidate: string }[] };
    for (const r of similar) found.get(r.word)?.push(r.candidate);
  }
  return found;
}

/** The query folded as documents are: lower case without accents (migration 0000's folded()). */
export async function foldText(db: DbOrTx, text: string): Promise<string> {
  const { rows } = (await db.execute(sql`select folded(${text}) as folded`)) as unknown as { rows: { folded: string }[] };
  return rows[0].folded;
}

/** The filter's conditions over search_documents. */
export function filterConditions(kind: SearchKind, f: SearchFilter): SQL | undefined {
  return and(
    f.categoryIds.length ? sql`${doc.categoryIds} && array${codeSubtree(f.categoryIds)}` : undefined,
    f.countryIds.length ? sql`${doc.countryId} in ${f.countryIds}` : undefined,
    f.isWb6 === undefined ? undefined : eq(doc.isWb6, f.isWb6),
    f.companyTypeIds.length ? sql`${doc.companyTypeIds} && ${sql.param(f.companyTypeIds)}::int[]` : undefined,
    f.moduleId ? sql`${doc.moduleIds} @> array[${f.moduleId}]::int[]` : undefined,
    f.isVerified === undefined ? undefined : eq(doc.isVerified, f.isVerified),
    f.isMnc === undefined ? undefined : eq(doc.isMnc, f.isMnc),
    f.side && kind !== 'company' ? sql`${f.side === 'supply' ? doc.isSupply : doc.isDemand} and ${liveOffer}` : undefined,
  );
}

export interface MatchedPage {
  ids: number[];
  total: number;
  /** Whether any match has the words as typed (else only corrected words matched). */
  anyExact: boolean;
}

/**
 * A page of matching documents of one kind. With a query: those matching it (at most
 * MATCH_CAP), the ones with the words as typed first, then by rank (field weights), then
 * newest. Without: the newest. The kind is written into the SQL, so that the kind's partial
 * full-text index serves it.
 */
export async function matchPage(
  db: DbOrTx,
  kind: SearchKind,
  o: { query: string | null; exact: string | null; where: SQL | undefined; limit: number; offset: number },
): Promise<MatchedPage> {
  const ofKind = sql`${doc.kind} = ${sql.raw(`'${kind}'`)}`;
  const q = o.query === null ? null : sql`to_tsquery('simple', ${o.query})`;
  const matched = q
    ? sql`select ${doc.itemId} as id, ${doc.changedAt} as changed_at,
          ${doc.document} @@ to_tsquery('simple', ${o.exact}) as exact,
          ts_rank_cd(${WEIGHTS}::float4[], ${doc.document}, ${q}) as rank
        from ${doc} where ${and(ofKind, sql`${doc.document} @@ ${q}`, o.where)} limit ${MATCH_CAP}`
    : sql`select ${doc.itemId} as id, ${doc.changedAt} as changed_at, true as exact, 0 as rank
        from ${doc} where ${and(ofKind, o.where)} order by ${doc.changedAt} desc limit ${MATCH_CAP}`;
  const { rows } = (await db.execute(sql`
    with matched as (${matched})
    select id, count(*) over ()::int as total, bool_or(exact) over () as any_exact from matched
    order by exact desc, rank desc, changed_at desc, id desc
    limit ${o.limit} offset ${o.offset}`)) as unknown as { rows: { id: number; total: number; any_exact: boolean }[] };
  let total = rows[0]?.total ?? 0;
  if (!rows.length && o.offset > 0) {
    const counted = (await db.execute(sql`select count(*)::int as n from (${matched}) m`)) as unknown as { rows: { n: number }[] };
    total = counted.rows[0].n;
  }
  return { ids: rows.map((r) => r.id), total, anyExact: rows[0]?.any_exact ?? true };
}
