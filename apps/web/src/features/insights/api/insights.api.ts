import type { BiEmbed } from '@portal/contracts/insights/bi-embed';
import type { CatalogueInsights } from '@portal/contracts/insights/catalogue-insights';
import type { CompaniesInsights } from '@portal/contracts/insights/companies-insights';
import type { ComparisonInsights } from '@portal/contracts/insights/comparison-insights';
import type { ConnectionsInsights } from '@portal/contracts/insights/connections-insights';
import type { EventsInsights } from '@portal/contracts/insights/events-insights';
import { type InsightsChart, insightsPaths } from '@portal/contracts/insights/insights-filter';
import { api } from '../../../api/client.ts';

/** The answers of the insights calls by their name in insightsPaths. */
export interface InsightsAnswers {
  companies: CompaniesInsights;
  catalogue: CatalogueInsights;
  connections: ConnectionsInsights;
  events: EventsInsights;
  comparison: ComparisonInsights;
}
export type InsightsKind = keyof InsightsAnswers;

/** A query string of the filled values only: the server reads an absent value as "all". */
export const queryString = (query: Record<string, string | number | undefined>) => {
  const params = new URLSearchParams();
  for (const [name, value] of Object.entries(query)) if (value !== undefined && value !== '') params.set(name, String(value));
  const text = params.toString();
  return text ? `?${text}` : '';
};

export const fetchInsights = <K extends InsightsKind>(kind: K, query: Record<string, string | number | undefined>) =>
  api.get<InsightsAnswers[K]>(`${insightsPaths[kind]}${queryString(query)}`);

/** A chart's data as the server writes it in CSV, for the same filter. */
export const fetchInsightsCsv = (chart: InsightsChart, query: Record<string, string | number | undefined>) =>
  api.blob(`${insightsPaths.csv(chart)}${queryString(query)}`);

export const fetchBiEmbed = () => api.get<BiEmbed>(insightsPaths.embed);
