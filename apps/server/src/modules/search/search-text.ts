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

/**
 * Typos forgiven in a word: one, two from eight letters, none in words under three letters and
 * none in codes and numbers (080810 and 080820 are different products).
 */
export function typoAllowance(word: string): number {
  if (/\p{N}/u.test(word)) return 0;
  if (word.length >= 8) return 2;
  return word.length >= 3 ? 1 : 0;
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

export interface QueryWord {
  word: string;
  corrections: string[];
}

const lexeme = (w: string) => `'${w.replace(/'/g, "''")}'`;

/**
 * A tsquery (to_tsquery('simple', …)) that needs every word, each as itself or one of its
 * corrections; the last word also as a prefix, for search as you type. With `exact`, the
 * corrections are left out: ranking puts documents with the words as typed first.
 */
export function tsQuery(words: QueryWord[], exact = false): string {
  return words
    .map(({ word, corrections }, i) => {
      const options = [lexeme(word), ...(exact ? [] : corrections.map(lexeme))];
      if (i === words.length - 1) options.push(`${lexeme(word)}:*`);
      return `(${options.join(' | ')})`;
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
