import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { idParam, okResult } from '@portal/contracts/common/paging';
import {
  acceptFromEmail,
  acceptFromEmailAnswer,
  eventIdBody,
  eventRegistration,
  invitedAnswer,
  userEventStatus,
} from '@portal/contracts/events/invitations';
import { signedInActor } from '../../plugins/signed-in.ts';
import { acceptFromEmail as acceptByToken, invitedState, register, userEventStatus as statusOf, withdraw } from './registration.service.ts';

/** The attendee's side: register (accept), by mailed link, on a public event, withdraw, and the registration status. */
export const registrationRoutes: FastifyPluginAsync = async (base) => {
  const app = base.withTypeProvider<ZodTypeProvider>();
  const tags = ['Event registration'];
  const signedIn = { signedIn: true } as const;

  app.post('/api/Events/accept-invitation', {
    schema: {
      tags,
      summary: 'Register on an event I am invited to (or save changes): visibility, products and services brought',
      body: eventRegistration,
      response: { 200: okResult },
    },
    config: { access: signedIn },
    handler: async (request) => register(app.ctx, signedInActor(request), request.body, 'invited'),
  });

  app.post('/api/Events/accept-invitation-from-email', {
    schema: {
      tags,
      summary: 'Accept an invitation with the single-use token from the mailed link',
      body: acceptFromEmail,
      response: { 200: acceptFromEmailAnswer },
    },
    // Tokens carry 256 bits, so guessing is hopeless; the limit keeps scripted tries cheap anyway.
    config: { access: { public: true }, rateLimit: { max: 10, timeWindow: '1 minute' } },
    handler: async (request) => acceptByToken(app.ctx, request.actor ?? request.client, request.body),
  });

  app.post('/api/Events/public-event-add-invitation', {
    schema: {
      tags,
      summary: 'Register on a public event without an invitation (as accept-invitation when invited)',
      body: eventRegistration,
      response: { 200: okResult },
    },
    config: { access: signedIn },
    handler: async (request) => register(app.ctx, signedInActor(request), request.body, 'public'),
  });

  app.delete('/api/Events/public-event-delete-invitation/:id', {
    schema: { tags, summary: 'Withdraw my registration from a public event (id: the event)', params: idParam, response: { 200: okResult } },
    config: { access: signedIn },
    handler: async (request) => {
      await withdraw(app.ctx, signedInActor(request), request.params.id);
      return { success: true as const };
    },
  });

  app.post('/api/Events/is-current-user-invited-to-event', {
    schema: { tags, summary: 'Whether I am invited to the event and have accepted', body: eventIdBody, response: { 200: invitedAnswer } },
    config: { access: signedIn },
    handler: async (request) => invitedState(app.ctx, signedInActor(request), request.body.fkEventId),
  });

  for (const [path, summary] of [
    ['check-user-can-register-to-event', 'Whether I may register on the event (the full user event status)'],
    ['is-user-registered-on-event', 'Whether I am registered on the event (the full user event status)'],
  ] as const) {
    app.get(`/api/Events/${path}/:id`, {
      schema: { tags, summary, params: idParam, response: { 200: userEventStatus } },
      config: { access: signedIn },
      handler: async (request) => statusOf(app.ctx, signedInActor(request), request.params.id),
    });
  }
};
