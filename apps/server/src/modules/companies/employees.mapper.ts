import type { Employee } from '@portal/contracts/companies/employees';
import type { Actor } from '../../context.ts';
import type * as t from '../../db/schema/all.ts';
import { canSeeCompanyInternals, type PolicyCompany } from './company.policy.ts';

/** A company user as the API answers it: contact details only where the actor may see them. */
export function toEmployee(actor: Actor, u: typeof t.users.$inferSelect, c: PolicyCompany & { name: string }): Employee {
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
