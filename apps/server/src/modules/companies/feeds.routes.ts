import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { contentEditorLink, feed, feedFlagParam, feedList, feedModel } from '@portal/contracts/companies/feeds';
import { AccessGroup } from '@portal/contracts/common/access';
import { idParam, okResult } from '@portal/contracts/common/paging';
import { signedInActor } from '../../plugins/signed-in.ts';
import { deleteFeed, getFeed, listFeeds, saveFeed } from './feeds.service.ts';

/** Feeds: news items administrators publish for the dashboard and the public pages. */
export const feedRoutes: FastifyPluginAsync = async (base) => {
  const app = base.withTypeProvider<ZodTypeProvider>();
  const tags = ['Feeds'];

  app.get('/api/Feeds/get-ce-link', {
    schema: {
      tags,
      summary: 'The external content editor link, when one is configured (CONTENT_EDITOR_URL)',
      response: { 200: contentEditorLink },
    },
    config: { access: { functions: AccessGroup.administrators } },
    handler: async () => ({ link: app.ctx.config.CONTENT_EDITOR_URL ?? null }),
  });

  app.get('/api/Feeds/get-all/:flag', {
    schema: { tags, summary: 'Published news items (flag true: public ones only)', params: feedFlagParam, response: { 200: feedList } },
    config: { access: { public: true } },
    handler: async (request) => listFeeds(app.ctx, request.actor, request.params.flag),
  });

  app.get('/api/Feeds/:id', {
    schema: { tags, summary: 'A news item', params: idParam, response: { 200: feed } },
    config: { access: { public: true } },
    handler: async (request) => getFeed(app.ctx, request.actor, request.params.id),
  });

  app.put('/api/Feeds', {
    schema: { tags, summary: 'Publish or change a news item', body: feedModel, response: { 200: feed } },
    config: { access: { functions: AccessGroup.administrators } },
    handler: async (request) => saveFeed(app.ctx, signedInActor(request), request.body),
  });

  app.delete('/api/Feeds/:id', {
    schema: { tags, summary: 'Delete a news item', params: idParam, response: { 200: okResult } },
    config: { access: { functions: AccessGroup.administrators } },
    handler: async (request) => {
      await deleteFeed(app.ctx, signedInActor(request), request.params.id);
      return { success: true as const };
    },
  });
};
