import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  companyItemsOnEventParams,
  companyItemsOnEventSearch,
  companyProductsOnEvent,
  companyServicesOnEvent,
} from '@portal/contracts/events/invitations';
import { signedInActor } from '../../plugins/signed-in.ts';
import { companyProductsOnEvent as productsOnEvent, companyServicesOnEvent as servicesOnEvent } from './event-catalogue.service.ts';

/** Products/company-products-on-event and Services/company-services-on-event: what a company brings to an event. */
export const eventCatalogueRoutes: FastifyPluginAsync = async (base) => {
  const app = base.withTypeProvider<ZodTypeProvider>();

  app.post('/api/Products/company-products-on-event/:companyId/:eventId', {
    schema: {
      tags: ['Products'],
      summary: "A company's products marked whether brought to the event (its users: own selection; organisers: what its attendees bring)",
      params: companyItemsOnEventParams,
      body: companyItemsOnEventSearch,
      response: { 200: companyProductsOnEvent },
    },
    config: { access: { signedIn: true } },
    handler: async (request) => productsOnEvent(app.ctx, signedInActor(request), request.params, request.body),
  });

  app.post('/api/Services/company-services-on-event/:companyId/:eventId', {
    schema: {
      tags: ['Services'],
      summary: "A company's services marked whether brought to the event (its users: own selection; organisers: what its attendees bring)",
      params: companyItemsOnEventParams,
      body: companyItemsOnEventSearch,
      response: { 200: companyServicesOnEvent },
    },
    config: { access: { signedIn: true } },
    handler: async (request) => servicesOnEvent(app.ctx, signedInActor(request), request.params, request.body),
  });
};
