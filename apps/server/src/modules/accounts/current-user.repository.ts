import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { preparedQuery } from '../../db/prepared.ts';
import * as t from '../../db/schema/all.ts';

/**
 * What the answer needs beyond the actor: the user's names and settings, the role's name, the
 * company's header, and the notification token of the caller's session.
 */
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
        avatarName: t.users.avatarName,
        passwordChangeNeeded: t.users.passwordChangeNeeded,
        phone: t.users.phone,
        position: t.users.position,
      },
      notificationToken: t.sessions.notificationToken,
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
    .innerJoin(t.sessions, and(eq(t.sessions.fkUserId, t.users.pkUserId), eq(t.sessions.id, sql.placeholder('sessionId'))))
    .innerJoin(t.roles, eq(t.roles.pkRoleId, t.users.fkRoleId))
    .leftJoin(t.companies, eq(t.companies.pkCompanyId, t.users.fkCompanyId))
    .where(eq(t.users.pkUserId, sql.placeholder('userId')))
    .prepare('current_user'),
);

/** The signed-in user's row with its role, company and session's token, prepared (read on every page load); null when gone. */
export async function findCurrentUser(db: Db, userId: number, sessionId: string) {
  const [row] = await currentUserQuery(db).execute({ userId, sessionId });
  return row ?? null;
}
