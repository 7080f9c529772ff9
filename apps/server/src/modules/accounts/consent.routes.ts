import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  acceptDocumentsModel,
  currentDocumentVersions,
  documentVersion,
  myConsents,
  optionalConsentModel,
  publishDocumentVersionModel,
} from '@portal/contracts/accounts/consents';
import { AccessGroup } from '@portal/contracts/common/access';
import { signedInActor } from '../../plugins/signed-in.ts';
import {
  acceptDocuments,
  getCurrentDocumentVersions,
  getMyConsents,
  publishDocumentVersion,
  setOptionalConsent,
} from './consents.service.ts';

export const consentRoutes: FastifyPluginAsync = async (base) => {
  const app = base.withTypeProvider<ZodTypeProvider>();
  const tags = ['Consents'];

  app.get('/api/DocumentVersions/current', {
    schema: {
      tags,
      summary: 'The current versions of the terms of use and the privacy policy',
      response: { 200: currentDocumentVersions },
    },
    config: { access: { public: true } },
    handler: async () => getCurrentDocumentVersions(app.ctx.db),
  });

  app.post('/api/DocumentVersions', {
    schema: {
      tags,
      summary: 'Publish a new version of the terms or the privacy policy; signed-in people are asked to accept it',
      body: publishDocumentVersionModel,
      response: { 200: documentVersion },
    },
    config: { access: { functions: AccessGroup.platformAdmins } },
    handler: async (request) => publishDocumentVersion(app.ctx, signedInActor(request), request.body),
  });

  app.get('/api/Consents', {
    schema: { tags, summary: 'My consents: documents to accept, optional consents and their history', response: { 200: myConsents } },
    config: { access: { signedIn: true } },
    handler: async (request) => getMyConsents(app.ctx.db, signedInActor(request)),
  });

  app.post('/api/Consents/accept-documents', {
    schema: {
      tags,
      summary: 'Accept the current versions of the documents shown',
      body: acceptDocumentsModel,
      response: { 200: myConsents },
    },
    config: { access: { signedIn: true } },
    handler: async (request) => acceptDocuments(app.ctx, signedInActor(request), request.body),
  });

  app.post('/api/Consents/optional', {
    schema: { tags, summary: 'Give or withdraw an optional consent', body: optionalConsentModel, response: { 200: myConsents } },
    config: { access: { signedIn: true } },
    handler: async (request) => setOptionalConsent(app.ctx, signedInActor(request), request.body),
  });
};
