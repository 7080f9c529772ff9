import { type AnyColumn, and, asc, count, eq, isNull, type SQL, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import * as t from '../../db/schema/all.ts';
import { containsText } from '../../lib/text-match.ts';
import { type ContactReader, visibleContactColumns } from '../companies/contact-visibility.policy.ts';

const n = t.scheduleUsersNotInterested;

/** A session and a person (each an id or a column) without a not-interested mark: the person is interested in it. */
export const notMarkedNotInterested = (scheduleId: number | AnyColumn, userId: number | AnyColumn): SQL =>
  sql`not exists (select 1 from ${n} x where x.fk_schedule_id = ${scheduleId} and x.fk_user_id = ${userId})`;

/** The sessions (of t.schedules) a person did not mark not interested: their agenda. */
export const sessionsInterestingTo = (userId: number): SQL => notMarkedNotInterested(t.schedules.pkScheduleId, userId);

/** Marks a session not interesting to a person: one row per person and session (its primary key). */
export async function markNotInterested(db: DbOrTx, scheduleId: number, userId: number): Promise<void> {
  await db.insert(n).values({ fkScheduleId: scheduleId, fkUserId: userId }).onConflictDoNothing();
}

/** Takes the mark back. */
export async function unmarkNotInterested(db: DbOrTx, scheduleId: number, userId: number): Promise<void> {
  await db.delete(n).where(and(eq(n.fkScheduleId, scheduleId), eq(n.fkUserId, userId)));
}

export interface InterestedUsersFilter {
  eventId: number;
  scheduleId: number;
  /** Only attendees who show themselves to others (what an attendee, not an organiser, sees). */
  onlyVisibleToOthers: boolean;
  /** Who reads: the e-mail as contact-visibility.policy.ts allows in attendee lists. */
  reader: ContactReader;
  name?: string | null;
}

/** A page of the registered attendees of the event who did not mark the session not interested, by name. */
export async function interestedUserRows(db: DbOrTx, f: InterestedUsersFilter, page: { limit: number; offset: number }) {
  const inv = t.eventInvitations;
  const u = t.users;
  const c = t.companies;
  const where = and(
    eq(inv.fkEventId, f.eventId),
    eq(inv.isAccepted, true),
    eq(inv.isBlocked, false),
    isNull(u.deletedAt),
    f.onlyVisibleToOthers ? eq(inv.isUserDataVisibleToOthers, true) : undefined,
    notMarkedNotInterested(f.scheduleId, u.pkUserId),
    f.name ? containsText(sql`concat_ws(' ', ${u.firstName}, ${u.lastName}, ${c.name})`, f.name) : undefined,
  );
  const [rows, [{ total }]] = await Promise.all([
    db
      .select({
        pkUserId: u.pkUserId,
        firstName: u.firstName,
        lastName: u.lastName,
        avatarName: u.avatarName,
        fkCompanyId: c.pkCompanyId,
        companyName: c.name,
        email: visibleContactColumns(f.reader, 'eventAttendees').email,
      })
      .from(inv)
      .innerJoin(u, eq(u.pkUserId, inv.fkUserId))
      .leftJoin(c, and(eq(c.pkCompanyId, u.fkCompanyId), isNull(c.deletedAt)))
      .where(where)
      .orderBy(asc(sql`lower(${u.lastName})`), asc(sql`lower(${u.firstName})`), asc(u.pkUserId))
      .limit(page.limit)
      .offset(page.offset),
    db
      .select({ total: count() })
      .from(inv)
      .innerJoin(u, eq(u.pkUserId, inv.fkUserId))
      .leftJoin(c, and(eq(c.pkCompanyId, u.fkCompanyId), isNull(c.deletedAt)))
      .where(where),
  ]);
  return { rows, total };
}
