import type { CurrentUser } from '@portal/contracts/accounts/session';
import { RoleId } from '@portal/contracts/common/access';
import type { Actor } from '../../context.ts';
import type { Db } from '../../db/client.ts';
import { notFound } from '../../lib/app-error.ts';
import { findCurrentUser } from './current-user.repository.ts';

export async function getCurrentUser(db: Db, actor: Actor): Promise<CurrentUser> {
  const row = await findCurrentUser(db, actor.userId, actor.sessionId);
  if (!row) throw notFound();
  const { user, role, company, notificationToken } = row;
  return {
    id: user.pkUserId,
    userName: user.userName,
    firstName: user.firstName,
    lastName: user.lastName,
    email: user.email,
    role: { pkRoleId: role.pkRoleId, name: role.name },
    fkRoleId: user.fkRoleId,
    fkCompanyId: company?.pkCompanyId ?? null,
    fkCompanyCountryId: company?.fkCountryId ?? null,
    fkCountryId: user.fkCountryId ?? actor.chamberCountryId,
    fkChamberId: user.fkChamberId,
    userCompany: company
      ? {
          pkCompanyId: company.pkCompanyId,
          name: company.name,
          logoName: company.logoName,
          isVerified: company.isVerified,
          isDeleted: company.deletedAt !== null,
        }
      : null,
    companyModules: actor.companyModules,
    companyTypes: actor.companyTypes,
    isMnc: actor.isMnc,
    // Platform and chamber administrators always have the reports; company users when their company has them.
    hasPowerBi: user.fkRoleId === RoleId.platformAdmin || user.fkRoleId === RoleId.chamberAdmin || (company?.hasPowerBi ?? false),
    // The live channel's key: the caller's session's, so it changes with every sign-in and ends with the session.
    notificationToken,
    avatarName: user.avatarName,
    passwordChangeNeeded: user.passwordChangeNeeded,
    functionAliases: [...actor.functions].sort(),
    fkLanguageId: user.fkLanguageId,
    phone: user.phone,
    position: user.position,
  };
}
