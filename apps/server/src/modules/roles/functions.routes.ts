import {
  functionGroupCreateModel,
  functionGroupList,
  functionGroupModel,
  functionGroupPage,
  functionGroupSearchModel,
  functionGroupUpdateModel,
} from '@portal/contracts/access-admin/function-groups';
import {
  functionCreateModel,
  functionListQuery,
  functionModel,
  functionPage,
  functionSearchModel,
  functionUpdateModel,
} from '@portal/contracts/access-admin/functions';
import { functionCallsList } from '@portal/contracts/access-admin/function-calls';
import { AccessGroup } from '@portal/contracts/common/access';
import { idParam, okResult } from '@portal/contracts/common/paging';
import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { signedInActor } from '../../plugins/signed-in.ts';
import {
  allFunctionGroups,
  createFunctionGroup,
  deleteFunctionGroup,
  getFunctionGroup,
  searchFunctionGroups,
  updateFunctionGroup,
} from './function-groups.service.ts';
import { callsByFunction } from './function-calls.service.ts';
import { createFunction, deleteFunction, getFunction, searchFunctions, updateFunction } from './functions.service.ts';

/** Functions (permissions) and function groups of the second administration area. */
export const functionsRoutes: FastifyPluginAsync = async (base) => {
  const app = base.withTypeProvider<ZodTypeProvider>();
  const access = { functions: AccessGroup.platformAdmins };
  const ok = { success: true as const };
  const tags = ['Functions'];
  const groupTags = ['Function groups'];

  app.get('/api/functions', {
    schema: { tags, summary: 'Functions, a page at a time', querystring: functionListQuery, response: { 200: functionPage } },
    config: { access },
    handler: async (request) => searchFunctions(app.ctx.db, { pageNum: request.query.pageNumber, pageSize: request.query.pageSize }),
  });

  app.post('/api/functions/search', {
    schema: { tags, summary: 'Search functions', body: functionSearchModel, response: { 200: functionPage } },
    config: { access },
    handler: async (request) => searchFunctions(app.ctx.db, request.body),
  });

  app.get('/api/functions/calls', {
    schema: {
      tags,
      summary: 'Per function alias, the API calls it opens (from the routes themselves)',
      response: { 200: functionCallsList },
    },
    config: { access },
    handler: async () => callsByFunction(app.routesList),
  });

  app.get('/api/functions/:id', {
    schema: { tags, summary: 'A function', params: idParam, response: { 200: functionModel } },
    config: { access },
    handler: async (request) => getFunction(app.ctx.db, request.params.id),
  });

  app.post('/api/functions', {
    schema: { tags, summary: 'Create a function', body: functionCreateModel, response: { 200: functionModel } },
    config: { access },
    handler: async (request) => createFunction(app.ctx, signedInActor(request), request.body),
  });

  app.put('/api/functions', {
    schema: { tags, summary: 'Edit a function (a built-in alias stays)', body: functionUpdateModel, response: { 200: functionModel } },
    config: { access },
    handler: async (request) => updateFunction(app.ctx, signedInActor(request), request.body),
  });

  app.delete('/api/functions/:id', {
    schema: { tags, summary: 'Delete a function (built-in ones cannot be)', params: idParam, response: { 200: okResult } },
    config: { access },
    handler: async (request) => {
      await deleteFunction(app.ctx, signedInActor(request), request.params.id);
      return ok;
    },
  });

  app.get('/api/functionGroups', {
    schema: { tags: groupTags, summary: 'Every function group with its functions', response: { 200: functionGroupList } },
    config: { access },
    handler: async () => allFunctionGroups(app.ctx.db),
  });

  app.post('/api/functionGroups/search', {
    schema: { tags: groupTags, summary: 'Search function groups', body: functionGroupSearchModel, response: { 200: functionGroupPage } },
    config: { access },
    handler: async (request) => searchFunctionGroups(app.ctx.db, request.body),
  });

  app.get('/api/functionGroups/:id', {
    schema: { tags: groupTags, summary: 'A function group with its functions', params: idParam, response: { 200: functionGroupModel } },
    config: { access },
    handler: async (request) => getFunctionGroup(app.ctx.db, request.params.id),
  });

  app.post('/api/functionGroups', {
    schema: { tags: groupTags, summary: 'Create a function group', body: functionGroupCreateModel, response: { 200: functionGroupModel } },
    config: { access },
    handler: async (request) => createFunctionGroup(app.ctx, signedInActor(request), request.body),
  });

  app.put('/api/functionGroups', {
    schema: {
      tags: groupTags,
      summary: 'Edit a function group and its functions',
      body: functionGroupUpdateModel,
      response: { 200: functionGroupModel },
    },
    config: { access },
    handler: async (request) => updateFunctionGroup(app.ctx, signedInActor(request), request.body),
  });

  app.delete('/api/functionGroups/:id', {
    schema: { tags: groupTags, summary: 'Delete a function group (built-in ones cannot be)', params: idParam, response: { 200: okResult } },
    config: { access },
    handler: async (request) => {
      await deleteFunctionGroup(app.ctx, signedInActor(request), request.params.id);
      return ok;
    },
  });
};
