import type { CatalogueInsights } from '@portal/contracts/insights/catalogue-insights';
import type { CompaniesGrowthRow, CompaniesInsights } from '@portal/contracts/insights/companies-insights';
import type { ComparisonInsights } from '@portal/contracts/insights/comparison-insights';
import type { ConnectionsInsights } from '@portal/contracts/insights/connections-insights';
import { type EventsInsights, type EventsMonthlyRow, meetingOutcomes } from '@portal/contracts/insights/events-insights';
import type { InsightsEconomy, InsightsSection } from '@portal/contracts/insights/insights-filter';
import type { CatalogueFiguresRow } from './catalogue-insights.repository.ts';
import type { CompanyCountsRow } from './companies-insights.repository.ts';
import type { EconomyLinkFigures } from './connections-insights.repository.ts';
import type { EconomyActivityRow, EventsTotalsRow } from './events-insights.repository.ts';

/** Names of the economies and sections an answer mentions, by id. */
export interface InsightsNames {
  economies: Map<number, { alpha3: string; name: string }>;
  sections: Map<number, { code: string; name: string }>;
}

const economy = (names: InsightsNames, countryId: number): InsightsEconomy => ({
  countryId,
  alpha3: names.economies.get(countryId)?.alpha3 ?? '',
  name: names.economies.get(countryId)?.name ?? String(countryId),
});

const section = (names: InsightsNames, sectionId: number): InsightsSection => ({
  sectionId,
  code: names.sections.get(sectionId)?.code ?? '',
  name: names.sections.get(sectionId)?.name ?? '',
});

/** Economies the most first, then by name. */
const byCountDesc =
  <T extends { name: string }>(count: (r: T) => number) =>
  (a: T, b: T) =>
    count(b) - count(a) || a.name.localeCompare(b.name);

/** Sections in their classification's order (Roman numerals for HS, letters for NACE). */
const sectionOrder = (a: InsightsSection, b: InsightsSection) => romanValue(a.code) - romanValue(b.code) || a.code.localeCompare(b.code);
function romanValue(code: string): number {
  const digit: Record<string, number> = { I: 1, V: 5, X: 10, L: 50 };
  if (!/^[IVXL]+$/.test(code)) return 0;
  let total = 0;
  for (let i = 0; i < code.length; i++) {
    const v = digit[code[i]];
    total += v < (digit[code[i + 1]] ?? 0) ? -v : v;
  }
  return total;
}

/** The months from the first to the last of a series, YYYY-MM, so that a chart shows the quiet months as zero. */
export function monthsBetween(first: string, last: string): string[] {
  const months: string[] = [];
  let [y, m] = first.split('-').map(Number);
  for (let guard = 0; guard < 1200; guard++) {
    const month = `${y}-${String(m).padStart(2, '0')}`;
    months.push(month);
    if (month >= last) break;
    m = m === 12 ? 1 : m + 1;
    if (m === 1) y++;
  }
  return months;
}

/** A series by month with every month between its first and last, the missing ones as `empty`. */
function fillMonths<T extends { month: string }>(rows: T[], empty: (month: string) => T): T[] {
  if (!rows.length) return [];
  const byMonth = new Map(rows.map((r) => [r.month, r]));
  return monthsBetween(rows[0].month, rows[rows.length - 1].month).map((m) => byMonth.get(m) ?? empty(m));
}

const counts = (r: CompanyCountsRow) => ({ companies: r.companies, verified: r.verified, unverified: r.companies - r.verified });

export function toCompaniesInsights(
  byEconomy: (CompanyCountsRow & { country_id: number })[],
  bySection: (CompanyCountsRow & { section_id: number })[],
  perMonth: { month: string; joined: number; verified: number; before: number }[],
  names: InsightsNames,
): CompaniesInsights {
  const economies = byEconomy.map((r) => ({ ...economy(names, r.country_id), ...counts(r) }));
  const sum = (key: 'companies' | 'verified') => economies.reduce((n, r) => n + r[key], 0);
  let total = perMonth[0]?.before ?? 0;
  const growth = fillMonths<Omit<CompaniesGrowthRow, 'total'>>(perMonth, (month) => ({ month, joined: 0, verified: 0 })).map((r) => {
    total += r.joined;
    return { month: r.month, joined: r.joined, verified: r.verified, total };
  });
  return {
    totals: { companies: sum('companies'), verified: sum('verified'), unverified: sum('companies') - sum('verified') },
    byEconomy: economies.sort(byCountDesc((r) => r.companies)),
    bySection: bySection.map((r) => ({ ...section(names, r.section_id), ...counts(r) })).sort(sectionOrder),
    growth,
  };
}

type MatchCounts = { supply: number; demand: number; matchedSupply: number; unmetDemand: number };
const noMatches = (): MatchCounts => ({ supply: 0, demand: 0, matchedSupply: 0, unmetDemand: 0 });
function addMatches(to: MatchCounts, r: CatalogueFiguresRow) {
  to.supply += r.supply;
  to.demand += r.demand;
  to.matchedSupply += r.matched_supply;
  to.unmetDemand += r.unmet_demand;
}

