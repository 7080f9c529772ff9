import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { idParam } from '@portal/contracts/common/paging';
import { basicSiteInfo, countriesInfo, countryInfo, dashboardPaths } from '@portal/contracts/dashboard/dashboard-figures';
import { signedInActor } from '../../plugins/signed-in.ts';
import * as dashboard from './dashboard.service.ts';

const restricted =
  'Restricted figures (companies awaiting verification, people, all events, meetings) are null unless the caller is the platform administrator or the economy’s chamber administrator.';

/** The dashboard figures (api/MainDashboard): for every signed-in user, the restricted ones as the dashboard policy says. */
export const dashboardRoutes: FastifyPluginAsync = async (base) => {
  const app = base.withTypeProvider<ZodTypeProvider>();
  const tags = ['Dashboard'];
  const access = { signedIn: true } as const;

  app.get(`/${dashboardPaths.basicSiteInfo}`, {
    schema: {
      tags,
      summary: "The site's totals: companies, offers on the market, upcoming events",
      description: 'Site-wide restricted figures for the platform administrator only.',
      response: { 200: basicSiteInfo },
    },
    config: { access },
    handler: async (request) => dashboard.basicSiteInfo(app.ctx, signedInActor(request)),
  });

  app.get(`/${dashboardPaths.countriesInfo}`, {
    schema: { tags, summary: 'The six WB6 economies’ figures side by side', description: restricted, response: { 200: countriesInfo } },
    config: { access },
    handler: async (request) => dashboard.countriesInfo(app.ctx, signedInActor(request)),
  });

  app.get(`/${dashboardPaths.countryInfo}/:id`, {
    schema: {
      tags,
      summary: "One economy's figures and its largest sectors",
      description: restricted,
      params: idParam,
      response: { 200: countryInfo },
    },
    config: { access },
    handler: async (request) => dashboard.countryInfo(app.ctx, signedInActor(request), request.params.id),
  });
};
