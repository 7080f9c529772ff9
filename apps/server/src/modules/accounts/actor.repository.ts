import { and, eq, isNull, sql } from 'drizzle-orm';
import type { Actor, Client } from '../../context.ts';
import { batchedRead } from '../../db/batch.ts';
import type { Db } from '../../db/client.ts';
import { preparedQuery } from '../../db/prepared.ts';
import * as t from '../../db/schema/all.ts';

/**
 * The signed-in users of the given sessions (a comma-separated list of ids), prepared: each with
 * its session id, the company, the chamber's country and the role's functions, the company's
 * modules and types as arrays.
 */
const actorsQuery = preparedQuery((db) =>
  db
    .select({
      sessionId: t.sessions.id,
      user: {
        pkUserId: t.users.pkUserId,
        email: t.users.email,
        fkRoleId: t.users.fkRoleId,
        fkCountryId: t.users.fkCountryId,
        fkChamberId: t.users.fkChamberId,
        fkLanguageId: t.users.fkLanguageId,
        passwordChangeNeeded: t.users.passwordChangeNeeded,
      },
      company: {
        pkCompanyId: t.companies.pkCompanyId,
        fkCountryId: t.companies.fkCountryId,
        isVerified: t.companies.isVerified,
        isMnc: t.companies.isMnc,
        deletedAt: t.companies.deletedAt,
      },
      chamberCountryId: t.codes.fkCountryId,
      functions: sql<string[]>`array(select f.alias from ${t.roleFunctions} rf join ${t.functions} f on f.pk_function_id = rf.fk_function_id
        where rf.fk_role_id = ${t.users.fkRoleId} and not f.is_deleted)`,
      modules: sql<
        number[]
      >`array(select m.module_id from ${t.companyModules} m where m.fk_company_id = ${t.companies.pkCompanyId} order by 1)`,
      types: sql<
        number[]
      >`array(select ct.fk_code_id from ${t.companyTypes} ct where ct.fk_company_id = ${t.companies.pkCompanyId} order by 1)`,
    })
    .from(t.sessions)
    .innerJoin(t.users, eq(t.users.pkUserId, t.sessions.fkUserId))
    .leftJoin(t.companies, eq(t.companies.pkCompanyId, t.users.fkCompanyId))
    .leftJoin(t.codes, eq(t.codes.pkCodeId, t.users.fkChamberId))
    .where(
      and(
        sql`${t.sessions.id} = any(string_to_array(${sql.placeholder('sessionIds')}, ',')::uuid[])`,
        t.liveSession(),
        isNull(t.users.deletedAt),
        eq(t.users.isActive, true),
      ),
    )
    .prepare('load_actors'),
);
const uuid = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

/** The sessions of the requests that arrive together, read in one statement (db/batch.ts). */
const actorRow = batchedRead(async (db, sessionIds) => {
  const rows = await actorsQuery(db).execute({ sessionIds: sessionIds.join(',') });
  return new Map(rows.map((r) => [r.sessionId, r]));
});

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
  const id = sessionId.toLowerCase();
  const row = uuid.test(id) ? await actorRow(db, id) : undefined;
  if (!row || row.user.pkUserId !== userId) return null;
  const company = row.company && !row.company.deletedAt ? row.company : null;
  return {
    ...client,
    userId: row.user.pkUserId,
    sessionId,
    email: row.user.email,
    roleId: row.user.fkRoleId,
    functions: new Set(row.functions),
    companyId: company?.pkCompanyId ?? null,
    companyCountryId: company?.fkCountryId ?? null,
    companyVerified: company?.isVerified ?? false,
    companyModules: company ? [...row.modules] : [],
    companyTypes: company ? [...row.types] : [],
    isMnc: company?.isMnc ?? false,
    countryId: row.user.fkCountryId,
    chamberId: row.user.fkChamberId,
    chamberCountryId: row.chamberCountryId ?? null,
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
