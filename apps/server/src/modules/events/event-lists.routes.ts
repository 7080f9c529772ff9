import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { chamberEventSearch, eventPage, eventSearch, eventsInfo, eventsInfoParams, myEventSearch } from '@portal/contracts/events/events';
import {
  eventsInfo as nextEventsInfo,
  publicEventsInfo,
  searchChamberEvents,
  searchDeletedEvents,
  searchMyEvents,
  searchPublicEvents,
} from './event-lists.service.ts';
import { signedInActor } from '../../plugins/signed-in.ts';
import { eventMembers, eventOrganisers } from './event-route-access.ts';

/** api/Events lists: the chamber's, the deleted, the caller's and the public events, and the dashboards' next events. */
export const eventListRoutes: FastifyPluginAsync = async (base) => {
  const app = base.withTypeProvider<ZodTypeProvider>();
  const tags = ['Events'];

  app.post('/api/Events/search-events-in-my-chamber', {
    schema: {
      tags,
      summary: "The caller's chamber's events, organised or assisted; eventStatus 0 finished, 1 active, 2 announced, 3 draft, null all",
      body: chamberEventSearch,
      response: { 200: eventPage },
    },
    config: { access: eventOrganisers },
    handler: async (request) => searchChamberEvents(app.ctx, signedInActor(request), request.body),
  });

  app.post('/api/Events/search-deleted-events-in-my-chamber', {
    schema: { tags, summary: "The caller's chamber's deleted events", body: eventSearch, response: { 200: eventPage } },
    config: { access: eventOrganisers },
    handler: async (request) => searchDeletedEvents(app.ctx, signedInActor(request), request.body),
  });

  app.post('/api/Events/search-my-events', {
    schema: {
      tags,
      summary: 'Announced events the caller is invited to; history: the finished ones',
      body: myEventSearch,
      response: { 200: eventPage },
    },
    config: { access: eventMembers },
    handler: async (request) => searchMyEvents(app.ctx, signedInActor(request), request.body),
  });

  app.post('/api/Events/search-public-events', {
    schema: {
      tags,
      summary: 'Public announced events that have not finished; open to visitors',
      body: eventSearch,
      response: { 200: eventPage },
    },
    config: { access: { public: true } },
    handler: async (request) => searchPublicEvents(app.ctx, request.actor ?? request.client, request.body),
  });

  app.get('/api/Events/get-events-info/:x', {
    schema: {
      tags,
      summary: "The next x events: the chamber's for administrators, public or invited ones for members; upcomingCount in all",
      params: eventsInfoParams,
      response: { 200: eventsInfo },
    },
    config: { access: eventMembers },
    handler: async (request) => nextEventsInfo(app.ctx, signedInActor(request), request.params.x),
  });

  app.get('/api/Events/get-public-events-info/:x', {
    schema: { tags, summary: 'The next x public events, for the landing page', params: eventsInfoParams, response: { 200: eventsInfo } },
    config: { access: { public: true } },
    handler: async (request) => publicEventsInfo(app.ctx, request.actor ?? request.client, request.params.x),
  });
};
