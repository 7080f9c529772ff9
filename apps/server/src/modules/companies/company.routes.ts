import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { companyAnswer, companyUpdateModel } from '@portal/contracts/companies/company';
import { AccessGroup } from '@portal/contracts/common/access';
import { idParam } from '@portal/contracts/common/paging';
import { signedInActor } from '../../plugins/signed-in.ts';
import { companyProfile, ownCompanyProfile, updateCompany } from './company.service.ts';

export const companyRoutes: FastifyPluginAsync = async (base) => {
  const app = base.withTypeProvider<ZodTypeProvider>();
  const tags = ['Companies'];

  app.get('/api/Company/get-company-for-current-user', {
    schema: { tags, summary: "The signed-in user's company profile", response: { 200: companyAnswer } },
    config: { access: { signedIn: true } },
    handler: async (request) => ownCompanyProfile(app.ctx, signedInActor(request)),
  });

  app.get('/api/Company/:id', {
    schema: {
      tags,
      summary: 'A company profile (general information, sectors, contact person, completeness)',
      params: idParam,
      response: { 200: companyAnswer },
    },
    config: { access: { signedIn: true } },
    handler: async (request) => companyProfile(app.ctx, signedInActor(request), request.params.id),
  });

  app.put('/api/Company', {
    schema: { tags, summary: 'Save the general information of a company', body: companyUpdateModel, response: { 200: companyAnswer } },
    config: { access: { functions: AccessGroup.companyEditors } },
    handler: async (request) => updateCompany(app.ctx, signedInActor(request), request.body),
  });
};
