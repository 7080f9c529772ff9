import { and, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import * as t from '../../db/schema/all.ts';
import { buildCast, type Cast, call } from '../../../test/factories.ts';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import { buildSession } from '../programme/programme.test-support.ts';
import { type ScheduleForum, scheduleForum } from './schedules.test-support.ts';

let t0: TestApp;
let cast: Cast;
let f: ScheduleForum;
let opening: number;
let panel: number;
beforeAll(async () => {
  t0 = await createTestApp();
  cast = await buildCast(t0.app);
  f = await scheduleForum(t0.app, cast);
  opening = (
    await buildSession(t0.db, {
      eventId: f.eventId,
      hallId: f.bigHall.pkHallId,
      start: new Date(`${f.day1}T09:00:00+02:00`),
      name: 'Opening',
    })
  ).pkScheduleId;
  panel = (await buildSession(t0.db, { eventId: f.eventId, start: new Date(`${f.day1}T11:00:00+02:00`), name: 'Panel', typeCode: '2' }))
    .pkScheduleId;
});

const mark = (id: number, token: string, set = true) =>
  call(t0.app, 'POST', `/api/ScheduleUsers/${set ? 'set' : 'unset'}-user-not-interested-for-schedule/${id}`, { token });
const interested = (token: string, body: object = {}) =>
  call(t0.app, 'POST', '/api/ScheduleUsers/schedule-interested-users', { token, body: { fkScheduleId: opening, ...body } });
const marks = async (userId: number) =>
  t0.db
    .select()
    .from(t.scheduleUsersNotInterested)
    .where(and(eq(t.scheduleUsersNotInterested.fkUserId, userId)));

describe('interest in sessions', () => {
  it('lets a registered attendee mark a session not interested and take it back, idempotently', async () => {
    const set = await mark(panel, f.hidden.token);
    expect(set.json).toEqual({ pkScheduleId: panel, isNotInterested: true });
    expect((await mark(panel, f.hidden.token)).status).toBe(200);
    expect(await marks(f.hidden.userId)).toHaveLength(1);
    const ids = await call(t0.app, 'GET', `/api/ScheduleUsers/get-schedules-ids-user-not-interested-in?fkEventId=${f.eventId}`, {
      token: f.hidden.token,
    });
    expect(ids.json).toEqual({ scheduleIds: [panel] });
    expect(
      (await call(t0.app, 'GET', '/api/ScheduleUsers/get-schedules-ids-user-not-interested-in', { token: f.hidden.token })).json,
    ).toEqual({
      scheduleIds: [panel],
    });
    const mine = await call(t0.app, 'POST', '/api/ScheduleUsers/user-schedules', { token: f.hidden.token, body: { fkEventId: f.eventId } });
    expect(mine.json.list.map((s: { name: string }) => s.name)).toEqual(['Opening']);
    expect((await mark(panel, f.hidden.token, false)).json).toEqual({ pkScheduleId: panel, isNotInterested: false });
    expect((await mark(panel, f.hidden.token, false)).status).toBe(200);
    expect(await marks(f.hidden.userId)).toHaveLength(0);
  });

  it('keeps interest to registered, unblocked attendees', async () => {
    for (const who of [f.blocked, f.pending, cast.chamberAdminRs, cast.companyAdminMe]) {
      const r = await mark(opening, who.token);
      expect([r.status, r.json.message], who.email).toEqual(
        who === cast.companyAdminMe ? [403, 'dont_have_invitation'] : [403, 'not_registered_on_event'],
      );
    }
    expect((await mark(999999, f.attendee.token)).status).toBe(404);
    expect((await mark(opening, '')).status).toBe(401);
  });

  it('answers many identical marks at once with one row', async () => {
    const rs = await Promise.all(Array.from({ length: 30 }, () => mark(opening, f.attendee.token)));
    expect(rs.every((r) => r.status === 200)).toBe(true);
    expect(await marks(f.attendee.userId)).toHaveLength(1);
    const back = await Promise.all(Array.from({ length: 30 }, () => mark(opening, f.attendee.token, false)));
    expect(back.every((r) => r.status === 200)).toBe(true);
    expect(await marks(f.attendee.userId)).toHaveLength(0);
  });
});

describe('interested users of a session', () => {
  it('shows organisers every registered attendee still interested, with e-mails; attendees the visible ones', async () => {
    await mark(opening, f.hidden.token);
    const organiser = await interested(cast.chamberAdminMe.token);
    expect(organiser.status).toBe(200);
    expect(organiser.json).toMatchObject({ totalPages: 1, totalCount: 1 });
    expect(organiser.json.users).toEqual([
      expect.objectContaining({ pkUserId: f.attendee.userId, email: f.attendee.email, companyName: expect.any(String) }),
    ]);
    await mark(opening, f.hidden.token, false);
    const both = await interested(cast.platformAdmin.token);
    expect(both.json.users.map((u: { pkUserId: number }) => u.pkUserId).sort()).toEqual([f.attendee.userId, f.hidden.userId].sort());
    const byName = await interested(cast.chamberAdminRs.token, { name: 'hidden' });
    expect(byName.json.users.map((u: { pkUserId: number }) => u.pkUserId)).toEqual([f.hidden.userId]);
    // An attendee sees only those who show themselves to others (here themselves, with their own e-mail).
    const attendee = await interested(f.attendee.token);
    expect(attendee.json.users).toEqual([expect.objectContaining({ pkUserId: f.attendee.userId, email: f.attendee.email })]);
    for (const token of [f.pending.token, f.blocked.token, cast.companyAdminMe.token]) {
      expect((await interested(token)).json.message).toBe('attendees_not_visible');
    }
    expect((await interested(cast.chamberAdminRs.token, { fkScheduleId: 999999 })).status).toBe(404);
  });
});
