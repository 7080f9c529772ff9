import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { AccessGroup } from '@portal/contracts/common/access';
import { biEmbed } from '@portal/contracts/insights/bi-embed';
import { catalogueInsights } from '@portal/contracts/insights/catalogue-insights';
import { companiesInsights } from '@portal/contracts/insights/companies-insights';
import { comparisonInsights } from '@portal/contracts/insights/comparison-insights';
import { connectionsInsights } from '@portal/contracts/insights/connections-insights';
import { eventsInsights } from '@portal/contracts/insights/events-insights';
import {
  insightsChartParams,
  insightsComparisonQuery,
  insightsCsvFileName,
  insightsCsvQuery,
  insightsFilter,
  insightsPaths,
} from '@portal/contracts/insights/insights-filter';
import { signedInActor } from '../../plugins/signed-in.ts';
import { getBiEmbed } from './bi-embed.service.ts';
import {
  getCatalogueInsights,
  getCompaniesInsights,
  getComparison,
  getConnectionsInsights,
  getEventsInsights,
} from './insights.service.ts';
import { insightsCsv } from './insights-csv.ts';

const scoped =
  'A chamber administrator sees their economy only (another countryId: 403), the platform administrator every economy or the one named.';

/** The insights of /admin-center/power-bi (portal-specific calls, not in the spec's list): live figures, their CSV, the BI embed. */
export const insightsRoutes: FastifyPluginAsync = async (base) => {
  const app = base.withTypeProvider<ZodTypeProvider>();
  const tags = ['Insights'];
  const access = { functions: AccessGroup.administrators };

  app.get(`/${insightsPaths.companies}`, {
    schema: {
      tags,
      summary: 'Companies by economy, NACE section and verification state, and their growth per month',
      description: scoped,
      querystring: insightsFilter,
      response: { 200: companiesInsights },
    },
    config: { access },
    handler: async (request) => getCompaniesInsights(app.ctx, signedInActor(request), request.query),
  });

  app.get(`/${insightsPaths.catalogue}`, {
    schema: {
      tags,
      summary: 'Supply and demand by HS section and by economy, offers that meet a matching demand, demand no offer meets',
      description: scoped,
      querystring: insightsFilter,
      response: { 200: catalogueInsights },
    },
    config: { access },
    handler: async (request) => getCatalogueInsights(app.ctx, signedInActor(request), request.query),
  });

  app.get(`/${insightsPaths.connections}`, {
    schema: {
      tags,
      summary: 'Favourites, meeting requests and conversations from economy to economy',
      description: scoped,
      querystring: insightsFilter,
      response: { 200: connectionsInsights },
    },
    config: { access },
    handler: async (request) => getConnectionsInsights(app.ctx, signedInActor(request), request.query),
  });

  app.get(`/${insightsPaths.events}`, {
    schema: {
      tags,
      summary: 'Events, registrations, meetings requested, accepted and held, their outcomes, acceptance rate, messages sent',
      description: scoped,
      querystring: insightsFilter,
      response: { 200: eventsInsights },
    },
    config: { access },
    handler: async (request) => getEventsInsights(app.ctx, signedInActor(request), request.query),
  });

  app.get(`/${insightsPaths.comparison}`, {
    schema: {
      tags,
      summary: 'Economies side by side (the WB6 economies unless countryIds names others)',
      description: 'For the platform administrator.',
      querystring: insightsComparisonQuery,
      response: { 200: comparisonInsights },
    },
    config: { access: { functions: AccessGroup.platformAdmins } },
    handler: async (request) => getComparison(app.ctx, signedInActor(request), request.query),
  });

  app.get('/api/Insights/csv/:chart', {
    schema: {
      tags,
      summary: "A chart's data as CSV",
      description: `text/csv (UTF-8 with a byte order mark), an attachment insights-<chart>.csv: a header of the answer's field names, a row per row of the chart. ${scoped} The comparison is the platform administrator's (403 to others).`,
      params: insightsChartParams,
      querystring: insightsCsvQuery,
      produces: ['text/csv'],
    },
    config: { access },
    handler: async (request, reply) => {
      const { chart } = request.params;
      const csv = await insightsCsv(app.ctx, signedInActor(request), chart, request.query);
      return reply
        .type('text/csv; charset=utf-8')
        .header('content-disposition', `attachment; filename="${insightsCsvFileName(chart)}"`)
        .send(csv);
    },
  });

  app.get(`/${insightsPaths.embed}`, {
    schema: {
      tags,
      summary: 'The external BI report to embed beside the insights (BI_REPORT_URL), for a user with hasPowerBi',
      response: { 200: biEmbed },
    },
    config: { access: { signedIn: true } },
    handler: async (request) => getBiEmbed(app.ctx, signedInActor(request)),
  });
};
