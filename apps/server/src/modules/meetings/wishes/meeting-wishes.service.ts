import { MEETING_WISHES_MAX, type MeetingWishModel, type MyMeetingWishes } from '@portal/contracts/meetings/meeting-wishes';
import { and, eq, sql } from 'drizzle-orm';
import type { Actor, AppContext } from '../../../context.ts';
import * as t from '../../../db/schema/all.ts';
import { fieldError } from '../../../lib/app-error.ts';
import { viewProgramme } from '../../schedules/schedule.policy.ts';
import { meetingSession, requireOpenForMeetings } from '../meeting-session.ts';
import { requireMeetingAttendee } from '../reservation.policy.ts';
import { wishCount, wishedPeople } from './meeting-wishes.repository.ts';

const w = t.meetingWishes;
/** Advisory lock namespace: one person's wishes of a session are added one at a time (the limit holds). */
const WISH_LOCK = 1402;

/** POST api/MeetingWishes/get-for-session: whom the caller wants to meet and who wants to meet them. */
export async function myWishes(ctx: AppContext, actor: Actor, scheduleId: number): Promise<MyMeetingWishes> {
  const s = await meetingSession(ctx.db, scheduleId);
  await viewProgramme(ctx.db, actor, s.fkEventId);
  return { fkScheduleId: scheduleId, ...(await wishedPeople(ctx.db, s.fkEventId, scheduleId, actor.userId)) };
}

/** The session open for meetings and both people registered, unblocked attendees. */
async function requireWishable(ctx: AppContext, actor: Actor, input: MeetingWishModel) {
  const s = await meetingSession(ctx.db, input.fkScheduleId);
  await viewProgramme(ctx.db, actor, s.fkEventId);
  await requireMeetingAttendee(ctx.db, s.fkEventId, actor.userId);
  requireOpenForMeetings(s);
  return s;
}

/** POST api/MeetingWishes: the caller wants to meet a registered attendee (at most MEETING_WISHES_MAX per session). */
export async function addWish(ctx: AppContext, actor: Actor, input: MeetingWishModel): Promise<MyMeetingWishes> {
  const s = await requireWishable(ctx, actor, input);
  if (input.fkUserId === actor.userId) throw fieldError('fkUserId', 'meeting_with_yourself');
  await requireMeetingAttendee(ctx.db, s.fkEventId, input.fkUserId, 'fkUserId');
  await ctx.db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(${WISH_LOCK}, ${actor.userId})`);
    if ((await wishCount(tx, s.pkScheduleId, actor.userId)) >= MEETING_WISHES_MAX)
      throw fieldError('fkUserId', 'meeting_wishes_limit', { max: MEETING_WISHES_MAX });
    await tx
      .insert(w)
      .values({ fkScheduleId: s.pkScheduleId, fkUserId: actor.userId, fkWantedUserId: input.fkUserId })
      .onConflictDoNothing();
  });
  return myWishes(ctx, actor, s.pkScheduleId);
}

/** POST api/MeetingWishes/remove: the caller no longer asks to meet that person (a booked meeting stays). */
export async function removeWish(ctx: AppContext, actor: Actor, input: MeetingWishModel): Promise<MyMeetingWishes> {
  const s = await requireWishable(ctx, actor, input);
  await ctx.db.delete(w).where(and(eq(w.fkScheduleId, s.pkScheduleId), eq(w.fkUserId, actor.userId), eq(w.fkWantedUserId, input.fkUserId)));
  return myWishes(ctx, actor, s.pkScheduleId);
}
