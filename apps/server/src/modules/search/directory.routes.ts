import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { companyAnswer } from '@portal/contracts/companies/company';
import {
  companySearch,
  companyStatistic as statisticAnswer,
  contactPersonAnswer,
  contactPersonParams,
  moduleParam,
  sectorPage,
  sectorSearch,
  shortPage,
} from '@portal/contracts/companies/directory';
import { companyList } from '@portal/contracts/companies/favourites';
import { idParam } from '@portal/contracts/common/paging';
import { signedInActor } from '../../plugins/signed-in.ts';
import {
  companyStatistic,
  contactPersonByCompany,
  latestCompanies,
  latestSearchedCompanies,
  openCompanyFromSearch,
  searchCompanies,
  searchSectors,
} from './directory.service.ts';

/** The company directory for signed-in users: search, latest, opened-from-search, statistics, sectors. */
export const directoryRoutes: FastifyPluginAsync = async (base) => {
  const app = base.withTypeProvider<ZodTypeProvider>();
  const tags = ['Company directory'];
  const signedIn = { access: { signedIn: true as const } };

  app.post('/api/Company/search', {
    schema: { tags, summary: 'Search verified companies', body: companySearch, response: { 200: companyList } },
    config: signedIn,
    handler: async (request) => searchCompanies(app.ctx, signedInActor(request), request.body),
  });

  app.post('/api/Company/latest/:x', {
    schema: {
      tags,
      summary: 'The latest verified companies with module x',
      params: moduleParam,
      body: shortPage,
      response: { 200: companyList },
    },
    config: signedIn,
    handler: async (request) => latestCompanies(app.ctx, signedInActor(request), request.params.x, request.body),
  });

  app.post('/api/Company/latest-search-for-current-user/:x', {
    schema: {
      tags,
      summary: 'Companies with module x I opened lately',
      params: moduleParam,
      body: shortPage,
      response: { 200: companyList },
    },
    config: signedIn,
    handler: async (request) => latestSearchedCompanies(app.ctx, signedInActor(request), request.params.x, request.body),
  });

  app.get('/api/Company/get-and-set-search-records/:id', {
    schema: {
      tags,
      summary: 'Open a company from search (recorded for latest searches)',
      params: idParam,
      response: { 200: companyAnswer },
    },
    config: signedIn,
    handler: async (request) => openCompanyFromSearch(app.ctx, signedInActor(request), request.params.id),
  });

  app.get('/api/Company/get-company-details-and-statistic/:id', {
    schema: { tags, summary: 'A company card with its figures', params: idParam, response: { 200: statisticAnswer } },
    config: signedIn,
    handler: async (request) => companyStatistic(app.ctx, signedInActor(request), request.params.id),
  });

  app.get('/api/Company/get-contact-person-by-company/:id/:langId', {
    schema: {
      tags,
      summary: "A company's contact person, prefix in the language",
      params: contactPersonParams,
      response: { 200: contactPersonAnswer },
    },
    config: signedIn,
    handler: async (request) => contactPersonByCompany(app.ctx, signedInActor(request), request.params.id, request.params.langId),
  });

  app.post('/api/company/search-sectors', {
    schema: { tags, summary: 'NACE sectors of verified companies, with counts', body: sectorSearch, response: { 200: sectorPage } },
    config: signedIn,
    handler: async (request) => searchSectors(app.ctx, signedInActor(request), request.body),
  });
};
