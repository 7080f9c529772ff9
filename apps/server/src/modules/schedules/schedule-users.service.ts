import { and, asc, count, eq, isNull, type SQL, sql } from 'drizzle-orm';
import { totalPages } from '@portal/contracts/common/paging';
import type {
  InterestedUsersPage,
  NotInterestedIds,
  ParsedInterestedUsersSearch,
  ScheduleInterest,
  UserSchedules,
} from '@portal/contracts/schedules/schedule-users';
import type { Actor, AppContext } from '../../context.ts';
import * as t from '../../db/schema/all.ts';
import { offsetOf } from '../../lib/paging.ts';
import { containsText } from '../../lib/text-match.ts';
import { interestedUsersView, requireRegisteredAttendee, viewProgramme } from './schedule.policy.ts';
import { toSchedule } from './schedules.mapper.ts';
import { scheduleEventId, notInterestedIds, registeredAttendeesCount, scheduleRows } from './schedules.repository.ts';

const n = t.scheduleUsersNotInterested;

/** The session's event, for a registered attendee of it who may read its programme. */
async function attendeeSession(ctx: AppContext, actor: Actor, scheduleId: number): Promise<number> {
  const eventId = await scheduleEventId(ctx.db, scheduleId);
  await viewProgramme(ctx.db, actor, eventId);
  await requireRegisteredAttendee(ctx.db, actor, eventId);
  return eventId;
}

/**
 * set-user-not-interested-for-schedule/{id}: one row per person and session (its primary key), so
 * a repeated or concurrent call changes nothing more and answers the same.
 */
export async function setNotInterested(ctx: AppContext, actor: Actor, scheduleId: number): Promise<ScheduleInterest> {
  await attendeeSession(ctx, actor, scheduleId);
  await ctx.db.insert(n).values({ fkScheduleId: scheduleId, fkUserId: actor.userId }).onConflictDoNothing();
  return { pkScheduleId: scheduleId, isNotInterested: true };
}

/** unset-user-not-interested-for-schedule/{id}: interested again; idempotent as set. */
export async function unsetNotInterested(ctx: AppContext, actor: Actor, scheduleId: number): Promise<ScheduleInterest> {
  await attendeeSession(ctx, actor, scheduleId);
  await ctx.db.delete(n).where(and(eq(n.fkScheduleId, scheduleId), eq(n.fkUserId, actor.userId)));
  return { pkScheduleId: scheduleId, isNotInterested: false };
}

/** get-schedules-ids-user-not-interested-in: the caller's own marks (of one event, when named). */
export async function notInterestedScheduleIds(ctx: AppContext, actor: Actor, eventId?: number): Promise<NotInterestedIds> {
  return { scheduleIds: await notInterestedIds(ctx.db, actor.userId, eventId) };
}

/**
 * schedule-interested-users: the registered attendees of the session's event who did not mark it
 * not interested; attendees see those who show themselves to others, without e-mails.
 */
export async function interestedUsers(ctx: AppContext, actor: Actor, q: ParsedInterestedUsersSearch): Promise<InterestedUsersPage> {
  const { db } = ctx;
  const eventId = await scheduleEventId(db, q.fkScheduleId);
  const view = await interestedUsersView(db, actor, eventId);
  const inv = t.eventInvitations;
  const u = t.users;
  const c = t.companies;
  const where: SQL | undefined = and(
    eq(inv.fkEventId, eventId),
    eq(inv.isAccepted, true),
    eq(inv.isBlocked, false),
    isNull(u.deletedAt),
    view === 'attendee' ? eq(inv.isUserDataVisibleToOthers, true) : undefined,
    sql`not exists (select 1 from ${n} x where x.fk_schedule_id = ${q.fkScheduleId} and x.fk_user_id = ${u.pkUserId})`,
    q.name ? containsText(sql`concat_ws(' ', ${u.firstName}, ${u.lastName}, ${c.name})`, q.name) : undefined,
  );
  const base = () =>
    db
      .select({
        pkUserId: u.pkUserId,
        firstName: u.firstName,
        lastName: u.lastName,
        avatarName: u.avatarName,
        fkCompanyId: c.pkCompanyId,
        companyName: c.name,
        email: u.email,
      })
      .from(inv)
      .innerJoin(u, eq(u.pkUserId, inv.fkUserId))
      .leftJoin(c, and(eq(c.pkCompanyId, u.fkCompanyId), isNull(c.deletedAt)))
      .where(where);
  const [rows, [{ total }]] = await Promise.all([
    base()
      .orderBy(asc(sql`lower(${u.lastName})`), asc(sql`lower(${u.firstName})`), asc(u.pkUserId))
      .limit(q.pageSize)
      .offset(offsetOf(q.pageNum, q.pageSize)),
    db
      .select({ total: count() })
      .from(inv)
      .innerJoin(u, eq(u.pkUserId, inv.fkUserId))
      .leftJoin(c, and(eq(c.pkCompanyId, u.fkCompanyId), isNull(c.deletedAt)))
      .where(where),
  ]);
  return {
    users: rows.map((r) => ({ ...r, email: view === 'organiser' ? r.email : null })),
    totalPages: totalPages(total, q.pageSize),
    totalCount: total,
  };
}

/** user-schedules: the caller's sessions of an event, all but those marked not interested, in time order. */
export async function userSchedules(ctx: AppContext, actor: Actor, eventId: number): Promise<UserSchedules> {
  const { db } = ctx;
  await viewProgramme(db, actor, eventId);
  const [rows, registered] = await Promise.all([
    scheduleRows(db, {
      eventId,
      lang: actor.languageId,
      userId: actor.userId,
      where: sql`not exists (select 1 from ${n} x where x.fk_schedule_id = ${t.schedules.pkScheduleId} and x.fk_user_id = ${actor.userId})`,
    }),
    registeredAttendeesCount(db, eventId),
  ]);
  return { list: rows.map((r) => toSchedule(r, registered)) };
}
