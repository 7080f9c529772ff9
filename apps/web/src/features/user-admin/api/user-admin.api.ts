import type { AdminSetPasswordModel } from '@portal/contracts/accounts/password';
import type { RoleOptions } from '@portal/contracts/access-admin/roles';
import type {
  AdminUpdateUserModel,
  AdminUserDetails,
  AdminUserPage,
  AdminUserSearchModel,
  BulkUserStatusModel,
  BulkUserStatusResult,
  CreatedUserResult,
  RegisterCifAdminModel,
  UserStatusAction,
} from '@portal/contracts/users/admin-users';
import { api } from '../../../api/client.ts';

/** What an administrator does to one user from the list or the form. */
export type UserAction = UserStatusAction | 'delete' | 'hardDelete' | 'resendConfirmation';

const actionCalls: Record<UserAction, (id: number) => Promise<unknown>> = {
  verify: (id) => api.post(`api/Account/verify-user-by-admin/${id}`),
  unverify: (id) => api.post(`api/Account/unverify-user-by-admin/${id}`),
  activate: (id) => api.post(`api/Account/admin-activate-user/${id}`),
  deactivate: (id) => api.post(`api/Account/admin-deactivate-user/${id}`),
  delete: (id) => api.delete(`api/Account/admin-delete-user/${id}`),
  hardDelete: (id) => api.delete(`api/Account/admin-hard-delete-user/${id}`),
  resendConfirmation: (id) => api.get(`api/Account/resend-verification-email/${id}`),
};

export const searchUsers = (q: Partial<AdminUserSearchModel>) => api.post<AdminUserPage>('api/Account/admin-search-users', q);
export const getUser = (id: number) => api.get<AdminUserDetails>(`api/Account/admin-get-user-details/${id}`);
/** The user details PDF (api/Reports): the person as this screen shows them, in the reader's language. */
export const fetchUserDetailsPdf = (id: number) => api.blob(`api/Reports/user-details/${id}`);
export const updateUser = (body: AdminUpdateUserModel) => api.post<AdminUserDetails>('api/Account/admin-update-user', body);
export const actOnUser = (id: number, action: UserAction) => actionCalls[action](id);
export const bulkUserStatus = (body: BulkUserStatusModel) => api.post<BulkUserStatusResult>('api/Account/admin-bulk-user-status', body);
export const setUserPassword = (body: AdminSetPasswordModel) => api.post('api/Account/admin-set-user-password', body);
export const registerChamberAdmin = (body: RegisterCifAdminModel) =>
  api.post<CreatedUserResult>('api/Account/register-cif-administrator-by-admin', body);
export const rolesForUsers = () => api.get<RoleOptions>('api/roles/get-roles-for-create-user');
