import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  cityAdminSearchBody,
  cityEntry,
  cityEntryPage,
  citySearchBody,
  cityPage,
  createCityBody,
  numberOfCountriesChoices,
  numberOfCountriesValues,
  updateCityBody,
} from '@portal/contracts/codes/cities';
import { AccessGroup } from '@portal/contracts/common/access';
import { idParam, okResult } from '@portal/contracts/common/paging';
import { signedInActor } from '../../plugins/signed-in.ts';
import { createCity, deleteCity, getCityEntry, searchCities, searchCityEntries, updateCity } from './cities.service.ts';

/**
 * Cities: anyone reads a country's cities (forms); the codes administration manages them through
 * the spec's generic api/{codes} calls for the Cities module. Platform and chamber administrators
 * may call them; city.policy.ts limits a chamber administrator to their own country's cities.
 */
export const cityRoutes: FastifyPluginAsync = async (base) => {
  const app = base.withTypeProvider<ZodTypeProvider>();
  const tags = ['Dropdowns'];
  const access = { functions: AccessGroup.administrators };
  const db = () => app.ctx.db;

  app.post('/api/Cities/search-by-countryId-query', {
    schema: { tags, summary: 'Cities of a country by (part of) the name', body: citySearchBody, response: { 200: cityPage } },
    config: { access: { public: true } },
    handler: async (request) => searchCities(db(), request.body),
  });

  app.post('/api/Cities/search', {
    schema: {
      tags,
      summary: 'The cities the caller administers, a page at a time, with their names per language',
      body: cityAdminSearchBody,
      response: { 200: cityEntryPage },
    },
    config: { access },
    handler: async (request) => searchCityEntries(db(), signedInActor(request), request.body),
  });

  app.get('/api/Cities/:id', {
    schema: { tags, summary: 'One city the caller administers', params: idParam, response: { 200: cityEntry } },
    config: { access },
    handler: async (request) => getCityEntry(db(), signedInActor(request), request.params.id),
  });

  app.post('/api/Cities', {
    schema: { tags, summary: 'Add a city with its name per language', body: createCityBody, response: { 200: cityEntry } },
    config: { access },
    handler: async (request) => createCity(db(), signedInActor(request), request.body),
  });

  app.put('/api/Cities', {
    schema: { tags, summary: "Change a city's names", body: updateCityBody, response: { 200: cityEntry } },
    config: { access },
    handler: async (request) => updateCity(db(), signedInActor(request), request.body),
  });

  app.delete('/api/Cities/:id', {
    schema: { tags, summary: 'Delete a city no company is in', params: idParam, response: { 200: okResult } },
    config: { access },
    handler: async (request) => {
      await deleteCity(db(), signedInActor(request), request.params.id);
      return { success: true as const };
    },
  });

  app.get('/api/NumberOfCountriesValues/', {
    schema: { tags, summary: 'The choices of "number of countries exported to"', response: { 200: numberOfCountriesValues } },
    config: { access: { public: true } },
    handler: async () => ({ list: numberOfCountriesChoices }),
  });
};
