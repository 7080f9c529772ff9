import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { chambersWithEvent, chambersWithEventQuery } from '@portal/contracts/events/event-chambers';
import { chambersWithEvent as listChambers } from './chambers-with-events.service.ts';
import { signedInActor } from '../../plugins/signed-in.ts';
import { eventOrganisers } from './event-route-access.ts';

/** api/Chambers/get-all-with-event-chambers: the organisers screen's list of chambers. */
export const chambersWithEventsRoutes: FastifyPluginAsync = async (base) => {
  const app = base.withTypeProvider<ZodTypeProvider>();

  app.post('/api/Chambers/get-all-with-event-chambers', {
    schema: {
      tags: ['Chambers'],
      summary: "Every chamber with its upcoming events, marked as the named event's organiser or assistant",
      body: chambersWithEventQuery,
      response: { 200: chambersWithEvent },
    },
    config: { access: eventOrganisers },
    handler: async (request) => listChambers(app.ctx, signedInActor(request), request.body),
  });
};
