import { type SQL, and, eq, sql } from 'drizzle-orm';
import type { SearchFilter, SearchKind } from '@portal/contracts/search/search';
import type { DbOrTx } from '../../db/client.ts';
import * as t from '../../db/schema/all.ts';
import { SEARCH_BUCKETS } from '../../db/schema/search.ts';
import { codeSubtree } from '../codes/code-nodes.repository.ts';
import { MAX_COMPLETIONS, typoAllowance } from './search-text.ts';
import { liveOffer } from './search.policy.ts';

const doc = t.searchDocuments;

/**
 * Matches ranked, counted and paged: at most this many. Each is a row read from the table (about
 * 7 µs when not in shared buffers: 1,000 made a common word's search 7 ms on the million-item
 * benchmark), and past a few hundred matches a search is refined rather than paged through.
 */
export const MATCH_CAP = 500;
/** Field weights for ts_rank_cd, in the order D, C, B, A: the name counts most. */
const WEIGHTS = '{0.05, 0.2, 0.5, 1.0}';
/** Trigram-similar dictionary words looked at per query word with two typos, before the edit-distance check. */
const NEAREST = 8;

/** Candidates read per query word, before the edit-distance check. */
const CANDIDATES = 64;
/** Dictionary words read in order from a prefix, of which the shortest are its completions. */
const PREFIXED = 200;

export interface DictionaryWords {
  /** Each query word's candidate corrections. */
  nearest: Map<string, string[]>;
  /** The dictionary words the prefix starts, shortest first. */
  completions: string[];
}

/**
 * Each query word's candidate corrections from the dictionary: the words one edit away, found by
 * their shared one-letter deletions (search_word_variants), and the completions of the word
 * being typed (a range of the dictionary's key), in one statement. A long word that has no
 * candidate may hold two typos: those words are looked up again by trigram similarity (`%`).
 * Words that forgive no typo are not looked up.
 */
