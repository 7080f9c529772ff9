import type { MySession, ParsedAvailabilityModel } from '@portal/contracts/meetings/reservations';
import type { Actor, AppContext } from '../../context.ts';
import { fieldError } from '../../lib/app-error.ts';
import { portalClock, portalInstant } from '../../lib/portal-clock.ts';
import { mySession } from './meeting-views.service.ts';
import { checkOpenForMeetings, requireSessionAttendee } from './reservation.policy.ts';
import { lockLiveMeetingsOf, replaceAvailability } from './reservations.repository.ts';

/**
 * set-availability: when the caller is available during the session (both times null: all of it).
 * Refused while one of their live meetings would fall outside (meeting_outside_availability).
 */
export async function setAvailability(ctx: AppContext, actor: Actor, input: ParsedAvailabilityModel): Promise<MySession> {
  const s = await requireSessionAttendee(ctx.db, actor, input.fkScheduleId);
  checkOpenForMeetings(s);
  const day = portalClock(s.start).day;
  const range =
    input.availableFrom && input.availableTo
      ? { from: portalInstant(day, input.availableFrom), to: portalInstant(day, input.availableTo) }
      : null;
  if (range && (range.from < s.start || range.to > s.end)) throw fieldError('availableFrom', 'meeting_availability_outside_session');
  await ctx.db.transaction(async (tx) => {
    // The person's meetings are locked so that a request cannot slip in outside the new range.
    const mine = await lockLiveMeetingsOf(tx, s.pkScheduleId, actor.userId);
    if (range && mine.some((m) => m.start < range.from || m.end > range.to))
      throw fieldError('availableFrom', 'meeting_outside_availability');
    await replaceAvailability(tx, s.pkScheduleId, actor.userId, range);
  });
  return mySession(ctx, actor, s.pkScheduleId);
}
