import { NotificationType } from '@portal/contracts/notifications/notification-types';
import { and, eq } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import { beforeAll, describe, expect, it } from 'vitest';
import * as t from '../../db/schema/all.ts';
import { ModuleId } from '@portal/contracts/common/access';
import { buildCast, buildCompany, buildInvitation, type Cast, call, person } from '../../../test/factories.ts';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import { type MeetingForum, meetingForum, registeredAttendees, reservationRows } from './meetings.test-support.ts';

let t0: TestApp;
let cast: Cast;
let f: MeetingForum;
beforeAll(async () => {
  t0 = await createTestApp();
  cast = await buildCast(t0.app);
  f = await meetingForum(t0.app, cast);
});

const post = (path: string, body: object, token: string) => call(t0.app, 'POST', `/api/UserReservations${path}`, { token, body });
const request = (body: object, token = f.attendee.token) => post('', { fkScheduleId: f.b2b.pkScheduleId, ...body }, token);
const notificationsOf = (userId: number, type: number) =>
  t0.db
    .select()
    .from(t.notifications)
    .where(and(eq(t.notifications.fkUserId, userId), eq(t.notifications.fkNotificationTypeId, type)));

describe('one-to-one meetings', () => {
  it('are requested, accepted, rescheduled and answered again, each step telling the other person', async () => {
    const asked = await request({ fkGuestUserId: f.hidden.userId, slotStart: '10:20', note: 'Apples for export' });
    expect(asked.status).toBe(200);
    expect(asked.json).toMatchObject({
      status: 'requested',
      awaitingUserId: f.hidden.userId,
      tableNumber: 1,
      startTime: '10:20',
      endTime: '10:40',
      day: f.day1,
      reservingUser: { pkUserId: f.attendee.userId, company: cast.companies.companyRs.name },
      reservedUser: { pkUserId: f.hidden.userId },
    });
    const id = asked.json.pkUserReservationId;
    const [invited] = await notificationsOf(f.hidden.userId, NotificationType.invitedToMeeting);
    expect(invited.link).toBe(`/event-management/chamber-events/details/${f.eventId}/schedule/timeline/${f.b2b.pkScheduleId}`);
    expect(invited.content.split(';').slice(0, 3)).toEqual([String(f.eventId), String(f.b2b.pkScheduleId), String(id)]);

    // Only the guest answers a request.
    expect((await post('/accept-reservation', { pkUserReservationId: id }, f.attendee.token)).json.message).toBe(
      'reservation_not_awaiting_you',
    );
    const accepted = await post('/accept-reservation', { pkUserReservationId: id }, f.hidden.token);
    expect(accepted.json).toMatchObject({ status: 'accepted', awaitingUserId: null });
    expect(await notificationsOf(f.attendee.userId, NotificationType.meetingAccepted)).toHaveLength(1);

    // The host moves it: the guest answers again.
    const moved = await post('/reschedule-reservation', { pkUserReservationId: id, slotStart: '11:00', tableNumber: 7 }, f.attendee.token);
    expect(moved.json).toMatchObject({ status: 'requested', awaitingUserId: f.hidden.userId, startTime: '11:00', tableNumber: 7 });
    expect(await notificationsOf(f.hidden.userId, NotificationType.meetingRescheduled)).toHaveLength(1);
    expect((await post('/accept-reservation', { pkUserReservationId: id }, f.hidden.token)).json.status).toBe('accepted');

    // Both see it in their session; the organisers in the grid.
    const mine = await post('/get-reservations-for-current-user-on-session', { fkScheduleId: f.b2b.pkScheduleId }, f.hidden.token);
    expect(mine.json.reservations.map((m: { pkUserReservationId: number }) => m.pkUserReservationId)).toEqual([id]);
    expect(mine.json.slots).toHaveLength(6);
    expect(mine.json.slots.find((s: { startTime: string }) => s.startTime === '11:00')).toMatchObject({ isFree: false, freeTables: 19 });
    const grid = await post('/get-reservations-for-schedule-grouped', { fkScheduleId: f.b2b.pkScheduleId }, cast.chamberAdminMe.token);
    expect(grid.json.tableCount).toBe(20);
    expect(grid.json.slots.find((s: { startTime: string }) => s.startTime === '11:00').reservations[0].tableNumber).toBe(7);

    // Moved without naming a table, it keeps table 7, free at the new time (free-slots said so); declining frees the table and the time.
    const offered = await post(
      '/free-slots',
      { fkScheduleId: f.b2b.pkScheduleId, fkUserId: f.attendee.userId, keepTable: 7 },
      f.hidden.token,
    );
    expect(offered.json.slots.find((s: { startTime: string }) => s.startTime === '11:20')).toMatchObject({
      tableNumber: 7,
      freeTables: 20,
    });
    const again = await post('/reschedule-reservation', { pkUserReservationId: id, slotStart: '11:20' }, f.hidden.token);
    expect(again.json).toMatchObject({ awaitingUserId: f.attendee.userId, tableNumber: 7 });
    const rejected = await post('/reject-reservation', { pkUserReservationId: id }, f.attendee.token);
    expect(rejected.json).toMatchObject({ status: 'rejected', endReason: 'rejected' });
    expect(await notificationsOf(f.hidden.userId, NotificationType.meetingRejected)).toHaveLength(1);
    expect((await post('/cancel-reservation', { pkUserReservationId: id }, f.hidden.token)).json.message).toBe('reservation_not_live');
    const free = await post('/free-slots', { fkScheduleId: f.b2b.pkScheduleId, fkUserId: f.hidden.userId }, f.attendee.token);
    expect(free.json.slots.map((s: { startTime: string }) => s.startTime)).toEqual(['10:00', '10:20', '10:40', '11:00', '11:20', '11:40']);
  });

  it('moves a meeting to the lowest free table when its own is taken at the new time, as free-slots tells beforehand', async () => {
    const [host, guest, other, otherGuest] = await registeredAttendees(t0.app, f.eventId, 4, cast.companies.companyRs.pkCompanyId);
    const at7 = await request({ fkGuestUserId: guest.userId, slotStart: '10:00', tableNumber: 7 }, host.token);
    expect(at7.json.tableNumber).toBe(7);
    const taken = await request({ fkGuestUserId: otherGuest.userId, slotStart: '10:40', tableNumber: 7 }, other.token);
    expect(taken.json.tableNumber).toBe(7);
    const free = await post('/free-slots', { fkScheduleId: f.b2b.pkScheduleId, fkUserId: guest.userId, keepTable: 7 }, host.token);
    const at = (time: string) => free.json.slots.find((s: { startTime: string }) => s.startTime === time);
    expect(at('10:40').tableNumber).not.toBe(7);
    expect(at('11:20').tableNumber).toBe(7);
    const moved = await post(
      '/reschedule-reservation',
      { pkUserReservationId: at7.json.pkUserReservationId, slotStart: '10:40' },
      host.token,
    );
    expect(moved.json).toMatchObject({ startTime: '10:40', tableNumber: at('10:40').tableNumber });
    await post('/cancel-reservation', { pkUserReservationId: moved.json.pkUserReservationId }, host.token);
    await post('/cancel-reservation', { pkUserReservationId: taken.json.pkUserReservationId }, other.token);
  });

  it('leaves out a registered attendee whose company has no event management: not offered, not asked, not scheduled', async () => {
    const noEvents = await buildCompany(t0.db, { country: 'AL', modules: [ModuleId.b2b, ModuleId.supplyChain, ModuleId.supplyAndDemand] });
    const outsider = await person(t0.app, { role: 3, companyId: noEvents.pkCompanyId, firstName: 'Arben' });
    await buildInvitation(t0.db, { eventId: f.eventId, userId: outsider.userId, email: outsider.email, isAccepted: true });
    const [mate] = await registeredAttendees(t0.app, f.eventId, 1, cast.companies.companyMe.pkCompanyId);
    // The picker's list: registered, but not among those who take part in meetings.
    const search = (body: object) =>
      call(t0.app, 'POST', '/api/Events/search-attendees-in-event', { token: f.attendee.token, body: { fkEventId: f.eventId, ...body } });
    const ids = async (body: object) => (await search(body)).json.attendees.map((a: { fkUserId: number }) => a.fkUserId);
    expect(await ids({ isAccepted: true, isBlocked: false, pageSize: 100 })).toContain(outsider.userId);
    const offered = await ids({ canMeet: true, pageSize: 100 });
    expect(offered).toContain(mate.userId);
    expect(offered).not.toContain(outsider.userId);
    expect(offered).not.toContain(f.blocked.userId);
    // The request to them, and theirs, are refused with a translated reason.
    const before = (await reservationRows(t0.app, f.b2b.pkScheduleId)).length;
    const asked = await request({ fkGuestUserId: outsider.userId, slotStart: '10:00' });
    expect([asked.status, asked.json.fields]).toEqual([400, { fkGuestUserId: 'meeting_guest_cannot_meet' }]);
    const theirs = await request({ fkGuestUserId: f.hidden.userId, slotStart: '10:00' }, outsider.token);
    expect([theirs.status, theirs.json.message]).toEqual([403, 'meetings_need_event_management']);
    const free = await post('/free-slots', { fkScheduleId: f.b2b.pkScheduleId, fkUserId: outsider.userId }, f.attendee.token);
    expect(free.json.fields).toEqual({ fkUserId: 'meeting_guest_cannot_meet' });
    expect(await reservationRows(t0.app, f.b2b.pkScheduleId)).toHaveLength(before);
    // A mutual wish with them (made before the rule) is neither a figure nor a meeting to place.
    const wishes = [
      { fkScheduleId: f.b2b.pkScheduleId, fkUserId: outsider.userId, fkWantedUserId: f.hidden.userId },
      { fkScheduleId: f.b2b.pkScheduleId, fkUserId: f.hidden.userId, fkWantedUserId: outsider.userId },
    ];
    await t0.db.insert(t.meetingWishes).values(wishes);
    const overview = await call(t0.app, 'POST', '/api/MeetingScheduler/overview', {
      token: cast.chamberAdminRs.token,
      body: { fkScheduleId: f.b2b.pkScheduleId },
    });
    expect(overview.json).toMatchObject({ participants: 0, mutualWishes: 0, oneSidedWishes: 0 });
    await t0.db.delete(t.meetingWishes).where(eq(t.meetingWishes.fkUserId, outsider.userId));
    await t0.db.delete(t.meetingWishes).where(eq(t.meetingWishes.fkWantedUserId, outsider.userId));
  });

  it('refuses what cannot be met, naming the field, and writes nothing', async () => {
    const before = (await reservationRows(t0.app, f.b2b.pkScheduleId)).length;
    const field = async (body: object, token?: string) => {
      const r = await request(body, token);
      return [r.status, r.json.fields ? Object.entries(r.json.fields)[0] : r.json.message];
    };
    expect(await field({ fkGuestUserId: f.attendee.userId, slotStart: '10:00' })).toEqual([
      400,
      ['fkGuestUserId', 'meeting_with_yourself'],
    ]);
    expect(await field({ fkGuestUserId: f.pending.userId, slotStart: '10:00' })).toEqual([
      400,
      ['fkGuestUserId', 'meeting_guest_not_registered'],
    ]);
    expect(await field({ fkGuestUserId: f.blocked.userId, slotStart: '10:00' })).toEqual([
      400,
      ['fkGuestUserId', 'meeting_guest_not_registered'],
    ]);
    expect(await field({ fkGuestUserId: f.hidden.userId, slotStart: '10:10' })).toEqual([
      400,
      ['slotStart', 'meeting_slot_not_in_session'],
    ]);
    expect(await field({ fkGuestUserId: f.hidden.userId, slotStart: '12:00' })).toEqual([
      400,
      ['slotStart', 'meeting_slot_not_in_session'],
    ]);
    expect(await field({ fkGuestUserId: f.hidden.userId, slotStart: '10:00', tableNumber: 21 })).toEqual([
      400,
      ['tableNumber', 'meeting_table_not_in_hall'],
    ]);
    expect(await field({ fkGuestUserId: f.hidden.userId, slotStart: '25:00' })).toEqual([400, ['slotStart', 'validation.time']]);
    // Someone who is not a registered attendee cannot ask; a plenary takes no meetings.
    expect(await field({ fkGuestUserId: f.hidden.userId, slotStart: '10:00' }, f.blocked.token)).toEqual([403, 'not_registered_on_event']);
    const plenary = await post(
      '',
      { fkScheduleId: f.plenary.pkScheduleId, fkGuestUserId: f.hidden.userId, slotStart: '10:00' },
      f.attendee.token,
    );
    expect(plenary.json.message).toBe('schedule_not_b2b');
    expect(await reservationRows(t0.app, f.b2b.pkScheduleId)).toHaveLength(before);
  });

  it('keeps availability: a request outside it is refused by the database, and a narrowing that would strand a meeting too', async () => {
    const set = await post(
      '/set-availability',
      { fkScheduleId: f.b2b.pkScheduleId, availableFrom: '10:00', availableTo: '11:00' },
      f.hidden.token,
    );
    expect(set.json).toMatchObject({ availableFrom: '10:00', availableTo: '11:00' });
    expect(set.json.slots.filter((s: { isFree: boolean }) => s.isFree).map((s: { startTime: string }) => s.startTime)).toEqual([
      '10:00',
      '10:20',
      '10:40',
    ]);
    const outside = await request({ fkGuestUserId: f.hidden.userId, slotStart: '11:20' });
    expect(outside.status).toBe(422);
    expect(outside.json.fields).toEqual({ slotStart: 'meeting_outside_availability' });
    const inside = await request({ fkGuestUserId: f.hidden.userId, slotStart: '10:40' });
    expect(inside.status).toBe(200);
    const narrower = await post(
      '/set-availability',
      { fkScheduleId: f.b2b.pkScheduleId, availableFrom: '10:00', availableTo: '10:40' },
      f.hidden.token,
    );
    expect(narrower.json.fields).toEqual({ availableFrom: 'meeting_outside_availability' });
    const half = await post('/set-availability', { fkScheduleId: f.b2b.pkScheduleId, availableFrom: '10:00' }, f.hidden.token);
    expect(half.json.fields).toEqual({ availableTo: 'validation.required' });
    await post('/cancel-reservation', { pkUserReservationId: inside.json.pkUserReservationId }, f.attendee.token);
    expect((await post('/set-availability', { fkScheduleId: f.b2b.pkScheduleId }, f.hidden.token)).json.availableFrom).toBeNull();
  });

  it('shows a meeting only to its two people, the organisers and the platform administrator', async () => {
    const m = (await request({ fkGuestUserId: f.hidden.userId, slotStart: '11:40' })).json;
    const get = async (token: string) => (await call(t0.app, 'GET', `/api/UserReservations/${m.pkUserReservationId}`, { token })).status;
    expect(await get(f.attendee.token)).toBe(200);
    expect(await get(f.hidden.token)).toBe(200);
    expect(await get(cast.chamberAdminRs.token)).toBe(200);
    expect(await get(cast.chamberAdminMe.token)).toBe(200); // assistant organiser
    expect(await get(cast.platformAdmin.token)).toBe(200);
    expect(await get(cast.employeeRs.token)).toBe(404);
    expect(await get(f.blocked.token)).toBe(404);
    // Organisers see it but do not answer for the people.
    expect(
      (await post('/accept-reservation', { pkUserReservationId: m.pkUserReservationId }, cast.chamberAdminRs.token)).json.message,
    ).toBe('reservation_not_yours');
    // Lists: organisers every meeting, attendees their own, others none.
    const list = async (token: string) =>
      (await post('/get-reservations-for-schedule', { fkScheduleId: f.b2b.pkScheduleId, status: 'requested' }, token)).json.totalCount;
    expect(await list(cast.chamberAdminRs.token)).toBeGreaterThanOrEqual(1);
    expect(await list(f.hidden.token)).toBeGreaterThanOrEqual(1);
    expect(await list(f.blocked.token)).toBe(0);
    const byUser = await post('/get-reservations-for-user', { fkEventId: f.eventId, status: 'requested' }, f.hidden.token);
    expect(byUser.json.reservations.some((r: { pkUserReservationId: number }) => r.pkUserReservationId === m.pkUserReservationId)).toBe(
      true,
    );
    const place = await call(t0.app, 'GET', `/api/UserReservations/get-event-place-type/${f.b2b.pkScheduleId}`, { token: f.hidden.token });
    expect(place.json).toMatchObject({ fkEventPlaceTypeId: 1 });
    await post('/cancel-reservation', { pkUserReservationId: m.pkUserReservationId }, f.hidden.token);
  });

  it('gives the online meeting link to the same people as the event details: organisers and registered attendees', async () => {
    const link = 'https://meet.example.test/forum';
    await t0.db.update(t.events).set({ onlineLink: link }).where(eq(t.events.pkEventId, f.eventId));
    const otherChamberAdmin = await person(t0.app, { role: 2, chamber: 'BA' });
    const callers = {
      organiser: cast.chamberAdminRs.token,
      assistantOrganiser: cast.chamberAdminMe.token,
      platformAdmin: cast.platformAdmin.token,
      registered: f.attendee.token,
      registeredHidden: f.hidden.token,
      blocked: f.blocked.token,
      invitedNotRegistered: f.pending.token,
      otherChamberAdmin: otherChamberAdmin.token,
    };
    const seen: Record<string, string | null> = {};
    for (const [who, token] of Object.entries(callers)) {
      const details = await call(t0.app, 'GET', `/api/Events/${f.eventId}`, { token });
      const place = await call(t0.app, 'GET', `/api/UserReservations/get-event-place-type/${f.b2b.pkScheduleId}`, { token });
      expect([details.status, place.status], who).toEqual([200, 200]);
      // One rule (event.policy's canJoinOnlineRoom) answers both.
      expect(place.json.onlineLink, who).toBe(details.json.onlineLink);
      seen[who] = place.json.onlineLink;
    }
    expect(seen).toEqual({
      organiser: link,
      assistantOrganiser: link,
      platformAdmin: link,
      registered: link,
      registeredHidden: link,
      blocked: null,
      invitedNotRegistered: null,
      otherChamberAdmin: null,
    });
  });

  it('cancels the meetings a session move breaks, with notification type 15, once confirmed', async () => {
    const m = (await request({ fkGuestUserId: f.hidden.userId, slotStart: '10:00' })).json;
    const kept = (await request({ fkGuestUserId: f.hidden.userId, slotStart: '11:40' })).json;
    const body = {
      pkScheduleId: f.b2b.pkScheduleId,
      fkEventId: f.eventId,
      name: 'B2B morning',
      fkSessionTypeId: f.types.b2b,
      fkHallId: f.tablesHall.pkHallId,
      day: f.day1,
      startTime: '10:20',
      endTime: '12:00',
    };
    const asked = await call(t0.app, 'PUT', '/api/Schedule', { token: cast.chamberAdminRs.token, body });
    expect(asked.status).toBe(409);
    expect(asked.json).toMatchObject({ message: 'schedule_change_cancels_meetings', params: { count: 1 } });
    const moved = await call(t0.app, 'PUT', '/api/Schedule', {
      token: cast.chamberAdminRs.token,
      body: { ...body, confirmMeetingsCancellation: true },
    });
    expect(moved.status).toBe(200);
    const rows = await reservationRows(t0.app, f.b2b.pkScheduleId);
    expect(rows.find((r) => r.pkUserReservationId === m.pkUserReservationId)).toMatchObject({
      status: 'cancelled',
      endReason: 'session_changed',
    });
    expect(rows.find((r) => r.pkUserReservationId === kept.pkUserReservationId)?.status).toBe('requested');
    expect(await notificationsOf(f.hidden.userId, NotificationType.sessionChangedMeetingsCancelled)).toHaveLength(1);
    await call(t0.app, 'PUT', '/api/Schedule', {
      token: cast.chamberAdminRs.token,
      body: { ...body, startTime: '10:00', confirmMeetingsCancellation: true },
    });
    await post('/cancel-reservation', { pkUserReservationId: kept.pkUserReservationId }, f.hidden.token);
  });

  it('frees the meetings of a person blocked on the event or removed from the platform, telling the others (type 18)', async () => {
    const [extra, gone] = await registeredAttendees(t0.app, f.eventId, 2, cast.companies.companyMe.pkCompanyId);
    const withExtra = (await request({ fkGuestUserId: extra.userId, slotStart: '10:40' })).json;
    const withGone = (await request({ fkGuestUserId: gone.userId, slotStart: '11:00' })).json;
    const blocked = await call(t0.app, 'POST', '/api/blockedUsersOnEvent', {
      token: cast.chamberAdminRs.token,
      body: { fkEventId: f.eventId, fkUserId: extra.userId },
    });
    expect(blocked.status).toBe(200);
    const removed = await call(t0.app, 'DELETE', `/api/Account/admin-delete-user/${gone.userId}`, { token: cast.platformAdmin.token });
    expect(removed.status).toBe(200);
    const rows = await reservationRows(t0.app, f.b2b.pkScheduleId);
    expect(rows.find((r) => r.pkUserReservationId === withExtra.pkUserReservationId)).toMatchObject({
      status: 'cancelled',
      endReason: 'user_blocked',
    });
    expect(rows.find((r) => r.pkUserReservationId === withGone.pkUserReservationId)).toMatchObject({
      status: 'cancelled',
      endReason: 'user_removed',
    });
    const told = await notificationsOf(f.attendee.userId, NotificationType.meetingUserRemoved);
    // eventId;scheduleId;reservationId;name;day;start, as the other meeting notifications.
    expect(told.map((n) => n.content.split(';').slice(2)).sort((a, b) => Number(a[0]) - Number(b[0]))).toEqual([
      [String(withExtra.pkUserReservationId), expect.any(String), withExtra.day, '10:40'],
      [String(withGone.pkUserReservationId), expect.any(String), withGone.day, '11:00'],
    ]);
  });

  it('exports the meetings as a spreadsheet: a person their own, the organisers the whole session', async () => {
    const m = (await request({ fkGuestUserId: f.hidden.userId, slotStart: '11:20', tableNumber: 3 })).json;
    await post('/accept-reservation', { pkUserReservationId: m.pkUserReservationId }, f.hidden.token);
    const sheetRows = async (url: string, token: string) => {
      const res = await call(t0.app, 'GET', url, { token });
      if (res.status !== 200) return res.status;
      expect(res.res.headers['content-disposition']).toBe('attachment; filename="Schedule reservations.xlsx"');
      const book = new ExcelJS.Workbook();
      await book.xlsx.load(res.res.rawPayload as unknown as ArrayBuffer);
      const rows: unknown[][] = [];
      book.worksheets[0].eachRow((row) => rows.push((row.values as unknown[]).slice(1)));
      return rows;
    };
    const own = `/api/Reports/schedule-reservations-for-user/${f.b2b.pkScheduleId}/${f.hidden.userId}`;
    const mine = await sheetRows(own, f.hidden.token);
    expect(mine).toContainEqual([
      3,
      `Test User 3`,
      cast.companies.companyRs.name,
      `Hidden User 4`,
      cast.companies.companyRs.name,
      expect.stringMatching(/^12\.05\.\d{4}\.$/),
      '11:20',
      '11:40',
      'Accepted',
    ]);
    expect((mine as unknown[][])[0]).toEqual([
      'Table number',
      'Host name',
      'Host company',
      'Guest name',
      'Guest company',
      'Date',
      'Start time',
      'End time',
      'Status',
    ]);
    expect(await sheetRows(own, cast.chamberAdminRs.token)).toEqual(mine);
    expect(await sheetRows(own, f.attendee.token)).toBe(403);
    const all = await sheetRows(`/api/Reports/schedule-reservations/${f.b2b.pkScheduleId}`, cast.chamberAdminMe.token);
    expect((all as unknown[][]).length).toBeGreaterThan((mine as unknown[][]).length);
    expect(await sheetRows(`/api/Reports/schedule-reservations/${f.b2b.pkScheduleId}`, f.hidden.token)).toBe(403);
  });
});
