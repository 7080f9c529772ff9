import { and, eq, isNull, sql } from 'drizzle-orm';
import { RoleId } from '@portal/contracts/common/access';
import type { CompanyListQuery } from '@portal/contracts/companies/favourites';
import type { Actor, AppContext } from '../../context.ts';
import type { DbOrTx } from '../../db/client.ts';
import * as t from '../../db/schema/all.ts';
import { containsText } from '../../lib/text-match.ts';
import { businessRule } from '../../lib/app-error.ts';
import { languageCode } from '../accounts/users.repository.ts';
import { logAction } from '../logs/logs.service.ts';
import { NotificationType } from '@portal/contracts/notifications/notification-types';
import { companyProfilePath, portalAddress } from '@portal/contracts/common/portal-links';
import { publishNotifications, writeNotifications } from '../notifications/notify.service.ts';
import { companyCards } from './company-cards.repository.ts';
import type { CompanyRow } from './company.repository.ts';
import { editableCompanyCondition, requireEditableCompany } from './company.policy.ts';

/** The company administration lists (verified or unverified), searchable by name, registration or tax number. */
export function administeredCompanyList(ctx: AppContext, actor: Actor, verified: boolean, q: CompanyListQuery) {
  const text = q.name
    ? sql`(${containsText(t.companies.name, q.name)} or ${t.companies.registrationNumber} = ${q.name} or ${t.companies.taxNumber} = ${q.name})`
    : undefined;
  return companyCards(ctx.db, actor, {
    where: and(eq(t.companies.isVerified, verified), editableCompanyCondition(actor), text),
    orderBy: [sql`${t.companies.createdAt} desc`],
    pageNum: q.pageNum,
    pageSize: q.pageSize,
  });
}

async function companyAdmins(tx: DbOrTx, companyId: number) {
  return tx
    .select({ id: t.users.pkUserId, email: t.users.email, firstName: t.users.firstName, fkLanguageId: t.users.fkLanguageId })
    .from(t.users)
    .where(and(eq(t.users.fkCompanyId, companyId), eq(t.users.fkRoleId, RoleId.companyAdmin), isNull(t.users.deletedAt)));
}

/**
 * Marks a company verified in the caller's transaction: member since on the first verification,
 * a mail and notification type 12 to its administrators, the action logged. Returns the
 * notifications to publish after commit. Shared by the administrators' verification and the
 * Skip activation through an event (activate-by-event).
 */
export async function markCompanyVerified(ctx: AppContext, tx: DbOrTx, actor: Actor, company: CompanyRow, action: string) {
  const companyId = company.pkCompanyId;
  // One conditional statement: of concurrent verifications only one changes the row, and only
  // that one goes on to mail, notify and log.
  const changed = await tx
    .update(t.companies)
    .set({ isVerified: true, memberSince: company.memberSince ?? new Date(), updatedAt: new Date() })
    .where(and(eq(t.companies.pkCompanyId, companyId), eq(t.companies.isVerified, false)))
    .returning({ id: t.companies.pkCompanyId });
  if (!changed.length) throw businessRule('company_already_verified');
  const admins = await companyAdmins(tx, companyId);
  for (const a of admins) {
    await ctx.mail.enqueue(tx, {
      to: a.email,
      template: 'company_verified',
      lang: await languageCode(tx, a.fkLanguageId),
      params: { firstName: a.firstName, companyName: company.name },
      link: portalAddress(ctx.config.publicUrl, companyProfilePath(companyId)),
    });
  }
  await logAction(tx, actor, action, 'company', companyId);
  return writeNotifications(tx, {
    userIds: admins.map((a) => a.id),
    content: { type: NotificationType.companyVerified, company: company.name },
    link: companyProfilePath(companyId),
  });
}

/** Verifies a company: opens the portal to its users, tells its administrators (notification type 12 and e-mail). */
export async function verifyCompany(ctx: AppContext, actor: Actor, companyId: number) {
  const written = await ctx.db.transaction(async (tx) => {
    const company = await requireEditableCompany(tx, actor, companyId);
    if (company.isVerified) throw businessRule('company_already_verified');
    return markCompanyVerified(ctx, tx, actor, company, 'verify_company');
  });
  await publishNotifications(ctx, written);
  void ctx.mail.deliver();
}

export async function unverifyCompany(ctx: AppContext, actor: Actor, companyId: number) {
  await ctx.db.transaction(async (tx) => {
    const company = await requireEditableCompany(tx, actor, companyId);
    const changed = await tx
      .update(t.companies)
      .set({ isVerified: false, updatedAt: new Date() })
      .where(and(eq(t.companies.pkCompanyId, companyId), eq(t.companies.isVerified, true)))
      .returning({ id: t.companies.pkCompanyId });
    if (!company.isVerified || !changed.length) throw businessRule('company_not_verified_yet');
    await logAction(tx, actor, 'unverify_company', 'company', companyId);
  });
}

/** Soft-deletes a company and ends its users' sessions; they can no longer sign in to it. */
export async function deleteCompany(ctx: AppContext, actor: Actor, companyId: number) {
  await ctx.db.transaction(async (tx) => {
    await requireEditableCompany(tx, actor, companyId);
    if (actor.companyId === companyId) throw businessRule('cannot_delete_own_company');
    const now = new Date();
    await tx.update(t.companies).set({ deletedAt: now, updatedAt: now }).where(eq(t.companies.pkCompanyId, companyId));
    await tx
      .update(t.sessions)
      .set({ revokedAt: now })
      .where(
        and(isNull(t.sessions.revokedAt), sql`${t.sessions.fkUserId} in (select pk_user_id from users where fk_company_id = ${companyId})`),
      );
    await tx.update(t.users).set({ isActive: false }).where(eq(t.users.fkCompanyId, companyId));
    await logAction(tx, actor, 'delete_company', 'company', companyId);
  });
}
