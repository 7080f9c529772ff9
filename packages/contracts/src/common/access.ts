/** Permission names (function aliases) of spec-1 section 6. */
export const functionAliases = [
  'super_admin_function',
  'cif_admin_function',
  'company_admin_function',
  'employees_function',
  'guest',
  'guest-route',
] as const;
export type FunctionAlias = (typeof functionAliases)[number];

/** Role ids: 1 platform admin, 2 chamber admin, 3 company admin; 4 employee, 5 guest. */
export const RoleId = {
  platformAdmin: 1,
  chamberAdmin: 2,
  companyAdmin: 3,
  employee: 4,
  guest: 5,
} as const;

/** Company modules (code type 4). */
export const ModuleId = { b2b: 1, eventManagement: 2, supplyChain: 3, supplyAndDemand: 4 } as const;
export type ModuleIdValue = (typeof ModuleId)[keyof typeof ModuleId];

/**
 * What a route requires. Every route declares one; the server refuses to start otherwise.
 * - public: anyone, signed in or not.
 * - signedIn: any signed-in user.
 * - functions: a signed-in user holding at least one of these aliases; with `modules`, the
 *   user's company must also have every listed module (a role-2 or role-1 user passes);
 *   with `verifiedCompany`, a company user's company must be verified (spec 605).
 */
export type RouteAccess =
  | { public: true }
  | { signedIn: true; allowPasswordChangeNeeded?: boolean }
  | { functions: readonly FunctionAlias[]; modules?: readonly ModuleIdValue[]; verifiedCompany?: boolean };

/** Groups of aliases that many routes declare; named once so that a route reads as its rule. */
export const AccessGroup = {
  /** The platform administrator. */
  platformAdmins: ['super_admin_function'],
  /** Platform and chamber administrators (administration screens, event organisers). */
  administrators: ['super_admin_function', 'cif_admin_function'],
  /** Who may edit a company's profile, catalogue and employees (the company rule decides which company). */
  companyEditors: ['super_admin_function', 'cif_admin_function', 'company_admin_function'],
  /** Every member of a company and the administrators. */
  members: ['super_admin_function', 'cif_admin_function', 'company_admin_function', 'employees_function'],
} as const satisfies Record<string, readonly FunctionAlias[]>;
