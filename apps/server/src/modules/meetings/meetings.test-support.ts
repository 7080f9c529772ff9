import { eq } from 'drizzle-orm';
import type { App } from '../../app.ts';
import * as t from '../../db/schema/all.ts';
import { buildCast, buildInvitation, buildUser, type Cast, call, tokenFor } from '../../../test/factories.ts';
import { createTestApp } from '../../../test/test-app.ts';
import { buildHall, buildSession } from '../programme/programme.test-support.ts';
import { scheduleForum } from '../schedules/schedules.test-support.ts';

/**
 * The schedule tests' forum with a B2B session on its first day, 10:00 to 12:00 Central European
 * summer time in the hall of 20 tables, 20-minute slots; and a plenary at the same time elsewhere.
 */
export async function meetingForum(app: App, cast: Cast) {
  const f = await scheduleForum(app, cast);
  const start = new Date(`${f.day1}T10:00:00+02:00`);
  const b2b = await buildSession(app.ctx.db, {
    eventId: f.eventId,
    hallId: f.tablesHall.pkHallId,
    start,
    minutes: 120,
    typeCode: '5',
    name: 'B2B morning',
  });
  const plenary = await buildSession(app.ctx.db, { eventId: f.eventId, hallId: f.bigHall.pkHallId, start, minutes: 60, name: 'Keynote' });
  return { ...f, b2b, plenary };
}
export type MeetingForum = Awaited<ReturnType<typeof meetingForum>>;

/** `n` more registered attendees of the forum with tokens (quick: no password hashing, no mail). */
export async function registeredAttendees(app: App, eventId: number, n: number, companyId: number) {
  const people: { userId: number; token: string }[] = [];
  for (let i = 0; i < n; i++) {
    const user = await buildUser(app.ctx.db, { role: 4, companyId, firstName: `Attendee ${i}` });
    await buildInvitation(app.ctx.db, { eventId, userId: user.pkUserId, email: user.email, isAccepted: true });
    people.push({ userId: user.pkUserId, token: await tokenFor(app, user.pkUserId) });
  }
  return people;
}

/** A B2B session of `tables` tables in a hall of its own, from `start` for `minutes`. */
export async function b2bSession(app: App, eventId: number, o: { start: Date; minutes: number; tables: number }) {
  const hall = await buildHall(app.ctx.db, { eventId, tableCount: o.tables });
  return buildSession(app.ctx.db, { eventId, hallId: hall.pkHallId, start: o.start, minutes: o.minutes, typeCode: '5' });
}

export const reservationRows = (app: App, scheduleId: number) =>
  app.ctx.db.select().from(t.userReservations).where(eq(t.userReservations.fkScheduleId, scheduleId));

/**
 * The wishes and scheduler tests' world: a test app with the cast, the meetings forum and six
 * registered attendees of one company, and `wish(from, to)`: attendee `from` wants to meet `to`.
 */
export async function wishesWorld() {
  const t0 = await createTestApp();
  const cast = await buildCast(t0.app);
  const f = await meetingForum(t0.app, cast);
  const people = await registeredAttendees(t0.app, f.eventId, 6, cast.companies.companyMe.pkCompanyId);
  const wish = (from: number, to: number, scheduleId = f.b2b.pkScheduleId) =>
    call(t0.app, 'POST', '/api/MeetingWishes', {
      token: people[from].token,
      body: { fkScheduleId: scheduleId, fkUserId: people[to].userId },
    });
  return { t0, cast, f, people, wish };
}
