import { and, asc, count, eq, inArray, isNull, or, type SQL, sql } from 'drizzle-orm';
import type { ContactPlace } from '@portal/contracts/accounts/contact-visibility';
import { RoleId } from '@portal/contracts/common/access';
import type { Actor } from '../../context.ts';
import type { DbOrTx } from '../../db/client.ts';
import * as t from '../../db/schema/all.ts';
import { containsText } from '../../lib/text-match.ts';
import { notFound } from '../../lib/app-error.ts';
import { companyRoleIds, editableCompanyCondition } from './company.policy.ts';
import { visibleContactColumns } from './contact-visibility.policy.ts';

const companyUsersOnly = inArray(t.users.fkRoleId, companyRoleIds);

/** Which companies' users a list shows. */
export type EmployeeScope =
  /** One company's users. */
  | { company: number }
  /** Users of every company the actor may edit, or of one of them. */
  | { editableBy: Actor; companyId?: number }
  /** The actor's colleagues and the users of their favourite companies (verified ones), without the actor. */
  | { colleaguesAndFavouritesOf: Actor }
  /** One company's active users who have confirmed their e-mail. */
  | { confirmedOf: number };

function scopeCondition(scope: EmployeeScope): SQL | undefined {
  if ('company' in scope) return eq(t.users.fkCompanyId, scope.company);
  if ('editableBy' in scope)
    return and(editableCompanyCondition(scope.editableBy), scope.companyId ? eq(t.users.fkCompanyId, scope.companyId) : undefined);
  if ('confirmedOf' in scope)
    return and(eq(t.users.fkCompanyId, scope.confirmedOf), eq(t.users.isActive, true), eq(t.users.emailConfirmed, true));
  const actor = scope.colleaguesAndFavouritesOf;
  const favourites = sql`${t.users.fkCompanyId} in (select fk_company_id from ${t.favoriteCompanies} where fk_user_id = ${actor.userId})`;
  const own = eq(t.users.fkCompanyId, actor.companyId ?? -1);
  return and(sql`(${own} or (${favourites} and ${t.companies.isVerified}))`, sql`${t.users.pkUserId} <> ${actor.userId}`);
}

/**
 * A page of users of companies in the scope, by name (last, first), with their company and its
 * country's WB6 flag, their contact details as the actor sees them in the place, and the count of all.
 */
export async function employeePageRows(
  db: DbOrTx,
  actor: Actor,
  scope: EmployeeScope,
  q: { pageNum: number; pageSize: number; name?: string; place: ContactPlace },
) {
  const where = scopeCondition(scope);
  const contact = visibleContactColumns({ actor }, q.place);
  // The e-mail is searched only where the actor sees it, else a search would tell it.
  const byName = q.name
    ? or(
        containsText(sql`${t.users.firstName} || ' ' || ${t.users.lastName}`, q.name),
        containsText(sql`coalesce(${contact.email}, '')`, q.name),
      )
    : undefined;
  const all = and(isNull(t.users.deletedAt), isNull(t.companies.deletedAt), companyUsersOnly, where, byName);
  const [rows, [{ n }]] = await Promise.all([
    db
      .select({ user: t.users, contact, company: t.companies, isWb6: t.countries.isWb6 })
      .from(t.users)
      .innerJoin(t.companies, eq(t.companies.pkCompanyId, t.users.fkCompanyId))
      .innerJoin(t.countries, eq(t.countries.pkCountryId, t.companies.fkCountryId))
      .where(all)
      .orderBy(asc(t.users.lastName), asc(t.users.firstName), asc(t.users.pkUserId))
      .limit(q.pageSize)
      .offset((q.pageNum - 1) * q.pageSize),
    db
      .select({ n: count() })
      .from(t.users)
      .innerJoin(t.companies, eq(t.companies.pkCompanyId, t.users.fkCompanyId))
      .innerJoin(t.countries, eq(t.countries.pkCountryId, t.companies.fkCountryId))
      .where(all),
  ]);
  return { rows: rows.map((r) => ({ user: r.user, contact: r.contact, company: { ...r.company, countryIsWb6: r.isWb6 } })), total: n };
}

/** A company user who is not deleted, with their company and their contact details as the actor sees them in the place; 404 when there is none. */
export async function getEmployeeRow(db: DbOrTx, actor: Actor, id: number, place: ContactPlace) {
  const [row] = await db
    .select({ user: t.users, contact: visibleContactColumns({ actor }, place), company: t.companies, isWb6: t.countries.isWb6 })
    .from(t.users)
    .innerJoin(t.companies, eq(t.companies.pkCompanyId, t.users.fkCompanyId))
    .innerJoin(t.countries, eq(t.countries.pkCountryId, t.companies.fkCountryId))
    .where(and(eq(t.users.pkUserId, id), isNull(t.users.deletedAt), isNull(t.companies.deletedAt), companyUsersOnly));
  if (!row) throw notFound('user_not_found');
  return { user: row.user, contact: row.contact, company: { ...row.company, countryIsWb6: row.isWb6 } };
}
export type EmployeeRow = Awaited<ReturnType<typeof getEmployeeRow>>;

/** The company's administrators who are not deleted. */
const companyAdminsOf = (companyId: number) =>
  and(eq(t.users.fkCompanyId, companyId), eq(t.users.fkRoleId, RoleId.companyAdmin), isNull(t.users.deletedAt));

/** Ids of the company's administrators (the receivers of the company's notifications). */
export function companyAdminIds(db: DbOrTx, companyId: number) {
  return db.select({ id: t.users.pkUserId }).from(t.users).where(companyAdminsOf(companyId));
}

/** The company's administrators with what a mail to them needs. */
export function companyAdminContacts(db: DbOrTx, companyId: number) {
  return db
    .select({ id: t.users.pkUserId, email: t.users.email, firstName: t.users.firstName, fkLanguageId: t.users.fkLanguageId })
    .from(t.users)
    .where(companyAdminsOf(companyId));
}

/** Ids of the company's active administrators. */
export function activeCompanyAdminIds(db: DbOrTx, companyId: number) {
  return db
    .select({ id: t.users.pkUserId })
    .from(t.users)
    .where(
      and(
        eq(t.users.fkCompanyId, companyId),
        eq(t.users.fkRoleId, RoleId.companyAdmin),
        isNull(t.users.deletedAt),
        eq(t.users.isActive, true),
      ),
    );
}

/** What a company administrator may change of an employee. */
export interface EmployeeValues {
  firstName: string;
  lastName: string;
  phone: string | null;
  phoneMiddlePart: string | null;
  directPhone: string | null;
  position: string | null;
  fkRoleId: number;
}

export async function updateEmployeeDetails(db: DbOrTx, id: number, values: EmployeeValues) {
  await db
    .update(t.users)
    .set({ ...values, updatedAt: new Date() })
    .where(eq(t.users.pkUserId, id));
}

/** Removes the user from the company: deleted and inactive. */
export async function markEmployeeRemoved(db: DbOrTx, id: number) {
  await db.update(t.users).set({ deletedAt: new Date(), isActive: false }).where(eq(t.users.pkUserId, id));
}
