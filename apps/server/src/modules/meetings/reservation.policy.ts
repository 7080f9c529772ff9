import type { Reservation } from '@portal/contracts/meetings/reservations';
import { type SQL, sql } from 'drizzle-orm';
import type { Actor } from '../../context.ts';
import type { DbOrTx } from '../../db/client.ts';
import * as t from '../../db/schema/all.ts';
import { fieldError, forbidden, notFound } from '../../lib/app-error.ts';
import { canManageEvent } from '../events/event.policy.ts';
import { userInvitation } from '../events/invitations.repository.ts';
import { ofUser } from './reservations.repository.ts';

/*
 * Who sees and changes a one-to-one meeting. A meeting is seen by its two people, the event's
 * organisers (main and assistant chambers' administrators) and the platform administrator
 * (event.policy's canManageEvent), by nobody else: others get 404 as if it did not exist. The
 * people act on it: the one it waits for accepts or rejects; either reschedules or cancels.
 */

export const isInMeeting = (actor: Actor, m: Pick<Reservation, 'reservingUser' | 'reservedUser'>) =>
  m.reservingUser.pkUserId === actor.userId || m.reservedUser.pkUserId === actor.userId;

/** The same rule as SQL for lists: every meeting for an organiser, else the caller's own. */
export const visibleReservations = (actor: Actor, organises: boolean): SQL | undefined => (organises ? undefined : ofUser(actor.userId));

/** The meeting for someone who may see it; 404 reservation_not_found otherwise. */
export async function requireVisibleReservation(db: DbOrTx, actor: Actor, m: Reservation): Promise<{ organises: boolean }> {
  if (isInMeeting(actor, m)) return { organises: await canManageEvent(db, actor, m.fkEventId) };
  if (await canManageEvent(db, actor, m.fkEventId)) return { organises: true };
  throw notFound('reservation_not_found');
}

/** The meeting's own person; 403 reservation_not_yours for an organiser who only sees it. */
export async function requireMeetingPerson(db: DbOrTx, actor: Actor, m: Reservation): Promise<void> {
  await requireVisibleReservation(db, actor, m);
  if (!isInMeeting(actor, m)) throw forbidden('reservation_not_yours');
}

/**
 * The same rule as SQL over a user id column: an undeleted user with an accepted, unblocked
 * invitation to the event (linked to them or sent to their address).
 */
export const isMeetingAttendee = (eventId: number, userId: SQL | typeof t.users.pkUserId): SQL => sql`exists (
  select 1 from ${t.users} u join ${t.eventInvitations} i on i.fk_event_id = ${eventId}
    and (i.fk_user_id = u.pk_user_id or lower(i.email) = lower(u.email))
  where u.pk_user_id = ${userId} and u.deleted_at is null and i.is_accepted and not i.is_blocked)`;

/**
 * A registered attendee (invitation accepted, not blocked) of the event, who may meet others;
 * `field` names the request field for someone else (the guest), else the caller is refused with 403.
 */
export async function requireMeetingAttendee(db: DbOrTx, eventId: number, userId: number, field?: string): Promise<void> {
  const invitation = await userInvitation(db, eventId, userId).catch(() => null);
  if (invitation?.isAccepted && !invitation.isBlocked) return;
  if (field) throw fieldError(field, 'meeting_guest_not_registered');
  throw forbidden('not_registered_on_event');
}
