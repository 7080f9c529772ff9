import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { countryEntry, countryEntryPage, countrySearchBody, updateCountryBody } from '@portal/contracts/codes/countries';
import { AccessGroup } from '@portal/contracts/common/access';
import { searchCountries, updateCountry } from './countries.service.ts';

/** Countries in the codes administration (the spec's api/{codes} calls for the Countries module): the platform administrator renames them. */
export const countryRoutes: FastifyPluginAsync = async (base) => {
  const app = base.withTypeProvider<ZodTypeProvider>();
  const tags = ['Codes'];
  const access = { functions: AccessGroup.platformAdmins };

  app.post('/api/Countries/search', {
    schema: {
      tags,
      summary: 'Countries, a page at a time, with their names per language',
      body: countrySearchBody,
      response: { 200: countryEntryPage },
    },
    config: { access },
    handler: async (request) => searchCountries(app.ctx.db, request.body),
  });

  app.put('/api/Countries', {
    schema: { tags, summary: 'Rename a country in English and Serbian', body: updateCountryBody, response: { 200: countryEntry } },
    config: { access },
    handler: async (request) => updateCountry(app.ctx.db, request.body),
  });
};
