import type { ParsedReservationModel, Reservation } from '@portal/contracts/meetings/reservations';
import { ReservationStatus } from '@portal/contracts/meetings/reservations';
import { and, eq, type SQL, sql } from 'drizzle-orm';
import type { Actor } from '../../context.ts';
import type { DbOrTx } from '../../db/client.ts';
import * as t from '../../db/schema/all.ts';
import { AppError, businessRule, fieldError, forbidden, notFound } from '../../lib/app-error.ts';
import { canManageEvent } from '../events/event.policy.ts';
import { requireReadableProgramme } from '../schedules/schedule.policy.ts';
import { type MeetingSession, meetingSession } from './meeting-sessions.repository.ts';
import { requestedSlot, type Slot } from './meeting-slots.ts';
import { isLiveStatus, ofUser, reservationById } from './reservations.repository.ts';

/*
 * Who sees and changes a one-to-one meeting. A meeting is seen by its two people, the event's
 * organisers (main and assistant chambers' administrators) and the platform administrator
 * (event.policy's canManageEvent), by nobody else: others get 404 as if it did not exist. The
 * people act on it: the one it waits for accepts or rejects; either reschedules or cancels.
 * Meetings are asked for by registered attendees (accepted, not blocked) of the session's event,
 * with registered attendees, in a B2B session that has not ended.
 */

// Predicates.

/** The meeting's two people act on it (answer, move, cancel). */
export const canActOnMeeting = (actor: Actor, m: Pick<Reservation, 'reservingUser' | 'reservedUser'>) =>
  m.reservingUser.pkUserId === actor.userId || m.reservedUser.pkUserId === actor.userId;

/** Its two people and the event's organisers see a meeting. */
export const canSeeMeeting = (actor: Actor, m: Pick<Reservation, 'reservingUser' | 'reservedUser'>, organises: boolean) =>
  organises || canActOnMeeting(actor, m);

/** A request is answered by the person it waits for. */
export const canAnswerMeeting = (actor: Actor, m: Pick<Reservation, 'status' | 'awaitingUserId'>) =>
  m.status === ReservationStatus.requested && m.awaitingUserId === actor.userId;

// SQL conditions for lists.

/** canSeeMeeting as SQL for lists: every meeting for an organiser, else the caller's own. */
export const visibleMeetingsCondition = (actor: Actor, organises: boolean): SQL | undefined =>
  organises ? undefined : ofUser(actor.userId);

/**
 * A registered attendee as SQL over a user id column: an undeleted user with an accepted,
 * unblocked invitation to the event (linked to them or sent to their address).
 */
export const meetingAttendeeCondition = (eventId: number, userId: SQL | typeof t.users.pkUserId): SQL => sql`exists (
  select 1 from ${t.users} u join ${t.eventInvitations} i on i.fk_event_id = ${eventId}
    and (i.fk_user_id = u.pk_user_id or lower(i.email) = lower(u.email))
  where u.pk_user_id = ${userId} and u.deleted_at is null and i.is_accepted and not i.is_blocked)`;

// Checks of a loaded session or meeting.

/** A B2B session that takes meetings now: 422 schedule_not_b2b, meeting_session_over. */
export function checkOpenForMeetings(s: MeetingSession, now = new Date()): void {
  if (!s.isB2b) throw businessRule('schedule_not_b2b');
  if (s.end <= now) throw businessRule('meeting_session_over');
}

/** A live meeting (requested or accepted); 409 reservation_not_live otherwise. */
export function checkLiveMeeting(m: Pick<Reservation, 'status'>): void {
  if (!isLiveStatus(m.status)) throw new AppError('reservation_not_live', 409);
}

/** A request the actor must answer; 409 reservation_not_awaiting_you otherwise. */
export function checkAnswerableMeeting(actor: Actor, m: Pick<Reservation, 'status' | 'awaitingUserId'>): void {
  if (!canAnswerMeeting(actor, m)) throw new AppError('reservation_not_awaiting_you', 409);
}

// Guards by id.

/** The meeting, for someone who may see it; 404 reservation_not_found otherwise. */
export async function requireVisibleReservation(db: DbOrTx, actor: Actor, id: number): Promise<Reservation> {
  const m = await reservationById(db, id);
  if (!canSeeMeeting(actor, m, await canManageEvent(db, actor, m.fkEventId))) throw notFound('reservation_not_found');
  return m;
}

/** The meeting, for one of its two people; 404 as requireVisibleReservation, 403 reservation_not_yours for an organiser. */
export async function requireOwnReservation(db: DbOrTx, actor: Actor, id: number): Promise<Reservation> {
  const m = await requireVisibleReservation(db, actor, id);
  if (!canActOnMeeting(actor, m)) throw forbidden('reservation_not_yours');
  return m;
}

/** Whether a user is a registered attendee of the event (meetingAttendeeCondition, for one user). */
async function isRegisteredAttendee(db: DbOrTx, eventId: number, userId: number): Promise<boolean> {
  const [row] = await db
    .select({ id: t.users.pkUserId })
    .from(t.users)
    .where(and(eq(t.users.pkUserId, userId), meetingAttendeeCondition(eventId, t.users.pkUserId)));
  return !!row;
}

/** The refusal of someone else who is not a registered attendee, on the request field naming them. */
const notRegistered = (field: string) => fieldError(field, 'meeting_guest_not_registered');

/**
 * A registered attendee of the event, who may meet others; `field` names the request field for
 * someone else (400), else the caller is refused with 403 not_registered_on_event.
 */
export async function requireMeetingAttendee(db: DbOrTx, eventId: number, userId: number, field?: string): Promise<void> {
  if (await isRegisteredAttendee(db, eventId, userId)) return;
  if (field) throw notRegistered(field);
  throw forbidden('not_registered_on_event');
}

/**
 * The session, for a caller who may read its programme and is a registered attendee of its event:
 * the event's row, read once for the first, carries the second (isAttending).
 */
export async function requireSessionAttendee(db: DbOrTx, actor: Actor, scheduleId: number): Promise<MeetingSession> {
  const session = await meetingSession(db, scheduleId);
  const { row } = await requireReadableProgramme(db, actor, session.fkEventId);
  if (!row.isAttending) throw forbidden('not_registered_on_event');
  return session;
}

/**
 * A meeting request the caller may make (createReservation): the session's programme readable,
 * the caller and the guest registered attendees, the session open for meetings, a future slot of
 * it. The reads come first (the session, then the event with the caller's standing and the
 * guest's standing together); the refusals keep their order.
 */
export async function requireMeetingRequest(
  db: DbOrTx,
  actor: Actor,
  input: Pick<ParsedReservationModel, 'fkScheduleId' | 'fkGuestUserId' | 'slotStart'>,
): Promise<{ session: MeetingSession; slot: Slot }> {
  const session = await meetingSession(db, input.fkScheduleId);
  const [{ row }, guestAttends] = await Promise.all([
    requireReadableProgramme(db, actor, session.fkEventId),
    isRegisteredAttendee(db, session.fkEventId, input.fkGuestUserId),
  ]);
  if (!row.isAttending) throw forbidden('not_registered_on_event');
  checkOpenForMeetings(session);
  if (input.fkGuestUserId === actor.userId) throw fieldError('fkGuestUserId', 'meeting_with_yourself');
  if (!guestAttends) throw notRegistered('fkGuestUserId');
  return { session, slot: requestedSlot(session, input.slotStart) };
}
