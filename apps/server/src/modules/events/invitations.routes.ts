import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { idParam, okResult } from '@portal/contracts/common/paging';
import {
  companiesForEmails,
  emailsAnswer,
  inviteAnswer,
  invitePeople,
  reminderAnswer,
  sendReminder,
  updateAttendeeType,
} from '@portal/contracts/events/invitations';
import { signedInActor } from '../../plugins/signed-in.ts';
import { eventOrganisers } from './event-route-access.ts';
import { deleteInvitation, emailsOfCompanies, invite, remind, setAttendeeType } from './invitations.service.ts';

/** Calls that send mail have their own limit (ARCHITECTURE security baseline). */
const mailLimit = { max: 30, timeWindow: '1 minute' };

/** The organisers' side of invitations: invite, remind, change the attendee type, remove. */
export const invitationRoutes: FastifyPluginAsync = async (base) => {
  const app = base.withTypeProvider<ZodTypeProvider>();
  const tags = ['Event invitations'];
  const ok = { success: true as const };

  app.post('/api/Events/invite-people', {
    schema: {
      tags,
      summary: 'Invite people by e-mail, by user or all active users of companies (mails a single-use link; already invited are skipped)',
      body: invitePeople,
      response: { 200: inviteAnswer },
    },
    config: { access: eventOrganisers, rateLimit: mailLimit },
    handler: async (request) => invite(app.ctx, signedInActor(request), request.body),
  });

  app.post('/api/Events/companies-for-emails', {
    schema: {
      tags,
      summary: 'The e-mails the caller may see of the active users of these companies (to fill the invite form)',
      body: companiesForEmails,
      response: { 200: emailsAnswer },
    },
    config: { access: eventOrganisers },
    handler: async (request) => emailsOfCompanies(app.ctx, signedInActor(request), request.body),
  });

  app.post('/api/Events/update-attendee-type', {
    schema: { tags, summary: "Change an attendee's type (code type 1)", body: updateAttendeeType, response: { 200: okResult } },
    config: { access: eventOrganisers },
    handler: async (request) => {
      await setAttendeeType(app.ctx, signedInActor(request), request.body);
      return ok;
    },
  });

  app.post('/api/Events/send-reminder', {
    schema: {
      tags,
      summary: 'Mail a new link to invitations not accepted yet (all, or the given ones)',
      body: sendReminder,
      response: { 200: reminderAnswer },
    },
    config: { access: eventOrganisers, rateLimit: mailLimit },
    handler: async (request) => remind(app.ctx, signedInActor(request), request.body),
  });

  app.delete('/api/Events/delete-event-invitation/:id', {
    schema: { tags, summary: 'Remove an attendee (id: the invitation)', params: idParam, response: { 200: okResult } },
    config: { access: eventOrganisers },
    handler: async (request) => {
      await deleteInvitation(app.ctx, signedInActor(request), request.params.id);
      return ok;
    },
  });
};
