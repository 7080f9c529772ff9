import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { companyAnswer, companyUpdateModel } from '@portal/contracts/companies/company';
import { idParam } from '@portal/contracts/common/paging';
import { notFound, unauthorized } from '../../lib/app-error.ts';
import { companyProfile, updateCompany } from './company.service.ts';

const editors = ['super_admin_function', 'cif_admin_function', 'company_admin_function'] as const;

export const companyRoutes: FastifyPluginAsync = async (base) => {
  const app = base.withTypeProvider<ZodTypeProvider>();
  const tags = ['Companies'];

  app.get('/api/Company/get-company-for-current-user', {
    schema: { tags, summary: "The signed-in user's company profile", response: { 200: companyAnswer } },
    config: { access: { signedIn: true } },
    handler: async (request) => {
      const actor =
        request.actor ??
        (() => {
          throw unauthorized();
        })();
      if (!actor.companyId) throw notFound('company_not_found');
      return companyProfile(app.ctx, actor, actor.companyId);
    },
  });

  app.get('/api/Company/:id', {
    schema: {
      tags,
      summary: 'A company profile (general information, sectors, contact person, completeness)',
      params: idParam,
      response: { 200: companyAnswer },
    },
    config: { access: { signedIn: true } },
    handler: async (request) => companyProfile(app.ctx, request.actor!, request.params.id),
  });

  app.put('/api/Company', {
    schema: { tags, summary: 'Save the general information of a company', body: companyUpdateModel, response: { 200: companyAnswer } },
    config: { access: { functions: editors } },
    handler: async (request) => updateCompany(app.ctx, request, request.actor!, request.body),
  });
};
