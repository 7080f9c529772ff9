import { AccessGroup } from '@portal/contracts/common/access';
import { idParam } from '@portal/contracts/common/paging';
import { adminUserPage, adminUserSearchModel, cifAdminList, isCifAdminResult, kifUserPage } from '@portal/contracts/users/admin-users';
import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { signedInActor } from '../../plugins/signed-in.ts';
import { adminSearchUsers, cifAdminsOfCountry, isCifAdmin, kifLists, kifSearchUsers, searchCifAdmins } from './users-search.service.ts';

/** The administration user lists; chamber administrators see only their chamber's users. */
export const usersSearchRoutes: FastifyPluginAsync = async (base) => {
  const app = base.withTypeProvider<ZodTypeProvider>();
  const tags = ['User administration'];
  const admins = { functions: AccessGroup.administrators };

  app.post('/api/Account/admin-search-users', {
    schema: {
      tags,
      summary: 'Search users by text, role, company, country, verified, active',
      body: adminUserSearchModel,
      response: { 200: adminUserPage },
    },
    config: { access: admins },
    handler: async (request) => adminSearchUsers(app.ctx.db, signedInActor(request), request.body),
  });

  for (const list of Object.keys(kifLists) as (keyof typeof kifLists)[]) {
    app.post(`/api/Account/kif-admins-search-${list}`, {
      schema: { tags, summary: `Search ${list.replace(/-/g, ' ')}`, body: adminUserSearchModel, response: { 200: kifUserPage } },
      config: { access: admins },
      handler: async (request) => kifSearchUsers(app.ctx.db, signedInActor(request), list, request.body),
    });
  }

  app.post('/api/Account/get-all-cif-admin-users', {
    schema: { tags, summary: 'Search chamber administrators', body: adminUserSearchModel, response: { 200: adminUserPage } },
    config: { access: { functions: AccessGroup.platformAdmins } },
    handler: async (request) => searchCifAdmins(app.ctx.db, signedInActor(request), request.body),
  });

  app.get('/api/Account/get-all-cif-admin-users-from-country/:id', {
    schema: { tags, summary: 'The active chamber administrators of a country', params: idParam, response: { 200: cifAdminList } },
    config: { access: admins },
    handler: async (request) => cifAdminsOfCountry(app.ctx.db, signedInActor(request), request.params.id),
  });

  app.get('/api/Account/check-is-cif-admin/:id', {
    schema: { tags, summary: 'Whether a user is a chamber administrator', params: idParam, response: { 200: isCifAdminResult } },
    config: { access: { signedIn: true } },
    handler: async (request) => ({ isCifAdmin: await isCifAdmin(app.ctx.db, request.params.id) }),
  });
};
