import { NotificationType } from '@portal/contracts/notifications/notification-types';
import { sessionTimelinePath } from '@portal/contracts/common/portal-links';
import type { DbOrTx } from '../../db/client.ts';
import { portalClock } from '../../lib/portal-clock.ts';
import { findUserById } from '../accounts/users.repository.ts';
import { writeNotifications } from '../notifications/notify.service.ts';
import { cancelComingMeetingsOf, eventIdsOfSessions } from './meeting-cascades.repository.ts';

/**
 * Frees a person's coming meetings when they leave (removed from the platform: user_removed;
 * blocked on an event: user_blocked, that event's only): the meetings are cancelled in the
 * caller's transaction and the other people get notification type 18 (eventId;scheduleId;
 * reservationId;name;day;start, as the other meeting notifications). Returns the notifications
 * to publish after commit. Runs as the handler of accounts' personRemoved and events'
 * personBlockedOnEvent (meeting-cascades.ts).
 */
export async function freeMeetingsOf(tx: DbOrTx, userId: number, reason: 'user_removed' | 'user_blocked', eventId?: number) {
  const freed = await cancelComingMeetingsOf(tx, userId, reason, eventId);
  if (!freed.length) return [];
  const user = await findUserById(tx, userId);
  const events = await eventIdsOfSessions(
    tx,
    freed.map((m) => m.scheduleId),
  );
  const notes = [];
  for (const m of freed) {
    const meetingEventId = events.get(m.scheduleId) ?? 0;
    const start = portalClock(m.start);
    notes.push(
      ...(await writeNotifications(tx, {
        userIds: [m.host === userId ? m.guest : m.host],
        content: {
          type: NotificationType.meetingUserRemoved,
          eventId: meetingEventId,
          scheduleId: m.scheduleId,
          reservationId: m.id,
          // Empty for an erased person: the web reads it as "a former user".
          name: user ? `${user.firstName} ${user.lastName}`.trim() : '',
          day: start.day,
          start: start.time,
        },
        link: sessionTimelinePath(meetingEventId, m.scheduleId),
      })),
    );
  }
  return notes;
}
