import type { LogAction } from '@portal/contracts/logs/log-codes';
import type { AdministeredList } from '@portal/contracts/companies/company-administration';
import type { CompanyListQuery } from '@portal/contracts/companies/favourites';
import type { Actor, AppContext } from '../../context.ts';
import type { DbOrTx } from '../../db/client.ts';
import { businessRule } from '../../lib/app-error.ts';
import { languageCode } from '../accounts/users.repository.ts';
import { logAction } from '../logs/logs.service.ts';
import { NotificationType } from '@portal/contracts/notifications/notification-types';
import { companyProfilePath, portalAddress } from '@portal/contracts/common/portal-links';
import { publishNotifications, writeNotifications } from '../notifications/notify.service.ts';
import { administeredCompanyCards, markCompanyDeleted, markUnverified, markVerified } from './company-administration.repository.ts';
import type { CompanyRow } from './company.repository.ts';
import { requireEditableCompany } from './company.policy.ts';
import { companyAdminContacts } from './employees.repository.ts';

/** The company administration lists (unverified, verified, without an administrator), searchable by name, registration or tax number. */
export function administeredCompanyList(ctx: AppContext, actor: Actor, list: AdministeredList, q: CompanyListQuery) {
  return administeredCompanyCards(ctx.db, actor, list, q);
}

/**
 * Marks a company verified in the caller's transaction: member since on the first verification,
 * a mail and notification type 12 to its administrators, the action logged. Returns the
 * notifications to publish after commit. Shared by the administrators' verification and the
 * Skip activation through an event (activate-by-event).
 */
export async function markCompanyVerified(ctx: AppContext, tx: DbOrTx, actor: Actor, company: CompanyRow, action: LogAction) {
  const companyId = company.pkCompanyId;
  // Of concurrent verifications only the one that changed the row goes on to mail, notify and log.
  if (!(await markVerified(tx, companyId, company.memberSince ?? new Date()))) throw businessRule('company_already_verified');
  const admins = await companyAdminContacts(tx, companyId);
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
  ctx.mail.deliverSoon();
}

export async function unverifyCompany(ctx: AppContext, actor: Actor, companyId: number) {
  await ctx.db.transaction(async (tx) => {
    const company = await requireEditableCompany(tx, actor, companyId);
    const changed = await markUnverified(tx, companyId);
    if (!company.isVerified || !changed) throw businessRule('company_not_verified_yet');
    await logAction(tx, actor, 'unverify_company', 'company', companyId);
  });
}

/** Soft-deletes a company and ends its users' sessions; they can no longer sign in to it. */
export async function deleteCompany(ctx: AppContext, actor: Actor, companyId: number) {
  await ctx.db.transaction(async (tx) => {
    await requireEditableCompany(tx, actor, companyId);
    if (actor.companyId === companyId) throw businessRule('cannot_delete_own_company');
    await markCompanyDeleted(tx, companyId);
    await logAction(tx, actor, 'delete_company', 'company', companyId);
  });
}
