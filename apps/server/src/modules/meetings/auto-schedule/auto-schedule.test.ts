import { NotificationType } from '@portal/contracts/notifications/notification-types';
import { and, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import * as t from '../../../db/schema/all.ts';
import { type Cast, call } from '../../../../test/factories.ts';
import type { TestApp } from '../../../../test/test-app.ts';
import { b2bSession, type MeetingForum, reservationRows, wishesWorld } from '../meetings.test-support.ts';

let t0: TestApp;
let cast: Cast;
let f: MeetingForum;
let people: { userId: number; token: string }[];
let wish: Awaited<ReturnType<typeof wishesWorld>>['wish'];
beforeAll(async () => {
  ({ t0, cast, f, people, wish } = await wishesWorld());
});
const scheduler = (path: string, body: object, token = cast.chamberAdminMe.token) =>
  call(t0.app, 'POST', `/api/MeetingScheduler/${path}`, { token, body });
const overview = (scheduleId = f.b2b.pkScheduleId) => scheduler('overview', { fkScheduleId: scheduleId });

/** Polls the overview until the latest run has stopped running. */
async function finished(scheduleId = f.b2b.pkScheduleId) {
  for (let i = 0; i < 200; i++) {
    const o = await overview(scheduleId);
    if (o.json.latestRun?.status !== 'running') return o.json;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error('the scheduler run did not finish');
}

describe('the automatic scheduler', () => {
  it('places the mutually wished meetings around the booked ones, and publishing books them and tells both people', async () => {
    const s = await b2bSession(t0.app, f.eventId, { start: new Date(`${f.day2}T14:00:00+02:00`), minutes: 80, tables: 2 });
    const id = s.pkScheduleId;
    for (const [a, b] of [
      [0, 1],
      [0, 2],
      [1, 2],
      [3, 4],
      [0, 3],
    ])
      for (const [x, y] of [
        [a, b],
        [b, a],
      ])
        expect((await wish(x, y, id)).status).toBe(200);
    expect((await wish(5, 0, id)).status).toBe(200);
    // 0 and 3 already meet at 14:20 at table 2: the scheduler keeps it and does not ask for it again.
    const booked = await call(t0.app, 'POST', '/api/UserReservations', {
      token: people[0].token,
      body: { fkScheduleId: id, fkGuestUserId: people[3].userId, slotStart: '14:20', tableNumber: 2 },
    });
    expect(booked.status).toBe(200);

    const before = await overview(id);
    expect(before.status).toBe(200);
    expect(before.json).toMatchObject({
      participants: 6,
      mutualWishes: 4,
      oneSidedWishes: 1,
      liveMeetings: 1,
      slots: 4,
      tableCount: 2,
      latestRun: null,
    });
    expect((await scheduler('overview', { fkScheduleId: id }, people[0].token)).status).toBe(403);
    const badLimit = await scheduler('run', { fkScheduleId: id, timeLimitSeconds: 7 });
    expect(badLimit.json.fields).toEqual({ timeLimitSeconds: 'validation.invalid' });

    const started = await scheduler('run', { fkScheduleId: id, timeLimitSeconds: 5 });
    expect(started.status).toBe(200);
    expect(started.json).toMatchObject({ status: 'running', requested: 4 });
    const done = await finished(id);
    expect(done.latestRun.status).toBe('done');
    const draft = done.latestRun.draft;
    expect(draft.unplaced).toEqual([]);
    expect(draft.meetings).toHaveLength(4);
    expect(draft.keptMeetings).toBe(1);
    // Nobody twice in a slot, no table twice in a slot, the booked meeting's people and table kept free of it.
    const taken = new Set([`p${people[0].userId}@14:20`, `p${people[3].userId}@14:20`, 't2@14:20']);
    for (const m of draft.meetings) {
      for (const key of [`p${m.host.pkUserId}@${m.startTime}`, `p${m.guest.pkUserId}@${m.startTime}`, `t${m.tableNumber}@${m.startTime}`]) {
        expect(taken.has(key)).toBe(false);
        taken.add(key);
      }
    }
    // Nothing is booked before publishing.
    expect(await reservationRows(t0.app, id)).toHaveLength(1);

    const published = await scheduler('publish', { pkSchedulerRunId: started.json.pkSchedulerRunId });
    expect(published.status).toBe(200);
    expect(published.json).toMatchObject({ status: 'published', published: 4 });
    const rows = await reservationRows(t0.app, id);
    expect(rows.filter((r) => r.status === 'accepted')).toHaveLength(4);
    const told = await t0.db
      .select()
      .from(t.notifications)
      .where(
        and(eq(t.notifications.fkUserId, people[2].userId), eq(t.notifications.fkNotificationTypeId, NotificationType.meetingAccepted)),
      );
    expect(told).toHaveLength(2);
    expect(told[0].content.split(';')).toEqual(expect.arrayContaining([String(id), 'scheduled']));

    expect((await scheduler('publish', { pkSchedulerRunId: started.json.pkSchedulerRunId })).json.message).toBe('scheduler_run_published');
    expect((await scheduler('run', { fkScheduleId: id, timeLimitSeconds: 5 })).json.message).toBe('scheduler_nothing_to_place');
    expect((await overview(id)).json).toMatchObject({ mutualWishes: 0, liveMeetings: 5 });
  });

  it('books nothing when the draft no longer fits, and answers for runs held by another process', async () => {
    const s = await b2bSession(t0.app, f.eventId, { start: new Date(`${f.day2}T10:00:00+02:00`), minutes: 60, tables: 3 });
    const id = s.pkScheduleId;
    for (const [x, y] of [
      [4, 5],
      [5, 4],
    ])
      await wish(x, y, id);
    const run = await scheduler('run', { fkScheduleId: id, timeLimitSeconds: 5 });
    const done = await finished(id);
    const [m] = done.latestRun.draft.meetings;
    // One of them narrows their availability to a slot the draft does not use.
    const other = ['10:00', '10:20', '10:40'].find((x) => x !== m.startTime) as string;
    const end = { '10:00': '10:20', '10:20': '10:40', '10:40': '11:00' }[other];
    const narrowed = await call(t0.app, 'POST', '/api/UserReservations/set-availability', {
      token: people[4].token,
      body: { fkScheduleId: id, availableFrom: other, availableTo: end },
    });
    expect(narrowed.status).toBe(200);
    const refused = await scheduler('publish', { pkSchedulerRunId: run.json.pkSchedulerRunId });
    expect(refused.status).toBe(409);
    expect(refused.json.message).toBe('scheduler_draft_outdated');
    expect(await reservationRows(t0.app, id)).toEqual([]);
    expect((await overview(id)).json.latestRun.status).toBe('done');

    // A run another process holds: cancelled through the database; once its heartbeat stops it no longer blocks.
    const [held] = await t0.db.insert(t.schedulerRuns).values({ fkScheduleId: id, timeLimitSeconds: 60, requested: 1 }).returning();
    expect((await scheduler('run', { fkScheduleId: id, timeLimitSeconds: 5 })).json.message).toBe('scheduler_already_running');
    expect((await scheduler('cancel', { pkSchedulerRunId: held.pkSchedulerRunId })).json.status).toBe('cancelled');
    expect((await scheduler('cancel', { pkSchedulerRunId: held.pkSchedulerRunId })).json.message).toBe('scheduler_run_not_running');
    expect((await scheduler('publish', { pkSchedulerRunId: run.json.pkSchedulerRunId })).json.message).toBe('scheduler_run_outdated');
    const [stale] = await t0.db
      .insert(t.schedulerRuns)
      .values({ fkScheduleId: id, timeLimitSeconds: 60, requested: 1, heartbeatAt: new Date(Date.now() - 60_000) })
      .returning();
    const fresh = await scheduler('run', { fkScheduleId: id, timeLimitSeconds: 5 });
    expect(fresh.status).toBe(200);
    const [staleAfter] = await t0.db.select().from(t.schedulerRuns).where(eq(t.schedulerRuns.pkSchedulerRunId, stale.pkSchedulerRunId));
    expect(staleAfter.status).toBe('failed');
    const last = await finished(id);
    // With 10:00-10:20 (or so) as one person's only slot, the meeting lands there.
    expect(last.latestRun.draft.meetings[0].startTime).toBe(other);
  });

  it('refuses to publish a stored draft that does not fit the contract, booking nothing', async () => {
    const s = await b2bSession(t0.app, f.eventId, { start: new Date(`${f.day2}T12:00:00+02:00`), minutes: 40, tables: 1 });
    const id = s.pkScheduleId;
    // A meeting without its day and times and with half its people: read back unchecked, it would be booked
    // and both people told of a meeting on day "undefined".
    const person = (i: number) => ({ pkUserId: people[i].userId, firstName: 'Someone', lastName: 'Else' });
    const meeting = { host: person(0), guest: person(1), start: `${f.day2}T12:00:00+02:00`, tableNumber: 1 };
    const [row] = await t0.db
      .insert(t.schedulerRuns)
      .values({ fkScheduleId: id, timeLimitSeconds: 5, requested: 1, status: 'done', draft: { meetings: [meeting], unplaced: [] } })
      .returning();
    const refused = await scheduler('publish', { pkSchedulerRunId: row.pkSchedulerRunId });
    expect(refused.status).toBe(500);
    expect(await reservationRows(t0.app, id)).toEqual([]);
    const [after] = await t0.db.select().from(t.schedulerRuns).where(eq(t.schedulerRuns.pkSchedulerRunId, row.pkSchedulerRunId));
    expect(after.status).toBe('done');
  });

  it('lets one of two simultaneous starts run and one of two simultaneous publishes book', async () => {
    const s = await b2bSession(t0.app, f.eventId, { start: new Date(`${f.day2}T16:00:00+02:00`), minutes: 40, tables: 1 });
    const id = s.pkScheduleId;
    for (const [x, y] of [
      [1, 3],
      [3, 1],
    ])
      await wish(x, y, id);
    const starts = await Promise.all([0, 1, 2].map(() => scheduler('run', { fkScheduleId: id, timeLimitSeconds: 5 })));
    expect(starts.map((r) => r.status).sort()).toEqual([200, 409, 409]);
    const runId = starts.find((r) => r.status === 200)?.json.pkSchedulerRunId;
    await finished(id);
    const publishes = await Promise.all([0, 1, 2].map(() => scheduler('publish', { pkSchedulerRunId: runId })));
    expect(publishes.map((r) => r.status).sort()).toEqual([200, 409, 409]);
    expect(await reservationRows(t0.app, id)).toHaveLength(1);
  });
});
