import type {
  FreeSlots,
  FreeSlotsQuery,
  MeetingPlace,
  MySession,
  ParsedMyReservationsSearch,
  ParsedReservationSearch,
  Reservation,
  ReservationGrid,
  ReservationPage,
} from '@portal/contracts/meetings/reservations';
import { totalPages } from '@portal/contracts/common/paging';
import type { Actor, AppContext } from '../../context.ts';
import type { DbOrTx } from '../../db/client.ts';
import { offsetOf } from '../../lib/paging.ts';
import { canJoinOnlineRoom, canManageEvent, requireManagedEvent } from '../events/event.policy.ts';
import { requireReadableProgramme } from '../schedules/schedule.policy.ts';
import { portalClock } from '../../lib/portal-clock.ts';
import { type MeetingSession, meetingSession } from './meeting-sessions.repository.ts';
import { chosenTable, freeTables, overlaps, sessionSlots, slotView } from './meeting-slots.ts';
import {
  requireMeetingAttendee,
  requireSessionAttendee,
  requireVisibleReservation,
  visibleMeetingsCondition,
} from './reservation.policy.ts';
import { availabilityOf, busyTimes, liveReservations, reservationPageRows } from './reservations.repository.ts';

/** More meetings than one person has in a session: "my session" lists them all on one page. */
const MY_SESSION_ROWS_MAX = 500;

/** GET api/UserReservations/{id}: its two people, the organisers, the platform administrator. */
export const getReservation = (ctx: AppContext, actor: Actor, id: number): Promise<Reservation> =>
  requireVisibleReservation(ctx.db, actor, id);

/** get-reservations-for-schedule: organisers every meeting of the session, attendees their own. */
export async function reservationsOfSchedule(ctx: AppContext, actor: Actor, q: ParsedReservationSearch): Promise<ReservationPage> {
  const s = await meetingSession(ctx.db, q.fkScheduleId);
  await requireReadableProgramme(ctx.db, actor, s.fkEventId);
  const organises = await canManageEvent(ctx.db, actor, s.fkEventId);
  const { rows, total } = await reservationPageRows(
    ctx.db,
    {
      scheduleId: s.pkScheduleId,
      userId: q.fkUserId,
      status: q.status,
      name: q.name,
      tableNumber: q.tableNumber,
      visible: visibleMeetingsCondition(actor, organises),
    },
    { limit: q.pageSize, offset: offsetOf(q.pageNum, q.pageSize) },
  );
  return { reservations: rows, totalPages: totalPages(total, q.pageSize), totalCount: total };
}

/** get-reservations-for-schedule-grouped: the organisers' grid of live meetings by slot. */
export async function reservationGrid(ctx: AppContext, actor: Actor, scheduleId: number): Promise<ReservationGrid> {
  const s = await meetingSession(ctx.db, scheduleId);
  await requireManagedEvent(ctx.db, actor, s.fkEventId);
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
  await requireReadableProgramme(ctx.db, actor, s.fkEventId);
  const [availability, live, free] = await Promise.all([
    availabilityOf(ctx.db, scheduleId, actor.userId),
    liveReservations(ctx.db, scheduleId),
    freeSlotsOf(ctx.db, s, actor.userId),
  ]);
  const { rows } = await reservationPageRows(ctx.db, { scheduleId, userId: actor.userId }, { limit: MY_SESSION_ROWS_MAX, offset: 0 });
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
export async function freeSlotsWith(ctx: AppContext, actor: Actor, q: FreeSlotsQuery): Promise<FreeSlots> {
  const { fkScheduleId: scheduleId, fkUserId: userId } = q;
  const s = await requireSessionAttendee(ctx.db, actor, scheduleId);
  await requireMeetingAttendee(ctx.db, s.fkEventId, userId, 'fkUserId');
  const [mine, theirs, live] = await Promise.all([
    freeSlotsOf(ctx.db, s, actor.userId),
    freeSlotsOf(ctx.db, s, userId),
    liveReservations(ctx.db, scheduleId),
  ]);
  const now = Date.now();
  const slots = sessionSlots(s)
    .filter((slot) => slot.start.getTime() > now && mine.has(slot.start.getTime()) && theirs.has(slot.start.getTime()))
    .map((slot) => {
      const free = freeTables(s, live, slot);
      return s.isVirtual
        ? { ...slotView(slot), freeTables: 1, tableNumber: null }
        : { ...slotView(slot), freeTables: free.length, tableNumber: chosenTable(free, q.keepTable) };
    })
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
 * get-event-place-type/{scheduleId}: the event's place type and its online link, the link only for
 * those who may join the online room (the same rule as the event's details: GET api/Events/{id}).
 */
export async function meetingPlace(ctx: AppContext, actor: Actor, scheduleId: number): Promise<MeetingPlace> {
  const s = await meetingSession(ctx.db, scheduleId);
  const view = await requireReadableProgramme(ctx.db, actor, s.fkEventId);
  return { fkEventPlaceTypeId: s.fkEventPlaceTypeId, onlineLink: canJoinOnlineRoom(view, view.row) ? s.onlineLink : null };
}
