/** Accent-insensitive matching, as the search folds words: "Čačak" and "cacak" are the same word. */

/** Letters that do not decompose into a base letter and a mark. */
const SPECIAL_FOLDS: Record<string, string> = { đ: 'd', ð: 'd', ł: 'l', ø: 'o', ß: 'ss', æ: 'ae', œ: 'oe', ı: 'i' };

function foldChar(c: string): string {
  const lower = c.toLowerCase();
  return SPECIAL_FOLDS[lower] ?? lower.normalize('NFD').replace(/\p{M}/gu, '');
}

/** Lower case without accents. */
export const fold = (text: string) => Array.from(text, foldChar).join('');

/** A piece of a name: highlighted when it is one of the matched words (or starts one). */
export interface TextPart {
  text: string;
  match: boolean;
}

/**
 * Splits `text` into parts, marking where any of the folded `words` occurs (compared folded, so
 * the original letters with their accents are kept). Longer words win where matches overlap.
 */
export function highlightParts(text: string, words: readonly string[]): TextPart[] {
  const chars = Array.from(text);
  // The folded text with, for each folded character, the index of the original character it came from.
  let folded = '';
  const origin: number[] = [];
  chars.forEach((c, i) => {
    const f = foldChar(c);
    folded += f;
    for (let k = 0; k < f.length; k++) origin.push(i);
  });
  const marked = new Array<boolean>(chars.length).fill(false);
  const terms = [...new Set(words.map(fold).filter(Boolean))].sort((a, b) => b.length - a.length);
  for (const term of terms) {
    for (let at = folded.indexOf(term); at >= 0; at = folded.indexOf(term, at + term.length)) {
      for (let k = at; k < at + term.length; k++) marked[origin[k]] = true;
    }
  }
  const parts: TextPart[] = [];
  chars.forEach((c, i) => {
    const last = parts[parts.length - 1];
    if (last && last.match === marked[i]) last.text += c;
    else parts.push({ text: c, match: marked[i] });
  });
  return parts;
}

/** Whether a name contains the typed text, accent-insensitively (the countries list). */
export const containsFolded = (name: string, text: string) => fold(name).includes(fold(text.trim()));
