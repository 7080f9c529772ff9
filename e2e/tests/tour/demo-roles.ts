import type { CurrentUser } from '@portal/contracts/accounts/session';
import { ModuleId, RoleId } from '@portal/contracts/common/access';
import { ADMIN_EMAIL } from '../helpers.ts';

/** The verified Serbian demo company of company.rs@ and employee.rs@; administrators open its pages. */
export const DEMO_COMPANY_ID = 1;

/** The facts of a signed-in user that the route guards read (apps/web/src/session/redirects.ts). */
export type GuardFacts = Pick<
  CurrentUser,
  'fkRoleId' | 'fkCompanyId' | 'functionAliases' | 'companyModules' | 'passwordChangeNeeded' | 'documentsToAccept' | 'userCompany'
>;

export interface DemoRole {
  /** The name in test titles and screenshot files. */
  name: string;
  /** null: a visitor who is not signed in. */
  email: string | null;
  facts: GuardFacts | null;
  /**
   * Opens the screens everyone may open (public, status and sign-in pages). They show the same to
   * every signed-in role, so the visitor and the registered user without a company (whose portal
   * is mostly those screens) stand for all.
   */
  opensPublicScreens?: true;
  /**
   * Opens only the screens no company member opens (administration, organising) and the
   * dashboard: on company, event and message pages an administrator outside the company sees
   * what the chamber administrator sees, who stands for both there.
   */
  leavesMemberScreensToChamberAdmin?: true;
}

function facts(fkRoleId: number, functionAliases: string[], fkCompanyId: number | null): GuardFacts {
  return {
    fkRoleId,
    fkCompanyId,
    functionAliases,
    // Demo company 1 has every module (demo seed).
    companyModules: fkCompanyId ? Object.values(ModuleId) : [],
    passwordChangeNeeded: false,
    documentsToAccept: [],
    userCompany: fkCompanyId ? { pkCompanyId: fkCompanyId, name: '', logoName: null, isVerified: true, isDeleted: false } : null,
  };
}

/**
 * One demo account per role (README, Demo accounts), with the facts the demo data gives it. The
 * tour plans its tests from these facts; each test checks the plan against the signed-in user.
 */
export const DEMO_ROLES: readonly DemoRole[] = [
  { name: 'guest', email: null, facts: null, opensPublicScreens: true },
  {
    name: 'platform-admin',
    email: ADMIN_EMAIL,
    facts: facts(RoleId.platformAdmin, ['super_admin_function'], null),
    leavesMemberScreensToChamberAdmin: true,
  },
  { name: 'chamber-admin', email: 'chamber.rs@market-access.demo', facts: facts(RoleId.chamberAdmin, ['cif_admin_function'], null) },
  {
    name: 'company-admin',
    email: 'company.rs@market-access.demo',
    facts: facts(RoleId.companyAdmin, ['company_admin_function', 'employees_function'], DEMO_COMPANY_ID),
  },
  { name: 'employee', email: 'employee.rs@market-access.demo', facts: facts(RoleId.employee, ['employees_function'], DEMO_COMPANY_ID) },
  {
    name: 'registered-user',
    email: 'guest@market-access.demo',
    facts: facts(RoleId.guest, ['guest', 'guest-route'], null),
    opensPublicScreens: true,
  },
];
