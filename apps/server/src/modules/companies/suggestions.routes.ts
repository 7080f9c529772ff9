import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { suggestedUsersPage, suggestedUsersQuery } from '@portal/contracts/companies/suggestions';
import { idParam, okResult } from '@portal/contracts/common/paging';
import { signedInActor } from '../../plugins/signed-in.ts';
import { dismissSuggestion, suggestedUsers } from './suggestions.service.ts';

/** Connections are for company roles (spec-1 section 2). */
const companyUsers = ['company_admin_function', 'employees_function'] as const;

export const suggestionRoutes: FastifyPluginAsync = async (base) => {
  const app = base.withTypeProvider<ZodTypeProvider>();
  const tags = ['Connections'];

  app.post('/api/SuggestedUsers/get-suggested-users-for-current-user', {
    schema: {
      tags,
      summary: 'People I may want to meet, with the reasons',
      body: suggestedUsersQuery,
      response: { 200: suggestedUsersPage },
    },
    config: { access: { functions: companyUsers, verifiedCompany: true } },
    handler: async (request) => suggestedUsers(app.ctx, signedInActor(request), request.body),
  });

  app.post('/api/SuggestedUsers/remove-suggested-user/:id', {
    schema: { tags, summary: 'Remove a suggestion for good', params: idParam, response: { 200: okResult } },
    config: { access: { functions: companyUsers } },
    handler: async (request) => {
      await dismissSuggestion(app.ctx, signedInActor(request), request.params.id);
      return { success: true as const };
    },
  });
};
