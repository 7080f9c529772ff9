import type { FunctionCallsList } from '@portal/contracts/access-admin/function-calls';
import type { FunctionGroupList } from '@portal/contracts/access-admin/function-groups';
import type { FunctionPage } from '@portal/contracts/access-admin/functions';
import type { RoleCreateModel, RoleModel, RolePage, RoleSearchModel, RoleUpdateModel } from '@portal/contracts/access-admin/roles';
import { MAX_PAGE_SIZE } from '@portal/contracts/common/paging';
import { api } from '../../../api/client.ts';

export const searchRoles = (q: Partial<RoleSearchModel>) => api.post<RolePage>('api/roles/search', q);
export const getRole = (id: number) => api.get<RoleModel>(`api/roles/${id}`);
/** Creates (no id) or edits a role with its functions; quiet: the form shows the errors. */
export const saveRole = (body: RoleCreateModel | RoleUpdateModel) =>
  'pkRoleId' in body ? api.put<RoleModel>('api/roles', body, { quiet: true }) : api.post<RoleModel>('api/roles', body, { quiet: true });
export const deleteRole = (id: number) => api.delete(`api/roles/${id}`);

export const getFunctionGroups = () => api.get<FunctionGroupList>('api/functionGroups');
/** Every live function (a portal has tens, one page holds them). */
export const getAllFunctions = () => api.post<FunctionPage>('api/functions/search', { pageNum: 1, pageSize: MAX_PAGE_SIZE });
/** Per function alias, the API calls it opens, as the server's routes declare them. */
export const getFunctionCalls = () => api.get<FunctionCallsList>('api/functions/calls');
