import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { AccessGroup } from '@portal/contracts/common/access';
import { codeTranslation, codeTranslationBody, codeTranslationList, codeTranslationQuery } from '@portal/contracts/codes/translations';
import { createTranslation, listTranslations, updateTranslation } from './code-translations.service.ts';

export const codeTranslationRoutes: FastifyPluginAsync = async (base) => {
  const app = base.withTypeProvider<ZodTypeProvider>();
  const tags = ['Codes'];
  const access = { functions: AccessGroup.platformAdmins };
  const db = () => app.ctx.db;

  app.get('/api/CodesTranslation', {
    schema: {
      tags,
      summary: 'The names of a code (titleId: its id) per language',
      querystring: codeTranslationQuery,
      response: { 200: codeTranslationList },
    },
    config: { access },
    handler: async (request) => ({ list: await listTranslations(db(), request.query.titleId, request.query.lang) }),
  });

  app.post('/api/CodesTranslation', {
    schema: { tags, summary: 'Name a code in one more language', body: codeTranslationBody, response: { 200: codeTranslation } },
    config: { access },
    handler: async (request) => createTranslation(db(), request.body),
  });

  app.put('/api/CodesTranslation', {
    schema: { tags, summary: "Change a code's name in a language", body: codeTranslationBody, response: { 200: codeTranslation } },
    config: { access },
    handler: async (request) => updateTranslation(db(), request.body),
  });
};
