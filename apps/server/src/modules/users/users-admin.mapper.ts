import type { AdminUserListItem } from '@portal/contracts/users/admin-users';
import type * as t from '../../db/schema/all.ts';

/** A user list row (with role, company and country names) as the administration lists answer it. */
export type ListRow = {
  user: typeof t.users.$inferSelect;
  roleName: string;
  companyName: string | null;
  countryId: number | null;
  countryName: string | null;
};

export function toListItem({ user, roleName, companyName, countryId, countryName }: ListRow): AdminUserListItem {
  return {
    id: user.pkUserId,
    userName: user.userName,
    firstName: user.firstName,
    lastName: user.lastName,
    email: user.email,
    phone: user.phone,
    fkRoleId: user.fkRoleId,
    roleName,
    fkCompanyId: user.fkCompanyId,
    companyName,
    fkCountryId: countryId,
    countryName,
    fkChamberId: user.fkChamberId,
    isVerified: user.isVerified,
    isActive: user.isActive,
    emailConfirmed: user.emailConfirmed,
    passwordChangeNeeded: user.passwordChangeNeeded,
    avatarName: user.avatarName,
    createdAt: user.createdAt.toISOString(),
    lastLoginAt: user.lastLoginAt?.toISOString() ?? null,
  };
}
