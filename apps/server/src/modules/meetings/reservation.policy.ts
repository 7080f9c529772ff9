import type { ParsedReservationModel, Reservation } from '@portal/contracts/meetings/reservations';
import { ReservationStatus } from '@portal/contracts/meetings/reservations';
import { eq, type SQL, sql } from 'drizzle-orm';
import type { Actor } from '../../context.ts';
import type { DbOrTx } from '../../db/client.ts';
import * as t from '../../db/schema/all.ts';
import { AppError, businessRule, fieldError, forbidden, notFound } from '../../lib/app-error.ts';
import {
  canManageEvent,
  eventMemberCondition,
  eventParticipantCondition,
  isEventMember,
  registeredAttendeeCondition,
} from '../events/event.policy.ts';
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
 * with registered attendees, in a B2B session that has not ended; both must be event members
 * (events' isEventMember: a company user's company has event management), or the one asked
 * could never open the request.
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

/** Who takes part in meetings, as SQL over a user id column: a registered attendee who is an event member (events' eventParticipantCondition). */
export const meetingAttendeeCondition = (eventId: number, userId: SQL | typeof t.users.pkUserId): SQL =>
  eventParticipantCondition(eventId, userId);

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

/** A person's standing for meetings of the event: a registered attendee, an event member (the two facts of meetingAttendeeCondition). */
async function meetingStanding(db: DbOrTx, eventId: number, userId: number) {
  const [row] = await db
    .select({
      registered: sql<boolean>`${registeredAttendeeCondition(eventId, t.users.pkUserId)}`,
      member: sql<boolean>`${eventMemberCondition(t.users.pkUserId)}`,
    })
    .from(t.users)
    .where(eq(t.users.pkUserId, userId));
  return { registered: !!row?.registered, member: !!row?.member };
}

/**
 * Someone else who takes part in the event's meetings; 400 on `field` (the request field naming
 * them) otherwise: meeting_guest_not_registered, or meeting_guest_cannot_meet for a registered
 * attendee who is no event member.
 */
export async function requireMeetingAttendee(db: DbOrTx, eventId: number, userId: number, field: string): Promise<void> {
  const { registered, member } = await meetingStanding(db, eventId, userId);
  if (!registered) throw fieldError(field, 'meeting_guest_not_registered');
  if (!member) throw fieldError(field, 'meeting_guest_cannot_meet');
}

/** The caller takes part in meetings: a registered attendee (403 not_registered_on_event) and an event member (403 meetings_need_event_management). */
function checkMeetingCaller(actor: Actor, isAttending: boolean): void {
  if (!isAttending) throw forbidden('not_registered_on_event');
  if (!isEventMember(actor)) throw forbidden('meetings_need_event_management');
}

/**
 * The session, for a caller who may read its programme and takes part in its event's meetings:
 * the event's row, read once for the first, carries their registration (isAttending).
 */
export async function requireSessionAttendee(db: DbOrTx, actor: Actor, scheduleId: number): Promise<MeetingSession> {
  const session = await meetingSession(db, scheduleId);
  const { row } = await requireReadableProgramme(db, actor, session.fkEventId);
  checkMeetingCaller(actor, row.isAttending);
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
  const [{ row }, guest] = await Promise.all([
    requireReadableProgramme(db, actor, session.fkEventId),
    meetingStanding(db, session.fkEventId, input.fkGuestUserId),
  ]);
  checkMeetingCaller(actor, row.isAttending);
  checkOpenForMeetings(session);
  if (input.fkGuestUserId === actor.userId) throw fieldError('fkGuestUserId', 'meeting_with_yourself');
  if (!guest.registered) throw fieldError('fkGuestUserId', 'meeting_guest_not_registered');
  if (!guest.member) throw fieldError('fkGuestUserId', 'meeting_guest_cannot_meet');
  return { session, slot: requestedSlot(session, input.slotStart) };
}
