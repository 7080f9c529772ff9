import { eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { preparedQuery } from '../../db/prepared.ts';
import * as t from '../../db/schema/all.ts';

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

/** The signed-in user's row with its role and company, prepared (read on every page load); null when gone. */
export async function findCurrentUser(db: Db, userId: number) {
  const [row] = await currentUserQuery(db).execute({ userId });
  return row ?? null;
}
