import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { certificate, certificateModel, certificatePage, certificateSearch } from '@portal/contracts/companies/certificates';
import { AccessGroup } from '@portal/contracts/common/access';
import { idParam, okResult } from '@portal/contracts/common/paging';
import {
  deleteCertificate,
  getCertificate,
  publicSearchCertificates,
  saveCertificate,
  searchCertificates,
} from './certificates.service.ts';
import { signedInActor } from '../../plugins/signed-in.ts';

export const certificateRoutes: FastifyPluginAsync = async (base) => {
  const app = base.withTypeProvider<ZodTypeProvider>();
  const tags = ['Certificates'];

  app.post('/api/Certificates/search', {
    schema: { tags, summary: "A company's certificates (mine by default)", body: certificateSearch, response: { 200: certificatePage } },
    config: { access: { signedIn: true } },
    handler: async (request) => searchCertificates(app.ctx, signedInActor(request), request.body),
  });

  app.post('/api/Certificates/public-search', {
    schema: { tags, summary: 'Certificates of verified companies, by name', body: certificateSearch, response: { 200: certificatePage } },
    config: { access: { public: true } },
    handler: async (request) => publicSearchCertificates(app.ctx, request.body),
  });

  app.get('/api/Certificates/:id', {
    schema: { tags, summary: 'A certificate', params: idParam, response: { 200: certificate } },
    config: { access: { signedIn: true } },
    handler: async (request) => getCertificate(app.ctx, signedInActor(request), request.params.id),
  });

  for (const method of ['post', 'put'] as const) {
    app[method]('/api/Certificates/', {
      schema: {
        tags,
        summary: method === 'post' ? 'Add a certificate' : 'Change a certificate',
        body: certificateModel,
        response: { 200: certificate },
      },
      config: { access: { functions: AccessGroup.companyEditors } },
      handler: async (request) => saveCertificate(app.ctx, signedInActor(request), request.body),
    });
  }

  app.delete('/api/Certificates/:id', {
    schema: { tags, summary: 'Delete a certificate', params: idParam, response: { 200: okResult } },
    config: { access: { functions: AccessGroup.companyEditors } },
    handler: async (request) => {
      await deleteCertificate(app.ctx, signedInActor(request), request.params.id);
      return { success: true as const };
    },
  });
};
