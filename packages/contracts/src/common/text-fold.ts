/**
 * Text folded for matching, as the database's folded() (migration 0000) folds it: lower case,
 * Latin script, no accents. Serbian and Macedonian Cyrillic become their Latin alphabets (љ lj,
 * њ nj, џ dž, ѓ gj, ќ kj, ѕ dz), accents go (č ć c, š s, ž z, dž dz), and đ, ђ and the digraph dj
 * all become d, so that "Đorđe", "Djordje", "Ђорђе" and "Dorde" are one word. The server folds
 * in SQL (indexes need it there); the web folds with this, for highlighting and filtering lists.
 * apps/server/src/lib/text-fold.test.ts holds the two equal.
 */

/** Cyrillic letters and Latin digraph letters as lower-case Latin, before accents are dropped. */
const LETTERS: Record<string, string> = {};
const cyrillic = 'абвгдђежзијклмнопрстћуфхцчшѐѝљњџѕѓќ';
const latin = [
  'a',
  'b',
  'v',
  'g',
  'd',
  'd',
  'e',
  'z',
  'z',
  'i',
  'j',
  'k',
  'l',
  'm',
  'n',
  'o',
  'p',
  'r',
  's',
  't',
  'c',
  'u',
  'f',
  'h',
  'c',
  'c',
  's',
  'e',
  'i',
  'lj',
  'nj',
  'dz',
  'dz',
  'gj',
  'kj',
];
Array.from(cyrillic).forEach((c, i) => {
  LETTERS[c] = latin[i];
  LETTERS[c.toUpperCase()] = latin[i];
});
Object.assign(LETTERS, {
  ǉ: 'lj',
  ǈ: 'lj',
  Ǉ: 'lj',
  ǌ: 'nj',
  ǋ: 'nj',
  Ǌ: 'nj',
  ǆ: 'dz',
  ǅ: 'dz',
  Ǆ: 'dz',
  ǵ: 'gj',
  Ǵ: 'gj',
  ḱ: 'kj',
  Ḱ: 'kj',
});

/** Latin letters that do not decompose into a base letter and a mark (as unaccent's rules have them). */
const SPECIAL: Record<string, string> = { đ: 'd', ð: 'd', ł: 'l', ø: 'o', ß: 'ss', æ: 'ae', œ: 'oe', ı: 'i', þ: 'th' };

/** One character folded, before the digraph dj is joined (see foldedPieces). */
function foldChar(c: string): string {
  const letter = LETTERS[c];
  if (letter !== undefined) return letter;
  const lower = c.toLowerCase();
  return SPECIAL[lower] ?? lower.normalize('NFD').replace(/\p{M}/gu, '');
}

/**
 * The folded text of each character of `text`, in order (code points): what highlighting maps
 * back to the letters as written. A j folded after a d folds to nothing (dj is d).
 */
export function foldedPieces(text: string): string[] {
  const pieces = Array.from(text, foldChar);
  let previous = '';
  for (let i = 0; i < pieces.length; i++) {
    if (!pieces[i]) continue;
    if (previous.endsWith('d') && pieces[i].startsWith('j')) pieces[i] = pieces[i].slice(1);
    // A d whose j was taken does not take the next one ("djj" is "dj").
    previous = pieces[i] || (previous.endsWith('d') ? '' : previous);
  }
  return pieces;
}

/** Lower case, Latin script, without accents; dj and đ as d. */
export const foldText = (text: string) => foldedPieces(text).join('');

/** Whether a text contains another, folded (lists filtered as the user types). */
export const containsFolded = (text: string, part: string) => foldText(text).includes(foldText(part.trim()));
