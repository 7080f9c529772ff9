import type { AdminUserSearchModel, AdminUserSort } from '@portal/contracts/users/admin-users';
import { RoleId } from '@portal/contracts/common/access';
import { and, asc, count, desc, eq, inArray, isNull, ne, or, type SQL, sql } from 'drizzle-orm';
import { alias, type PgSelect } from 'drizzle-orm/pg-core';
import type { DbOrTx } from '../../db/client.ts';
import * as t from '../../db/schema/all.ts';
import { offsetOf } from '../../lib/paging.ts';
import { containsFilter } from '../../lib/text-match.ts';
import { roleHoldsAdminAlias } from '../roles/access-admin.repository.ts';
import { toListItem } from './users-admin.mapper.ts';

const companyCountry = alias(t.countries, 'company_country');
const userCountry = alias(t.countries, 'user_country');

/** The user's country: their company's, else their own (a chamber administrator's is their chamber's). */
const effectiveCountryId = sql<number | null>`coalesce(${t.companies.fkCountryId}, ${t.users.fkCountryId})`;

const listColumns = {
  user: t.users,
  roleName: t.roles.name,
  companyName: t.companies.name,
  countryId: effectiveCountryId,
  countryName: userCountry.name,
};

/** The joins every user list and check uses (role, company, the company's and the user's country). */
export function withJoins<T extends PgSelect>(q: T) {
  return q
    .innerJoin(t.roles, eq(t.roles.pkRoleId, t.users.fkRoleId))
    .leftJoin(t.companies, eq(t.companies.pkCompanyId, t.users.fkCompanyId))
    .leftJoin(companyCountry, eq(companyCountry.pkCountryId, t.companies.fkCountryId))
    .leftJoin(userCountry, eq(userCountry.pkCountryId, effectiveCountryId));
}
const listQuery = (db: DbOrTx) => withJoins(db.select(listColumns).from(t.users).$dynamic());

/** The columns of the user rule (user.policy.ts) as the user lists join them. */
export const userRuleColumns = {
  companyId: t.users.fkCompanyId,
  roleId: t.users.fkRoleId,
  company: { countryId: t.companies.fkCountryId, isMnc: t.companies.isMnc, countryIsWb6: companyCountry.isWb6 },
};

export function searchCondition(input: AdminUserSearchModel): SQL | undefined {
  return and(
    isNull(t.users.deletedAt),
    input.searchText?.trim()
      ? or(
          containsFilter(t.users.firstName, input.searchText),
          containsFilter(t.users.lastName, input.searchText),
          containsFilter(t.users.userName, input.searchText),
          containsFilter(t.users.email, input.searchText),
          containsFilter(sql`${t.users.firstName} || ' ' || ${t.users.lastName}`, input.searchText),
          containsFilter(t.companies.name, input.searchText),
        )
      : undefined,
    containsFilter(t.users.firstName, input.firstname),
    containsFilter(t.users.lastName, input.lastname),
    containsFilter(t.users.userName, input.username),
    containsFilter(t.users.email, input.email),
    input.fkRoleId ? eq(t.users.fkRoleId, input.fkRoleId) : undefined,
    input.fkCompanyId ? eq(t.users.fkCompanyId, input.fkCompanyId) : undefined,
    input.fkCountryId ? sql`${effectiveCountryId} = ${input.fkCountryId}` : undefined,
    input.fkChamberId ? eq(t.users.fkChamberId, input.fkChamberId) : undefined,
    input.isVerified == null ? undefined : eq(t.users.isVerified, input.isVerified),
    input.isActive == null ? undefined : eq(t.users.isActive, input.isActive),
  );
}

/** The list's orders; the id last keeps pages stable among equal values. */
const orders: Record<AdminUserSort, SQL[]> = {
  newest: [desc(t.users.pkUserId)],
  oldest: [asc(t.users.pkUserId)],
  name: [asc(t.users.lastName), asc(t.users.firstName), asc(t.users.pkUserId)],
  email: [asc(t.users.email), asc(t.users.pkUserId)],
  last_login: [sql`${t.users.lastLoginAt} desc nulls last`, desc(t.users.pkUserId)],
};

/** A page of the users that meet every condition, in the asked order (newest first by default). */
export async function searchUsers(
  db: DbOrTx,
  conditions: (SQL | undefined)[],
  page: { pageNum: number; pageSize: number; sort?: AdminUserSort | null },
) {
  const where = and(...conditions);
  const [{ n }] = await withJoins(db.select({ n: count() }).from(t.users).$dynamic()).where(where);
  const rows = await listQuery(db)
    .where(where)
    .orderBy(...orders[page.sort ?? 'newest'])
    .limit(page.pageSize)
    .offset(offsetOf(page.pageNum, page.pageSize));
  return { rows: rows.map(toListItem), total: n };
}

