import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { okResult } from '@portal/contracts/common/paging';
import { blockedUserOnEvent } from '@portal/contracts/events/invitations';
import { signedInActor } from '../../plugins/signed-in.ts';
import { setBlocked } from './blocked-users.service.ts';
import { eventOrganisers } from './event-route-access.ts';

/** api/blockedUsersOnEvent: organisers block and unblock an attendee. */
export const blockedUserRoutes: FastifyPluginAsync = async (base) => {
  const app = base.withTypeProvider<ZodTypeProvider>();
  const tags = ['Event attendees'];

  app.post('/api/blockedUsersOnEvent', {
    schema: { tags, summary: 'Block an attendee on an event (notifies them)', body: blockedUserOnEvent, response: { 200: okResult } },
    config: { access: eventOrganisers },
    handler: async (request) => {
      await setBlocked(app.ctx, signedInActor(request), request.body, true);
      return { success: true as const };
    },
  });

  app.post('/api/blockedUsersOnEvent/delete', {
    schema: { tags, summary: 'Unblock an attendee on an event (notifies them)', body: blockedUserOnEvent, response: { 200: okResult } },
    config: { access: eventOrganisers },
    handler: async (request) => {
      await setBlocked(app.ctx, signedInActor(request), request.body, false);
      return { success: true as const };
    },
  });
};
