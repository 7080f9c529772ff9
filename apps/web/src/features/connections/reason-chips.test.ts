import { describe, expect, it } from 'vitest';
import { chipItemsText, matchStrength, reasonChips, sortSuggestions } from './reason-chips.ts';

describe('reasonChips', () => {
  it('orders chips strongest first, one per code, without duplicate or blank items', () => {
    const chips = reasonChips([
      { code: 'shared_partner_preferences', items: ['Distributor'] },
      { code: 'in_your_target_market', items: ['Montenegro'] },
      { code: 'buys_what_you_sell', items: ['Cheese', 'Milk', 'Cheese', ' '] },
      { code: 'in_your_target_market', items: ['Albania', 'Montenegro'] },
    ]);
    expect(chips.map((c) => c.code)).toEqual(['buys_what_you_sell', 'in_your_target_market', 'shared_partner_preferences']);
    expect(chips[0]).toEqual({ code: 'buys_what_you_sell', items: ['Cheese', 'Milk'], shown: ['Cheese', 'Milk'], hidden: 0 });
    expect(chips[1].items).toEqual(['Montenegro', 'Albania']);
  });

  it('spells out at most maxItems names and counts the rest', () => {
    const [chip] = reasonChips([{ code: 'shared_sectors', items: ['A', 'B', 'C', 'D'] }], { maxItems: 2 });
    expect(chip.shown).toEqual(['A', 'B']);
    expect(chip.hidden).toBe(2);
    expect(chipItemsText(chip, (n) => `+${n}`)).toBe('A, B +2');
  });

  it('stops before long names overflow the chip, but always names one', () => {
    const long = 'Dairy produce; fresh cheese (including whey cheese), not fermented, and curd';
    const [chip] = reasonChips([{ code: 'buys_what_you_sell', items: [long, 'Butter'] }], { maxItems: 2, maxChars: 40 });
    expect(chip.shown).toEqual([long]);
    expect(chip.hidden).toBe(1);
  });

  it('keeps a reason without items as a bare label', () => {
    const [chip] = reasonChips([{ code: 'related_sectors', items: [] }]);
    expect(chip).toMatchObject({ shown: [], hidden: 0 });
    expect(chipItemsText(chip, (n) => `+${n}`)).toBe('');
  });

  it('ignores codes it does not know', () => {
    expect(reasonChips([{ code: 'met_at_event' as never, items: ['Fair'] }])).toEqual([]);
  });
});

describe('matchStrength', () => {
  it('grades the score', () => {
    expect(matchStrength(13)).toBe('strong');
    expect(matchStrength(8)).toBe('strong');
    expect(matchStrength(4)).toBe('good');
    expect(matchStrength(2)).toBe('possible');
  });
});

describe('sortSuggestions', () => {
  it('puts the best score first and keeps a stable order for equal scores', () => {
    const s = (userId: number, score: number, company: string, lastName = 'X') => ({
      userId,
      score,
      firstName: 'A',
      lastName,
      company: { name: company },
    });
    const sorted = sortSuggestions([s(1, 2, 'Beta'), s(2, 9, 'Zeta'), s(3, 2, 'Alpha'), s(4, 2, 'Alpha', 'A')]);
    expect(sorted.map((x) => x.userId)).toEqual([2, 4, 3, 1]);
  });
});
