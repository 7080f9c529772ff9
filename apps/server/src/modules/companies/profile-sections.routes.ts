import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { b2bInfoAnswer, b2bInfoModel, companyIdParam } from '@portal/contracts/companies/b2b-info';
import { mncInfoModel } from '@portal/contracts/companies/mnc-info';
import { supplyChainInfoAnswer, supplyChainInfoModel } from '@portal/contracts/companies/supply-chain-info';
import { idParam } from '@portal/contracts/common/paging';
import { AccessGroup, ModuleId } from '@portal/contracts/common/access';
import { signedInActor } from '../../plugins/signed-in.ts';
import { b2bInfoOf, saveB2bInfo } from './b2b-info.service.ts';
import { mncInfoOf, saveMncInfo } from './mnc-info.service.ts';
import { saveSupplyChainInfo, supplyChainInfoOf } from './supply-chain-info.service.ts';

/** The profile sections hanging off a company one-to-one: B2B, MNC and supply-chain information. */
export const profileSectionRoutes: FastifyPluginAsync = async (base) => {
  const app = base.withTypeProvider<ZodTypeProvider>();

  // One parameter name per path: the GET and the PUT share /api/B2BInfo/{companyId}.
  app.get('/api/B2BInfo/:companyId', {
    schema: { tags: ['B2B information'], summary: "A company's B2B information", params: companyIdParam, response: { 200: b2bInfoAnswer } },
    config: { access: { signedIn: true } },
    handler: async (request) => b2bInfoOf(app.ctx, signedInActor(request), request.params.companyId),
  });

  app.put('/api/B2BInfo/:companyId', {
    schema: {
      tags: ['B2B information'],
      summary: "Save a company's B2B information",
      params: companyIdParam,
      body: b2bInfoModel,
      response: { 200: b2bInfoAnswer },
    },
    config: { access: { functions: AccessGroup.companyEditors, modules: [ModuleId.b2b] } },
    handler: async (request) => saveB2bInfo(app.ctx, signedInActor(request), request.params.companyId, request.body),
  });

  app.get('/api/Mncinfos/:id', {
    schema: {
      tags: ['Multinational information'],
      summary: "A multinational company's information",
      params: idParam,
      response: { 200: mncInfoModel },
    },
    config: { access: { signedIn: true } },
    handler: async (request) => mncInfoOf(app.ctx, signedInActor(request), request.params.id),
  });

  for (const method of ['post', 'put'] as const) {
    app[method]('/api/Mncinfos/', {
      schema: {
        tags: ['Multinational information'],
        summary: "Save a multinational company's information",
        body: mncInfoModel,
        response: { 200: mncInfoModel },
      },
      config: { access: { functions: AccessGroup.companyEditors } },
      handler: async (request) => saveMncInfo(app.ctx, signedInActor(request), request.body),
    });
  }

  app.get('/api/SupplyChainInfo/:companyId', {
    schema: {
      tags: ['Supply-chain information'],
      summary: "A company's supply-chain information",
      params: companyIdParam,
      response: { 200: supplyChainInfoAnswer },
    },
    config: { access: { signedIn: true } },
    handler: async (request) => supplyChainInfoOf(app.ctx, signedInActor(request), request.params.companyId),
  });

  app.put('/api/SupplyChainInfo/:companyId', {
    schema: {
      tags: ['Supply-chain information'],
      summary: "Save a company's supply-chain information",
      params: companyIdParam,
      body: supplyChainInfoModel,
      response: { 200: supplyChainInfoAnswer },
    },
    config: { access: { functions: AccessGroup.companyEditors, modules: [ModuleId.supplyChain] } },
    handler: async (request) => saveSupplyChainInfo(app.ctx, signedInActor(request), request.params.companyId, request.body),
  });
};
