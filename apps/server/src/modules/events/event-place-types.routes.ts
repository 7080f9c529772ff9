import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { eventPlaceTypeList } from '@portal/contracts/events/events';
import { placeTypes } from './event-place-types.service.ts';

/** api/EventPlaceTypes: physical, virtual, hybrid, named in the request's language. */
export const eventPlaceTypeRoutes: FastifyPluginAsync = async (base) => {
  const app = base.withTypeProvider<ZodTypeProvider>();

  app.get('/api/EventPlaceTypes/', {
    schema: {
      tags: ['EventPlaceTypes'],
      summary: 'Where events happen: 1 physical, 2 virtual, 3 hybrid',
      response: { 200: eventPlaceTypeList },
    },
    config: { access: { public: true } },
    handler: async (request) => placeTypes(request.client),
  });
};
