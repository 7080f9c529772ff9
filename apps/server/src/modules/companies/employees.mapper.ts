import { type ContactVisibility, toContactVisibility } from '@portal/contracts/accounts/contact-visibility';
import type { Employee } from '@portal/contracts/companies/employees';
import type { Actor } from '../../context.ts';
import type * as t from '../../db/schema/all.ts';
import { canEditCompany, type PolicyCompany } from './company.policy.ts';
import type { VisibleContacts } from './contact-visibility.policy.ts';

/**
 * A company user as the API answers it: the contact details as the list selected them for the
 * actor (contact-visibility.policy.ts); their choice of what they show only to themselves and to
 * those who administer their company (who see it, but cannot change it).
 */
export function toEmployee(
  actor: Actor,
  u: typeof t.users.$inferSelect,
  contact: VisibleContacts,
  c: PolicyCompany & { name: string },
): Employee {
  const contactVisibility: ContactVisibility | null =
    actor.userId === u.pkUserId || canEditCompany(actor, c) ? toContactVisibility(u.emailShownIn, u.phoneShownIn) : null;
  return {
    id: u.pkUserId,
    firstName: u.firstName,
    lastName: u.lastName,
    ...contact,
    contactVisibility,
    position: u.position,
    avatarName: u.avatarName,
    fkRoleId: u.fkRoleId,
    fkCompanyId: c.pkCompanyId,
    companyName: c.name,
    isActive: u.isActive,
    invitationPending: u.passwordChangeNeeded,
  };
}
