import type { Reservation } from '@portal/contracts/meetings/reservations';
import { sessionTimelinePath } from '@portal/contracts/common/portal-links';
import type { MeetingNotificationType } from '@portal/contracts/notifications/notification-content';
import { NotificationType } from '@portal/contracts/notifications/notification-types';
import type { Actor } from '../../context.ts';
import type { DbOrTx } from '../../db/client.ts';
import { writeNotifications } from '../notifications/notify.service.ts';

const personName = (p: Reservation['reservingUser']) => `${p.firstName} ${p.lastName}`;

/**
 * Tells the other person of a meeting what the actor did (types 6, 7, 9, 17), in the write's
 * transaction; returns what to publish after commit.
 */
export function notifyOtherPerson(tx: DbOrTx, actor: Actor, m: Reservation, type: MeetingNotificationType) {
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
