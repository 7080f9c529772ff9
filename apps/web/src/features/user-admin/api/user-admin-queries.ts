import type { AdminSetPasswordModel } from '@portal/contracts/accounts/password';
import type {
  AdminUpdateUserModel,
  AdminUserSearchModel,
  BulkUserStatusModel,
  RegisterCifAdminModel,
} from '@portal/contracts/users/admin-users';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { userAdminKeys } from './user-admin-keys.ts';
import {
  actOnUser,
  bulkUserStatus,
  getUser,
  registerChamberAdmin,
  rolesForUsers,
  searchUsers,
  setUserPassword,
  type UserAction,
  updateUser,
} from './user-admin.api.ts';

export const useAdministeredUsers = (q: Partial<AdminUserSearchModel>) =>
  useQuery({ queryKey: userAdminKeys.list(q), queryFn: () => searchUsers(q), placeholderData: keepPreviousData });

export const useAdministeredUser = (id: number | null) =>
  useQuery({ queryKey: userAdminKeys.user(id ?? 0), queryFn: () => getUser(id ?? 0), enabled: !!id });

export const useUserRoles = () => useQuery({ queryKey: userAdminKeys.roles, queryFn: rolesForUsers, staleTime: 5 * 60_000 });

/** Every write refreshes the lists and the user's details. */
function useUserWrite<V, R>(mutationFn: (v: V) => Promise<R>) {
  const qc = useQueryClient();
  return useMutation({ mutationFn, onSuccess: () => qc.invalidateQueries({ queryKey: userAdminKeys.all }) });
}

export const useUserAction = () => useUserWrite(({ id, action }: { id: number; action: UserAction }) => actOnUser(id, action));
export const useBulkUserStatus = () => useUserWrite((body: BulkUserStatusModel) => bulkUserStatus(body));
export const useUpdateUser = () => useUserWrite((body: AdminUpdateUserModel) => updateUser(body));
export const useSetUserPassword = () => useUserWrite((body: AdminSetPasswordModel) => setUserPassword(body));
export const useRegisterChamberAdmin = () => useUserWrite((body: RegisterCifAdminModel) => registerChamberAdmin(body));
