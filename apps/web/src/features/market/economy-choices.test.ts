import { describe, expect, it } from 'vitest';
import { chosenEconomy, economyChoices } from './economy-choices.ts';

const countries = [
  { id: 1, name: 'Serbia', alpha2: 'RS', alpha3: 'SRB', isWb6: true },
  { id: 2, name: 'Albania', alpha2: 'AL', alpha3: 'ALB', isWb6: true },
  { id: 3, name: 'Germany', alpha2: 'DE', alpha3: 'DEU', isWb6: false },
  { id: 4, name: 'France', alpha2: 'FR', alpha3: 'FRA', isWb6: false },
];

describe('economy choices', () => {
  it('offers the WB6 economies and their main partners, each group by name', () => {
    const choices = economyChoices(countries);
    expect(choices.wb6.map((c) => c.value)).toEqual(['ALB', 'SRB']);
    expect(choices.partners.map((c) => c.value)).toEqual(['DEU']);
  });

  it("shows the address's economy when offered, else the user's country, else the first WB6 one", () => {
    const choices = economyChoices(countries);
    expect(chosenEconomy(choices, 'deu', 'SRB')?.value).toBe('DEU');
    expect(chosenEconomy(choices, 'FRA', 'SRB')?.value).toBe('SRB');
    expect(chosenEconomy(choices, null, null)?.value).toBe('ALB');
  });
});
