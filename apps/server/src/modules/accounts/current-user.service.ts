import type { CurrentUser } from '@portal/contracts/accounts/session';
import type { Actor } from '../../context.ts';
import type { Db } from '../../db/client.ts';
import { notFound } from '../../lib/app-error.ts';
import { documentsToAccept } from './consents.service.ts';
import { findCurrentUser } from './current-user.repository.ts';
import { hasPowerBi } from './power-bi.policy.ts';

export async function getCurrentUser(db: Db, actor: Actor): Promise<CurrentUser> {
  const [row, toAccept] = await Promise.all([findCurrentUser(db, actor.userId, actor.sessionId), documentsToAccept(db, actor.userId)]);
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
    hasPowerBi: hasPowerBi(user.fkRoleId, company?.hasPowerBi ?? false),
    // The live channel's key: the caller's session's, so it changes with every sign-in and ends with the session.
    notificationToken,
    avatarName: user.avatarName,
    passwordChangeNeeded: user.passwordChangeNeeded,
    documentsToAccept: toAccept,
    functionAliases: [...actor.functions].sort(),
    fkLanguageId: user.fkLanguageId,
    phone: user.phone,
    position: user.position,
  };
}
