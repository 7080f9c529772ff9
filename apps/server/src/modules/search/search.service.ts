import type { SearchAnswer, SearchKind, SearchQuery } from '@portal/contracts/search/search';
import type { Actor, AppContext } from '../../context.ts';
import { facetQuery } from './search-facets.ts';
import { hitsOf } from './search-hits.repository.ts';
import { correctedText, correctionsOf, type QueryWord, queryWords, startKind, tsQuery } from './search-text.ts';
import { dictionaryWords, foldText, MATCH_CAP, matchPage, visibleMatchesWhere } from './search.repository.ts';
import { searchVisibility } from './search.policy.ts';

/** The query's words, each with the dictionary words it may have meant. */
async function wordsOf(ctx: AppContext, text: string): Promise<QueryWord[]> {
  if (!text) return [];
  const words = queryWords(await foldText(ctx.db, text));
  const last = words.at(-1);
  const { nearest, completions } = await dictionaryWords(ctx.db, words, last && startKind(last) === 'dictionary' ? last : null);
  return words.map((word, i) => ({
    word,
    corrections: correctionsOf(word, nearest.get(word) ?? []),
    completions: i === words.length - 1 ? completions : undefined,
  }));
}

/**
 * The tsquery of a text's words as a name search matches them (typo-tolerant, the last word as
 * a prefix); null when the text has no word. The directory's name search (search.repository's
 * matchingIds) reads it.
 */
export async function nameQuery(ctx: AppContext, text: string): Promise<string | null> {
  const words = await wordsOf(ctx, text);
  return words.length ? tsQuery(words) : null;
}

/** The words a hit shows, where a corrected word was found. */
const hitText = (hit: SearchAnswer['hits'][number] | undefined) =>
  hit ? [hit.name, hit.companyName, hit.excerpt, ...hit.categories.map((c) => c.name)].join(' ') : '';

/**
 * Companies, products or services matching a query and a filter, as the actor may see them:
 * typo-tolerant (each word as typed or corrected, the last also as a prefix), the words as
 * typed ranked first, then by where they matched (name, keywords and classifications,
 * descriptions), then newest.
 */
export async function search(ctx: AppContext, actor: Actor | null, lang: number, kind: SearchKind, q: SearchQuery): Promise<SearchAnswer> {
  const started = performance.now();
  const words = await wordsOf(ctx, q.param);
  const page = await matchPage(ctx.db, kind, {
    query: words.length ? tsQuery(words) : null,
    exact: words.length ? tsQuery(words, true) : null,
    facets: facetQuery(kind, q.filter),
    where: visibleMatchesWhere(kind, q.filter, searchVisibility(actor)),
    limit: q.limit,
    offset: q.offset,
  });
  const hits = await hitsOf(ctx.db, kind, lang, page.ids);
  return {
    hits,
    estimatedTotalHits: page.total,
    totalIsCapped: page.total >= MATCH_CAP,
    limit: q.limit,
    offset: q.offset,
    query: q.param,
    correctedQuery: page.anyExact || !page.total ? null : correctedText(words, await foldText(ctx.db, hitText(hits[0]))),
    matchedWords: words.flatMap((w) => [w.word, ...w.corrections]),
    processingTimeMs: Math.round(performance.now() - started),
  };
}
