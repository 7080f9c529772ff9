import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  economyProfile,
  economyProfileParams,
  financialIndicators,
  indicatorValues,
  indicatorValuesParams,
  tradeMap,
  tradeMapParams,
} from '@portal/contracts/market/market-info';
import { economyProfile as profileOf } from './economy-profiles.service.ts';
import { financialDevelopmentIndicators, financialDevelopmentValues, tradeFlows } from './market-info.service.ts';

/** The market-information calls of spec-2 section 7, for every signed-in user (/market-info). */
export const marketRoutes: FastifyPluginAsync = async (base) => {
  const app = base.withTypeProvider<ZodTypeProvider>();
  const tags = ['Market information'];

  app.get('/market-info/economy-profiles/:country', {
    schema: {
      tags,
      summary: "An economy's GDP, population and GDP per capita by year (World Bank data)",
      params: economyProfileParams,
      response: { 200: economyProfile },
    },
    config: { access: { signedIn: true } },
    handler: async (request) => profileOf(app.ctx, request.client, request.params.country),
  });

  app.get('/market-info/global-financial-development/indicators', {
    schema: {
      tags,
      summary: 'The financial-development indicators of the market-information service',
      response: { 200: financialIndicators },
    },
    config: { access: { signedIn: true } },
    handler: async () => financialDevelopmentIndicators(app.ctx),
  });

  app.get('/market-info/global-financial-development/:indicatorId/:country', {
    schema: {
      tags,
      summary: "An indicator's values for an economy by year (market-information service)",
      params: indicatorValuesParams,
      response: { 200: indicatorValues },
    },
    config: { access: { signedIn: true } },
    handler: async (request) => financialDevelopmentValues(app.ctx, request.params),
  });

  app.get('/market-info/trade-map/:reporter/:partner/:type', {
    schema: {
      tags,
      summary: 'The products an economy exports to or imports from a partner (market-information service)',
      params: tradeMapParams,
      response: { 200: tradeMap },
    },
    config: { access: { signedIn: true } },
    handler: async (request) => tradeFlows(app.ctx, request.params),
  });
};
