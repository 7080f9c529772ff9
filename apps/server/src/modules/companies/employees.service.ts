import { and, asc, count, eq, inArray, isNull, or, type SQL, sql } from 'drizzle-orm';
import { RoleId } from '@portal/contracts/common/access';
import type { Employee, EmployeeModel, EmployeePage, EmployeeSearch, EmployeeUpdateModel } from '@portal/contracts/companies/employees';
import { totalPages } from '@portal/contracts/common/paging';
import type { Actor, AppContext } from '../../context.ts';
import type { DbOrTx } from '../../db/client.ts';
import * as t from '../../db/schema/all.ts';
import { containsText } from '../../lib/text-match.ts';
import { AppError, businessRule, notFound } from '../../lib/app-error.ts';
import { revokeAllSessions } from '../accounts/tokens.service.ts';
import { createInvitedUser } from '../accounts/invitation.service.ts';
import { logAction } from '../logs/logs.service.ts';
import { freeMeetingsOf } from '../meetings/free-meetings.ts';
import { NotificationType } from '@portal/contracts/notifications/notification-types';
import { companyEmployeesPath } from '@portal/contracts/common/portal-links';
import { publishNotifications, writeNotifications } from '../notifications/notify.service.ts';
import {
  canSeeCompanyInternals,
  companyInternalsCondition,
  companyRoleIds,
  editableCompanyCondition,
  requireEditableCompany,
  requireVisibleCompany,
  type PolicyCompany,
} from './company.policy.ts';

const companyUsersOnly = inArray(t.users.fkRoleId, companyRoleIds);
type PageOptions = Pick<EmployeeSearch, 'pageNum' | 'pageSize' | 'name'>;

