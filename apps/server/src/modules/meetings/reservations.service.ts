import {
  type MeetingPlace,
  type MySession,
  type FreeSlots,
  type ParsedAvailabilityModel,
  type ParsedMyReservationsSearch,
  type ParsedReservationModel,
  type ParsedReservationReschedule,
  type ParsedReservationSearch,
  type Reservation,
  type ReservationGrid,
  type ReservationPage,
  ReservationStatus,
} from '@portal/contracts/meetings/reservations';
import { totalPages } from '@portal/contracts/common/paging';
import { sessionTimelinePath } from '@portal/contracts/common/portal-links';
import type { MeetingNotificationType } from '@portal/contracts/notifications/notification-content';
import { NotificationType } from '@portal/contracts/notifications/notification-types';
import { and, eq, sql } from 'drizzle-orm';
import type { Actor, AppContext } from '../../context.ts';
import type { DbOrTx } from '../../db/client.ts';
import * as t from '../../db/schema/all.ts';
import { AppError, fieldError, forbidden } from '../../lib/app-error.ts';
import { offsetOf } from '../../lib/paging.ts';
import { pgCode, pgConstraint } from '../../lib/pg-errors.ts';
import { rawRows } from '../../lib/raw-rows.ts';
import { canManageEvent } from '../events/event.policy.ts';
import { logAction } from '../logs/logs.service.ts';
import { publishNotifications, writeNotifications } from '../notifications/notify.service.ts';
import { viewProgramme } from '../schedules/schedule.policy.ts';
import { portalClock, portalInstant } from '../schedules/schedule-times.ts';
import {
  type MeetingSession,
  meetingSession,
  overlaps,
  requireOpenForMeetings,
  type Slot,
  sessionSlots,
  slotAt,
  slotView,
} from './meeting-session.ts';
import { requireMeetingAttendee, requireMeetingPerson, requireVisibleReservation, visibleReservations } from './reservation.policy.ts';
import {
  availabilityOf,
  busyTimes,
  liveReservations,
  reservationById,
  reservationPageRows,
  takenTables,
} from './reservations.repository.ts';

const r = t.userReservations;

/** The slot a request names, in the future; 400 on slotStart otherwise. */
function requestedSlot(s: MeetingSession, clock: string, now = new Date()): Slot {
  const slot = slotAt(s, clock);
  if (slot.start <= now) throw fieldError('slotStart', 'meeting_slot_past');
  return slot;
}

/** Tables free at a slot: 1..tableCount without a live meeting (none to choose at a virtual event). */
function freeTables(s: MeetingSession, live: Pick<Reservation, 'start' | 'tableNumber'>[], slot: Slot): number[] {
  const taken = new Set(live.filter((m) => Date.parse(m.start) === slot.start.getTime()).map((m) => m.tableNumber));
  const all = Array.from({ length: s.tableCount }, (_, i) => i + 1);
  return all.filter((n) => !taken.has(n));
}

const isTableTaken = (err: unknown) => pgCode(err) === '23P01' && pgConstraint(err) === 'user_reservations_table_slot_ex';

/** Advisory lock namespace: requests that let the portal choose a table take turns per session. */
const TABLE_CHOICE_LOCK = 1401;

/**
 * Places a meeting at a slot: at the table asked for, or at the lowest free one. Requests that
 * let the portal choose take turns per session (an advisory lock), so that concurrent ones fill
 * different tables; a table someone named meanwhile is refused by the database's constraint and
 * the choice is made again.
 */
async function atFreeTable<T>(
  ctx: AppContext,
  s: MeetingSession,
  slot: Slot,
  asked: number | null | undefined,
  write: (tx: DbOrTx, table: number | null) => Promise<T>,
): Promise<T> {
  if (s.isVirtual) return ctx.db.transaction((tx) => write(tx, null));
  if (asked) {
    if (asked > s.tableCount) throw fieldError('tableNumber', 'meeting_table_not_in_hall');
    return ctx.db.transaction((tx) => write(tx, asked));
  }
  for (let attempt = 0; ; attempt++) {
    try {
      return await ctx.db.transaction(async (tx) => {
        await tx.execute(sql`select pg_advisory_xact_lock(${TABLE_CHOICE_LOCK}, ${s.pkScheduleId})`);
        const [table] = freeTables(s, await takenTables(tx, s.pkScheduleId, slot.start), slot);
        if (!table) throw fieldError('slotStart', 'meeting_no_free_table');
        return write(tx, table);
      });
    } catch (err) {
      if (!isTableTaken(err) || attempt >= 4) throw err;
    }
  }
}

