import type { ContactPlace } from '@portal/contracts/accounts/contact-visibility';
import { RoleId } from '@portal/contracts/common/access';
import type { EmployeeModel, EmployeePage, EmployeeSearch, EmployeeUpdateModel } from '@portal/contracts/companies/employees';
import { totalPages } from '@portal/contracts/common/paging';
import type { Actor, AppContext } from '../../context.ts';
import type { DbOrTx } from '../../db/client.ts';
import { AppError, businessRule, notFound } from '../../lib/app-error.ts';
import { revokeAllSessions } from '../accounts/tokens.service.ts';
import { createInvitedUser } from '../accounts/invitation.service.ts';
import { logAction } from '../logs/logs.service.ts';
import { personRemoved } from '../accounts/person-removed.ts';
import { NotificationType } from '@portal/contracts/notifications/notification-types';
import { companyEmployeesPath } from '@portal/contracts/common/portal-links';
import { publishNotifications, writeNotifications } from '../notifications/notify.service.ts';
import { requireEditableCompany, requireVisibleCompany } from './company.policy.ts';
import { toEmployee } from './employees.mapper.ts';
import {
  activeCompanyAdminIds,
  companyAdminIds,
  type EmployeeScope,
  employeePageRows,
  getEmployeeRow,
  markEmployeeRemoved,
  updateEmployeeDetails,
} from './employees.repository.ts';

type PageOptions = Pick<EmployeeSearch, 'pageNum' | 'pageSize' | 'name'>;

/**
 * Users of companies, paged, by name; contact details where the actor sees them in the place
 * (contact-visibility.policy.ts): the company profile's lists, unless a caller names another.
 */
async function employeePage(
  db: DbOrTx,
  actor: Actor,
  scope: EmployeeScope,
  q: PageOptions,
  place: ContactPlace = 'companyProfile',
): Promise<EmployeePage> {
  const { rows, total } = await employeePageRows(db, actor, scope, { ...q, place });
  return {
    users: rows.map((r) => toEmployee(actor, r.user, r.contact, r.company)),
    totalPages: totalPages(total, q.pageSize),
    totalCount: total,
  };
}

/** A company's users, for anyone who may see the company. */
async function companyEmployees(ctx: AppContext, actor: Actor, companyId: number, q: PageOptions) {
  await requireVisibleCompany(ctx.db, actor, companyId);
  return employeePage(ctx.db, actor, { company: companyId }, q);
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
  return employeePage(ctx.db, actor, { editableBy: actor, companyId: q.companyId }, q);
}

/** Message receivers for company users: their own company's and their favourite companies' users (verified companies); a people search. */
export function companyAndFavouriteUsers(ctx: AppContext, actor: Actor, q: EmployeeSearch) {
  return employeePage(ctx.db, actor, { colleaguesAndFavouritesOf: actor }, q, 'search');
}

/** Message receivers for chamber administrators: users of the companies their chamber rule covers; a people search. */
export function chamberUsers(ctx: AppContext, actor: Actor, q: EmployeeSearch) {
  return employeePage(ctx.db, actor, { editableBy: actor, companyId: q.companyId }, q, 'search');
}

/** Users of a verified company who have confirmed their e-mail and are active. */
export async function verifiedCompanyUsers(ctx: AppContext, actor: Actor, companyId: number, q: EmployeeSearch): Promise<EmployeePage> {
  const company = await requireVisibleCompany(ctx.db, actor, companyId);
  if (!company.isVerified) return { users: [], totalPages: 1, totalCount: 0 };
  return employeePage(ctx.db, actor, { confirmedOf: companyId }, q);
}

export async function getEmployee(ctx: AppContext, actor: Actor, id: number) {
  const { user, contact, company } = await getEmployeeRow(ctx.db, actor, id, 'companyProfile');
  await requireVisibleCompany(ctx.db, actor, company.pkCompanyId);
  return toEmployee(actor, user, contact, company);
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
        ...employeeDetails(input),
        fkCompanyId: companyId,
        fkCountryId: company.fkCountryId,
        fkLanguageId: actor.languageId,
      },
      { inviterId: actor.userId, organisation: company.name },
    );
    const admins = await companyAdminIds(tx, companyId);
    const written = await writeNotifications(tx, {
      userIds: admins.map((a) => a.id).filter((id) => id !== actor.userId && id !== user.pkUserId),
      content: { type: NotificationType.newEmployeeRegistered, name: `${user.firstName} ${user.lastName}`, company: company.name },
      link: companyEmployeesPath(companyId),
    });
    await logAction(tx, actor, 'invite_employee', 'user', user.pkUserId, { companyId });
    return { userId: user.pkUserId, written };
  });
  await publishNotifications(ctx, written);
  ctx.mail.deliverSoon();
  return getEmployee(ctx, actor, userId);
}

/** What an administrator sets of an employee, when inviting them and when editing them (absent optional fields stored empty). */
function employeeDetails(input: EmployeeUpdateModel) {
  return {
    firstName: input.firstName,
    lastName: input.lastName,
    phone: input.phone ?? null,
    phoneMiddlePart: input.phoneMiddlePart ?? null,
    directPhone: input.directPhone ?? null,
    position: input.position ?? null,
    fkRoleId: input.fkRoleId,
  };
}

export async function updateEmployee(ctx: AppContext, actor: Actor, id: number, input: EmployeeUpdateModel) {
  await ctx.db.transaction(async (tx) => {
    const { company, user } = await getEmployeeRow(tx, actor, id, 'companyProfile');
    await requireEditableCompany(tx, actor, company.pkCompanyId);
    // The last company administrator cannot step down: someone must keep the company's keys.
    if (user.fkRoleId === RoleId.companyAdmin && input.fkRoleId !== RoleId.companyAdmin)
      await assertAnotherAdmin(tx, company.pkCompanyId, id);
    await updateEmployeeDetails(tx, id, employeeDetails(input));
    if (user.fkRoleId !== input.fkRoleId) await revokeAllSessions(tx, id, 'role_changed');
    await logAction(tx, actor, 'update_employee', 'user', id);
  });
  return getEmployee(ctx, actor, id);
}

async function assertAnotherAdmin(tx: DbOrTx, companyId: number, exceptUserId: number) {
  const admins = await activeCompanyAdminIds(tx, companyId);
  if (!admins.some((a) => a.id !== exceptUserId)) throw businessRule('last_company_administrator');
}

/** Removes an employee from the company (soft delete; their sessions end). */
export async function removeEmployee(ctx: AppContext, actor: Actor, id: number) {
  const freed = await ctx.db.transaction(async (tx) => {
    const { company, user } = await getEmployeeRow(tx, actor, id, 'companyProfile');
    await requireEditableCompany(tx, actor, company.pkCompanyId);
    if (id === actor.userId) throw businessRule('cannot_remove_yourself');
    if (user.fkRoleId === RoleId.companyAdmin) await assertAnotherAdmin(tx, company.pkCompanyId, id);
    await markEmployeeRemoved(tx, id);
    await revokeAllSessions(tx, id, 'removed_from_company');
    await logAction(tx, actor, 'remove_employee', 'user', id);
    return personRemoved.run(ctx, tx, { userId: id });
  });
  await publishNotifications(ctx, freed);
}
