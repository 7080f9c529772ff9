import fs from 'node:fs/promises';
import path from 'node:path';
import { parse } from 'csv-parse/sync';

/**
 * The World Bank figures of the shared data (SHARED_DIR/data/market: GDP in current US dollars and
 * total population by country and year), for the economy profiles and the country reports. Parsed
 * once per process and data folder: the files change only with a new release of the data.
 */

/** An indicator's figures: by economy (ISO alpha-3 or World Bank aggregate code), then by year. */
export type Series = Map<string, Map<number, number>>;

export interface WorldBankData {
  gdp: Series;
  population: Series;
}

async function readSeries(file: string): Promise<Series> {
  const rows: Record<string, string>[] = parse(await fs.readFile(file, 'utf8'), { columns: true, skip_empty_lines: true });
  const series: Series = new Map();
  for (const r of rows) {
    const year = Number(r.Year);
    const value = Number(r.Value);
    // An empty value is no figure (Number('') would read it as 0).
    if (!r.Value || !Number.isInteger(year) || !Number.isFinite(value)) continue;
    const code = r['Country Code'];
    let years = series.get(code);
    if (!years) {
      years = new Map();
      series.set(code, years);
    }
    years.set(year, value);
  }
  return series;
}

const loaded = new Map<string, Promise<WorldBankData>>();

/** GDP and population of every economy, read on first use. */
export async function worldBankData(sharedDir: string): Promise<WorldBankData> {
  let data = loaded.get(sharedDir);
  if (!data) {
    const dir = path.join(sharedDir, 'data', 'market');
    data = Promise.all([readSeries(path.join(dir, 'gdp.csv')), readSeries(path.join(dir, 'population.csv'))]).then(([gdp, population]) => ({
      gdp,
      population,
    }));
    loaded.set(sharedDir, data);
  }
  try {
    return await data;
  } catch (err) {
    // A failed read is not kept: the next request tries again.
    loaded.delete(sharedDir);
    throw err;
  }
}
