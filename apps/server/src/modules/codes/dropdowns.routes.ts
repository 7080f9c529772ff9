import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { CodeType } from '@portal/contracts/codes/code-types';
import { codeNodeList } from '@portal/contracts/codes/common';
import {
  codeNodePathList,
  countriesDropdownParams,
  countryList,
  dropdownParams,
  dropdownsByIdsBody,
  parentsByChildListBody,
  parentsByChildListParams,
  parentsByChildParams,
  parentsChildrenParams,
  searchByNameBody,
  searchByNameResult,
} from '@portal/contracts/codes/dropdowns';
import { notFound } from '../../lib/app-error.ts';
import { childrenOf, pathTo, searchByName } from './classifications.service.ts';
import { countriesDropdown, dropdown, dropdownsByIds } from './dropdowns.service.ts';
import { resolveLanguage } from './language.repository.ts';

/** Dropdown and tree reads: public, because registration and public pages need them. */
export const dropdownRoutes: FastifyPluginAsync = async (base) => {
  const app = base.withTypeProvider<ZodTypeProvider>();
  const tags = ['Dropdowns'];
  const access = { public: true as const };
  const db = () => app.ctx.db;

  app.get('/api/Dropdowns/countries-dropdown/:lang', {
    schema: {
      tags,
      summary: 'Countries named in a language, with the WB6 flag',
      params: countriesDropdownParams,
      response: { 200: countryList },
    },
    config: { access },
    handler: async (request) => {
      const language = await resolveLanguage(db(), request.params.lang);
      return { list: await countriesDropdown(db(), language) };
    },
  });

  app.get('/api/Dropdowns/Dropdown/:lang/:codeId', {
    schema: {
      tags,
      summary: 'The entries of a code type (a tree: its top level)',
      params: dropdownParams,
      response: { 200: codeNodeList },
    },
    config: { access },
    handler: async (request) => {
      const language = await resolveLanguage(db(), request.params.lang);
      return { list: await dropdown(db(), language.pkLanguageId, request.params.codeId) };
    },
  });

  // Two routes rather than an optional last parameter, so that OpenAPI lists both paths, each
  // declaring exactly the parameters of its path.
  for (const [path, params] of [
    ['/api/Dropdowns/parents-children/:codeId/:lang/:parentId', parentsChildrenParams.omit({ companyTypeId: true })],
    ['/api/Dropdowns/parents-children/:codeId/:lang/:parentId/:companyTypeId', parentsChildrenParams.required({ companyTypeId: true })],
  ] as const) {
    app.get(path, {
      schema: {
        tags,
        summary: 'One level of a tree (parentId 0: the top), optionally for a company type',
        params,
        response: { 200: codeNodeList },
      },
      config: { access },
      handler: async (request) => {
        const { codeId, lang, parentId } = request.params;
        const companyTypeId = 'companyTypeId' in request.params ? request.params.companyTypeId : undefined;
        const language = await resolveLanguage(db(), lang);
        return { list: await childrenOf(db(), language.pkLanguageId, codeId, parentId, companyTypeId) };
      },
    });
  }

  app.get('/api/Dropdowns/parents-by-childid/:codeId/:lang/:childId', {
    schema: {
      tags,
      summary: 'The path from the top of a tree down to a node (to open the tree at a value)',
      params: parentsByChildParams,
      response: { 200: codeNodeList },
    },
    config: { access },
    handler: async (request) => {
      const { codeId, lang, childId } = request.params;
      const language = await resolveLanguage(db(), lang);
      const [found] = await pathTo(db(), language.pkLanguageId, codeId, [childId]);
      if (!found) throw notFound('code_not_found');
      return { list: found.path };
    },
  });

  app.post('/api/Dropdowns/parents-by-childid-list/:codeId/:lang', {
    schema: {
      tags,
      summary: 'The paths to several nodes of a tree',
      params: parentsByChildListParams,
      body: parentsByChildListBody,
      response: { 200: codeNodePathList },
    },
    config: { access },
    handler: async (request) => {
      const language = await resolveLanguage(db(), request.params.lang);
      return { list: await pathTo(db(), language.pkLanguageId, request.params.codeId, request.body.childIds) };
    },
  });

  app.post('/api/Dropdowns/dropdowns-by-ids', {
    schema: { tags, summary: 'Codes of any type by id, named in a language', body: dropdownsByIdsBody, response: { 200: codeNodeList } },
    config: { access },
    handler: async (request) => {
      const language = await resolveLanguage(db(), request.body.lang);
      return { list: await dropdownsByIds(db(), language.pkLanguageId, request.body.ids) };
    },
  });

  for (const [path, typeId, what] of [
    ['search-hs-codes-by-name', CodeType.productClass, 'HS product classes'],
    ['search-nace-by-name', CodeType.activityClass, 'NACE activity classes'],
  ] as const) {
    app.post(`/api/Dropdowns/${path}`, {
      schema: {
        tags,
        summary: `Search ${what} by name or code (accents and case ignored, typos tolerated), each with its path`,
        body: searchByNameBody,
        response: { 200: searchByNameResult },
      },
      config: { access },
      handler: async (request) => {
        const { name, lang, limit } = request.body;
        const language = await resolveLanguage(db(), lang);
        return { list: await searchByName(db(), language.pkLanguageId, typeId, name, limit) };
      },
    });
  }
};
