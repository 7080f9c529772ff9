import { describe, expect, it } from 'vitest';
import { correctedText, correctionsOf, queryWords, tsQuery, typoAllowance } from './search-text.ts';

describe('search text', () => {
  it('splits a folded query into words, keeping classification codes whole', () => {
    expect(queryWords('fresh-cut roses, 10.39 and 0101.21!')).toEqual(['fresh', 'cut', 'roses', '10.39', 'and', '0101.21']);
    expect(queryWords("o'brien   ")).toEqual(['o', 'brien']);
    expect(queryWords('a b c d e f g h i j')).toHaveLength(8);
  });

  it('forgives one typo from five letters, two from eight, none in codes', () => {
    expect(['abcd', 'abcde', 'abcdefg', 'abcdefgh'].map(typoAllowance)).toEqual([0, 1, 1, 2]);
    expect(correctionsOf('chese', ['cheese', 'chess', 'chase', 'cherry', 'chese'])).toEqual(['chase', 'chess', 'cheese']);
    expect(correctionsOf('furnitrue', ['furniture', 'future'])).toEqual(['furniture']);
    expect(correctionsOf('ab', ['abc'])).toEqual([]);
    expect([typoAllowance('080810'), typoAllowance('10.39'), typoAllowance('k2x9')]).toEqual([0, 0, 0]);
    expect(correctionsOf('080810', ['080820'])).toEqual([]);
  });

  it('needs every word, as typed or corrected, the last one also as the start of a word', () => {
    const words = [
      { word: 'fresh', corrections: [] },
      { word: 'chese', corrections: ['cheese'], completions: ['chesecake'] },
    ];
    expect(tsQuery(words)).toBe("('fresh') & ('chese' | 'cheese' | 'chesecake')");
    expect(tsQuery(words, true)).toBe("('fresh') & ('chese' | 'chesecake')");
    // A short word by its start indexed in the documents, a code as a prefix in the index (codes
    // are not in the dictionary), a single letter as itself.
    expect(tsQuery([{ word: 'car', corrections: ['bar'] }])).toBe("('car' | 'bar' | '>car')");
    expect(tsQuery([{ word: '0101', corrections: [], completions: [] }])).toBe("('0101' | '0101':*)");
    expect(tsQuery([{ word: 'c', corrections: [] }])).toBe("('c')");
    expect(correctedText(words)).toBe('fresh cheese');
    expect(correctedText([{ word: 'fresh', corrections: [] }])).toBeNull();
  });

  it('says the correction the best hit holds, when a misspelt word is one edit from several', () => {
    const words = [
      { word: 'sapazevi', corrections: ['sadazevi', 'sajazevi', 'sapezevi'] },
      { word: 'wine', corrections: ['fine', 'line'] },
    ];
    expect(correctedText(words, 'sapezevi certified wine')).toBe('sapezevi wine');
    expect(correctedText(words, 'something else')).toBe('sadazevi fine');
  });
});
