import { and, eq, isNull } from 'drizzle-orm';
import type { Actor, Client } from '../../context.ts';
import type { Db } from '../../db/client.ts';
import * as t from '../../db/schema/all.ts';

/**
 * Loads the signed-in user for a request; null when the user or session is gone. The language
 * asked for by the request wins over the user's saved one.
 */
export async function loadActor(
  db: Db,
  userId: number,
  sessionId: string,
  client: Omit<Client, 'languageId'>,
  requestedLanguageId: number | null,
): Promise<Actor | null> {
  const [row] = await db
    .select({ user: t.users, session: t.sessions, company: t.companies, chamber: t.codes })
    .from(t.users)
    .innerJoin(t.sessions, and(eq(t.sessions.id, sessionId), eq(t.sessions.fkUserId, t.users.pkUserId)))
    .leftJoin(t.companies, eq(t.companies.pkCompanyId, t.users.fkCompanyId))
    .leftJoin(t.codes, eq(t.codes.pkCodeId, t.users.fkChamberId))
    .where(and(eq(t.users.pkUserId, userId), isNull(t.users.deletedAt), isNull(t.sessions.revokedAt), eq(t.users.isActive, true)));
  if (!row) return null;
  const [functions, modules, types] = await Promise.all([
    roleFunctionAliases(db, row.user.fkRoleId),
    row.company
      ? db.select({ id: t.companyModules.moduleId }).from(t.companyModules).where(eq(t.companyModules.fkCompanyId, row.company.pkCompanyId))
      : [],
    row.company
      ? db.select({ id: t.companyTypes.fkCodeId }).from(t.companyTypes).where(eq(t.companyTypes.fkCompanyId, row.company.pkCompanyId))
      : [],
  ]);
  const company = row.company && !row.company.deletedAt ? row.company : null;
  return {
    ...client,
    userId: row.user.pkUserId,
    sessionId,
    email: row.user.email,
    roleId: row.user.fkRoleId,
    functions: new Set(functions),
    companyId: company?.pkCompanyId ?? null,
    companyCountryId: company?.fkCountryId ?? null,
    companyVerified: company?.isVerified ?? false,
    companyModules: modules.map((m) => m.id).sort(),
    companyTypes: types.map((m) => m.id).sort(),
    isMnc: company?.isMnc ?? false,
    countryId: row.user.fkCountryId,
    chamberId: row.user.fkChamberId,
    chamberCountryId: row.chamber?.fkCountryId ?? null,
    passwordChangeNeeded: row.user.passwordChangeNeeded,
    languageId: requestedLanguageId ?? row.user.fkLanguageId,
  };
}

export async function roleFunctionAliases(db: Db, roleId: number): Promise<string[]> {
  const rows = await db
    .select({ alias: t.functions.alias })
    .from(t.roleFunctions)
    .innerJoin(t.functions, eq(t.functions.pkFunctionId, t.roleFunctions.fkFunctionId))
    .where(and(eq(t.roleFunctions.fkRoleId, roleId), eq(t.functions.isDeleted, false)));
  return rows.map((r) => r.alias);
}
