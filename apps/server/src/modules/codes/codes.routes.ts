import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  codeEntry,
  codePage,
  codeSearchBody,
  codesConfigEntry,
  codesConfigList,
  codesIdParams,
  codesModuleBody,
  codesModuleUpdateBody,
  codesParams,
  createCodeBody,
  nextFreeCodeQuery,
  nextFreeCodeResult,
  updateCodeBody,
} from '@portal/contracts/codes/codes';
import { AccessGroup } from '@portal/contracts/common/access';
import { okResult } from '@portal/contracts/common/paging';
import { codesConfig, configEntry, createModule, deleteModule, findModule, updateModule } from './codes-modules.service.ts';
import { createCode, deleteCode, getCode, nextFreeCode, searchCodes, updateCode } from './codes.service.ts';

/**
 * The codes administration. {codes} is a module name from CodesConfig (AttendeeTypes, Prefixes,
 * CompanyTypes, ... case ignored); any other name answers 404, so these generic paths never
 * stand in for another area's routes. Static paths (api/roles/...) always win over them.
 */
export const codesRoutes: FastifyPluginAsync = async (base) => {
  const app = base.withTypeProvider<ZodTypeProvider>();
  const tags = ['Codes'];
  const access = { functions: AccessGroup.platformAdmins };
  const db = () => app.ctx.db;
  const ok = { success: true as const };

  /** First path words of the registered static routes under api/: names a new module may not take. */
  const takenPathWords = () =>
    new Set(app.routesList.map((r) => r.url.match(/^\/api\/([^/:]+)/i)?.[1]?.toLowerCase()).filter((w): w is string => Boolean(w)));

  app.get('/api/CodesConfig', {
    schema: { tags, summary: 'The codes modules the administration manages', response: { 200: codesConfigList } },
    config: { access },
    handler: async () => ({ list: await codesConfig(db()) }),
  });

  // api/{codes}Codes: one module's configuration entry (the item of CodesConfig).
  const moduleUrl = '/api/:codes(^.+)Codes';
  app.get(moduleUrl, {
    schema: { tags, summary: 'The configuration of the codes module {codes}', params: codesParams, response: { 200: codesConfigEntry } },
    config: { access },
    handler: async (request) => configEntry(await findModule(db(), request.params.codes)),
  });

  app.post(moduleUrl, {
    schema: {
      tags,
      summary: 'Add a codes module named {codes} (a new code type)',
      params: codesParams,
      body: codesModuleBody,
      response: { 200: codesConfigEntry },
    },
    config: { access },
    handler: async (request) => createModule(db(), request.params.codes, request.body, takenPathWords()),
  });

  app.put(moduleUrl, {
    schema: {
      tags,
      summary: 'Change the title of the codes module {codes}',
      params: codesParams,
      body: codesModuleUpdateBody,
      response: { 200: codesConfigEntry },
    },
    config: { access },
    handler: async (request) => updateModule(db(), request.params.codes, request.body),
  });

  app.delete(moduleUrl, {
    schema: { tags, summary: 'Remove an added codes module that holds no codes', params: codesParams, response: { 200: okResult } },
    config: { access },
    handler: async (request) => {
      await deleteModule(db(), request.params.codes);
      return ok;
    },
  });

  app.post('/api/:codes/search', {
    schema: {
      tags,
      summary: 'Entries of the codes module {codes}, a page at a time',
      params: codesParams,
      body: codeSearchBody,
      response: { 200: codePage },
    },
    config: { access },
    handler: async (request) => {
      const module = await findModule(db(), request.params.codes);
      return searchCodes(db(), module, request.body);
    },
  });

  app.get('/api/:codes/next-free-code', {
    schema: {
      tags,
      summary: 'Next free code of the module {codes}: 0 when the asked code is free, else the next free one',
      params: codesParams,
      querystring: nextFreeCodeQuery,
      response: { 200: nextFreeCodeResult },
    },
    config: { access },
    handler: async (request) => nextFreeCode(db(), await findModule(db(), request.params.codes), request.query.code),
  });

  app.post('/api/:codes', {
    schema: {
      tags,
      summary: 'Add an entry to the codes module {codes}',
      params: codesParams,
      body: createCodeBody,
      response: { 200: codeEntry },
    },
    config: { access },
    handler: async (request) => createCode(db(), await findModule(db(), request.params.codes), request.body),
  });

  app.put('/api/:codes', {
    schema: {
      tags,
      summary: 'Change an entry of the codes module {codes}',
      params: codesParams,
      body: updateCodeBody,
      response: { 200: codeEntry },
    },
    config: { access },
    handler: async (request) => updateCode(db(), await findModule(db(), request.params.codes), request.body),
  });

  app.get('/api/:codes/:id', {
    schema: { tags, summary: 'One entry of the codes module {codes}', params: codesIdParams, response: { 200: codeEntry } },
    config: { access },
    handler: async (request) => getCode(db(), await findModule(db(), request.params.codes), request.params.id),
  });

  app.delete('/api/:codes/:id', {
    schema: { tags, summary: 'Delete (soft) an entry of the codes module {codes}', params: codesIdParams, response: { 200: okResult } },
    config: { access },
    handler: async (request) => {
      await deleteCode(db(), await findModule(db(), request.params.codes), request.params.id);
      return ok;
    },
  });
};
