import type { LogAction } from '@portal/contracts/logs/log-codes';
import { type Reservation, ReservationStatus } from '@portal/contracts/meetings/reservations';
import type { MeetingNotificationType } from '@portal/contracts/notifications/notification-content';
import { NotificationType } from '@portal/contracts/notifications/notification-types';
import type { Actor, AppContext } from '../../context.ts';
import type * as t from '../../db/schema/all.ts';
import { logAction } from '../logs/logs.service.ts';
import { publishNotifications } from '../notifications/notify.service.ts';
import { notifyOtherPerson } from './meeting-notifications.ts';
import { checkAnswerableMeeting, checkLiveMeeting, requireOwnReservation } from './reservation.policy.ts';
import { lockReservation, reservationById, updateReservation } from './reservations.repository.ts';

/** What an answer does to a meeting it may change: the new values, the log action, what the other person is told. */
interface Answer {
  values: Partial<typeof t.userReservations.$inferInsert>;
  action: LogAction;
  type: MeetingNotificationType;
}

/**
 * Changes a meeting's state under a row lock (two answers at once: one wins, the other sees the
 * new state), for one of its people, then tells the other person.
 */
async function answerMeeting(ctx: AppContext, actor: Actor, id: number, answer: (m: Reservation) => Answer): Promise<Reservation> {
  const { after, notes } = await ctx.db.transaction(async (tx) => {
    await lockReservation(tx, id);
    const m = await requireOwnReservation(tx, actor, id);
    const { values, action, type } = answer(m);
    await updateReservation(tx, id, values);
    await logAction(tx, actor, action, 'user_reservation', id, { fkScheduleId: m.fkScheduleId });
    const after = await reservationById(tx, id);
    return { after, notes: await notifyOtherPerson(tx, actor, after, type) };
  });
  await publishNotifications(ctx, notes);
  return after;
}

/** accept-reservation: the person it waits for accepts (type 6 to the other). */
export const acceptReservation = (ctx: AppContext, actor: Actor, id: number) =>
  answerMeeting(ctx, actor, id, (m) => {
    checkAnswerableMeeting(actor, m);
    return {
      values: { status: ReservationStatus.accepted, awaitingUserId: null },
      action: 'accept_reservation',
      type: NotificationType.meetingAccepted,
    };
  });

/** reject-reservation: the person it waits for declines (type 7 to the other); table and time are freed. */
export const rejectReservation = (ctx: AppContext, actor: Actor, id: number) =>
  answerMeeting(ctx, actor, id, (m) => {
    checkAnswerableMeeting(actor, m);
    return {
      values: { status: ReservationStatus.rejected, awaitingUserId: null, endReason: 'rejected' },
      action: 'reject_reservation',
      type: NotificationType.meetingRejected,
    };
  });

/** cancel-reservation: either person calls a live meeting off (type 7 to the other: the meeting will not take place). */
export const cancelReservation = (ctx: AppContext, actor: Actor, id: number) =>
  answerMeeting(ctx, actor, id, (m) => {
    checkLiveMeeting(m);
    return {
      values: { status: ReservationStatus.cancelled, awaitingUserId: null, endReason: 'cancelled' },
      action: 'cancel_reservation',
      type: NotificationType.meetingRejected,
    };
  });
