import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { idParam, okResult } from '@portal/contracts/common/paging';
import { template, templateModel, templateNameParam, templatePage, templateSearch } from '@portal/contracts/programme/templates';
import { signedInActor } from '../../plugins/signed-in.ts';
import { eventOrganisers } from '../events/event-route-access.ts';
import { deleteTemplate, getTemplate, saveTemplate, searchTemplates } from './templates.service.ts';

/** api/Templates: a chamber's reusable texts (e.g. invitation mails), for its administrators. */
export const templateRoutes: FastifyPluginAsync = async (base) => {
  const app = base.withTypeProvider<ZodTypeProvider>();
  const tags = ['Templates'];

  // {name} filters by name; without it (the path ending at get-all-templates) every template is listed.
  for (const path of ['/api/Templates/get-all-templates', '/api/Templates/get-all-templates/:name']) {
    app.post(path, {
      schema: {
        tags,
        summary: "The chamber's templates whose name holds {name} (all without it), by name",
        ...(path.endsWith(':name') && { params: templateNameParam }),
        body: templateSearch,
        response: { 200: templatePage },
      },
      config: { access: eventOrganisers },
      handler: async (request) =>
        searchTemplates(app.ctx, signedInActor(request), (request.params as { name?: string }).name, request.body),
    });
  }

  app.get('/api/Templates/:id', {
    schema: { tags, summary: "A template of the caller's chamber", params: idParam, response: { 200: template } },
    config: { access: eventOrganisers },
    handler: async (request) => getTemplate(app.ctx, signedInActor(request), request.params.id),
  });

  app.post('/api/Templates', {
    schema: {
      tags,
      summary: "Add a template (a chamber administrator's chamber; the platform administrator names fkChamberId)",
      body: templateModel,
      response: { 200: template },
    },
    config: { access: eventOrganisers },
    handler: async (request) => saveTemplate(app.ctx, signedInActor(request), request.body),
  });

  // The spec's {pkTemplateId}, named like the other routes' {id} (one path, one parameter name).
  app.put('/api/Templates/:id', {
    schema: { tags, summary: 'Change a template ({id}: pkTemplateId)', params: idParam, body: templateModel, response: { 200: template } },
    config: { access: eventOrganisers },
    handler: async (request) => saveTemplate(app.ctx, signedInActor(request), request.body, request.params.id),
  });

  app.delete('/api/Templates/:id', {
    schema: { tags, summary: 'Delete a template', params: idParam, response: { 200: okResult } },
    config: { access: eventOrganisers },
    handler: async (request) => {
      await deleteTemplate(app.ctx, signedInActor(request), request.params.id);
      return { success: true as const };
    },
  });
};
