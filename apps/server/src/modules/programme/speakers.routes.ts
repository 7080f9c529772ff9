import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { idParam, okResult } from '@portal/contracts/common/paging';
import { speaker, speakerModel, speakerPage, speakerSearch, speakerUpdate } from '@portal/contracts/programme/speakers';
import { signedInActor } from '../../plugins/signed-in.ts';
import { eventOrganisers } from '../events/event-route-access.ts';
import { deleteSpeaker, getSpeaker, saveSpeaker, searchSpeakers } from './speakers.service.ts';

/** api/Speaker: a chamber's speakers, reused across its events. */
export const speakerRoutes: FastifyPluginAsync = async (base) => {
  const app = base.withTypeProvider<ZodTypeProvider>();
  const tags = ['Speaker'];

  app.post('/api/Speaker/search', {
    schema: {
      tags,
      summary:
        "A chamber's speakers by name; with fkEventId the organising chamber's for the event's organisers, the speakers of its sessions for others who may read it",
      body: speakerSearch,
      response: { 200: speakerPage },
    },
    config: { access: { signedIn: true } },
    handler: async (request) => searchSpeakers(app.ctx, signedInActor(request), request.body),
  });

  app.get('/api/Speaker/:id', {
    schema: {
      tags,
      summary: "A speaker, for the chamber's administrators and whoever may see an event the speaker speaks at",
      params: idParam,
      response: { 200: speaker },
    },
    config: { access: { signedIn: true } },
    handler: async (request) => getSpeaker(app.ctx, signedInActor(request), request.params.id),
  });

  app.post('/api/Speaker', {
    schema: {
      tags,
      summary: "Add a speaker to a chamber (a chamber administrator's own; the platform administrator names fkChamberId)",
      body: speakerModel.omit({ pkSpeakerId: true }),
      response: { 200: speaker },
    },
    config: { access: eventOrganisers },
    handler: async (request) => saveSpeaker(app.ctx, signedInActor(request), request.body),
  });

  app.put('/api/Speaker', {
    schema: { tags, summary: 'Change a speaker (its chamber)', body: speakerUpdate, response: { 200: speaker } },
    config: { access: eventOrganisers },
    handler: async (request) => saveSpeaker(app.ctx, signedInActor(request), request.body),
  });

  app.delete('/api/Speaker/:id', {
    schema: {
      tags,
      summary: 'Delete a speaker (kept on the sessions they spoke at, no longer listed)',
      params: idParam,
      response: { 200: okResult },
    },
    config: { access: eventOrganisers },
    handler: async (request) => {
      await deleteSpeaker(app.ctx, signedInActor(request), request.params.id);
      return { success: true as const };
    },
  });
};
