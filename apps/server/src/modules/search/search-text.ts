import { distance } from 'fastest-levenshtein';

/** At most this many words of a query count (the rest is ignored). */
export const MAX_QUERY_WORDS = 8;
/**
 * Corrections tried per word, besides the word itself. Generous: in a large dictionary a
 * misspelt word is often one edit from several words ("sapazevi": sadazevi, sajazevi, sapezevi),
 * and the other words of the query pick the right one; with 3, a quarter of such searches
 * found nothing on the benchmark's million products.
 */
export const MAX_CORRECTIONS = 16;

/**
 * The words of a folded query (lower case, no accents): letters and digits, and codes such as
 * 10.39 or 0101.21 kept whole, as the documents' parser keeps them.
 */
export function queryWords(folded: string): string[] {
  return (folded.match(/[\p{L}\p{N}]+(?:\.[\p{N}]+)*/gu) ?? []).slice(0, MAX_QUERY_WORDS);
}

/** The shortest word forgiven one typo (Meilisearch's default), and two typos. */
export const ONE_TYPO_FROM = 5;
export const TWO_TYPOS_FROM = 8;

/**
 * Typos forgiven in a word: one from five letters, two from eight, none in codes and numbers
 * (080810 and 080820 are different products). Shorter words are one letter from too many: "che"
 * from "the", which is in 800,000 descriptions of the million-item benchmark.
 */
export function typoAllowance(word: string): number {
  if (/\p{N}/u.test(word)) return 0;
  if (word.length >= TWO_TYPOS_FROM) return 2;
  return word.length >= ONE_TYPO_FROM ? 1 : 0;
}

/**
 * The dictionary words that a query word may have meant: within its typo allowance (edit
 * distance), nearest first; the word itself is not among them.
 */
export function correctionsOf(word: string, candidates: string[]): string[] {
  const allowed = typoAllowance(word);
  return candidates
    .filter((c) => c !== word)
    .map((c) => ({ c, d: distance(word, c) }))
    .filter(({ d }) => d <= allowed)
    .sort((a, b) => a.d - b.d || Math.abs(a.c.length - word.length) - Math.abs(b.c.length - word.length) || a.c.localeCompare(b.c))
    .slice(0, MAX_CORRECTIONS)
    .map(({ c }) => c);
}

/** Dictionary words a last word as typed may be the start of, besides itself. */
export const MAX_COMPLETIONS = 20;
/**
 * The longest word start each document holds as its own lexeme ('>' and two to four letters,
 * migration 0002's search_with_starts); a longer word being typed is completed from the
 * dictionary.
 */
export const MAX_INDEXED_START = 4;
const MIN_INDEXED_START = 2;

export interface QueryWord {
  word: string;
  corrections: string[];
  /**
   * For the last word, the dictionary words it starts (search as you type). A word with digits
   * (a code) is matched as a prefix by the index instead: codes are not in the dictionary.
   */
  completions?: string[];
}

/**
 * How the word being typed matches longer words: a code as a prefix in the index (codes are not
 * in the dictionary), a short word by its indexed start, a longer one by the dictionary words
 * it starts; a single letter not at all.
 */
export function startKind(word: string): 'prefix' | 'indexed' | 'dictionary' | 'none' {
  if (/\p{N}/u.test(word)) return 'prefix';
  if (word.length < MIN_INDEXED_START) return 'none';
  return word.length <= MAX_INDEXED_START ? 'indexed' : 'dictionary';
}

const lexeme = (w: string) => `'${w.replace(/'/g, "''")}'`;

/**
 * A tsquery (text for `::tsquery`: the words are folded already, and to_tsquery would strip
 * the '>' of a word start) that needs every word, each as itself or one of its
 * corrections; the last word also as the start of a longer word, for search as you type (see
 * startKind; an index prefix gathers every match of every word it starts into a bitmap: 8 ms
 * for "flour" on the million-item benchmark where its exact entries took 2 ms). With `exact`,
 * the corrections are left out: ranking puts documents with the words as typed first.
 */
export function tsQuery(words: QueryWord[], exact = false): string {
  return words
    .map(({ word, corrections, completions }, i) => {
      const options = [lexeme(word), ...(exact ? [] : corrections.map(lexeme))];
      if (i === words.length - 1) {
        const kind = startKind(word);
        if (kind === 'prefix') options.push(`${lexeme(word)}:*`);
        else if (kind === 'indexed') options.push(lexeme(`>${word}`));
        else if (kind === 'dictionary') options.push(...(completions ?? []).map(lexeme));
      }
      return `(${[...new Set(options)].join(' | ')})`;
    })
    .join(' & ');
}

/**
 * The query with each misspelt word replaced by the correction the best hit holds (its folded
 * text), else by the nearest one, for "showing results for …".
 */
export function correctedText(words: QueryWord[], bestHit = ''): string | null {
  if (!words.some((w) => w.corrections.length)) return null;
  const held = new Set(bestHit.match(/[\p{L}\p{N}]+/gu) ?? []);
  return words.map((w) => (held.has(w.word) ? w.word : (w.corrections.find((c) => held.has(c)) ?? w.corrections[0] ?? w.word))).join(' ');
}
