import type { Actor } from '../../context.ts';
import type { DbOrTx } from '../../db/client.ts';
import { forbidden } from '../../lib/app-error.ts';
import { canManageEvent } from '../events/event.policy.ts';
import { viewerOf } from '../events/events.repository.ts';
import { type EventView, viewEvent } from '../events/events-visibility.ts';
import { callerInvitation, type InvitationRow } from '../events/invitations.repository.ts';

/*
 * Who reads and changes an event's sessions. The organisers (the main and assistant chambers'
 * administrators, the platform administrator: event.policy's requireManagedEvent) edit; whoever
 * may read the event's details reads its programme (organisers, chamber administrators, invited
 * people, and anyone for a public event); others get 404 for a draft and 403 dont_have_invitation
 * for an invitation-only event. Interest and "my agenda" belong to registered attendees.
 */

/** A registered attendee holds an accepted invitation that is not blocked. */
export const canAttend = (invitation: Pick<InvitationRow, 'isAccepted' | 'isBlocked'> | null): boolean =>
  !!invitation?.isAccepted && !invitation.isBlocked;

/**
 * The event, for a caller who may read its programme (events-visibility's viewEvent). Its row
 * carries the caller's standing (isAttending: a registered attendee), read with it.
 */
export function requireReadableProgramme(db: DbOrTx, actor: Actor, eventId: number): Promise<EventView> {
  return viewEvent(db, viewerOf(actor), eventId);
}

/** A registered attendee: accepted and not blocked; 403 not_registered_on_event for anyone else. */
export async function requireRegisteredAttendee(db: DbOrTx, actor: Actor, eventId: number): Promise<void> {
  if (!canAttend(await callerInvitation(db, actor, eventId))) throw forbidden('not_registered_on_event');
}

/**
 * Who sees a session's interested users, as the attendee lists: organisers everyone (with
 * e-mails), registered attendees those who show themselves to others; others 403 attendees_not_visible.
 */
export async function requireInterestedUsersView(db: DbOrTx, actor: Actor, eventId: number): Promise<'organiser' | 'attendee'> {
  if (await canManageEvent(db, actor, eventId)) return 'organiser';
  if (canAttend(await callerInvitation(db, actor, eventId))) return 'attendee';
  throw forbidden('attendees_not_visible');
}
