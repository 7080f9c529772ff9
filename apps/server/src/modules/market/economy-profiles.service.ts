import { countryNameOf } from '../codes/country-names.repository.ts';
import { ECONOMY_PROFILE_SOURCE, type EconomyProfile, type EconomyYear } from '@portal/contracts/market/market-info';
import type { AppContext, Client } from '../../context.ts';
import { notFound } from '../../lib/app-error.ts';
import { countryByAlpha3 } from './economies.repository.ts';
import { worldBankData } from './world-bank-data.ts';

/** Per cent change from `before` to `now`, when both are known and `before` is not zero. */
const change = (now: number | null, before: number | null) =>
  now === null || before === null || before === 0 ? null : ((now - before) / before) * 100;

/**
 * GET market-info/economy-profiles/{country}: an economy's GDP and population by year from the
 * World Bank data, with GDP per capita and the change on the year before, and its latest year
 * with both (the figure a profile leads with). A country without figures has no years.
 */
export async function economyProfile(ctx: AppContext, client: Client, alpha3: string): Promise<EconomyProfile> {
  const country = await countryByAlpha3(ctx.db, alpha3);
  if (!country) throw notFound('country_not_found');
  const { gdp, population } = await worldBankData(ctx.config.SHARED_DIR);
  const gdpByYear = gdp.get(alpha3) ?? new Map<number, number>();
  const populationByYear = population.get(alpha3) ?? new Map<number, number>();
  const yearList = [...new Set([...gdpByYear.keys(), ...populationByYear.keys()])].sort((a, b) => a - b);
  const years: EconomyYear[] = yearList.map((year) => {
    const g = gdpByYear.get(year) ?? null;
    const p = populationByYear.get(year) ?? null;
    return {
      year,
      gdp: g,
      population: p,
      gdpPerCapita: g !== null && p ? g / p : null,
      gdpChange: change(g, gdpByYear.get(year - 1) ?? null),
      populationChange: change(p, populationByYear.get(year - 1) ?? null),
    };
  });
  const latest = years.findLast((y) => y.gdpPerCapita !== null) ?? null;
  return {
    country: {
      alpha2: country.alpha2,
      alpha3: country.alpha3,
      name: countryNameOf(country, client.languageId),
      isWb6: country.isWb6,
    },
    years,
    latest,
    source: { name: ECONOMY_PROFILE_SOURCE.name, indicators: [...ECONOMY_PROFILE_SOURCE.indicators] },
  };
}
