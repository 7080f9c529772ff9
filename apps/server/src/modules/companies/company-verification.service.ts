import { and, eq, isNull, type SQL, sql } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import type { Actor, AppContext } from '../../context.ts';
import type { DbOrTx } from '../../db/client.ts';
import * as t from '../../db/schema/all.ts';
import { containsText } from '../../lib/text-match.ts';
import { businessRule } from '../../lib/app-error.ts';
import { languageCode } from '../accounts/users.repository.ts';
import { logAction } from '../logs/logs.service.ts';
import { NotificationType } from '@portal/contracts/notifications/notification-types';
import { publishNotifications, writeNotifications } from '../notifications/notify.service.ts';
import { chamberCompanyCondition } from './company-access.policy.ts';
import { companyCards } from './company-cards.repository.ts';
import type { CompanyRow } from './company.repository.ts';
import { editableCompany } from './company.service.ts';

/** The companies an administrator may administer: all for the platform administrator, the chamber rule otherwise. */
function administeredCompanies(actor: Actor): SQL | undefined {
  if (actor.functions.has('super_admin_function')) return undefined;
  return chamberCompanyCondition(actor, { countryId: t.companies.fkCountryId, isMnc: t.companies.isMnc, countryIsWb6: t.countries.isWb6 });
}

/** The company administration lists (verified or unverified), searchable by name, registration or tax number. */
export function administeredCompanyList(
  ctx: AppContext,
  actor: Actor,
  verified: boolean,
  q: { pageNum: number; pageSize: number; name?: string },
) {
  const text = q.name
    ? sql`(${containsText(t.companies.name, q.name)} or ${t.companies.registrationNumber} = ${q.name} or ${t.companies.taxNumber} = ${q.name})`
    : undefined;
  return companyCards(ctx.db, actor, {
    where: and(eq(t.companies.isVerified, verified), administeredCompanies(actor), text),
    orderBy: [sql`${t.companies.createdAt} desc`],
    pageNum: q.pageNum,
    pageSize: q.pageSize,
  });
}

async function companyAdmins(tx: DbOrTx, companyId: number) {
  return tx
    .select({ id: t.users.pkUserId, email: t.users.email, firstName: t.users.firstName, fkLanguageId: t.users.fkLanguageId })
    .from(t.users)
    .where(and(eq(t.users.fkCompanyId, companyId), eq(t.users.fkRoleId, 3), isNull(t.users.deletedAt)));
}

/**
 * Marks a company verified in the caller's transaction: member since on the first verification,
 * a mail and notification type 12 to its administrators, the action logged. Returns the
 * notifications to publish after commit. Shared by the administrators' verification and the
 * Skip activation through an event (activate-by-event).
 */
export async function markCompanyVerified(ctx: AppContext, tx: DbOrTx, request: FastifyRequest, company: CompanyRow, action: string) {
  const companyId = company.pkCompanyId;
  await tx
    .update(t.companies)
    .set({ isVerified: true, memberSince: company.memberSince ?? new Date(), updatedAt: new Date() })
    .where(eq(t.companies.pkCompanyId, companyId));
  const admins = await companyAdmins(tx, companyId);
  for (const a of admins) {
    await ctx.mail.enqueue(tx, {
      to: a.email,
      template: 'company_verified',
      lang: await languageCode(tx, a.fkLanguageId),
      params: { firstName: a.firstName, companyName: company.name },
      link: `${ctx.config.publicUrl}/company/${companyId}/profile`,
    });
  }
  await logAction(tx, request, action, 'company', companyId);
  return writeNotifications(tx, {
    userIds: admins.map((a) => a.id),
    type: NotificationType.companyVerified,
    parts: [company.name],
    link: `/company/${companyId}/profile`,
  });
}

/** Verifies a company: opens the portal to its users, tells its administrators (notification type 12 and e-mail). */
export async function verifyCompany(ctx: AppContext, request: FastifyRequest, actor: Actor, companyId: number) {
  const written = await ctx.db.transaction(async (tx) => {
    const company = await editableCompany(tx, actor, companyId);
    if (company.isVerified) throw businessRule('company_already_verified');
    return markCompanyVerified(ctx, tx, request, company, 'verify_company');
  });
  await publishNotifications(ctx, written);
  void ctx.mail.deliver();
}

export async function unverifyCompany(ctx: AppContext, request: FastifyRequest, actor: Actor, companyId: number) {
  await ctx.db.transaction(async (tx) => {
    const company = await editableCompany(tx, actor, companyId);
    if (!company.isVerified) throw businessRule('company_not_verified_yet');
    await tx.update(t.companies).set({ isVerified: false, updatedAt: new Date() }).where(eq(t.companies.pkCompanyId, companyId));
    await logAction(tx, request, 'unverify_company', 'company', companyId);
  });
}

/** Soft-deletes a company and ends its users' sessions; they can no longer sign in to it. */
export async function deleteCompany(ctx: AppContext, request: FastifyRequest, actor: Actor, companyId: number) {
  await ctx.db.transaction(async (tx) => {
    await editableCompany(tx, actor, companyId);
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
    await logAction(tx, request, 'delete_company', 'company', companyId);
  });
}
