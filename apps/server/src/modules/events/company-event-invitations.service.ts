import type { ActivateByEvent, CompanyEventInvitations } from '@portal/contracts/events/invitations';
import type { Actor, AppContext } from '../../context.ts';
import { businessRule, forbidden } from '../../lib/app-error.ts';
import { getCompany } from '../companies/company.repository.ts';
import { canCompanyAdminManageCompany, requireEditableCompany } from '../companies/company.policy.ts';
import { markCompanyVerified } from '../companies/company-verification.service.ts';
import { publishNotifications } from '../notifications/notify.service.ts';
import { companyHasAcceptedInvitation, skipRegistrationEvents } from './company-event-invitations.repository.ts';
import { loadEvent } from './event.policy.ts';

/**
 * check-company-users-has-accepted-event-initations/{id}: for those who administer the company,
 * whether its users registered on any event, and the events through which it may skip
 * verification (the Skip button of the registration dialog).
 */
export async function companyEventInvitations(ctx: AppContext, actor: Actor, companyId: number): Promise<CompanyEventInvitations> {
  await requireEditableCompany(ctx.db, actor, companyId);
  return {
    hasAcceptedInvitations: await companyHasAcceptedInvitation(ctx.db, companyId),
    skipRegistrationEvents: await skipRegistrationEvents(ctx.db, companyId),
  };
}

/**
 * activate-by-event/{id} (the Skip button): the company's own administrator activates their
 * unverified company through an event that allows skipping registration and to which a user of
 * the company is invited. The same verification as an administrator's: member since, mail,
 * notification type 12, action log.
 */
export async function activateByEvent(ctx: AppContext, actor: Actor, companyId: number, { fkEventId: eventId }: ActivateByEvent) {
  const written = await ctx.db.transaction(async (tx) => {
    if (!canCompanyAdminManageCompany(actor, companyId)) throw forbidden('company_edit_not_allowed');
    const company = await getCompany(tx, companyId);
    if (company.isVerified) throw businessRule('company_already_verified');
    await loadEvent(tx, eventId);
    if (!(await skipRegistrationEvents(tx, companyId, eventId)).length) throw businessRule('skip_registration_not_allowed');
    return markCompanyVerified(ctx, tx, actor, company, 'activate_company_by_event');
  });
  await publishNotifications(ctx, written);
  ctx.mail.deliverSoon();
}
