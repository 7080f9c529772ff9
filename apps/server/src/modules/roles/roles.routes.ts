import { roleCreateModel, roleModel, roleOptions, rolePage, roleSearchModel, roleUpdateModel } from '@portal/contracts/access-admin/roles';
import { idParam, okResult } from '@portal/contracts/common/paging';
import { AccessGroup } from '@portal/contracts/common/access';
import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { signedInActor } from '../../plugins/signed-in.ts';
import { createRole, deleteRole, getRole, optionalRoles, rolesForCreateUser, searchRoles, updateRole } from './roles.service.ts';

/** Roles of the second administration area (platform administrators), with their functions. */
export const rolesRoutes: FastifyPluginAsync = async (base) => {
  const app = base.withTypeProvider<ZodTypeProvider>();
  const tags = ['Roles'];
  const admin = { functions: AccessGroup.platformAdmins };
  const pickers = { functions: AccessGroup.companyEditors };

  app.post('/api/roles/search', {
    schema: { tags, summary: 'Search roles', body: roleSearchModel, response: { 200: rolePage } },
    config: { access: admin },
    handler: async (request) => searchRoles(app.ctx.db, request.body),
  });

  app.get('/api/roles/get-roles-for-create-user', {
    schema: { tags, summary: 'Roles the caller may give to a user', response: { 200: roleOptions } },
    config: { access: pickers },
    handler: async (request) => rolesForCreateUser(app.ctx.db, signedInActor(request)),
  });

  app.get('/api/roles/get-optional-roles', {
    schema: { tags, summary: 'Roles defined besides the built-in ones', response: { 200: roleOptions } },
    config: { access: pickers },
    handler: async (request) => optionalRoles(app.ctx.db, signedInActor(request)),
  });

  app.get('/api/roles/:id', {
    schema: { tags, summary: 'A role with its functions', params: idParam, response: { 200: roleModel } },
    config: { access: admin },
    handler: async (request) => getRole(app.ctx.db, request.params.id),
  });

  app.post('/api/roles', {
    schema: { tags, summary: 'Create a role with its functions', body: roleCreateModel, response: { 200: roleModel } },
    config: { access: admin },
    handler: async (request) => createRole(app.ctx, signedInActor(request), request.body),
  });

  app.put('/api/roles', {
    schema: { tags, summary: 'Edit a role and its functions', body: roleUpdateModel, response: { 200: roleModel } },
    config: { access: admin },
    handler: async (request) => updateRole(app.ctx, signedInActor(request), request.body),
  });

  app.delete('/api/roles/:id', {
    schema: { tags, summary: 'Delete a role (built-in roles and roles in use cannot be)', params: idParam, response: { 200: okResult } },
    config: { access: admin },
    handler: async (request) => {
      await deleteRole(app.ctx, signedInActor(request), request.params.id);
      return { success: true as const };
    },
  });
};
