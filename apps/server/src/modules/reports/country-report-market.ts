import { type Series, worldBankData } from '../market/world-bank-data.ts';

/** The World Bank figures of the WB6 economies for the country reports (market/world-bank-data.ts). */

/** An indicator of the economies in one year: the latest year with a figure for every one of them. */
export interface YearFigures {
  year: number;
  /** By ISO alpha-3 code. */
  values: Map<string, number>;
}

export interface MarketFigures {
  population: YearFigures | null;
  gdp: YearFigures | null;
  /** The population in the GDP's year, for GDP per inhabitant. */
  populationInGdpYear: YearFigures | null;
}

/** The figures of `codes` in `year`, when every one has one. */
function inYear(s: Series, year: number, codes: string[]): YearFigures | null {
  const values = new Map<string, number>();
  for (const code of codes) {
    const value = s.get(code)?.get(year);
    if (value === undefined) return null;
    values.set(code, value);
  }
  return { year, values };
}

/** The latest year in which every one of `codes` has a figure. */
function latest(s: Series, codes: string[]): YearFigures | null {
  const years = [...new Set(codes.flatMap((c) => [...(s.get(c)?.keys() ?? [])]))].sort((a, b) => b - a);
  for (const year of years) {
    const figures = inYear(s, year, codes);
    if (figures) return figures;
  }
  return null;
}

/** Population and GDP of the economies (alpha-3 codes), each of its latest year common to all of them. */
export async function marketFigures(sharedDir: string, codes: string[]): Promise<MarketFigures> {
  const { gdp, population } = await worldBankData(sharedDir);
  const gdpFigures = latest(gdp, codes);
  return {
    population: latest(population, codes),
    gdp: gdpFigures,
    populationInGdpYear: gdpFigures ? inYear(population, gdpFigures.year, codes) : null,
  };
}
