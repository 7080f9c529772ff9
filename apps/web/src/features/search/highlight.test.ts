import { describe, expect, it } from 'vitest';
import { containsFolded, foldText as fold } from '@portal/contracts/common/text-fold';
import { highlightParts } from './highlight.ts';

const marked = (text: string, words: string[]) =>
  highlightParts(text, words)
    .filter((p) => p.match)
    .map((p) => p.text);

describe('fold', () => {
  it('lower-cases and drops accents, as the search folds words', () => {
    expect(fold('Čačak Đurđevac Šabac Žabljak')).toBe('cacak durdevac sabac zabljak');
  });

  it('writes Serbian and Macedonian Cyrillic in Latin, and dj as d', () => {
    expect(fold('Ђорђе из Чачка, Djordje, Љубљана, Џем, Ѓорѓи')).toBe('dorde iz cacka, dorde, ljubljana, dzem, gjorgji');
  });
});

describe('highlightParts', () => {
  it('marks the matched words in the original letters, accent-insensitively', () => {
    expect(marked('Frozen raspberries from Čačak', ['raspberries', 'cacak'])).toEqual(['raspberries', 'Čačak']);
  });

  it('marks a word typed in the other script, and dj and đ as one letter', () => {
    expect(marked('Jabuke Ajdared iz Novog Sada', ['јабуке', 'сада'])).toEqual(['Jabuke', 'Sada']);
    expect(marked('Пекара Ђурђевић', ['djurdj'])).toEqual(['Ђурђ']);
    expect(marked('Djordje Petrović', ['đorđ'])).toEqual(['Djordj']);
  });

  it('marks a prefix (the last word as typed) and every occurrence', () => {
    expect(marked('Apples, apple juice', ['appl'])).toEqual(['Appl', 'appl']);
  });

  it('keeps the whole text in order', () => {
    const parts = highlightParts('Sour cherry jam', ['cherry']);
    expect(parts.map((p) => p.text).join('')).toBe('Sour cherry jam');
    expect(parts).toEqual([
      { text: 'Sour ', match: false },
      { text: 'cherry', match: true },
      { text: ' jam', match: false },
    ]);
  });

  it('joins overlapping and adjacent matches', () => {
    expect(marked('Idared apples', ['idare', 'red'])).toEqual(['Idared']);
  });

  it('marks nothing without words', () => {
    expect(highlightParts('Vardar Soft', [])).toEqual([{ text: 'Vardar Soft', match: false }]);
  });
});

describe('containsFolded', () => {
  it('finds a country typed without accents', () => {
    expect(containsFolded('Türkiye', 'turk')).toBe(true);
    expect(containsFolded('Srbija', ' SRB ')).toBe(true);
    expect(containsFolded('Albania', 'serb')).toBe(false);
    expect(containsFolded('Северна Македонија', 'makedonija')).toBe(true);
  });
});
