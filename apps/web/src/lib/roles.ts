import { RoleId } from '@portal/contracts/common/access';

/** Platform and chamber administrators (administration screens, event organisers). */
export const ADMIN_ROLES = [RoleId.platformAdmin, RoleId.chamberAdmin] as const;
/** A company's users: its administrator and its employees. */
export const COMPANY_ROLES = [RoleId.companyAdmin, RoleId.employee] as const;
/** Everyone who belongs somewhere: administrators and company users. */
export const MEMBER_ROLES = [...ADMIN_ROLES, ...COMPANY_ROLES] as const;

/** A platform or chamber administrator. */
export const isAdministrator = (roleId: number | null | undefined) => roleId === RoleId.platformAdmin || roleId === RoleId.chamberAdmin;