/** Users of companies, paged, by name; contact details only where the actor may see them. */
async function employeePage(db: DbOrTx, actor: Actor, where: SQL | undefined, q: PageOptions): Promise<EmployeePage> {
  // The e-mail is searched only where the actor may see it, else a search would tell it.
  const byName = q.name
    ? or(
        containsText(sql`${t.users.firstName} || ' ' || ${t.users.lastName}`, q.name),
        and(companyInternalsCondition(actor), containsText(t.users.email, q.name)),
      )
    : undefined;
  const all = and(isNull(t.users.deletedAt), isNull(t.companies.deletedAt), companyUsersOnly, where, byName);
  const [rows, [{ n }]] = await Promise.all([
    db
      .select({ user: t.users, company: t.companies, isWb6: t.countries.isWb6 })
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
  return {
    users: rows.map((r) => toEmployee(actor, r.user, { ...r.company, countryIsWb6: r.isWb6 })),
    totalPages: totalPages(n, q.pageSize),
    totalCount: n,
  };
}

function toEmployee(actor: Actor, u: typeof t.users.$inferSelect, c: PolicyCompany & { name: string }): Employee {
  const insider = canSeeCompanyInternals(actor, c);
  return {
    id: u.pkUserId,
    firstName: u.firstName,
    lastName: u.lastName,
    email: insider ? u.email : null,
    phone: insider ? u.phone : null,
    phoneMiddlePart: insider ? u.phoneMiddlePart : null,
    directPhone: insider ? u.directPhone : null,
    position: u.position,
    avatarName: u.avatarName,
    fkRoleId: u.fkRoleId,
    fkCompanyId: c.pkCompanyId,
    companyName: c.name,
    isActive: u.isActive,
    invitationPending: u.passwordChangeNeeded,
  };
}

/** A company's users, for anyone who may see the company. */
async function companyEmployees(ctx: AppContext, actor: Actor, companyId: number, q: PageOptions) {
  await requireVisibleCompany(ctx.db, actor, companyId);
  return employeePage(ctx.db, actor, eq(t.users.fkCompanyId, companyId), q);
}

/** get-all-users/{id}: a company's first 200 users. */
export function allCompanyEmployees(ctx: AppContext, actor: Actor, companyId: number) {
  return companyEmployees(ctx, actor, companyId, { pageNum: 1, pageSize: 200 });
}

/** search-company-users: a company's users (the actor's own company by default). */
export async function searchCompanyEmployees(ctx: AppContext, actor: Actor, q: EmployeeSearch) {
  const companyId = q.companyId ?? actor.companyId;
  if (!companyId) throw notFound('company_not_found');
  return companyEmployees(ctx, actor, companyId, q);
}

/** search-my-company-users: the actor's own company's users. */
export async function myCompanyEmployees(ctx: AppContext, actor: Actor, q: EmployeeSearch) {
  if (!actor.companyId) throw notFound('company_not_found');
  return companyEmployees(ctx, actor, actor.companyId, q);
}

/** Users of every company the actor may edit (platform: all; chamber: its rule; company admin: own). */
export function administeredEmployees(ctx: AppContext, actor: Actor, q: EmployeeSearch) {
  return employeePage(
    ctx.db,
    actor,
    and(editableCompanyCondition(actor), q.companyId ? eq(t.users.fkCompanyId, q.companyId) : undefined),
    q,
  );
}

/** Message receivers for company users: their own company's and their favourite companies' users (verified companies). */
export function companyAndFavouriteUsers(ctx: AppContext, actor: Actor, q: EmployeeSearch) {
  const favourites = sql`${t.users.fkCompanyId} in (select fk_company_id from ${t.favoriteCompanies} where fk_user_id = ${actor.userId})`;
  const own = eq(t.users.fkCompanyId, actor.companyId ?? -1);
  return employeePage(
    ctx.db,
    actor,
    and(sql`(${own} or (${favourites} and ${t.companies.isVerified}))`, sql`${t.users.pkUserId} <> ${actor.userId}`),
    q,
  );
}

/** Message receivers for chamber administrators: users of the companies their chamber rule covers. */
export function chamberUsers(ctx: AppContext, actor: Actor, q: EmployeeSearch) {
  return administeredEmployees(ctx, actor, q);
}

/** Users of a verified company who have confirmed their e-mail and are active. */
export async function verifiedCompanyUsers(ctx: AppContext, actor: Actor, companyId: number, q: EmployeeSearch): Promise<EmployeePage> {
  const company = await requireVisibleCompany(ctx.db, actor, companyId);
  if (!company.isVerified) return { users: [], totalPages: 1, totalCount: 0 };
  return employeePage(
    ctx.db,
    actor,
    and(eq(t.users.fkCompanyId, companyId), eq(t.users.isActive, true), eq(t.users.emailConfirmed, true)),
    q,
  );
}

async function employeeRow(db: DbOrTx, id: number) {
  const [row] = await db
    .select({ user: t.users, company: t.companies, isWb6: t.countries.isWb6 })
    .from(t.users)
    .innerJoin(t.companies, eq(t.companies.pkCompanyId, t.users.fkCompanyId))
    .innerJoin(t.countries, eq(t.countries.pkCountryId, t.companies.fkCountryId))
    .where(and(eq(t.users.pkUserId, id), isNull(t.users.deletedAt), isNull(t.companies.deletedAt), companyUsersOnly));
  if (!row) throw notFound('user_not_found');
  return { user: row.user, company: { ...row.company, countryIsWb6: row.isWb6 } };
}

export async function getEmployee(ctx: AppContext, actor: Actor, id: number) {
  const { user, company } = await employeeRow(ctx.db, id);
  await requireVisibleCompany(ctx.db, actor, company.pkCompanyId);
  return toEmployee(actor, user, company);
}

/**
 * Invites an employee: a user of the company with a temporary password mailed to them, which
 * they replace at first sign-in (passwordChangeNeeded). The company's administrators get
 * notification type 19.
 */
export async function inviteEmployee(ctx: AppContext, actor: Actor, input: EmployeeModel) {
  const companyId = input.fkCompanyId ?? actor.companyId;
  if (!companyId) throw new AppError('validation_error', 400, undefined, { fkCompanyId: 'validation.required' });
  const { userId, written } = await ctx.db.transaction(async (tx) => {
    const company = await requireEditableCompany(tx, actor, companyId);
    const user = await createInvitedUser(
      ctx,
      tx,
      {
        email: input.email,
        firstName: input.firstName,
        lastName: input.lastName,
        phone: input.phone ?? null,
        phoneMiddlePart: input.phoneMiddlePart ?? null,
        directPhone: input.directPhone ?? null,
        position: input.position ?? null,
        fkRoleId: input.fkRoleId,
        fkCompanyId: companyId,
        fkCountryId: company.fkCountryId,
        fkLanguageId: actor.languageId,
      },
      { inviterId: actor.userId, organisation: company.name },
    );
    const admins = await tx
      .select({ id: t.users.pkUserId })
      .from(t.users)
      .where(and(eq(t.users.fkCompanyId, companyId), eq(t.users.fkRoleId, RoleId.companyAdmin), isNull(t.users.deletedAt)));
    const written = await writeNotifications(tx, {
      userIds: admins.map((a) => a.id).filter((id) => id !== actor.userId && id !== user.pkUserId),
      content: { type: NotificationType.newEmployeeRegistered, name: `${user.firstName} ${user.lastName}`, company: company.name },
      link: companyEmployeesPath(companyId),
    });
    await logAction(tx, actor, 'invite_employee', 'user', user.pkUserId, { companyId });
    return { userId: user.pkUserId, written };
  });
  await publishNotifications(ctx, written);
  void ctx.mail.deliver();
  return getEmployee(ctx, actor, userId);
}

export async function updateEmployee(ctx: AppContext, actor: Actor, id: number, input: EmployeeUpdateModel) {
  await ctx.db.transaction(async (tx) => {
    const { company, user } = await employeeRow(tx, id);
    await requireEditableCompany(tx, actor, company.pkCompanyId);
    // The last company administrator cannot step down: someone must keep the company's keys.
    if (user.fkRoleId === RoleId.companyAdmin && input.fkRoleId !== RoleId.companyAdmin)
      await assertAnotherAdmin(tx, company.pkCompanyId, id);
    await tx
      .update(t.users)
      .set({
        firstName: input.firstName,
        lastName: input.lastName,
        phone: input.phone ?? null,
        phoneMiddlePart: input.phoneMiddlePart ?? null,
        directPhone: input.directPhone ?? null,
        position: input.position ?? null,
        fkRoleId: input.fkRoleId,
        updatedAt: new Date(),
      })
      .where(eq(t.users.pkUserId, id));
    if (user.fkRoleId !== input.fkRoleId) await revokeAllSessions(tx, id, 'role_changed');
    await logAction(tx, actor, 'update_employee', 'user', id);
  });
  return getEmployee(ctx, actor, id);
}

async function assertAnotherAdmin(tx: DbOrTx, companyId: number, exceptUserId: number) {
  const admins = await tx
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
  if (!admins.some((a) => a.id !== exceptUserId)) throw businessRule('last_company_administrator');
}

/** Removes an employee from the company (soft delete; their sessions end). */
export async function removeEmployee(ctx: AppContext, actor: Actor, id: number) {
  const freed = await ctx.db.transaction(async (tx) => {
    const { company, user } = await employeeRow(tx, id);
    await requireEditableCompany(tx, actor, company.pkCompanyId);
    if (id === actor.userId) throw businessRule('cannot_remove_yourself');
    if (user.fkRoleId === RoleId.companyAdmin) await assertAnotherAdmin(tx, company.pkCompanyId, id);
    await tx.update(t.users).set({ deletedAt: new Date(), isActive: false }).where(eq(t.users.pkUserId, id));
    await revokeAllSessions(tx, id, 'removed_from_company');
    await logAction(tx, actor, 'remove_employee', 'user', id);
    return freeMeetingsOf(tx, id, 'user_removed');
  });
  await publishNotifications(ctx, freed);
}
