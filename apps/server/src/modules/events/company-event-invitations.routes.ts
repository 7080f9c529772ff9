import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { AccessGroup } from '@portal/contracts/common/access';
import { idParam, okResult } from '@portal/contracts/common/paging';
import { activateByEvent, companyEventInvitations } from '@portal/contracts/events/invitations';
import { signedInActor } from '../../plugins/signed-in.ts';
import { activateByEvent as activate, companyEventInvitations as invitationsOf } from './company-event-invitations.service.ts';

/** A company's event invitations as its administrators see them, and the Skip activation through an event. */
export const companyEventInvitationRoutes: FastifyPluginAsync = async (base) => {
  const app = base.withTypeProvider<ZodTypeProvider>();

  app.get('/api/CompanyEmployee/check-company-users-has-accepted-event-initations/:id', {
    schema: {
      tags: ['Company employees'],
      summary: "Whether the company's users registered on events, and the events that let it skip verification (id: the company)",
      params: idParam,
      response: { 200: companyEventInvitations },
    },
    config: { access: { functions: AccessGroup.companyEditors } },
    handler: async (request) => invitationsOf(app.ctx, signedInActor(request), request.params.id),
  });

  app.post('/api/Company/activate-by-event/:id', {
    schema: {
      tags: ['Company administration'],
      summary: 'Skip: activate my unverified company through an event that allows skipping registration (id: the company)',
      params: idParam,
      body: activateByEvent,
      response: { 200: okResult },
    },
    config: { access: { functions: ['company_admin_function'] } },
    handler: async (request) => {
      await activate(app.ctx, signedInActor(request), request.params.id, request.body);
      return { success: true as const };
    },
  });
};
