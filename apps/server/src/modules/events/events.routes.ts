import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { idParam, okResult } from '@portal/contracts/common/paging';
import {
  allowSkipAnswer,
  eventDateAndChamber,
  eventDetails,
  eventInfo,
  eventModel,
  eventWithSpecificInfo,
  registrationState,
  setRegistrationState,
} from '@portal/contracts/events/events';
import { signedInActor } from '../../plugins/signed-in.ts';
import { eventMembers, eventOrganisers } from './event-route-access.ts';
import {
  allowSkipRegistration,
  eventDateAndChamber as dateAndChamber,
  getEvent,
  getEventInfo,
  getEventWithSpecificInfo,
  registrationStateOfEvent,
} from './events.service.ts';
import { deleteEvent, saveEvent, setRegistrationState as changeRegistrationState } from './events-write.service.ts';

/** api/Events: an event itself (spec-2 section 7). */
export const eventRoutes: FastifyPluginAsync = async (base) => {
  const app = base.withTypeProvider<ZodTypeProvider>();
  const tags = ['Events'];

  app.post('/api/Events/', {
    schema: {
      tags,
      summary: "Create an event (a chamber administrator's own chamber; the platform administrator names fkChamberId)",
      body: eventModel,
      response: { 200: eventDetails },
    },
    config: { access: eventOrganisers },
    handler: async (request) => saveEvent(app.ctx, signedInActor(request), request.body),
  });

  app.get('/api/Events/:id', {
    schema: {
      tags,
      summary: 'An event, for its organisers and the members who may see it',
      params: idParam,
      response: { 200: eventDetails },
    },
    config: { access: eventMembers },
    handler: async (request) => getEvent(app.ctx, signedInActor(request), request.params.id),
  });

  app.put('/api/Events/:id', {
    schema: {
      tags,
      summary: 'Change an event (its organising chamber)',
      params: idParam,
      body: eventModel,
      response: { 200: eventDetails },
    },
    config: { access: eventOrganisers },
    handler: async (request) => saveEvent(app.ctx, signedInActor(request), request.body, request.params.id),
  });

  app.delete('/api/Events/:id', {
    schema: { tags, summary: 'Delete an event that has not started (soft)', params: idParam, response: { 200: okResult } },
    config: { access: eventOrganisers },
    handler: async (request) => {
      await deleteEvent(app.ctx, signedInActor(request), request.params.id);
      return { success: true as const };
    },
  });

  app.post('/api/Events/get-event-info/:id', {
    schema: { tags, summary: 'An event with its attendee figures', params: idParam, response: { 200: eventInfo } },
    config: { access: eventMembers },
    handler: async (request) => getEventInfo(app.ctx, signedInActor(request), request.params.id),
  });

  app.get('/api/Events/get-event-with-specific-info/:id', {
    schema: {
      tags,
      summary: "An event with its registered attendees by country and the caller's acceptance",
      params: idParam,
      response: { 200: eventWithSpecificInfo },
    },
    config: { access: eventMembers },
    handler: async (request) => getEventWithSpecificInfo(app.ctx, signedInActor(request), request.params.id),
  });

  app.get('/api/Events/is-event-registration-started-or-ended/:id', {
    schema: {
      tags,
      summary: "Whether the event's registration has started or ended",
      params: idParam,
      response: { 200: registrationState },
    },
    config: { access: eventMembers },
    handler: async (request) => registrationStateOfEvent(app.ctx, signedInActor(request), request.params.id),
  });

  app.post('/api/Events/set-registration-state', {
    schema: {
      tags,
      summary: 'Open registration now, or end it now (ending disables inviting)',
      body: setRegistrationState,
      response: { 200: registrationState },
    },
    config: { access: eventOrganisers },
    handler: async (request) => changeRegistrationState(app.ctx, signedInActor(request), request.body),
  });

  for (const [path, which] of [
    ['get-event-start-date-and-chamber-id', 'startDate'],
    ['get-event-end-date-and-chamber-id', 'endDate'],
  ] as const) {
    app.get(`/api/Events/${path}/:id`, {
      schema: { tags, summary: `The event's ${which} and organising chamber`, params: idParam, response: { 200: eventDateAndChamber } },
      config: { access: eventMembers },
      handler: async (request) => dateAndChamber(app.ctx, signedInActor(request), request.params.id, which),
    });
  }

  app.get('/api/Events/check-event-allow-skip-registration/:id', {
    schema: {
      tags,
      summary: 'Whether the event lets an invited company skip registration (the Skip button activates the company)',
      params: idParam,
      response: { 200: allowSkipAnswer },
    },
    config: { access: eventMembers },
    handler: async (request) => allowSkipRegistration(app.ctx, signedInActor(request), request.params.id),
  });
};
