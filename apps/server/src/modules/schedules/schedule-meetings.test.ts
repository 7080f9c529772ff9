import { eq } from 'drizzle-orm';
import { NotificationType } from '@portal/contracts/notifications/notification-types';
import { beforeAll, describe, expect, it } from 'vitest';
import * as t from '../../db/schema/all.ts';
import { buildUser } from '../../../test/factories.ts';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import { type AffectedMeeting, type MeetingsSource, movesSession, type SessionSlot, settleMeetings } from './schedule-meetings.ts';

/** The hook that the reservations plug into, driven by a fake meetings source. */
let t0: TestApp;
beforeAll(async () => {
  t0 = await createTestApp();
});

const before: SessionSlot = {
  pkScheduleId: 41,
  fkEventId: 7,
  name: 'B2B meetings',
  fkHallId: 3,
  startTime: new Date('2027-05-12T07:00:00Z'),
  endTime: new Date('2027-05-12T10:00:00Z'),
};
const later = { ...before, startTime: new Date('2027-05-12T08:00:00Z') };

/** Meetings of the session every 20 minutes; a change breaks those outside the new range (or all for a deletion). */
function fakeSource(meetings: (AffectedMeeting & { at: Date })[]) {
  const cancelled: number[] = [];
  const source: MeetingsSource = {
    affectedMeetings: async (_db, _before, after) =>
      meetings.filter((m) => !after || after.fkHallId !== _before.fkHallId || m.at < after.startTime || m.at >= after.endTime),
    cancelMeetings: async (_db, ids) => {
      cancelled.push(...ids);
    },
  };
  return { source, cancelled };
}

describe('a session change and its meetings', () => {
  it('tells a move in time or hall from a change of name or speakers', () => {
    expect(movesSession(before, { ...before, name: 'Renamed' })).toBe(false);
    expect(movesSession(before, later)).toBe(true);
    expect(movesSession(before, { ...before, fkHallId: 4 })).toBe(true);
    expect(movesSession(before, { ...before, endTime: new Date('2027-05-12T09:00:00Z') })).toBe(true);
    expect(movesSession(before, null)).toBe(true);
  });

  it('warns with the count of meetings a move would cancel, and changes nothing', async () => {
    const { source, cancelled } = fakeSource([
      { id: 1, userIds: [10, 11], at: new Date('2027-05-12T07:00:00Z') },
      { id: 2, userIds: [12, 13], at: new Date('2027-05-12T07:20:00Z') },
      { id: 3, userIds: [10, 13], at: new Date('2027-05-12T08:40:00Z') },
    ]);
    await expect(settleMeetings(t0.db, source, { before, after: later, confirmed: false })).rejects.toMatchObject({
      code: 'schedule_change_cancels_meetings',
      status: 409,
      params: { count: 2 },
    });
    expect(cancelled).toEqual([]);
    // A rename moves nothing: the source is not even asked.
    expect(await settleMeetings(t0.db, source, { before, after: { ...before, name: 'Renamed' }, confirmed: false })).toEqual([]);
  });

  it('cancels the meetings once confirmed and notifies their people with type 15', async () => {
    const [host, guest, other] = await Promise.all([1, 2, 3].map(() => buildUser(t0.db, { role: 4 })));
    const { source, cancelled } = fakeSource([
      { id: 5, userIds: [host.pkUserId, guest.pkUserId], at: new Date('2027-05-12T07:00:00Z') },
      { id: 6, userIds: [host.pkUserId, other.pkUserId], at: new Date('2027-05-12T09:00:00Z') },
    ]);
    const written = await t0.db.transaction((tx) => settleMeetings(tx, source, { before, after: later, confirmed: true }));
    expect(cancelled).toEqual([5]);
    expect(written.map((w) => w.userId).sort()).toEqual([host.pkUserId, guest.pkUserId].sort());
    const [note] = await t0.db.select().from(t.notifications).where(eq(t.notifications.fkUserId, guest.pkUserId));
    expect(note).toMatchObject({
      fkNotificationTypeId: NotificationType.sessionChangedMeetingsCancelled,
      content: '7;41;B2B meetings',
      link: '/event-management/chamber-events/details/7/schedule/interested-users/41',
    });
    expect(await t0.db.select().from(t.notifications).where(eq(t.notifications.fkUserId, other.pkUserId))).toEqual([]);
    // Deleting the session cancels every meeting of it.
    const all = fakeSource([{ id: 6, userIds: [host.pkUserId, other.pkUserId], at: new Date('2027-05-12T09:00:00Z') }]);
    await t0.db.transaction((tx) => settleMeetings(tx, all.source, { before, after: null, confirmed: true }));
    expect(all.cancelled).toEqual([6]);
  });
});