const personName = (p: Reservation['reservingUser']) => `${p.firstName} ${p.lastName}`;

/** Tells the other person of a meeting what the actor did (types 6, 7, 9, 17), in the write's transaction. */
function notifyOther(tx: DbOrTx, actor: Actor, m: Reservation, type: MeetingNotificationType) {
  const actorIsHost = m.reservingUser.pkUserId === actor.userId;
  const other = actorIsHost ? m.reservedUser : m.reservingUser;
  const me = actorIsHost ? m.reservingUser : m.reservedUser;
  return writeNotifications(tx, {
    userIds: [other.pkUserId],
    content: {
      type,
      eventId: m.fkEventId,
      scheduleId: m.fkScheduleId,
      reservationId: m.pkUserReservationId,
      name: personName(me),
      day: m.day,
      start: m.startTime,
    },
    // Spec-1 section 4: a declined meeting opens the timeline at it (reservationId query).
    link: sessionTimelinePath(m.fkEventId, m.fkScheduleId, type === NotificationType.meetingRejected ? m.pkUserReservationId : null),
  });
}

/** POST api/UserReservations: the caller asks another registered attendee for a meeting (type 9 to the guest). */
export async function createReservation(ctx: AppContext, actor: Actor, input: ParsedReservationModel): Promise<Reservation> {
  const s = await meetingSession(ctx.db, input.fkScheduleId);
  await viewProgramme(ctx.db, actor, s.fkEventId);
  await requireMeetingAttendee(ctx.db, s.fkEventId, actor.userId);
  requireOpenForMeetings(s);
  if (input.fkGuestUserId === actor.userId) throw fieldError('fkGuestUserId', 'meeting_with_yourself');
  await requireMeetingAttendee(ctx.db, s.fkEventId, input.fkGuestUserId, 'fkGuestUserId');
  const slot = requestedSlot(s, input.slotStart);
  const { id, notes } = await atFreeTable(ctx, s, slot, input.tableNumber, async (tx, table) => {
    const [{ id }] = await tx
      .insert(r)
      .values({
        fkScheduleId: s.pkScheduleId,
        tableNumber: table,
        fkHostUserId: actor.userId,
        fkGuestUserId: input.fkGuestUserId,
        slotStart: slot.start,
        slotEnd: slot.end,
        status: ReservationStatus.requested,
        awaitingUserId: input.fkGuestUserId,
        note: input.note || null,
      })
      .returning({ id: r.pkUserReservationId });
    const created = await reservationById(tx, id);
    await logAction(tx, actor, 'create_reservation', 'user_reservation', id, { fkScheduleId: s.pkScheduleId });
    return { id, notes: await notifyOther(tx, actor, created, NotificationType.invitedToMeeting) };
  });
  await publishNotifications(ctx, notes);
  return reservationById(ctx.db, id);
}

/** GET api/UserReservations/{id}: its two people, the organisers, the platform administrator. */
export async function getReservation(ctx: AppContext, actor: Actor, id: number): Promise<Reservation> {
  const m = await reservationById(ctx.db, id);
  await requireVisibleReservation(ctx.db, actor, m);
  return m;
}

/**
 * Changes a meeting's state under a row lock (two answers at once: one wins, the other sees the
 * new state), then tells the other person.
 */
