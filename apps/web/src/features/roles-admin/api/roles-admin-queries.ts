import type { RoleCreateModel, RoleSearchModel, RoleUpdateModel } from '@portal/contracts/access-admin/roles';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { roleKeys } from './role-keys.ts';
import { deleteRole, getAllFunctions, getFunctionCalls, getFunctionGroups, getRole, saveRole, searchRoles } from './roles-admin.api.ts';

export const useRoles = (q: Partial<RoleSearchModel>) =>
  useQuery({ queryKey: roleKeys.list(q), queryFn: () => searchRoles(q), placeholderData: keepPreviousData });

export const useRole = (id: number | null) =>
  useQuery({ queryKey: roleKeys.role(id ?? 0), queryFn: () => getRole(id ?? 0), enabled: !!id });

export const useFunctionGroups = () => useQuery({ queryKey: roleKeys.functionGroups, queryFn: getFunctionGroups });
export const useAllFunctions = () => useQuery({ queryKey: roleKeys.functions, queryFn: getAllFunctions });
export const useFunctionCalls = () => useQuery({ queryKey: roleKeys.calls, queryFn: getFunctionCalls });

export function useSaveRole() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (body: RoleCreateModel | RoleUpdateModel) => saveRole(body),
    onSuccess: () => qc.invalidateQueries({ queryKey: roleKeys.all }),
  });
}

export function useDeleteRole() {
  const qc = useQueryClient();
  return useMutation({ mutationFn: (id: number) => deleteRole(id), onSuccess: () => qc.invalidateQueries({ queryKey: roleKeys.all }) });
}
