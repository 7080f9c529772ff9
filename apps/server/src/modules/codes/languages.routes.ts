import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { createLanguageBody, language, languagePage, languageSearchBody, updateLanguageBody } from '@portal/contracts/codes/languages';
import { AccessGroup } from '@portal/contracts/common/access';
import { idParam, okResult } from '@portal/contracts/common/paging';
import { createLanguage, deleteLanguage, getLanguage, searchLanguages, updateLanguage } from './languages.service.ts';

/** Languages: anyone may read them (the language switcher); platform administrators manage them. */
export const languageRoutes: FastifyPluginAsync = async (base) => {
  const app = base.withTypeProvider<ZodTypeProvider>();
  const tags = ['Languages'];
  const admin = { functions: AccessGroup.platformAdmins };
  const db = () => app.ctx.db;

  app.post('/api/Languages/get-all-languages', {
    schema: {
      tags,
      summary: 'Languages, a page at a time, optionally by name or code',
      body: languageSearchBody,
      response: { 200: languagePage },
    },
    config: { access: { public: true } },
    handler: async (request) => searchLanguages(db(), request.body),
  });

  app.get('/api/Languages/:id', {
    schema: { tags, summary: 'One language', params: idParam, response: { 200: language } },
    config: { access: { public: true } },
    handler: async (request) => getLanguage(db(), request.params.id),
  });

  app.post('/api/Languages', {
    schema: { tags, summary: 'Add a language', body: createLanguageBody, response: { 200: language } },
    config: { access: admin },
    handler: async (request) => createLanguage(db(), request.body),
  });

  app.put('/api/Languages', {
    schema: { tags, summary: 'Rename a language or change its code', body: updateLanguageBody, response: { 200: language } },
    config: { access: admin },
    handler: async (request) => updateLanguage(db(), request.body),
  });

  app.delete('/api/Languages/:id', {
    schema: {
      tags,
      summary: 'Delete a language (not the default one, nor one users have chosen)',
      params: idParam,
      response: { 200: okResult },
    },
    config: { access: admin },
    handler: async (request) => {
      await deleteLanguage(db(), request.params.id);
      return { success: true as const };
    },
  });
};
