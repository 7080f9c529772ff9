import { and, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import * as t from '../../../db/schema/all.ts';
import { call } from '../../../../test/factories.ts';
import type { TestApp } from '../../../../test/test-app.ts';
import { type MeetingForum, wishesWorld } from '../meetings.test-support.ts';

let t0: TestApp;
let f: MeetingForum;
let people: { userId: number; token: string }[];
let wish: Awaited<ReturnType<typeof wishesWorld>>['wish'];
beforeAll(async () => {
  ({ t0, f, people, wish } = await wishesWorld());
});

describe('meeting wishes', () => {
  it('are made and taken back by registered attendees; both sides wishing makes them mutual', async () => {
    const first = await wish(0, 1);
    expect(first.status).toBe(200);
    expect(first.json.wanted).toEqual([expect.objectContaining({ pkUserId: people[1].userId, isMutual: false, hasMeeting: false })]);
    const theirs = await call(t0.app, 'POST', '/api/MeetingWishes/get-for-session', {
      token: people[1].token,
      body: { fkScheduleId: f.b2b.pkScheduleId },
    });
    expect(theirs.json.wantedBy.map((p: { pkUserId: number }) => p.pkUserId)).toEqual([people[0].userId]);
    const back = await wish(1, 0);
    expect(back.json.wanted[0]).toMatchObject({ pkUserId: people[0].userId, isMutual: true });
    expect(back.json.wantedBy).toEqual([]);
    // Twice is once.
    expect((await wish(0, 1)).json.wanted).toHaveLength(1);
    const removed = await call(t0.app, 'POST', '/api/MeetingWishes/remove', {
      token: people[0].token,
      body: { fkScheduleId: f.b2b.pkScheduleId, fkUserId: people[1].userId },
    });
    expect(removed.json.wanted).toEqual([]);
    expect(removed.json.wantedBy.map((p: { pkUserId: number }) => p.pkUserId)).toEqual([people[1].userId]);
  });

  it('is kept once when the same wish is sent many times at once', async () => {
    const answers = await Promise.all(Array.from({ length: 12 }, () => wish(3, 5)));
    expect(answers.map((r) => r.status)).toEqual(Array(12).fill(200));
    const rows = await t0.db
      .select()
      .from(t.meetingWishes)
      .where(and(eq(t.meetingWishes.fkUserId, people[3].userId), eq(t.meetingWishes.fkScheduleId, f.b2b.pkScheduleId)));
    expect(rows).toHaveLength(1);
  });

  it('refuses yourself, people not registered and callers not registered, naming the field', async () => {
    const self = await wish(2, 2);
    expect(self.status).toBe(400);
    expect(self.json.fields).toEqual({ fkUserId: 'meeting_with_yourself' });
    const blocked = await call(t0.app, 'POST', '/api/MeetingWishes', {
      token: people[2].token,
      body: { fkScheduleId: f.b2b.pkScheduleId, fkUserId: f.blocked.userId },
    });
    expect(blocked.json.fields).toEqual({ fkUserId: 'meeting_guest_not_registered' });
    const outsider = await call(t0.app, 'POST', '/api/MeetingWishes', {
      token: f.blocked.token,
      body: { fkScheduleId: f.b2b.pkScheduleId, fkUserId: people[2].userId },
    });
    expect(outsider.status).toBe(403);
    const plenary = await wish(2, 3, f.plenary.pkScheduleId);
    expect(plenary.json.message).toBe('schedule_not_b2b');
    const bad = await call(t0.app, 'POST', '/api/MeetingWishes', {
      token: people[2].token,
      body: { fkScheduleId: f.b2b.pkScheduleId, fkUserId: 'x' },
    });
    expect(bad.status).toBe(400);
    expect(Object.keys(bad.json.fields)).toEqual(['fkUserId']);
    const rows = await t0.db.select().from(t.meetingWishes).where(eq(t.meetingWishes.fkUserId, people[2].userId));
    expect(rows).toEqual([]);
  });
});
