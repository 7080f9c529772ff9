import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { idParam } from '@portal/contracts/common/paging';
import { eventThemeAnswer, predefinedThemeList, updateEventTheme } from '@portal/contracts/events/events';
import { allThemes, eventTheme, updateEventTheme as changeTheme } from './event-themes.service.ts';
import { signedInActor } from '../../plugins/signed-in.ts';
import { eventOrganisers } from './event-route-access.ts';

/** Event themes: two colours an event's pages wear in the header. */
export const eventThemeRoutes: FastifyPluginAsync = async (base) => {
  const app = base.withTypeProvider<ZodTypeProvider>();
  const tags = ['Events'];

  app.get('/api/Events/get-all-predefined-themes', {
    schema: { tags, summary: 'The themes an event can wear', response: { 200: predefinedThemeList } },
    config: { access: { signedIn: true } },
    handler: async () => allThemes(app.ctx),
  });

  app.get('/api/Events/get-event-theme/:id', {
    schema: {
      tags,
      summary: "An event's theme; announced events' for anyone, drafts' for organisers",
      params: idParam,
      response: { 200: eventThemeAnswer },
    },
    config: { access: { public: true } },
    handler: async (request) => eventTheme(app.ctx, request.actor ?? request.client, request.params.id),
  });

  app.post('/api/Events/update-event-theme', {
    schema: { tags, summary: "Change an event's theme (null clears it)", body: updateEventTheme, response: { 200: eventThemeAnswer } },
    config: { access: eventOrganisers },
    handler: async (request) => changeTheme(app.ctx, signedInActor(request), request.body),
  });
};