/** The catalogue's figures (economy x section x kind) folded into products by HS section, both kinds by economy, and totals. */
export function toCatalogueInsights(rows: CatalogueFiguresRow[], names: InsightsNames): CatalogueInsights {
  const totals = noMatches();
  const sections = new Map<number, MatchCounts>();
  const economies = new Map<
    number,
    MatchCounts & { productSupply: number; productDemand: number; serviceSupply: number; serviceDemand: number }
  >();
  for (const r of rows) {
    addMatches(totals, r);
    if (r.kind === 'product') {
      const s = sections.get(r.section_id) ?? noMatches();
      addMatches(s, r);
      sections.set(r.section_id, s);
    }
    const e = economies.get(r.country_id) ?? { ...noMatches(), productSupply: 0, productDemand: 0, serviceSupply: 0, serviceDemand: 0 };
    addMatches(e, r);
    if (r.kind === 'product') {
      e.productSupply += r.supply;
      e.productDemand += r.demand;
    } else {
      e.serviceSupply += r.supply;
      e.serviceDemand += r.demand;
    }
    economies.set(r.country_id, e);
  }
  return {
    totals,
    bySection: [...sections].map(([id, c]) => ({ ...section(names, id), ...c })).sort(sectionOrder),
    byEconomy: [...economies].map(([id, c]) => ({ ...economy(names, id), ...c })).sort(byCountDesc((r) => r.supply + r.demand)),
  };
}

export function toConnectionsInsights(rows: EconomyLinkFigures[], names: InsightsNames): ConnectionsInsights {
  const links = rows.map((r) => {
    const from = economy(names, r.from_id);
    const to = economy(names, r.to_id);
    return {
      fromCountryId: from.countryId,
      fromAlpha3: from.alpha3,
      fromName: from.name,
      toCountryId: to.countryId,
      toAlpha3: to.alpha3,
      toName: to.name,
      favourites: r.favourites,
      meetingRequests: r.meeting_requests,
      conversations: r.conversations,
    };
  });
  return { links: links.sort((a, b) => a.fromName.localeCompare(b.fromName) || a.toName.localeCompare(b.toName)) };
}

/** Accepted among the answered requests; null when none was answered. */
export const acceptanceRate = (accepted: number, rejected: number) =>
  accepted + rejected ? Math.round((accepted / (accepted + rejected)) * 1000) / 1000 : null;

export function toEventsInsights(
  totals: EventsTotalsRow,
  outcomes: { outcome: string; meetings: number }[],
  monthly: { month: string; registrations: number; requested: number; accepted: number; messages: number }[],
): EventsInsights {
  const series: EventsMonthlyRow[] = monthly.map((r) => ({
    month: r.month,
    registrations: r.registrations,
    meetingsRequested: r.requested,
    meetingsAccepted: r.accepted,
    messagesSent: r.messages,
  }));
  return {
    totals: {
      events: totals.events,
      registrations: totals.registrations,
      meetingsRequested: totals.requested,
      meetingsAccepted: totals.accepted,
      meetingsRejected: totals.rejected,
      meetingsCancelled: totals.cancelled,
      meetingsHeld: totals.held,
      acceptanceRate: acceptanceRate(totals.accepted, totals.rejected),
      messagesSent: totals.messages,
    },
    outcomes: meetingOutcomes.map((outcome) => ({ outcome, meetings: outcomes.find((o) => o.outcome === outcome)?.meetings ?? 0 })),
    monthly: fillMonths(series, (month) => ({ month, registrations: 0, meetingsRequested: 0, meetingsAccepted: 0, messagesSent: 0 })),
  };
}

/** The economies compared, in the order of their names, each with its figures (zero where it has none). */
export function toComparison(
  countryIds: number[],
  companies: (CompanyCountsRow & { country_id: number })[],
  catalogue: CatalogueInsights['byEconomy'],
  activity: EconomyActivityRow[],
  names: InsightsNames,
): ComparisonInsights {
  const rows = countryIds.map((id) => {
    const c = companies.find((r) => r.country_id === id);
    const k = catalogue.find((r) => r.countryId === id);
    const a = activity.find((r) => r.country_id === id);
    return {
      ...economy(names, id),
      companies: c?.companies ?? 0,
      verified: c?.verified ?? 0,
      supply: k?.supply ?? 0,
      demand: k?.demand ?? 0,
      matchedSupply: k?.matchedSupply ?? 0,
      unmetDemand: k?.unmetDemand ?? 0,
      registrations: a?.registrations ?? 0,
      meetingsRequested: a?.requested ?? 0,
      meetingsAccepted: a?.accepted ?? 0,
      acceptanceRate: acceptanceRate(a?.accepted ?? 0, a?.rejected ?? 0),
      messagesSent: a?.messages ?? 0,
    };
  });
  return { rows: rows.sort((a, b) => a.name.localeCompare(b.name)) };
}
