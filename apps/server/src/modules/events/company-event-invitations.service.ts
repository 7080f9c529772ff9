import { and, asc, eq, gt, isNull, type SQL, sql } from 'drizzle-orm';
import type { ActivateByEvent, CompanyEventInvitations } from '@portal/contracts/events/invitations';
import type { Actor, AppContext } from '../../context.ts';
import type { DbOrTx } from '../../db/client.ts';
import * as t from '../../db/schema/all.ts';
import { businessRule, forbidden } from '../../lib/app-error.ts';
import { getCompany } from '../companies/company.repository.ts';
import { canCompanyAdminManageCompany, requireEditableCompany } from '../companies/company.policy.ts';
import { markCompanyVerified } from '../companies/company-verification.service.ts';
import { publishNotifications } from '../notifications/notify.service.ts';
import { loadEvent } from './event.policy.ts';

const e = t.events;

/** A user of the company holds a (not blocked) invitation to the event in the query, by user or by e-mail. */
const companyInvited = (companyId: number, accepted?: boolean) => sql`exists (
  select 1 from ${t.eventInvitations} i
  join ${t.users} u on u.pk_user_id = i.fk_user_id or (i.fk_user_id is null and lower(u.email) = lower(i.email))
  where i.fk_event_id = ${e.pkEventId} and u.fk_company_id = ${companyId} and u.deleted_at is null
    and not i.is_blocked${accepted ? sql` and i.is_accepted` : sql``})`;

/** Events that let the company skip registration: announced, live, not finished, allowing it, and the company invited. */
const skipEvents = (companyId: number, eventId?: number): SQL | undefined =>
  and(
    isNull(e.deletedAt),
    eq(e.isAnnounced, true),
    eq(e.allowSkipRegistration, true),
    gt(e.endDate, new Date()),
    eventId ? eq(e.pkEventId, eventId) : undefined,
    companyInvited(companyId),
  );

async function skipRegistrationEvents(db: DbOrTx, companyId: number, eventId?: number) {
  return db
    .select({ pkEventId: e.pkEventId, name: e.name })
    .from(e)
    .where(skipEvents(companyId, eventId))
    .orderBy(asc(e.startDate), asc(e.pkEventId));
}

/**
 * check-company-users-has-accepted-event-initations/{id}: for those who administer the company,
 * whether its users registered on any event, and the events through which it may skip
 * verification (the Skip button of the registration dialog).
 */
export async function companyEventInvitations(ctx: AppContext, actor: Actor, companyId: number): Promise<CompanyEventInvitations> {
  await requireEditableCompany(ctx.db, actor, companyId);
  const [accepted] = await ctx.db
    .select({ id: e.pkEventId })
    .from(e)
    .where(and(isNull(e.deletedAt), companyInvited(companyId, true)))
    .limit(1);
  return { hasAcceptedInvitations: !!accepted, skipRegistrationEvents: await skipRegistrationEvents(ctx.db, companyId) };
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
  void ctx.mail.deliver();
}
