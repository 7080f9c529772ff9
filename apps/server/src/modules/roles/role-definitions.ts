import { type FunctionAlias, RoleId } from '@portal/contracts/common/access';

/** Roles 1-3 of the spec plus employee and guest; ids are fixed because the spec names them. */
export const roleDefs = [
  { pkRoleId: RoleId.platformAdmin, name: 'Platform administrator', isCompanyRole: false },
  { pkRoleId: RoleId.chamberAdmin, name: 'Chamber administrator', isCompanyRole: false },
  { pkRoleId: RoleId.companyAdmin, name: 'Company administrator', isCompanyRole: true },
  { pkRoleId: RoleId.employee, name: 'Employee', isCompanyRole: true },
  { pkRoleId: RoleId.guest, name: 'Guest', isCompanyRole: false },
];

/** The function aliases of spec-1 section 6, each a function row. */
export const functionDefs: { alias: FunctionAlias; name: string; titleId: string }[] = [
  { alias: 'super_admin_function', name: 'Platform administration', titleId: 'functions.super_admin' },
  { alias: 'cif_admin_function', name: 'Chamber administration', titleId: 'functions.cif_admin' },
  { alias: 'company_admin_function', name: 'Company administration', titleId: 'functions.company_admin' },
  { alias: 'employees_function', name: 'Company member', titleId: 'functions.employees' },
  { alias: 'guest', name: 'Guest', titleId: 'functions.guest' },
  { alias: 'guest-route', name: 'Guest pages', titleId: 'functions.guest_route' },
];

/** Which aliases each role holds. A company administrator is also a company member. */
export const roleFunctionDefs: Record<number, FunctionAlias[]> = {
  [RoleId.platformAdmin]: ['super_admin_function'],
  [RoleId.chamberAdmin]: ['cif_admin_function'],
  [RoleId.companyAdmin]: ['company_admin_function', 'employees_function'],
  [RoleId.employee]: ['employees_function'],
  [RoleId.guest]: ['guest', 'guest-route'],
};

export const functionGroupDefs = [
  {
    name: 'Administration',
    titleId: 'function_groups.administration',
    adminActionGroup: true,
    aliases: ['super_admin_function', 'cif_admin_function'] as FunctionAlias[],
  },
  {
    name: 'Company',
    titleId: 'function_groups.company',
    adminActionGroup: false,
    aliases: ['company_admin_function', 'employees_function'] as FunctionAlias[],
  },
  {
    name: 'Anonymous',
    titleId: 'function_groups.anonymous',
    adminActionGroup: false,
    anonymousGroup: true,
    aliases: ['guest', 'guest-route'] as FunctionAlias[],
  },
];
