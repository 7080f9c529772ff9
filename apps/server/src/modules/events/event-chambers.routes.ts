import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { idParam, okResult } from '@portal/contracts/common/paging';
import {
  addAssistant,
  chambersCountryIds,
  chambersOfEventParams,
  eventChamberList,
  isOrganizerAnswer,
  removeAssistantParams,
} from '@portal/contracts/events/event-chambers';
import {
  addAssistant as addAssistantChamber,
  chambersCountryIds as countryIdsOfChambers,
  chambersOfEvent,
  isEventOrganiser,
  removeAssistant,
} from './event-chambers.service.ts';
import { signedInActor } from '../../plugins/signed-in.ts';
import { eventMembers, eventOrganisers } from './event-route-access.ts';

/** api/EventChambers: the organising chamber and its assistant organisers. */
export const eventChamberRoutes: FastifyPluginAsync = async (base) => {
  const app = base.withTypeProvider<ZodTypeProvider>();
  const tags = ['EventChambers'];

  app.get('/api/EventChambers/chambers/:eventId', {
    schema: {
      tags,
      summary: 'The organising chamber (isOrganizer), then the assistant organisers',
      params: chambersOfEventParams,
      response: { 200: eventChamberList },
    },
    config: { access: eventMembers },
    handler: async (request) => chambersOfEvent(app.ctx, signedInActor(request), request.params.eventId),
  });

  app.post('/api/EventChambers/add-assistant', {
    schema: {
      tags,
      summary: 'Add an assistant organiser chamber (the organising chamber only)',
      body: addAssistant,
      response: { 200: eventChamberList },
    },
    config: { access: eventOrganisers },
    handler: async (request) => addAssistantChamber(app.ctx, signedInActor(request), request.body),
  });

  app.delete('/api/EventChambers/remove-assistant/:chamberId/:eventId', {
    schema: { tags, summary: 'Remove an assistant organiser chamber', params: removeAssistantParams, response: { 200: okResult } },
    config: { access: eventOrganisers },
    handler: async (request) => {
      await removeAssistant(app.ctx, signedInActor(request), request.params);
      return { success: true as const };
    },
  });

  app.get('/api/EventChambers/get-chambers-countries-ids', {
    schema: { tags, summary: 'The countries that have a chamber', response: { 200: chambersCountryIds } },
    config: { access: { signedIn: true } },
    handler: async () => countryIdsOfChambers(app.ctx),
  });

  app.get('/api/EventChambers/get-is-user-one-of-event-oragnizers/:id', {
    schema: {
      tags,
      summary: 'Whether the caller organises the event (main or assistant chamber)',
      params: idParam,
      response: { 200: isOrganizerAnswer },
    },
    config: { access: eventMembers },
    handler: async (request) => isEventOrganiser(app.ctx, signedInActor(request), request.params.id),
  });
};