async function changeReservation(
  ctx: AppContext,
  actor: Actor,
  id: number,
  change: (tx: DbOrTx, m: Reservation) => Promise<{ action: string; type: MeetingNotificationType | null }>,
): Promise<Reservation> {
  const notes = await ctx.db.transaction(async (tx) => {
    await tx.execute(sql`select 1 from ${r} where ${r.pkUserReservationId} = ${id} for update`);
    const m = await reservationById(tx, id);
    await requireMeetingPerson(tx, actor, m);
    const { action, type } = await change(tx, m);
    await logAction(tx, actor, action, 'user_reservation', id, { fkScheduleId: m.fkScheduleId });
    return type ? notifyOther(tx, actor, await reservationById(tx, id), type) : [];
  });
  await publishNotifications(ctx, notes);
  return reservationById(ctx.db, id);
}

const setStatus = (tx: DbOrTx, id: number, values: Partial<typeof r.$inferInsert>) =>
  tx
    .update(r)
    .set({ ...values, updatedAt: new Date() })
    .where(eq(r.pkUserReservationId, id));

/** A request the actor must answer; 409 reservation_not_awaiting_you otherwise. */
function requireAwaitingActor(actor: Actor, m: Reservation) {
  if (m.status !== ReservationStatus.requested || m.awaitingUserId !== actor.userId)
    throw new AppError('reservation_not_awaiting_you', 409);
}

/** accept-reservation: the person it waits for accepts (type 6 to the other). */
export const acceptReservation = (ctx: AppContext, actor: Actor, id: number) =>
  changeReservation(ctx, actor, id, async (tx, m) => {
    requireAwaitingActor(actor, m);
    await setStatus(tx, id, { status: ReservationStatus.accepted, awaitingUserId: null });
    return { action: 'accept_reservation', type: NotificationType.meetingAccepted };
  });

/** reject-reservation: the person it waits for declines (type 7 to the other); table and time are freed. */
export const rejectReservation = (ctx: AppContext, actor: Actor, id: number) =>
  changeReservation(ctx, actor, id, async (tx, m) => {
    requireAwaitingActor(actor, m);
    await setStatus(tx, id, { status: ReservationStatus.rejected, awaitingUserId: null, endReason: 'rejected' });
    return { action: 'reject_reservation', type: NotificationType.meetingRejected };
  });

/** cancel-reservation: either person calls a live meeting off (type 7 to the other: the meeting will not take place). */
export const cancelReservation = (ctx: AppContext, actor: Actor, id: number) =>
  changeReservation(ctx, actor, id, async (tx, m) => {
    if (m.status !== ReservationStatus.requested && m.status !== ReservationStatus.accepted)
      throw new AppError('reservation_not_live', 409);
    await setStatus(tx, id, { status: ReservationStatus.cancelled, awaitingUserId: null, endReason: 'cancelled' });
    return { action: 'cancel_reservation', type: NotificationType.meetingRejected };
  });

/** reschedule-reservation: either person moves a live meeting to another free slot (and table); the other answers again (type 17). */
export async function rescheduleReservation(ctx: AppContext, actor: Actor, input: ParsedReservationReschedule): Promise<Reservation> {
  const before = await reservationById(ctx.db, input.pkUserReservationId);
  await requireMeetingPerson(ctx.db, actor, before);
  if (before.status !== ReservationStatus.requested && before.status !== ReservationStatus.accepted) {
    throw new AppError('reservation_not_live', 409);
  }
  const s = await meetingSession(ctx.db, before.fkScheduleId);
  requireOpenForMeetings(s);
  const slot = requestedSlot(s, input.slotStart);
  const other = before.reservingUser.pkUserId === actor.userId ? before.reservedUser.pkUserId : before.reservingUser.pkUserId;
  const keepsTable = !input.tableNumber && before.tableNumber && Date.parse(before.start) === slot.start.getTime();
  const notes = await atFreeTable(ctx, s, slot, keepsTable ? before.tableNumber : input.tableNumber, async (tx, table) => {
    await tx.execute(sql`select 1 from ${r} where ${r.pkUserReservationId} = ${before.pkUserReservationId} for update`);
    const m = await reservationById(tx, before.pkUserReservationId);
    if (m.status !== ReservationStatus.requested && m.status !== ReservationStatus.accepted)
      throw new AppError('reservation_not_live', 409);
    await setStatus(tx, m.pkUserReservationId, {
      slotStart: slot.start,
      slotEnd: slot.end,
      tableNumber: table,
      status: ReservationStatus.requested,
      awaitingUserId: other,
    });
    await logAction(tx, actor, 'reschedule_reservation', 'user_reservation', m.pkUserReservationId, { from: m.start, to: slot.start });
    return notifyOther(tx, actor, await reservationById(tx, m.pkUserReservationId), NotificationType.meetingRescheduled);
  });
  await publishNotifications(ctx, notes);
  return reservationById(ctx.db, input.pkUserReservationId);
}

