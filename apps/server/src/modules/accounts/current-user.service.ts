import { eq, sql } from 'drizzle-orm';
import type { CurrentUser } from '@portal/contracts/accounts/session';
import { RoleId } from '@portal/contracts/common/access';
import type { Actor } from '../../context.ts';
import type { Db } from '../../db/client.ts';
import { preparedQuery } from '../../db/prepared.ts';
import * as t from '../../db/schema/all.ts';
import { notFound } from '../../lib/app-error.ts';

/** What the answer needs beyond the actor: the user's names and settings, the role's name, the company's header. */
const currentUserQuery = preparedQuery((db) =>
  db
    .select({
      user: {
        pkUserId: t.users.pkUserId,
        userName: t.users.userName,
        firstName: t.users.firstName,
        lastName: t.users.lastName,
        email: t.users.email,
        fkRoleId: t.users.fkRoleId,
        fkCountryId: t.users.fkCountryId,
        fkChamberId: t.users.fkChamberId,
        fkLanguageId: t.users.fkLanguageId,
        notificationToken: t.users.notificationToken,
        avatarName: t.users.avatarName,
        passwordChangeNeeded: t.users.passwordChangeNeeded,
        phone: t.users.phone,
        position: t.users.position,
      },
      role: { pkRoleId: t.roles.pkRoleId, name: t.roles.name },
      company: {
        pkCompanyId: t.companies.pkCompanyId,
        fkCountryId: t.companies.fkCountryId,
        name: t.companies.name,
        logoName: t.companies.logoName,
        isVerified: t.companies.isVerified,
        deletedAt: t.companies.deletedAt,
        hasPowerBi: t.companies.hasPowerBi,
      },
    })
    .from(t.users)
    .innerJoin(t.roles, eq(t.roles.pkRoleId, t.users.fkRoleId))
    .leftJoin(t.companies, eq(t.companies.pkCompanyId, t.users.fkCompanyId))
    .where(eq(t.users.pkUserId, sql.placeholder('userId')))
    .prepare('current_user'),
);

export async function getCurrentUser(db: Db, actor: Actor): Promise<CurrentUser> {
  const [row] = await currentUserQuery(db).execute({ userId: actor.userId });
  if (!row) throw notFound();
  const { user, role, company } = row;
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
    notificationToken: user.notificationToken,
    avatarName: user.avatarName,
    passwordChangeNeeded: user.passwordChangeNeeded,
    functionAliases: [...actor.functions].sort(),
    fkLanguageId: user.fkLanguageId,
    phone: user.phone,
    position: user.position,
  };
}