export async function dictionaryWords(db: DbOrTx, words: string[], prefix: string | null): Promise<DictionaryWords> {
  const looked = words.filter((w) => typoAllowance(w) > 0);
  const nearest = new Map<string, string[]>(words.map((w) => [w, []]));
  const completions: string[] = [];
  if (!looked.length && prefix === null) return { nearest, completions };
  const { rows } = (await db.execute(sql`
    select q.word, n.word as candidate, false as completes
    from unnest(${sql.param(looked)}::text[]) q(word)
    cross join lateral (
      select distinct v.word from ${t.searchWordVariants} v where v.variant = any(search_variants(q.word)) limit ${CANDIDATES}
    ) n
    union all
    select * from (
      select null, p.word, true from (
        select w.word from ${t.searchWords} w
        where ${prefix !== null} and w.word > ${prefix ?? ''} and w.word < ${prefix ?? ''} || chr(1114111)
        order by w.word limit ${PREFIXED}
      ) p
      order by length(p.word), p.word limit ${MAX_COMPLETIONS}
    ) c`)) as unknown as { rows: { word: string | null; candidate: string; completes: boolean }[] };
  for (const r of rows) {
    if (r.completes) completions.push(r.candidate);
    else if (r.word !== null) nearest.get(r.word)?.push(r.candidate);
  }
  const twoTypos = looked.filter((w) => typoAllowance(w) > 1 && !nearest.get(w)?.length);
  if (twoTypos.length) {
    const { rows: similar } = (await db.execute(sql`
      select q.word, n.word as candidate
      from unnest(${sql.param(twoTypos)}::text[]) q(word)
      cross join lateral (
        select w.word from ${t.searchWords} w where w.word % q.word order by w.word <-> q.word limit ${NEAREST}
      ) n`)) as unknown as { rows: { word: string; candidate: string }[] };
    for (const r of similar) nearest.get(r.word)?.push(r.candidate);
  }
  return { nearest, completions };
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

/** The filter's conditions and the actor's visibility (search.policy.ts), as one condition. */
export const visibleMatchesWhere = (kind: SearchKind, f: SearchFilter, visibility: SQL | undefined) =>
  and(filterConditions(kind, f), visibility);

/**
 * Ids of the kind's documents whose name matches a tsquery (search.service's nameQuery), as a
 * condition on another list's id column: the directory's name search (its own index of names,
 * so that a word common in profiles does not make it read thousands).
 */
export function matchingIds(kind: SearchKind, query: string, idColumn: SQL | unknown): SQL {
  // An array made first: as a join, the planner guesses hundreds of matches for a few rare
  // words and walks the whole directory in name order instead (275 ms at 100,000 companies).
  return sql`${idColumn} = any(array(select ${doc.itemId} from ${doc}
    where ${doc.kind} = ${sql.raw(`'${kind}'`)} and ${doc.nameWords} @@ ${query}::tsquery))`;
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
  o: { query: string | null; exact: string | null; facets: string | null; where: SQL | undefined; limit: number; offset: number },
): Promise<MatchedPage> {
  const ofKind = sql`${doc.kind} = ${sql.raw(`'${kind}'`)}`;
  const q = o.query === null ? null : sql`${o.query}::tsquery`;
  // The filter's lexemes join the words inside the index; the rank counts the words only.
  const matching = q && o.facets ? sql`(${q} && ${o.facets}::tsquery)` : q;
  // Bucket after bucket of the kind's full-text indexes (SEARCH_BUCKETS), until MATCH_CAP
  // matches: the limit stops the union before a common word's later buckets are read.
  const bucket = (b: number) =>
    sql`select ${doc.itemId} as id, ${doc.changedAt} as changed_at,
          ${doc.document} @@ ${o.exact}::tsquery as exact,
          ts_rank_cd(${WEIGHTS}::float4[], ${doc.document}, ${q}) as rank
        from ${doc} where ${and(ofKind, sql.raw(`item_id % ${SEARCH_BUCKETS} = ${b}`), sql`${doc.document} @@ ${matching}`, o.where)}`;
  const matched = q
    ? sql`${sql.join(
        Array.from({ length: SEARCH_BUCKETS }, (_, b) => bucket(b)),
        sql` union all `,
      )} limit ${MATCH_CAP}`
    : sql`select ${doc.itemId} as id, ${doc.changedAt} as changed_at, true as exact, 0 as rank
        from ${doc} where ${and(ofKind, o.where)} order by ${doc.changedAt} desc limit ${MATCH_CAP}`;
  const page = sql`
    with matched as (${matched})
    select id, count(*) over ()::int as total, bool_or(exact) over () as any_exact from matched
    order by exact desc, rank desc, changed_at desc, id desc
    limit ${o.limit} offset ${o.offset}`;
  const counted = sql`select count(*)::int as n from (${matched}) m`;
  const read = async (tx: DbOrTx) => {
    const { rows } = (await tx.execute(page)) as unknown as { rows: { id: number; total: number; any_exact: boolean }[] };
    // A page past the end has no row to carry the count.
    const total =
      rows.length || !o.offset ? (rows[0]?.total ?? 0) : ((await tx.execute(counted)) as unknown as { rows: { n: number }[] }).rows[0].n;
    return { ids: rows.map((r) => r.id), total, anyExact: rows[0]?.any_exact ?? true };
  };
  if (!q) return read(db);
  // Words are found through the full-text index only. The planner cannot tell rare words from
  // common ones when they are many (a misspelt brand ORed with its 16 corrections and 20
  // completions): guessing thousands of matches, it would scan the table for the first 500
  // (MATCH_CAP), and find 40 in a second.
  return db.transaction(async (tx) => {
    await tx.execute(sql`select set_config('enable_seqscan', 'off', true), set_config('max_parallel_workers_per_gather', '0', true)`);
    return read(tx);
  });
}
