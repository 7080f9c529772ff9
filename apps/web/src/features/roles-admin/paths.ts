/** The roles administration's screens (route-table.ts lists them). */
export const ROLES_LIST = '/kif-admin-center/roles';
export const roleDetailsPath = (id: number) => `/kif-admin-center/roles/details/${id}`;
export const roleFormPath = (id?: number) => (id ? `/kif-admin-center/roles/form/${id}` : '/kif-admin-center/roles/form');
export const rolePermissionsPath = (id: number) => `/kif-admin-center/roles/permissions/${id}`;
