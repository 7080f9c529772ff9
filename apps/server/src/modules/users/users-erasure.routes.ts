import { deleteOwnAccountModel, erasureSummary } from '@portal/contracts/accounts/erasure';
import { okResult } from '@portal/contracts/common/paging';
import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { signedInActor } from '../../plugins/signed-in.ts';
import { eraseOwnAccount, erasureSummary as summaryOf } from './users-erasure.service.ts';

/** "Delete my account" on the account page: what goes, then the erasure (its sessions end with it). */
export const usersErasureRoutes: FastifyPluginAsync = async (base) => {
  const app = base.withTypeProvider<ZodTypeProvider>();
  const tags = ['Account'];

  app.get('/api/Account/erasure-summary', {
    schema: { tags, summary: 'What deleting my account removes, cancels and keeps', response: { 200: erasureSummary } },
    config: { access: { signedIn: true } },
    handler: async (request) => summaryOf(app.ctx, signedInActor(request)),
  });

  app.post('/api/Account/delete-self', {
    schema: {
      tags,
      summary: 'Delete my account: my personal data is erased at once, my coming meetings cancelled, my sessions ended',
      body: deleteOwnAccountModel,
      response: { 200: okResult },
    },
    config: { access: { signedIn: true } },
    handler: async (request) => {
      await eraseOwnAccount(app.ctx, signedInActor(request), request.body);
      return { success: true as const };
    },
  });
};
