import { foldText, foldedPieces } from '@portal/contracts/common/text-fold';

/** A piece of a name: highlighted when it is one of the matched words (or starts one). */
export interface TextPart {
  text: string;
  match: boolean;
}

/**
 * Splits `text` into parts, marking where any of the folded `words` occurs (compared folded as the search
 * folds words, so "Чачак" marks "Čačak", and the original letters are kept). Longer words win where matches overlap.
 */
export function highlightParts(text: string, words: readonly string[]): TextPart[] {
  const chars = Array.from(text);
  // The folded text with, for each folded character, the index of the original character it came from.
  let folded = '';
  const origin: number[] = [];
  const pieces = foldedPieces(text);
  pieces.forEach((f, i) => {
    folded += f;
    for (let k = 0; k < f.length; k++) origin.push(i);
  });
  const marked = new Array<boolean>(chars.length).fill(false);
  const terms = [...new Set(words.map(foldText).filter(Boolean))].sort((a, b) => b.length - a.length);
  for (const term of terms) {
    for (let at = folded.indexOf(term); at >= 0; at = folded.indexOf(term, at + term.length)) {
      for (let k = at; k < at + term.length; k++) marked[origin[k]] = true;
    }
  }
  // A letter that folds to nothing (the j of dj) goes with the letter before it.
  pieces.forEach((f, i) => {
    if (!f && i > 0 && marked[i - 1]) marked[i] = true;
  });
  const parts: TextPart[] = [];
  chars.forEach((c, i) => {
    const last = parts[parts.length - 1];
    if (last && last.match === marked[i]) last.text += c;
    else parts.push({ text: c, match: marked[i] });
  });
  return parts;
}