/** A user with what the access rules need, loaded from the database (never from the request). */
export async function findTarget(db: DbOrTx, id: number, o: { includeDeleted?: boolean } = {}) {
  const [row] = await listQuery(db)
    .where(and(eq(t.users.pkUserId, id), o.includeDeleted ? undefined : isNull(t.users.deletedAt)))
    .limit(1);
  if (!row) return null;
  const [company] = row.user.fkCompanyId
    ? await db
        .select({ fkCountryId: t.companies.fkCountryId, isMnc: t.companies.isMnc, countryIsWb6: t.countries.isWb6 })
        .from(t.companies)
        .innerJoin(t.countries, eq(t.countries.pkCountryId, t.companies.fkCountryId))
        .where(eq(t.companies.pkCompanyId, row.user.fkCompanyId))
    : [];
  return { ...row, company: company ?? null, holdsAdminAlias: await roleHoldsAdminAlias(db, row.user.fkRoleId) };
}
export type UserTarget = NonNullable<Awaited<ReturnType<typeof findTarget>>>;

/** The active chamber administrators of a country (their chamber's, else their own), by name. */
export function activeChamberAdminsOf(db: DbOrTx, countryId: number) {
  return db
    .select({
      id: t.users.pkUserId,
      firstName: t.users.firstName,
      lastName: t.users.lastName,
      email: t.users.email,
      fkChamberId: t.users.fkChamberId,
      fkCountryId: t.users.fkCountryId,
      fkLanguageId: t.users.fkLanguageId,
    })
    .from(t.users)
    .leftJoin(t.codes, eq(t.codes.pkCodeId, t.users.fkChamberId))
    .where(
      and(
        eq(t.users.fkRoleId, RoleId.chamberAdmin),
        isNull(t.users.deletedAt),
        eq(t.users.isActive, true),
        or(eq(t.codes.fkCountryId, countryId), and(isNull(t.users.fkChamberId), eq(t.users.fkCountryId, countryId))),
      ),
    )
    .orderBy(asc(t.users.lastName), asc(t.users.firstName), asc(t.users.pkUserId));
}

/** The role of a user who is not deleted; null for unknown or deleted users. */
export async function liveUserRoleId(db: DbOrTx, userId: number): Promise<number | null> {
  const [user] = await db
    .select({ roleId: t.users.fkRoleId })
    .from(t.users)
    .where(and(eq(t.users.pkUserId, userId), isNull(t.users.deletedAt)));
  return user?.roleId ?? null;
}

/** The user columns an administrator's status actions set. */
export type StatusField = 'isVerified' | 'isActive' | 'emailConfirmed';

/**
 * Sets a status on the live users among `ids` whose status differs and whom `scope` (the user
 * rule as SQL, on the list joins) admits, leaving out `exceptUserId`. Postgres re-checks the
 * condition on a row another transaction changed meanwhile, so of concurrent identical changes
 * only one returns the user. Answers the users changed, with what their mail needs.
 */
export function changeUsersStatus(
  db: DbOrTx,
  ids: readonly number[],
  change: { field: StatusField; value: boolean },
  o: { scope: SQL | undefined; exceptUserId?: number },
) {
  const column = t.users[change.field];
  const admitted = o.scope
    ? inArray(
        t.users.pkUserId,
        withJoins(db.select({ id: t.users.pkUserId }).from(t.users).$dynamic()).where(and(inArray(t.users.pkUserId, [...ids]), o.scope)),
      )
    : undefined;
  return db
    .update(t.users)
    .set({ [change.field]: change.value, updatedAt: new Date() })
    .where(
      and(
        inArray(t.users.pkUserId, [...ids]),
        ne(column, change.value),
        isNull(t.users.deletedAt),
        o.exceptUserId === undefined ? undefined : ne(t.users.pkUserId, o.exceptUserId),
        admitted,
      ),
    )
    .returning({ id: t.users.pkUserId, email: t.users.email, firstName: t.users.firstName, fkLanguageId: t.users.fkLanguageId });
}

/**
 * Locks the companies of the users, in id order: deactivations that must leave a company an
 * active administrator wait for each other and then see each other's change.
 */
export async function lockCompaniesOfUsers(db: DbOrTx, userIds: readonly number[]) {
  const companiesOfUsers = db
    .select({ id: t.users.fkCompanyId })
    .from(t.users)
    .where(inArray(t.users.pkUserId, [...userIds]));
  await db
    .select({ id: t.companies.pkCompanyId })
    .from(t.companies)
    .where(inArray(t.companies.pkCompanyId, companiesOfUsers))
    .orderBy(asc(t.companies.pkCompanyId))
    .for('update');
}
