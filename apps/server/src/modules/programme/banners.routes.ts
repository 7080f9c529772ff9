import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { idParam, okResult } from '@portal/contracts/common/paging';
import { bannerModel, eventBanner, eventBannerList } from '@portal/contracts/programme/banners';
import { signedInActor } from '../../plugins/signed-in.ts';
import { eventOrganisers } from '../events/event-route-access.ts';
import { bannersOfEvent, deleteBanner, saveBanner } from './banners.service.ts';

/** api/EventBanners: the images shown on an event's details page. */
export const bannerRoutes: FastifyPluginAsync = async (base) => {
  const app = base.withTypeProvider<ZodTypeProvider>();
  const tags = ['EventBanners'];

  app.post('/api/EventBanners/create-or-update', {
    schema: {
      tags,
      summary: "Add a banner to an event (no pkEventBannerId) or change one (the event's organisers)",
      description: 'imageName is an image uploaded with api/Files/upload-file; at most 10 banners an event (too_many_banners).',
      body: bannerModel,
      response: { 200: eventBanner },
    },
    config: { access: eventOrganisers },
    handler: async (request) => saveBanner(app.ctx, signedInActor(request), request.body),
  });

  app.get('/api/EventBanners/get-all-for-event/:id', {
    schema: {
      tags,
      summary: "An event's banners in position order, for whoever may see the event (signed out too for a public one)",
      params: idParam,
      response: { 200: eventBannerList },
    },
    config: { access: { public: true } },
    handler: async (request) => bannersOfEvent(app.ctx, request.actor ?? request.client, request.params.id),
  });

  app.delete('/api/EventBanners/:id', {
    schema: { tags, summary: 'Delete a banner', params: idParam, response: { 200: okResult } },
    config: { access: eventOrganisers },
    handler: async (request) => {
      await deleteBanner(app.ctx, signedInActor(request), request.params.id);
      return { success: true as const };
    },
  });
};
