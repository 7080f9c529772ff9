import type { CountryItem } from '@portal/contracts/codes/dropdowns';
import { MAIN_PARTNERS } from '@portal/contracts/market/market-info';

/** An economy the page offers: its ISO alpha-3 code and its name in the interface language. */
export interface EconomyChoice {
  value: string;
  label: string;
}

export interface EconomyChoices {
  wb6: EconomyChoice[];
  partners: EconomyChoice[];
  all: EconomyChoice[];
}

const byName = (a: EconomyChoice, b: EconomyChoice) => a.label.localeCompare(b.label);

/** The six WB6 economies and their main partners, each group by name. */
export function economyChoices(countries: CountryItem[]): EconomyChoices {
  const choice = (c: CountryItem) => ({ value: c.alpha3, label: c.name });
  const wb6 = countries
    .filter((c) => c.isWb6)
    .map(choice)
    .sort(byName);
  const partnerCodes = new Set<string>(MAIN_PARTNERS);
  const partners = countries
    .filter((c) => partnerCodes.has(c.alpha3))
    .map(choice)
    .sort(byName);
  return { wb6, partners, all: [...wb6, ...partners] };
}

/**
 * The economy to show: the address's when it is offered, else the user's company's country when
 * it is, else the first WB6 economy.
 */
export function chosenEconomy(choices: EconomyChoices, requested: string | null, own: string | null): EconomyChoice | null {
  const find = (code: string | null) => (code ? choices.all.find((c) => c.value === code.toUpperCase()) : undefined);
  return find(requested) ?? find(own) ?? choices.wb6[0] ?? null;
}
