import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { attendeePage, attendeeSearch, eventCompanyPage, eventCompanySearch } from '@portal/contracts/events/invitations';
import { signedInActor } from '../../plugins/signed-in.ts';
import { searchAttendees, searchEventCompanies } from './attendees.service.ts';

/** Attendee lists: organisers see every invitation; registered attendees see the visible ones, without e-mails. */
export const attendeeRoutes: FastifyPluginAsync = async (base) => {
  const app = base.withTypeProvider<ZodTypeProvider>();
  const tags = ['Event attendees'];

  app.post('/api/Events/search-attendees-in-event', {
    schema: {
      tags,
      summary: "An event's attendees (organisers: all invitations with e-mails; attendees: visible registered ones)",
      body: attendeeSearch,
      response: { 200: attendeePage },
    },
    config: { access: { signedIn: true } },
    handler: async (request) => searchAttendees(app.ctx, signedInActor(request), request.body),
  });

  app.post('/api/Events/search-companies-in-event', {
    schema: {
      tags,
      summary: 'The companies of registered attendees (for attendees: of the visible ones)',
      body: eventCompanySearch,
      response: { 200: eventCompanyPage },
    },
    config: { access: { signedIn: true } },
    handler: async (request) => searchEventCompanies(app.ctx, signedInActor(request), request.body),
  });
};
