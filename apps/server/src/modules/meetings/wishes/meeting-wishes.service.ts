import { MEETING_WISHES_MAX, type MeetingWishModel, type MyMeetingWishes } from '@portal/contracts/meetings/meeting-wishes';
import type { Actor, AppContext } from '../../../context.ts';
import { fieldError } from '../../../lib/app-error.ts';
import { requireReadableProgramme } from '../../schedules/schedule.policy.ts';
import { type MeetingSession, meetingSession } from '../meeting-sessions.repository.ts';
import { checkOpenForMeetings, requireMeetingAttendee, requireSessionAttendee } from '../reservation.policy.ts';
import { deleteWish, insertWish, lockWishesOf, wishCount, wishedPeople } from './meeting-wishes.repository.ts';

/** POST api/MeetingWishes/get-for-session: whom the caller wants to meet and who wants to meet them. */
export async function myWishes(ctx: AppContext, actor: Actor, scheduleId: number): Promise<MyMeetingWishes> {
  const s = await meetingSession(ctx.db, scheduleId);
  await requireReadableProgramme(ctx.db, actor, s.fkEventId);
  return { fkScheduleId: scheduleId, ...(await wishedPeople(ctx.db, s.fkEventId, scheduleId, actor.userId)) };
}

/** The session open for meetings, for a caller who is a registered, unblocked attendee. */
async function requireWishable(ctx: AppContext, actor: Actor, input: MeetingWishModel): Promise<MeetingSession> {
  const s = await requireSessionAttendee(ctx.db, actor, input.fkScheduleId);
  checkOpenForMeetings(s);
  return s;
}

/** POST api/MeetingWishes: the caller wants to meet a registered attendee (at most MEETING_WISHES_MAX per session). */
export async function addWish(ctx: AppContext, actor: Actor, input: MeetingWishModel): Promise<MyMeetingWishes> {
  const s = await requireWishable(ctx, actor, input);
  if (input.fkUserId === actor.userId) throw fieldError('fkUserId', 'meeting_with_yourself');
  await requireMeetingAttendee(ctx.db, s.fkEventId, input.fkUserId, 'fkUserId');
  await ctx.db.transaction(async (tx) => {
    await lockWishesOf(tx, actor.userId);
    if ((await wishCount(tx, s.pkScheduleId, actor.userId)) >= MEETING_WISHES_MAX)
      throw fieldError('fkUserId', 'meeting_wishes_limit', { max: MEETING_WISHES_MAX });
    await insertWish(tx, s.pkScheduleId, actor.userId, input.fkUserId);
  });
  return myWishes(ctx, actor, s.pkScheduleId);
}

/** POST api/MeetingWishes/remove: the caller no longer asks to meet that person (a booked meeting stays). */
export async function removeWish(ctx: AppContext, actor: Actor, input: MeetingWishModel): Promise<MyMeetingWishes> {
  const s = await requireWishable(ctx, actor, input);
  await deleteWish(ctx.db, s.pkScheduleId, actor.userId, input.fkUserId);
  return myWishes(ctx, actor, s.pkScheduleId);
}
