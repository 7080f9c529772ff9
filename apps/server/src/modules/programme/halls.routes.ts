import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { idParam, okResult } from '@portal/contracts/common/paging';
import { hall, hallModel, hallPage, hallSearch, hallUpdate } from '@portal/contracts/programme/halls';
import { signedInActor } from '../../plugins/signed-in.ts';
import { eventOrganisers } from '../events/event-route-access.ts';
import { deleteHall, getHall, hallsOfEvent, saveHall } from './halls.service.ts';

/** api/Hall: an event's halls and their meeting tables. Attendees (guests too) read; organisers edit. */
export const hallRoutes: FastifyPluginAsync = async (base) => {
  const app = base.withTypeProvider<ZodTypeProvider>();
  const tags = ['Hall'];

  app.post('/api/Hall/get-all-for-event', {
    schema: {
      tags,
      summary: "An event's halls by name (organisers, chamber administrators and invited people)",
      body: hallSearch,
      response: { 200: hallPage },
    },
    config: { access: { signedIn: true } },
    handler: async (request) => hallsOfEvent(app.ctx, signedInActor(request), request.body),
  });

  app.get('/api/Hall/:id', {
    schema: { tags, summary: 'A hall', params: idParam, response: { 200: hall } },
    config: { access: { signedIn: true } },
    handler: async (request) => getHall(app.ctx, signedInActor(request), request.params.id),
  });

  app.post('/api/Hall/', {
    schema: {
      tags,
      summary: 'Add a hall to an event (its organisers)',
      description: 'Names are unique per event (hall_name_taken). tableCount numbers the meeting tables 1..n.',
      body: hallModel.omit({ pkHallId: true }),
      response: { 200: hall },
    },
    config: { access: eventOrganisers },
    handler: async (request) => saveHall(app.ctx, signedInActor(request), request.body),
  });

  app.put('/api/Hall/', {
    schema: { tags, summary: 'Change a hall (its event stays)', body: hallUpdate, response: { 200: hall } },
    config: { access: eventOrganisers },
    handler: async (request) => saveHall(app.ctx, signedInActor(request), request.body),
  });

  app.delete('/api/Hall/:id', {
    schema: {
      tags,
      summary: 'Delete a hall no session uses (hall_in_use otherwise)',
      params: idParam,
      response: { 200: okResult },
    },
    config: { access: eventOrganisers },
    handler: async (request) => {
      await deleteHall(app.ctx, signedInActor(request), request.params.id);
      return { success: true as const };
    },
  });
};
