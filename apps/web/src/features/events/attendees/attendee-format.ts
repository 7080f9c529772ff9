import type { Attendee } from '@portal/contracts/events/invitations';
import { avatarUrl } from '../../../lib/stored-files.ts';

type AttendeeStatus = 'blocked' | 'accepted' | 'invited';

/** The name an attendee goes by; invited people without an account are known by their e-mail. */
export function attendeeName(a: Pick<Attendee, 'firstName' | 'lastName' | 'email'>): string {
  const name = `${a.firstName ?? ''} ${a.lastName ?? ''}`.trim();
  return name || a.email || '';
}

/** True when the attendee has a name of their own (then the e-mail is shown under it). */
export const hasPersonName = (a: Pick<Attendee, 'firstName' | 'lastName'>) => !!`${a.firstName ?? ''}${a.lastName ?? ''}`.trim();

export const attendeeAvatar = (a: Pick<Attendee, 'fkUserId' | 'avatarName'>) => (a.fkUserId ? avatarUrl(a.fkUserId, a.avatarName) : null);

/** Blocked wins over accepted: a blocked attendee cannot take part whatever they answered. */
export const attendeeStatus = (a: Pick<Attendee, 'isBlocked' | 'isAccepted'>): AttendeeStatus =>
  a.isBlocked ? 'blocked' : a.isAccepted ? 'accepted' : 'invited';

export const statusColor: Record<AttendeeStatus, string> = { blocked: 'red', accepted: 'teal', invited: 'orange' };

/** The status filter of the organisers' list and the search fields it stands for. */
export const STATUS_FILTERS = ['all', 'accepted', 'not_accepted', 'blocked'] as const;
export type StatusFilter = (typeof STATUS_FILTERS)[number];

export function statusFilterQuery(filter: StatusFilter): { isAccepted?: boolean; isBlocked?: boolean } {
  switch (filter) {
    case 'accepted':
      return { isAccepted: true, isBlocked: false };
    case 'not_accepted':
      return { isAccepted: false, isBlocked: false };
    case 'blocked':
      return { isBlocked: true };
    default:
      return {};
  }
}

/** Why nobody can be invited now (the server refuses the same way), or null when invitations are open. */
export function inviteRefusal(
  event: { isAnnounced: boolean; registrationEnded: boolean; isRegistrationEnded: boolean; endDate: string },
  now = Date.now(),
): 'not_announced' | 'registration_ended' | null {
  if (event.registrationEnded || event.isRegistrationEnded || Date.parse(event.endDate) <= now) return 'registration_ended';
  if (!event.isAnnounced) return 'not_announced';
  return null;
}
