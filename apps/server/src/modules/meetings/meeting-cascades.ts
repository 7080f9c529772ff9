import type { AppContext } from '../../context.ts';
import { personRemoved } from '../accounts/person-removed.ts';
import { personBlockedOnEvent } from '../events/person-blocked.ts';
import { sessionMoved } from '../schedules/session-moved.ts';
import { freeMeetingsOf } from './free-meetings.ts';
import { reservationMeetings } from './session-meetings.ts';

/**
 * What lower modules' changes do to meetings, registered for each app when it is built
 * (modules/registry.ts): a person removed or blocked on an event loses their coming meetings (the
 * others get type 18); a session moved or deleted settles its meetings (type 15).
 */
export function registerMeetingCascades(ctx: AppContext): void {
  personRemoved.register(ctx, (tx, { userId }) => freeMeetingsOf(tx, userId, 'user_removed'));
  personBlockedOnEvent.register(ctx, (tx, { userId, eventId }) => freeMeetingsOf(tx, userId, 'user_blocked', eventId));
  sessionMoved.register(ctx, reservationMeetings);
}
