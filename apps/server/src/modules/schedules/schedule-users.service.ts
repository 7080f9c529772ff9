import { totalPages } from '@portal/contracts/common/paging';
import type {
  InterestedUsersPage,
  NotInterestedIds,
  ParsedInterestedUsersSearch,
  ScheduleInterest,
  UserSchedules,
} from '@portal/contracts/schedules/schedule-users';
import type { Actor, AppContext } from '../../context.ts';
import { offsetOf } from '../../lib/paging.ts';
import { interestedUserRows, markNotInterested, sessionsInterestingTo, unmarkNotInterested } from './schedule-interest.repository.ts';
import { requireInterestedUsersView, requireReadableProgramme, requireRegisteredAttendee } from './schedule.policy.ts';
import { toSchedule } from './schedules.mapper.ts';
import { scheduleEventId, notInterestedIds, registeredAttendeesCount, scheduleRows } from './schedules.repository.ts';

/** The session's event, for a registered attendee of it who may read its programme. */
async function attendeeSession(ctx: AppContext, actor: Actor, scheduleId: number): Promise<number> {
  const eventId = await scheduleEventId(ctx.db, scheduleId);
  await requireReadableProgramme(ctx.db, actor, eventId);
  await requireRegisteredAttendee(ctx.db, actor, eventId);
  return eventId;
}

/**
 * set-user-not-interested-for-schedule/{id}: one row per person and session (its primary key), so
 * a repeated or concurrent call changes nothing more and answers the same.
 */
export async function setNotInterested(ctx: AppContext, actor: Actor, scheduleId: number): Promise<ScheduleInterest> {
  await attendeeSession(ctx, actor, scheduleId);
  await markNotInterested(ctx.db, scheduleId, actor.userId);
  return { pkScheduleId: scheduleId, isNotInterested: true };
}

/** unset-user-not-interested-for-schedule/{id}: interested again; idempotent as set. */
export async function unsetNotInterested(ctx: AppContext, actor: Actor, scheduleId: number): Promise<ScheduleInterest> {
  await attendeeSession(ctx, actor, scheduleId);
  await unmarkNotInterested(ctx.db, scheduleId, actor.userId);
  return { pkScheduleId: scheduleId, isNotInterested: false };
}

/** get-schedules-ids-user-not-interested-in: the caller's own marks (of one event, when named). */
export async function notInterestedScheduleIds(ctx: AppContext, actor: Actor, eventId?: number): Promise<NotInterestedIds> {
  return { scheduleIds: await notInterestedIds(ctx.db, actor.userId, eventId) };
}

/**
 * schedule-interested-users: the registered attendees of the session's event who did not mark it
 * not interested; attendees see those who show themselves to others; e-mails as
 * contact-visibility.policy.ts allows in attendee lists (organisers: all).
 */
export async function interestedUsers(ctx: AppContext, actor: Actor, q: ParsedInterestedUsersSearch): Promise<InterestedUsersPage> {
  const eventId = await scheduleEventId(ctx.db, q.fkScheduleId);
  const view = await requireInterestedUsersView(ctx.db, actor, eventId);
  const { rows, total } = await interestedUserRows(
    ctx.db,
    {
      eventId,
      scheduleId: q.fkScheduleId,
      onlyVisibleToOthers: view === 'attendee',
      reader: { actor, organiser: view === 'organiser' },
      name: q.name,
    },
    { limit: q.pageSize, offset: offsetOf(q.pageNum, q.pageSize) },
  );
  return {
    users: rows,
    totalPages: totalPages(total, q.pageSize),
    totalCount: total,
  };
}

/** user-schedules: the caller's sessions of an event, all but those marked not interested, in time order. */
export async function userSchedules(ctx: AppContext, actor: Actor, eventId: number): Promise<UserSchedules> {
  const { db } = ctx;
  await requireReadableProgramme(db, actor, eventId);
  const [rows, registered] = await Promise.all([
    scheduleRows(db, {
      eventId,
      lang: actor.languageId,
      userId: actor.userId,
      where: sessionsInterestingTo(actor.userId),
    }),
    registeredAttendeesCount(db, eventId),
  ]);
  return { list: rows.map((r) => toSchedule(r, registered)) };
}
