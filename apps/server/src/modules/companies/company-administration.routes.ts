import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { companyList, companyListQuery } from '@portal/contracts/companies/favourites';
import { AccessGroup } from '@portal/contracts/common/access';
import { idParam, okResult } from '@portal/contracts/common/paging';
import { signedInActor } from '../../plugins/signed-in.ts';
import { administeredCompanyList, deleteCompany, unverifyCompany, verifyCompany } from './company-verification.service.ts';

/** Company administration (/admin-center/company-administration): lists by verification and without an administrator, verify, unverify, delete. */
export const companyAdministrationRoutes: FastifyPluginAsync = async (base) => {
  const app = base.withTypeProvider<ZodTypeProvider>();
  const tags = ['Company administration'];
  const ok = { success: true as const };

  app.post('/api/Company/search-self-county-and-international-unverified', {
    schema: {
      tags,
      summary: 'Unverified companies of my country and multinationals outside the WB6',
      body: companyListQuery,
      response: { 200: companyList },
    },
    config: { access: { functions: AccessGroup.administrators } },
    handler: async (request) => administeredCompanyList(app.ctx, signedInActor(request), 'unverified', request.body),
  });

  app.post('/api/Company/search-self-county-and-international', {
    schema: {
      tags,
      summary: 'Verified companies of my country and multinationals outside the WB6',
      body: companyListQuery,
      response: { 200: companyList },
    },
    config: { access: { functions: AccessGroup.administrators } },
    handler: async (request) => administeredCompanyList(app.ctx, signedInActor(request), 'verified', request.body),
  });

  app.post('/api/Company/search-self-county-without-administrator', {
    schema: {
      tags,
      summary: 'Companies of my country (and multinationals outside the WB6) left without an administrator, to appoint one',
      body: companyListQuery,
      response: { 200: companyList },
    },
    config: { access: { functions: AccessGroup.administrators } },
    handler: async (request) => administeredCompanyList(app.ctx, signedInActor(request), 'without_administrator', request.body),
  });

  app.post('/api/Company/verify-company-by-admin/:id', {
    schema: { tags, summary: 'Verify a company (notifies and mails its administrators)', params: idParam, response: { 200: okResult } },
    config: { access: { functions: AccessGroup.administrators } },
    handler: async (request) => {
      await verifyCompany(app.ctx, signedInActor(request), request.params.id);
      return ok;
    },
  });

  app.post('/api/Company/unverify-company-by-admin/:id', {
    schema: { tags, summary: 'Withdraw the verification of a company', params: idParam, response: { 200: okResult } },
    config: { access: { functions: AccessGroup.administrators } },
    handler: async (request) => {
      await unverifyCompany(app.ctx, signedInActor(request), request.params.id);
      return ok;
    },
  });

  app.delete('/api/Company/:id', {
    schema: {
      tags,
      summary: 'Delete a company (soft; its users are signed out and deactivated)',
      params: idParam,
      response: { 200: okResult },
    },
    config: { access: { functions: AccessGroup.administrators } },
    handler: async (request) => {
      await deleteCompany(app.ctx, signedInActor(request), request.params.id);
      return ok;
    },
  });
};
