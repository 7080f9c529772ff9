import type { Wb6CountryRow } from './country-report.repository.ts';
import type { MarketFigures } from './country-report-market.ts';
import type { CountryReportTexts } from './country-report-texts.ts';

/**
 * The country reports as tables of indicators (rows) by economy (columns): what the PDF and the
 * spreadsheet both lay out, so the two formats of a report always hold the same figures.
 */

export type CountryCell = number | string | null;
/** integer: a count; decimal: two places (billions); text: a name. */
export type CellFormat = 'integer' | 'decimal' | 'text';

export interface CountryTableRow {
  label: string;
  values: CountryCell[];
  format: CellFormat;
}

export interface CountryTable {
  title: string;
  subtitle: string;
  /** The economies' names, in the columns' order. */
  countries: string[];
  sections: { heading: string; rows: CountryTableRow[] }[];
  sources: string[];
}

const BILLION = 1e9;
const PER_INHABITANTS = 100_000;

const row = (label: string, values: CountryCell[], format: CellFormat = 'integer'): CountryTableRow => ({ label, values, format });

/** GET api/Reports/country-info: each economy's size (World Bank) beside its companies and users on the portal. */
export function countryInfoTable(rows: Wb6CountryRow[], market: MarketFigures, x: CountryReportTexts): CountryTable {
  const of = (figures: MarketFigures['gdp'], scale = 1) => rows.map((r) => (figures?.values.get(r.alpha3) ?? 0) / scale);
  const economy: CountryTableRow[] = [];
  const { population, gdp, populationInGdpYear } = market;
  if (population) economy.push(row(x.population(population.year), of(population)));
  if (gdp) economy.push(row(x.gdp(gdp.year), of(gdp, BILLION), 'decimal'));
  if (gdp && populationInGdpYear) {
    economy.push(
      row(
        x.gdpPerCapita(gdp.year),
        rows.map((r) => Math.round((gdp.values.get(r.alpha3) ?? 0) / (populationInGdpYear.values.get(r.alpha3) ?? 1))),
      ),
    );
  }
  const portal = [
    row(
      x.companies,
      rows.map((r) => r.companies),
    ),
    row(
      x.verified,
      rows.map((r) => r.verified),
    ),
    row(
      x.multinational,
      rows.map((r) => r.multinational),
    ),
    row(
      x.users,
      rows.map((r) => r.users),
    ),
    ...(population
      ? [
          row(
            x.companiesPer100k,
            rows.map((r) => Math.round((r.verified / (population.values.get(r.alpha3) ?? 1)) * PER_INHABITANTS * 100) / 100),
            'decimal',
          ),
        ]
      : []),
  ];
  return {
    title: x.countryInfo.title,
    subtitle: x.countryInfo.subtitle,
    countries: rows.map((r) => r.name),
    sections: [
      ...(economy.length ? [{ heading: x.countryInfo.economy, rows: economy }] : []),
      { heading: x.countryInfo.portal, rows: portal },
    ],
    sources: [economy.length ? x.sources.worldBank : x.sources.noMarketData, x.sources.portal],
  };
}

/** GET api/Reports/report-by-wb6-country: the portal's activity by economy. */
export function wb6ActivityTable(rows: Wb6CountryRow[], x: CountryReportTexts): CountryTable {
  const figures = (label: string, pick: (r: Wb6CountryRow) => CountryCell, format: CellFormat = 'integer') =>
    row(label, rows.map(pick), format);
  const s = x.sections;
  return {
    title: x.wb6Activity.title,
    subtitle: x.wb6Activity.subtitle,
    countries: rows.map((r) => r.name),
    sections: [
      {
        heading: s.companies,
        rows: [
          figures(x.verified, (r) => r.verified),
          figures(x.unverified, (r) => r.unverified),
          figures(x.multinational, (r) => r.multinational),
          figures(x.users, (r) => r.users),
        ],
      },
      {
        heading: s.sectors,
        rows: [figures(x.sectorsRepresented, (r) => r.sectors), figures(x.topSector, (r) => r.topSector, 'text')],
      },
      {
        heading: s.offers,
        rows: [
          figures(x.productsSupply, (r) => r.productsSupply),
          figures(x.productsDemand, (r) => r.productsDemand),
          figures(x.servicesSupply, (r) => r.servicesSupply),
          figures(x.servicesDemand, (r) => r.servicesDemand),
        ],
      },
      { heading: s.events, rows: [figures(x.events, (r) => r.events), figures(x.upcomingEvents, (r) => r.upcomingEvents)] },
      {
        heading: s.meetings,
        rows: [figures(x.meetingsAccepted, (r) => r.meetingsAccepted), figures(x.meetingsRequested, (r) => r.meetingsRequested)],
      },
    ],
    sources: [`${x.sources.portal} ${x.sources.meetings}`],
  };
}
