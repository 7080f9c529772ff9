import {
  type ParsedReservationModel,
  type ParsedReservationReschedule,
  type Reservation,
  ReservationStatus,
} from '@portal/contracts/meetings/reservations';
import { NotificationType } from '@portal/contracts/notifications/notification-types';
import type { Actor, AppContext } from '../../context.ts';
import type { DbOrTx } from '../../db/client.ts';
import { fieldError } from '../../lib/app-error.ts';
import { pgCode, pgConstraint } from '../../lib/pg-errors.ts';
import { logAction } from '../logs/logs.service.ts';
import { publishNotifications } from '../notifications/notify.service.ts';
import { notifyOtherPerson } from './meeting-notifications.ts';
import { type MeetingSession, meetingSession } from './meeting-sessions.repository.ts';
import { chosenTable, requestedSlot, type Slot } from './meeting-slots.ts';
import { checkLiveMeeting, checkOpenForMeetings, requireMeetingRequest, requireOwnReservation } from './reservation.policy.ts';
import {
  insertReservation,
  lockLivePeople,
  lockReservation,
  lockTableChoice,
  freeTablesAt,
  reservationById,
  updateReservation,
} from './reservations.repository.ts';

/*
 * Asking for a meeting and moving one: both place it at a slot and a table. The path of a
 * request, file by file, is in docs/architecture.md ("A meeting request, file by file").
 */

const isTableTaken = (err: unknown) => pgCode(err) === '23P01' && pgConstraint(err) === 'user_reservations_table_slot_ex';

/** Tries at choosing a table: a table someone named meanwhile makes the portal choose again, a few times at most. */
const TABLE_CHOICE_ATTEMPTS = 5;

/**
 * Places a meeting at a slot: at the table asked for, else at the table a moved meeting has when
 * it is free there (`moving`), else at the lowest free one (chosenTable, as free-slots shows it).
 * Requests that let the portal choose take turns per session (an advisory lock), so that
 * concurrent ones fill different tables; a table someone named meanwhile is refused by the
 * database's constraint and the choice is made again.
 */
async function atFreeTable<T>(
  ctx: AppContext,
  s: MeetingSession,
  slot: Slot,
  asked: number | null | undefined,
  write: (tx: DbOrTx, table: number | null) => Promise<T>,
  moving?: { id: number; tableNumber: number | null },
): Promise<T> {
  if (s.isVirtual) return ctx.db.transaction((tx) => write(tx, null));
  if (asked) {
    if (asked > s.tableCount) throw fieldError('tableNumber', 'meeting_table_not_in_hall');
    return ctx.db.transaction((tx) => write(tx, asked));
  }
  for (let attempt = 1; ; attempt++) {
    try {
      return await ctx.db.transaction(async (tx) => {
        await lockTableChoice(tx, s.pkScheduleId);
        const free = await freeTablesAt(tx, s.pkScheduleId, slot.start, s.tableCount, moving?.id);
        const table = chosenTable(free, moving?.tableNumber);
        if (!table) throw fieldError('slotStart', 'meeting_no_free_table');
        return write(tx, table);
      });
    } catch (err) {
      if (!isTableTaken(err) || attempt >= TABLE_CHOICE_ATTEMPTS) throw err;
    }
  }
}

/** POST api/UserReservations: the caller asks another registered attendee for a meeting (type 9 to the guest). */
export async function createReservation(ctx: AppContext, actor: Actor, input: ParsedReservationModel): Promise<Reservation> {
  const { session, slot } = await requireMeetingRequest(ctx.db, actor, input);
  const { created, notes } = await atFreeTable(ctx, session, slot, input.tableNumber, async (tx, table) => {
    if (!(await lockLivePeople(tx, actor.userId, input.fkGuestUserId))) throw fieldError('fkGuestUserId', 'meeting_guest_cannot_meet');
    const id = await insertReservation(tx, {
      fkScheduleId: session.pkScheduleId,
      tableNumber: table,
      fkHostUserId: actor.userId,
      fkGuestUserId: input.fkGuestUserId,
      slotStart: slot.start,
      slotEnd: slot.end,
      status: ReservationStatus.requested,
      awaitingUserId: input.fkGuestUserId,
      note: input.note || null,
    });
    const created = await reservationById(tx, id);
    await logAction(tx, actor, 'create_reservation', 'user_reservation', id, { fkScheduleId: session.pkScheduleId });
    return { created, notes: await notifyOtherPerson(tx, actor, created, NotificationType.invitedToMeeting) };
  });
  await publishNotifications(ctx, notes);
  return created;
}

/** reschedule-reservation: either person moves a live meeting to another free slot (and table); the other answers again (type 17). */
export async function rescheduleReservation(ctx: AppContext, actor: Actor, input: ParsedReservationReschedule): Promise<Reservation> {
  const id = input.pkUserReservationId;
  const before = await requireOwnReservation(ctx.db, actor, id);
  checkLiveMeeting(before);
  const s = await meetingSession(ctx.db, before.fkScheduleId);
  checkOpenForMeetings(s);
  const slot = requestedSlot(s, input.slotStart);
  const other = before.reservingUser.pkUserId === actor.userId ? before.reservedUser.pkUserId : before.reservingUser.pkUserId;
  const { moved, notes } = await atFreeTable(
    ctx,
    s,
    slot,
    input.tableNumber,
    async (tx, table) => {
      await lockReservation(tx, id);
      const m = await reservationById(tx, id);
      checkLiveMeeting(m);
      await updateReservation(tx, id, {
        slotStart: slot.start,
        slotEnd: slot.end,
        tableNumber: table,
        status: ReservationStatus.requested,
        awaitingUserId: other,
      });
      await logAction(tx, actor, 'reschedule_reservation', 'user_reservation', id, { from: m.start, to: slot.start });
      const moved = await reservationById(tx, id);
      return { moved, notes: await notifyOtherPerson(tx, actor, moved, NotificationType.meetingRescheduled) };
    },
    { id, tableNumber: before.tableNumber },
  );
  await publishNotifications(ctx, notes);
  return moved;
}
