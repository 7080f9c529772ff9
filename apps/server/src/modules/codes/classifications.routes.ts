import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  activityClassification,
  activityClassificationPage,
  activityClassificationSearchBody,
  classificationAdminSearchBody,
  classificationsByIdsBody,
  classificationsByParentBody,
  setLinkBody,
} from '@portal/contracts/codes/classifications';
import { DEFAULT_LANGUAGE_ID } from '@portal/contracts/codes/code-types';
import { codePage } from '@portal/contracts/codes/codes';
import { codeNodeList } from '@portal/contracts/codes/common';
import { AccessGroup } from '@portal/contracts/common/access';
import { searchActivityClassifications, setLink } from './activity-classifications.service.ts';
import { childrenOf, nodesOrChildren, searchClassificationEntries } from './classifications.service.ts';
import { resolveLanguage } from './language.repository.ts';

export const classificationRoutes: FastifyPluginAsync = async (base) => {
  const app = base.withTypeProvider<ZodTypeProvider>();
  const tags = ['Classifications'];
  const db = () => app.ctx.db;

  // Classification loading (spec-2 section 7, paths not shown): the tree picker's calls.
  app.post('/api/Classifications/by-parent', {
    schema: {
      tags,
      summary: 'One level of a classification tree by parent (0 or null: the top)',
      body: classificationsByParentBody,
      response: { 200: codeNodeList },
    },
    config: { access: { public: true } },
    handler: async (request) => {
      const { codeId, languageId, parentId, companyTypeId } = request.body;
      const language = await resolveLanguage(db(), languageId, 'languageId');
      return { list: await childrenOf(db(), language.pkLanguageId, codeId, parentId, companyTypeId) };
    },
  });

  app.post('/api/Classifications/by-ids', {
    schema: {
      tags,
      summary: 'Classification nodes by id, or with onlyChildrens their children',
      body: classificationsByIdsBody,
      response: { 200: codeNodeList },
    },
    config: { access: { public: true } },
    handler: async (request) => {
      const { codeId, languageId, ids, onlyChildrens, companyTypeId } = request.body;
      const language = await resolveLanguage(db(), languageId, 'languageId');
      return { list: await nodesOrChildren(db(), language.pkLanguageId, codeId, ids, onlyChildrens, companyTypeId) };
    },
  });

  app.post('/api/Classifications/search', {
    schema: {
      tags,
      summary: 'NACE or HS entries with their names in every language (codes administration: names are edited through CodesTranslation)',
      body: classificationAdminSearchBody,
      response: { 200: codePage },
    },
    config: { access: { functions: AccessGroup.platformAdmins } },
    handler: async (request) => searchClassificationEntries(db(), request.body),
  });

  app.post('/api/ActivityClassifications/search', {
    schema: {
      tags,
      summary: 'Search NACE activity classes by code or name (any language), a page at a time',
      body: activityClassificationSearchBody,
      response: { 200: activityClassificationPage },
    },
    config: { access: { public: true } },
    handler: async (request) => {
      const language = await resolveLanguage(db(), request.body.lang);
      return searchActivityClassifications(db(), language.pkLanguageId, request.body);
    },
  });

  app.put('/api/ActivityClassifications/set-link', {
    schema: {
      tags,
      summary: 'Set or remove the explanatory link of a NACE activity class',
      body: setLinkBody,
      response: { 200: activityClassification },
    },
    config: { access: { functions: AccessGroup.platformAdmins } },
    handler: async (request) => setLink(db(), DEFAULT_LANGUAGE_ID, request.body.id, request.body.link),
  });
};
