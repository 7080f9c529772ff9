import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { idParam, okResult } from '@portal/contracts/common/paging';
import {
  eventPartner,
  partnerModel,
  partnerOffEvent,
  partnerOnEvent,
  partnerOrganizerFlag,
  partnerPage,
  partnerSearch,
  partnersOnEvent,
  partnersOnEventSearch,
  partnersOrder,
  partnerUpdate,
} from '@portal/contracts/programme/partners';
import { signedInActor } from '../../plugins/signed-in.ts';
import { eventOrganisers } from '../events/event-route-access.ts';
import {
  addExistingPartner,
  changePartnersOrder,
  partnersOnEvent as listPartnersOnEvent,
  removePartnerFromEvent,
  setPartnerOrganizer,
} from './event-partners.service.ts';
import { createPartner, deletePartner, getPartner, searchAllPartners, updatePartner } from './partners.service.ts';

/** api/EventPartners: a chamber's partners and their place, order and organiser flag on its events. */
export const partnerRoutes: FastifyPluginAsync = async (base) => {
  const app = base.withTypeProvider<ZodTypeProvider>();
  const tags = ['EventPartners'];

  app.post('/api/EventPartners/search-on-event', {
    schema: {
      tags,
      summary: "An event's partners in their order, for whoever may see the event (signed out too for a public one)",
      body: partnersOnEventSearch,
      response: { 200: partnersOnEvent },
    },
    config: { access: { public: true } },
    handler: async (request) => listPartnersOnEvent(app.ctx, request.actor ?? request.client, request.body),
  });

  app.post('/api/EventPartners/search-all', {
    schema: {
      tags,
      summary: "A chamber's partners by name (with fkEventId: the organising chambers' partners not on that event yet)",
      body: partnerSearch,
      response: { 200: partnerPage },
    },
    config: { access: eventOrganisers },
    handler: async (request) => searchAllPartners(app.ctx, signedInActor(request), request.body),
  });

  app.get('/api/EventPartners/:id', {
    schema: {
      tags,
      summary: "A partner, for its chamber's administrators and whoever may see an event it is on",
      params: idParam,
      response: { 200: eventPartner },
    },
    config: { access: { signedIn: true } },
    handler: async (request) => getPartner(app.ctx, signedInActor(request), request.params.id),
  });

  app.post('/api/EventPartners/', {
    schema: {
      tags,
      summary: 'Add a partner to a chamber, and with fkEventId to the end of that event',
      body: partnerModel.omit({ pkEventPartnerId: true }),
      response: { 200: eventPartner },
    },
    config: { access: eventOrganisers },
    handler: async (request) => createPartner(app.ctx, signedInActor(request), request.body),
  });

  app.put('/api/EventPartners', {
    schema: {
      tags,
      summary: "Change a partner (its chamber's administrators); with fkEventId also its organiser flag there",
      body: partnerUpdate,
      response: { 200: eventPartner },
    },
    config: { access: eventOrganisers },
    handler: async (request) => updatePartner(app.ctx, signedInActor(request), request.body),
  });

  app.delete('/api/EventPartners/:id', {
    schema: {
      tags,
      summary: 'Delete a partner: it leaves the events not yet ended; finished events keep it',
      params: idParam,
      response: { 200: okResult },
    },
    config: { access: eventOrganisers },
    handler: async (request) => {
      await deletePartner(app.ctx, signedInActor(request), request.params.id);
      return { success: true as const };
    },
  });

  app.post('/api/EventPartners/add-existing-event-partner-to-event', {
    schema: {
      tags,
      summary: "Put a partner of the event's organising chambers at the end of the event's list",
      body: partnerOnEvent,
      response: { 200: partnersOnEvent },
    },
    config: { access: eventOrganisers },
    handler: async (request) => addExistingPartner(app.ctx, signedInActor(request), request.body),
  });

  app.post('/api/EventPartners/remove-event-partner-from-event', {
    schema: {
      tags,
      summary: "Take a partner off an event (it stays the chamber's)",
      body: partnerOffEvent,
      response: { 200: partnersOnEvent },
    },
    config: { access: eventOrganisers },
    handler: async (request) => removePartnerFromEvent(app.ctx, signedInActor(request), request.body),
  });

  app.put('/api/EventPartners/change-order-partners-in-event', {
    schema: {
      tags,
      summary: "Reorder an event's partners: orderList holds partner ids, first shown first",
      body: partnersOrder,
      response: { 200: partnersOnEvent },
    },
    config: { access: eventOrganisers },
    handler: async (request) => changePartnersOrder(app.ctx, signedInActor(request), request.body),
  });

  app.put('/api/EventPartners/set-is-organizer-in-event', {
    schema: {
      tags,
      summary: 'Flag a partner as an organiser of the event, or not',
      body: partnerOrganizerFlag,
      response: { 200: partnersOnEvent },
    },
    config: { access: eventOrganisers },
    handler: async (request) => setPartnerOrganizer(app.ctx, signedInActor(request), request.body),
  });
};
