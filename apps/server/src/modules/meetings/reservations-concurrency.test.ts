import { NotificationType } from '@portal/contracts/notifications/notification-types';
import { and, eq, inArray } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import * as t from '../../db/schema/all.ts';
import { buildCast, call } from '../../../test/factories.ts';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import { b2bSession, meetingForum, registeredAttendees, reservationRows } from './meetings.test-support.ts';

/**
 * The meeting rules hold under concurrent requests because the database holds them (exclusion
 * constraints, migration 0004): run on the PostgreSQL server, the requests below really race.
 */
const N = 200;
let t0: TestApp;
let scheduleId: number;
let hosts: { userId: number; token: string }[];
let guests: { userId: number; token: string }[];
beforeAll(async () => {
  t0 = await createTestApp();
  const cast = await buildCast(t0.app);
  const f = await meetingForum(t0.app, cast);
  const session = await b2bSession(t0.app, f.eventId, { start: new Date(`${f.day2}T10:00:00+02:00`), minutes: 60, tables: N });
  scheduleId = session.pkScheduleId;
  hosts = await registeredAttendees(t0.app, f.eventId, N, cast.companies.companyRs.pkCompanyId);
  guests = await registeredAttendees(t0.app, f.eventId, N, cast.companies.companyMe.pkCompanyId);
}, 120_000);

const ask = (host: { token: string }, body: object) =>
  call(t0.app, 'POST', '/api/UserReservations', { token: host.token, body: { fkScheduleId: scheduleId, ...body } });

async function settle(requests: Promise<{ status: number; json: { message?: string; fields?: Record<string, string> } }>[]) {
  const answers = await Promise.all(requests);
  const ok = answers.filter((a) => a.status === 200);
  const refused = answers.filter((a) => a.status !== 200);
  return { ok, refused, messages: new Set(refused.map((a) => `${a.status} ${JSON.stringify(a.json.fields)}`)) };
}

describe(`${N} concurrent meeting requests`, () => {
  it('for one table and slot: one is placed, the others are told the table is taken', async () => {
    const { ok, refused, messages } = await settle(
      hosts.map((h, i) => ask(h, { fkGuestUserId: guests[i].userId, slotStart: '10:00', tableNumber: 5 })),
    );
    expect(ok).toHaveLength(1);
    expect(refused).toHaveLength(N - 1);
    expect([...messages]).toEqual(['409 {"tableNumber":"meeting_table_taken"}']);
    const rows = await reservationRows(t0.app, scheduleId);
    expect(rows).toHaveLength(1);
    // Nothing half-written: the winner's two people, one invitation notification.
    const people = await t0.db
      .select()
      .from(t.reservationPeople)
      .where(eq(t.reservationPeople.fkUserReservationId, rows[0].pkUserReservationId));
    expect(people).toHaveLength(2);
    const told = await t0.db
      .select()
      .from(t.notifications)
      .where(
        and(
          inArray(
            t.notifications.fkUserId,
            guests.map((g) => g.userId),
          ),
          eq(t.notifications.fkNotificationTypeId, NotificationType.invitedToMeeting),
        ),
      );
    expect(told).toHaveLength(1);
  });

  it('for one guest and slot at different tables: one is placed, the others are told the guest is busy', async () => {
    const guest = guests[N - 1];
    const { ok, refused, messages } = await settle(
      hosts.map((h, i) => ask(h, { fkGuestUserId: guest.userId, slotStart: '10:20', tableNumber: i + 1 })),
    );
    expect(ok).toHaveLength(1);
    expect(refused).toHaveLength(N - 1);
    expect([...messages]).toEqual(['409 {"slotStart":"meeting_person_busy"}']);
    const atSlot = (await reservationRows(t0.app, scheduleId)).filter((r) => r.fkGuestUserId === guest.userId);
    expect(atSlot).toHaveLength(1);
  });

  it('letting the portal choose the table, concurrent requests of different pairs fill different tables', async () => {
    const pairs = 20;
    const { ok } = await settle(hosts.slice(0, pairs).map((h, i) => ask(h, { fkGuestUserId: guests[i].userId, slotStart: '10:40' })));
    expect(ok).toHaveLength(pairs);
    const tables = ok.map((a) => (a.json as { tableNumber: number }).tableNumber);
    expect(new Set(tables).size).toBe(pairs);
  });
});
