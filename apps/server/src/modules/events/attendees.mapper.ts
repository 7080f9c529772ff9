import type { Attendee } from '@portal/contracts/events/invitations';
import type { AttendeeRow } from './attendees.repository.ts';

const iso = (d: Date | null) => (d ? d.toISOString() : null);

/**
 * An attendee as the list shows it: the organisers the invited e-mail and the reminder date; the
 * person's e-mail (to others) and phone as the list selected them (contact-visibility.policy.ts).
 */
export function toAttendee(r: AttendeeRow, organiser: boolean): Attendee {
  return {
    pkEventInvitationId: r.inv.pkEventInvitationId,
    fkEventId: r.inv.fkEventId,
    fkUserId: r.userId,
    email: organiser ? r.inv.email : r.contact.email,
    phone: r.contact.phone,
    firstName: r.firstName,
    lastName: r.lastName,
    avatarName: r.avatarName,
    fkCompanyId: r.companyId,
    companyName: r.companyName,
    countryName: r.countryName,
    fkAttendeeTypeId: r.inv.fkAttendeeTypeId,
    attendeeTypeName: r.attendeeTypeName,
    isAccepted: r.inv.isAccepted,
    isBlocked: r.inv.isBlocked,
    isUserDataVisibleToOthers: r.inv.isUserDataVisibleToOthers,
    invitedOn: r.inv.createdAt.toISOString(),
    acceptedOn: iso(r.inv.acceptedAt),
    reminderSentOn: organiser ? iso(r.inv.reminderSentAt) : null,
  };
}
