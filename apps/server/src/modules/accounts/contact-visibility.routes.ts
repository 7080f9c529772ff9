import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { contactVisibility, contactVisibilityModel } from '@portal/contracts/accounts/contact-visibility';
import { signedInActor } from '../../plugins/signed-in.ts';
import { myContactVisibility, setMyContactVisibility } from './contact-visibility.service.ts';

export const contactVisibilityRoutes: FastifyPluginAsync = async (base) => {
  const app = base.withTypeProvider<ZodTypeProvider>();
  const tags = ['Profile'];
  const description =
    'email and phone: the places (companyProfile, search, eventAttendees, profilePdf) where people outside the ' +
    "person's company see them; colleagues and the administrators of the company always do.";

  app.get('/api/Account/contact-visibility', {
    schema: { tags, summary: 'Where people outside my company see my e-mail and phone', description, response: { 200: contactVisibility } },
    config: { access: { signedIn: true } },
    handler: async (request) => myContactVisibility(app.ctx, signedInActor(request)),
  });

  app.put('/api/Account/contact-visibility', {
    schema: {
      tags,
      summary: 'Choose where people outside my company see my e-mail and phone',
      description,
      body: contactVisibilityModel,
      response: { 200: contactVisibility },
    },
    config: { access: { signedIn: true } },
    handler: async (request) => setMyContactVisibility(app.ctx, signedInActor(request), request.body),
  });
};
