import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { confirmEmailQuery } from '@portal/contracts/accounts/password';
import {
  registerModel,
  registerResult,
  registerWithExistingCompanyModel,
  registerWithNewCompanyModel,
} from '@portal/contracts/accounts/registration';
import { idParam, okResult } from '@portal/contracts/common/paging';
import { confirmEmail, register, registerWithExistingCompany, registerWithNewCompany, resendConfirmation } from './registration.service.ts';

export const registrationRoutes: FastifyPluginAsync = async (base) => {
  const app = base.withTypeProvider<ZodTypeProvider>();
  const tags = ['Registration'];
  const access = { public: true } as const;
  const registered = (userId: number) => ({ userId, message: 'success_register' as const });

  app.post('/api/Account/register', {
    schema: { tags, summary: 'Register a person without a company', body: registerModel, response: { 200: registerResult } },
    config: { access },
    handler: async (request) => registered(await register(app.ctx, request.client, request.body)),
  });

  app.post('/api/Account/register-with-new-company', {
    schema: {
      tags,
      summary: 'Register a company and its administrator',
      body: registerWithNewCompanyModel,
      response: { 200: registerResult },
    },
    config: { access },
    handler: async (request) => registered(await registerWithNewCompany(app.ctx, request.client, request.body)),
  });

  app.post('/api/Account/register-with-existing-company', {
    schema: {
      tags,
      summary: 'Register as a member of a registered company',
      body: registerWithExistingCompanyModel,
      response: { 200: registerResult },
    },
    config: { access },
    handler: async (request) => registered(await registerWithExistingCompany(app.ctx, request.client, request.body)),
  });

  app.get('/api/Account/confirm-email', {
    schema: {
      tags,
      summary: 'Confirm an e-mail address with the mailed code',
      querystring: confirmEmailQuery,
      response: { 200: okResult },
    },
    config: { access },
    handler: async (request) => {
      await confirmEmail(app.ctx, request.query);
      return { success: true as const };
    },
  });

  app.get('/api/Account/resend-verification-email/:id', {
    schema: { tags, summary: 'Send the confirmation mail again', params: idParam, response: { 200: okResult } },
    config: { access },
    handler: async (request) => {
      await resendConfirmation(app.ctx, request.params.id);
      return { success: true as const };
    },
  });
};
