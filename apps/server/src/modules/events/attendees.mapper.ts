import type { Attendee } from '@portal/contracts/events/invitations';
import type { AttendeeRow } from './attendees.repository.ts';

const iso = (d: Date | null) => (d ? d.toISOString() : null);

/** An attendee as the list shows it; the e-mail and the reminder date only for the organisers. */
export function toAttendee(r: AttendeeRow, organiser: boolean): Attendee {
  return {
    pkEventInvitationId: r.inv.pkEventInvitationId,
    fkEventId: r.inv.fkEventId,
    fkUserId: r.userId,
    email: organiser ? r.inv.email : null,
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
