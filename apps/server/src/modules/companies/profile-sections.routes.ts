import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { b2bInfoAnswer, b2bInfoModel, companyIdParam } from '@portal/contracts/companies/b2b-info';
import { mncInfoModel } from '@portal/contracts/companies/mnc-info';
import { supplyChainInfoAnswer, supplyChainInfoModel } from '@portal/contracts/companies/supply-chain-info';
import { idParam } from '@portal/contracts/common/paging';
import { ModuleId } from '@portal/contracts/common/access';
import { readB2bInfo, saveB2bInfo } from './b2b-info.service.ts';
import { visibleCompany } from './company.service.ts';
import { readMncInfo, saveMncInfo } from './mnc-info.service.ts';
import { readSupplyChainInfo, saveSupplyChainInfo } from './supply-chain-info.service.ts';

const editors = ['super_admin_function', 'cif_admin_function', 'company_admin_function'] as const;

/** The profile sections hanging off a company one-to-one: B2B, MNC and supply-chain information. */
export const profileSectionRoutes: FastifyPluginAsync = async (base) => {
  const app = base.withTypeProvider<ZodTypeProvider>();

  app.get('/api/B2BInfo/:id', {
    schema: { tags: ['B2B information'], summary: "A company's B2B information", params: idParam, response: { 200: b2bInfoAnswer } },
    config: { access: { signedIn: true } },
    handler: async (request) => {
      await visibleCompany(app.ctx.db, request.actor, request.params.id);
      return readB2bInfo(app.ctx.db, request.params.id);
    },
  });

  app.put('/api/B2BInfo/:companyId', {
    schema: {
      tags: ['B2B information'],
      summary: "Save a company's B2B information",
      params: companyIdParam,
      body: b2bInfoModel,
      response: { 200: b2bInfoAnswer },
    },
    config: { access: { functions: editors, modules: [ModuleId.b2b] } },
    handler: async (request) => saveB2bInfo(app.ctx, request, request.actor!, request.params.companyId, request.body),
  });

  app.get('/api/Mncinfos/:id', {
    schema: {
      tags: ['Multinational information'],
      summary: "A multinational company's information",
      params: idParam,
      response: { 200: mncInfoModel },
    },
    config: { access: { signedIn: true } },
    handler: async (request) => {
      await visibleCompany(app.ctx.db, request.actor, request.params.id);
      return (await readMncInfo(app.ctx.db, request.params.id)) ?? mncInfoModel.parse({ fkCompanyId: request.params.id });
    },
  });

  for (const method of ['post', 'put'] as const) {
    app[method]('/api/Mncinfos/', {
      schema: {
        tags: ['Multinational information'],
        summary: "Save a multinational company's information",
        body: mncInfoModel,
        response: { 200: mncInfoModel },
      },
      config: { access: { functions: editors } },
      handler: async (request) => saveMncInfo(app.ctx, request, request.actor!, request.body),
    });
  }

  app.get('/api/SupplyChainInfo/:id', {
    schema: {
      tags: ['Supply-chain information'],
      summary: "A company's supply-chain information",
      params: idParam,
      response: { 200: supplyChainInfoAnswer },
    },
    config: { access: { signedIn: true } },
    handler: async (request) => {
      await visibleCompany(app.ctx.db, request.actor, request.params.id);
      return readSupplyChainInfo(app.ctx.db, request.params.id);
    },
  });

  app.put('/api/SupplyChainInfo/:companyId', {
    schema: {
      tags: ['Supply-chain information'],
      summary: "Save a company's supply-chain information",
      params: companyIdParam,
      body: supplyChainInfoModel,
      response: { 200: supplyChainInfoAnswer },
    },
    config: { access: { functions: editors, modules: [ModuleId.supplyChain] } },
    handler: async (request) => saveSupplyChainInfo(app.ctx, request, request.actor!, request.params.companyId, request.body),
  });
};
