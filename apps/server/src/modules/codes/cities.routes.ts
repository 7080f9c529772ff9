import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { citySearchBody, cityPage, numberOfCountriesChoices, numberOfCountriesValues } from '@portal/contracts/codes/cities';
import { searchCities } from './cities.service.ts';

export const cityRoutes: FastifyPluginAsync = async (base) => {
  const app = base.withTypeProvider<ZodTypeProvider>();
  const tags = ['Dropdowns'];

  app.post('/api/Cities/search-by-countryId-query', {
    schema: { tags, summary: 'Cities of a country by (part of) the name', body: citySearchBody, response: { 200: cityPage } },
    config: { access: { public: true } },
    handler: async (request) => searchCities(app.ctx.db, request.body),
  });

  app.get('/api/NumberOfCountriesValues/', {
    schema: { tags, summary: 'The choices of "number of countries exported to"', response: { 200: numberOfCountriesValues } },
    config: { access: { public: true } },
    handler: async () => ({ list: numberOfCountriesChoices }),
  });
};
