import { sessionInterestedUsersPath } from '@portal/contracts/common/portal-links';
import { NotificationType } from '@portal/contracts/notifications/notification-types';
import type { DbOrTx } from '../../db/client.ts';
import { AppError } from '../../lib/app-error.ts';
import { writeNotifications } from '../notifications/notify.service.ts';

/**
 * What a change of a session does to its one-to-one meetings (issue 13: "editing a session's time
 * or hall when meetings exist warns and, when saved, cancels affected meetings with notification
 * type 15"). The meetings are the reservations' (meetings/session-meetings.ts), plugged in as a
 * MeetingsSource so that this rule is tested on its own.
 */

/** The part of a session that its meetings depend on. */
export interface SessionSlot {
  pkScheduleId: number;
  fkEventId: number;
  name: string;
  fkHallId: number | null;
  startTime: Date;
  endTime: Date;
}

/** A meeting that a change breaks, with the people to tell (host and guest). */
export interface AffectedMeeting {
  id: number;
  userIds: number[];
}

export interface MeetingsSource {
  /** The session's meetings that no longer fit `after` (every one of them when the session goes: `after` null). */
  affectedMeetings(db: DbOrTx, before: SessionSlot, after: SessionSlot | null): Promise<AffectedMeeting[]>;
  /** Cancels them, in the caller's transaction. */
  cancelMeetings(db: DbOrTx, meetingIds: number[]): Promise<void>;
}

/** Whether a change moves the session in time or to another hall: only that can break a meeting. */
export function movesSession(before: SessionSlot, after: SessionSlot | null): boolean {
  return (
    !after ||
    before.fkHallId !== after.fkHallId ||
    before.startTime.getTime() !== after.startTime.getTime() ||
    before.endTime.getTime() !== after.endTime.getTime()
  );
}

/**
 * Settles a session change with its meetings, in the write's transaction: without confirmation
 * a change that breaks meetings is refused (409 schedule_change_cancels_meetings, params.count:
 * the warning the form shows before asking again); confirmed, those meetings are cancelled and
 * their people get notification type 15 (content eventId;scheduleId;session name). Returns the
 * notifications to publish after commit.
 */
export async function settleMeetings(
  tx: DbOrTx,
  source: MeetingsSource,
  change: { before: SessionSlot; after: SessionSlot | null; confirmed: boolean },
): Promise<{ userId: number; id: number }[]> {
  const { before, after } = change;
  if (!movesSession(before, after)) return [];
  const affected = await source.affectedMeetings(tx, before, after);
  if (!affected.length) return [];
  if (!change.confirmed) {
    throw new AppError('schedule_change_cancels_meetings', 409, { count: affected.length });
  }
  await source.cancelMeetings(
    tx,
    affected.map((m) => m.id),
  );
  return writeNotifications(tx, {
    userIds: affected.flatMap((m) => m.userIds),
    content: {
      type: NotificationType.sessionChangedMeetingsCancelled,
      eventId: before.fkEventId,
      scheduleId: before.pkScheduleId,
      sessionName: (after ?? before).name,
    },
    link: sessionInterestedUsersPath(before.fkEventId, before.pkScheduleId),
  });
}