/** get-reservations-for-schedule: organisers every meeting of the session, attendees their own. */
export async function reservationsOfSchedule(ctx: AppContext, actor: Actor, q: ParsedReservationSearch): Promise<ReservationPage> {
  const s = await meetingSession(ctx.db, q.fkScheduleId);
  await viewProgramme(ctx.db, actor, s.fkEventId);
  const organises = await canManageEvent(ctx.db, actor, s.fkEventId);
  const { rows, total } = await reservationPageRows(
    ctx.db,
    {
      scheduleId: s.pkScheduleId,
      userId: q.fkUserId,
      status: q.status,
      name: q.name,
      tableNumber: q.tableNumber,
      visible: visibleReservations(actor, organises),
    },
    { limit: q.pageSize, offset: offsetOf(q.pageNum, q.pageSize) },
  );
  return { reservations: rows, totalPages: totalPages(total, q.pageSize), totalCount: total };
}

/** get-reservations-for-schedule-grouped: the organisers' grid of live meetings by slot. */
export async function reservationGrid(ctx: AppContext, actor: Actor, scheduleId: number): Promise<ReservationGrid> {
  const s = await meetingSession(ctx.db, scheduleId);
  if (!(await canManageEvent(ctx.db, actor, s.fkEventId))) throw forbidden('event_not_editable');
  const live = await liveReservations(ctx.db, scheduleId);
  return {
    fkScheduleId: scheduleId,
    tableCount: s.tableCount,
    slots: sessionSlots(s).map((slot) => ({
      ...slotView(slot),
      reservations: live.filter((m) => Date.parse(m.start) === slot.start.getTime()),
    })),
  };
}

/** The slots a person is free in: inside their availability and not in another live meeting. */
async function freeSlotsOf(db: DbOrTx, s: MeetingSession, userId: number): Promise<Set<number>> {
  const availability = await availabilityOf(db, s.pkScheduleId, userId);
  const busy = await busyTimes(db, userId, s.start, s.end);
  const free = new Set<number>();
  for (const slot of sessionSlots(s)) {
    const inside = !availability || (slot.start >= availability.availableFrom && slot.end <= availability.availableTo);
    if (inside && !busy.some((b) => overlaps(slot, b))) free.add(slot.start.getTime());
  }
  return free;
}

/** get-reservations-for-current-user-on-session: the caller's meetings, availability and slots. */
export async function mySession(ctx: AppContext, actor: Actor, scheduleId: number): Promise<MySession> {
  const s = await meetingSession(ctx.db, scheduleId);
  await viewProgramme(ctx.db, actor, s.fkEventId);
  const [availability, live, free] = await Promise.all([
    availabilityOf(ctx.db, scheduleId, actor.userId),
    liveReservations(ctx.db, scheduleId),
    freeSlotsOf(ctx.db, s, actor.userId),
  ]);
  const { rows } = await reservationPageRows(ctx.db, { scheduleId, userId: actor.userId }, { limit: 500, offset: 0 });
  return {
    fkScheduleId: scheduleId,
    availableFrom: availability ? portalClock(availability.availableFrom).time : null,
    availableTo: availability ? portalClock(availability.availableTo).time : null,
    tableCount: s.tableCount,
    isVirtual: s.isVirtual,
    reservations: rows,
    slots: sessionSlots(s).map((slot) => ({
      ...slotView(slot),
      isFree: free.has(slot.start.getTime()),
      freeTables: s.isVirtual ? 1 : freeTables(s, live, slot).length,
    })),
  };
}

