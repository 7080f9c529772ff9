import { adminSetPasswordModel } from '@portal/contracts/accounts/password';
import { AccessGroup } from '@portal/contracts/common/access';
import { idParam, okResult } from '@portal/contracts/common/paging';
import {
  adminUpdateUserModel,
  adminUserDetails,
  bulkUserStatusModel,
  bulkUserStatusResult,
  createdUserResult,
  registerCifAdminModel,
} from '@portal/contracts/users/admin-users';
import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { signedInActor } from '../../plugins/signed-in.ts';
import { adminUpdateUser, getUserDetails, hardDeleteUser, softDeleteUser } from './users-admin.service.ts';
import { bulkSetUserStatus, setUserStatus } from './users-status.service.ts';
import { adminSetUserPassword, changeChamberForSelf, registerCifAdministrator } from './users-accounts.service.ts';

/** User administration: platform administrators on everybody, chamber administrators on their chamber's users. */
export const usersAdminRoutes: FastifyPluginAsync = async (base) => {
  const app = base.withTypeProvider<ZodTypeProvider>();
  const tags = ['User administration'];
  const platform = { functions: AccessGroup.platformAdmins };
  const admins = { functions: AccessGroup.administrators };
  /** The administrators, and a company administrator for the people of their company (user.policy.ts decides whom). */
  const peopleAdmins = { functions: AccessGroup.companyEditors };
  const ok = { success: true as const };
  const response = { 200: okResult };

  app.post('/api/Account/register-cif-administrator-by-admin', {
    schema: {
      tags,
      summary: 'Create a chamber administrator; they get an invitation mail and choose a password at first sign-in',
      body: registerCifAdminModel,
      response: { 200: createdUserResult },
    },
    config: { access: platform },
    handler: async (request) => ({ userId: await registerCifAdministrator(app.ctx, signedInActor(request), request.body) }),
  });

  app.post('/api/Account/admin-update-user', {
    schema: { tags, summary: "Edit a user's data and role", body: adminUpdateUserModel, response: { 200: adminUserDetails } },
    config: { access: admins },
    handler: async (request) => adminUpdateUser(app.ctx, signedInActor(request), request.body),
  });

  app.get('/api/Account/admin-get-user-details/:id', {
    schema: { tags, summary: 'A user with what the caller may do to them', params: idParam, response: { 200: adminUserDetails } },
    config: { access: peopleAdmins },
    handler: async (request) => getUserDetails(app.ctx, signedInActor(request), request.params.id),
  });

  const statusRoutes = [
    ['post', 'verify-user-by-admin', 'verify', 'Verify a user', admins],
    ['post', 'unverify-user-by-admin', 'unverify', 'Take back a verification', admins],
    ['post', 'admin-activate-user', 'activate', 'Activate a user (a company administrator: a person of their company)', peopleAdmins],
    [
      'post',
      'admin-deactivate-user',
      'deactivate',
      'Deactivate a user: they are signed out and cannot sign in (a company administrator: a person of their company, not its last active administrator)',
      peopleAdmins,
    ],
    ['get', 'kif-admin-verify-user-email', 'confirm_email', "Confirm a user's e-mail address as an administrator", admins],
  ] as const;
  for (const [method, path, action, summary, access] of statusRoutes) {
    app[method](`/api/Account/${path}/:id`, {
      schema: { tags, summary, params: idParam, response },
      config: { access },
      handler: async (request) => {
        await setUserStatus(app.ctx, signedInActor(request), request.params.id, action);
        return ok;
      },
    });
  }

  app.post('/api/Account/admin-bulk-user-status', {
    schema: {
      tags,
      summary: 'Verify, unverify, activate or deactivate a selection of users in one transaction; answers how many changed',
      body: bulkUserStatusModel,
      response: { 200: bulkUserStatusResult },
    },
    config: { access: admins },
    handler: async (request) => bulkSetUserStatus(app.ctx, signedInActor(request), request.body),
  });

  app.delete('/api/Account/admin-delete-user/:id', {
    schema: { tags, summary: 'Delete a user (soft): they are signed out and cannot sign in', params: idParam, response },
    config: { access: admins },
    handler: async (request) => {
      await softDeleteUser(app.ctx, signedInActor(request), request.params.id);
      return ok;
    },
  });

  app.delete('/api/Account/admin-hard-delete-user/:id', {
    schema: { tags, summary: 'Remove a user and their sessions for good', params: idParam, response },
    config: { access: platform },
    handler: async (request) => {
      await hardDeleteUser(app.ctx, signedInActor(request), request.params.id);
      return ok;
    },
  });

  app.post('/api/Account/admin-set-user-password', {
    schema: { tags, summary: "Set a user's password; their sessions end", body: adminSetPasswordModel, response },
    config: { access: admins },
    handler: async (request) => {
      await adminSetUserPassword(app.ctx, signedInActor(request), request.body);
      return ok;
    },
  });

  app.post('/api/Account/change-chamber-kif-for-self/:id', {
    schema: { tags, summary: 'Place myself (platform administrator) in a chamber', params: idParam, response },
    config: { access: platform },
    handler: async (request) => {
      await changeChamberForSelf(app.ctx, signedInActor(request), request.params.id);
      return ok;
    },
  });
};
