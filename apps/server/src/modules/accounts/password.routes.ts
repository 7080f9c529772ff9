import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  changePasswordSelfModel,
  firstLoginPasswordModel,
  forgotPasswordModel,
  resetPasswordModel,
} from '@portal/contracts/accounts/password';
import { okResult } from '@portal/contracts/common/paging';
import { signedInActor } from '../../plugins/signed-in.ts';
import { changePasswordSelf, forgotPassword, resetPassword, setPasswordAfterFirstLogin } from './password.service.ts';

export const passwordRoutes: FastifyPluginAsync = async (base) => {
  const app = base.withTypeProvider<ZodTypeProvider>();
  const tags = ['Passwords'];
  const ok = { success: true as const };
  const response = { 200: okResult };

  app.post('/api/Account/forgot-password', {
    schema: { tags, summary: 'Mail a password reset link (same answer for unknown addresses)', body: forgotPasswordModel, response },
    config: { access: { public: true }, rateLimit: { max: 5, timeWindow: '1 minute' } },
    handler: async (request) => {
      await forgotPassword(app.ctx, request.body.email);
      return ok;
    },
  });

  app.post('/api/Account/reset-password', {
    schema: { tags, summary: 'Choose a new password with the mailed token', body: resetPasswordModel, response },
    config: { access: { public: true } },
    handler: async (request) => {
      await resetPassword(app.ctx, request.client, request.body);
      return ok;
    },
  });

  app.post('/api/Account/change-password-self', {
    schema: { tags, summary: 'Change my password', body: changePasswordSelfModel, response },
    config: { access: { signedIn: true } },
    handler: async (request) => {
      await changePasswordSelf(app.ctx, signedInActor(request), request.body);
      return ok;
    },
  });

  app.post('/api/Account/set-password-after-first-login', {
    schema: { tags, summary: 'Choose my own password at first sign-in', body: firstLoginPasswordModel, response },
    config: { access: { signedIn: true, allowPasswordChangeNeeded: true } },
    handler: async (request) => {
      await setPasswordAfterFirstLogin(app.ctx, signedInActor(request), request.body);
      return ok;
    },
  });
};