/** free-slots: where the caller and another registered attendee could meet (both free, a table free, in the future). */
export async function freeSlotsWith(ctx: AppContext, actor: Actor, scheduleId: number, userId: number): Promise<FreeSlots> {
  const s = await meetingSession(ctx.db, scheduleId);
  await viewProgramme(ctx.db, actor, s.fkEventId);
  await requireMeetingAttendee(ctx.db, s.fkEventId, actor.userId);
  await requireMeetingAttendee(ctx.db, s.fkEventId, userId, 'fkUserId');
  const [mine, theirs, live] = await Promise.all([
    freeSlotsOf(ctx.db, s, actor.userId),
    freeSlotsOf(ctx.db, s, userId),
    liveReservations(ctx.db, scheduleId),
  ]);
  const now = Date.now();
  const slots = sessionSlots(s)
    .filter((slot) => slot.start.getTime() > now && mine.has(slot.start.getTime()) && theirs.has(slot.start.getTime()))
    .map((slot) => ({ ...slotView(slot), freeTables: s.isVirtual ? 1 : freeTables(s, live, slot).length }))
    .filter((slot) => slot.freeTables > 0);
  return { slots };
}

/** get-reservations-for-user: the caller's meetings (of an event), in time order. */
export async function myReservations(ctx: AppContext, actor: Actor, q: ParsedMyReservationsSearch): Promise<ReservationPage> {
  const { rows, total } = await reservationPageRows(
    ctx.db,
    { eventId: q.fkEventId ?? undefined, userId: actor.userId, status: q.status },
    { limit: q.pageSize, offset: offsetOf(q.pageNum, q.pageSize) },
  );
  return { reservations: rows, totalPages: totalPages(total, q.pageSize), totalCount: total };
}

/**
 * set-availability: when the caller is available during the session (both times null: all of it).
 * Refused while one of their live meetings would fall outside (meeting_outside_availability).
 */
export async function setAvailability(ctx: AppContext, actor: Actor, input: ParsedAvailabilityModel): Promise<MySession> {
  const s = await meetingSession(ctx.db, input.fkScheduleId);
  await viewProgramme(ctx.db, actor, s.fkEventId);
  await requireMeetingAttendee(ctx.db, s.fkEventId, actor.userId);
  requireOpenForMeetings(s);
  const day = portalClock(s.start).day;
  const range =
    input.availableFrom && input.availableTo
      ? { from: portalInstant(day, input.availableFrom), to: portalInstant(day, input.availableTo) }
      : null;
  if (range && (range.from < s.start || range.to > s.end)) throw fieldError('availableFrom', 'meeting_availability_outside_session');
  await ctx.db.transaction(async (tx) => {
    const a = t.meetingAvailability;
    // The person's meetings are locked so that a request cannot slip in outside the new range.
    const mine = await rawRows<{ start: string | Date; end: string | Date }>(
      tx,
      sql`select ${r.slotStart} as start, ${r.slotEnd} as "end" from ${r} where ${r.fkScheduleId} = ${s.pkScheduleId}
          and (${r.fkHostUserId} = ${actor.userId} or ${r.fkGuestUserId} = ${actor.userId}) and ${r.status} in ('requested', 'accepted') for update`,
    );
    const outside = mine.some((m) => range && (new Date(m.start) < range.from || new Date(m.end) > range.to));
    if (outside) throw fieldError('availableFrom', 'meeting_outside_availability');
    await tx.delete(a).where(and(eq(a.fkScheduleId, s.pkScheduleId), eq(a.fkUserId, actor.userId)));
    if (range)
      await tx.insert(a).values({ fkScheduleId: s.pkScheduleId, fkUserId: actor.userId, availableFrom: range.from, availableTo: range.to });
  });
  return mySession(ctx, actor, s.pkScheduleId);
}

/** get-event-place-type/{scheduleId}: the event's place type and, for the meeting's people, its link. */
export async function meetingPlace(ctx: AppContext, actor: Actor, scheduleId: number): Promise<MeetingPlace> {
  const s = await meetingSession(ctx.db, scheduleId);
  await viewProgramme(ctx.db, actor, s.fkEventId);
  return { fkEventPlaceTypeId: s.fkEventPlaceTypeId, onlineLink: s.onlineLink };
}
