import type { RoleSearchModel } from '@portal/contracts/access-admin/roles';

/** Query keys of the roles administration: a write to a role invalidates `roleKeys.all`. */
export const roleKeys = {
  all: ['roles-admin'] as const,
  list: (q: Partial<RoleSearchModel>) => ['roles-admin', 'list', q] as const,
  role: (id: number) => ['roles-admin', 'role', id] as const,
  /** Functions and their calls change only with a deployment or a function edit, not with a role's. */
  functionGroups: ['functions-admin', 'groups'] as const,
  functions: ['functions-admin', 'all'] as const,
  calls: ['functions-admin', 'calls'] as const,
};
