import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import * as t from '../../db/schema/all.ts';
import { buildCast, buildEvent, buildInvitation, type Cast, call, person } from '../../../test/factories.ts';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import { buildHall } from '../programme/programme.test-support.ts';
import { type ScheduleForum, scheduleForum, sessionBody } from './schedules.test-support.ts';

let t0: TestApp;
let cast: Cast;
let f: ScheduleForum;
beforeAll(async () => {
  t0 = await createTestApp();
  cast = await buildCast(t0.app);
  f = await scheduleForum(t0.app, cast);
});

const create = (body: object, token = cast.chamberAdminRs.token) => call(t0.app, 'POST', '/api/Schedule', { token, body });
const list = (token: string, body: object = {}, eventId = f.eventId) =>
  call(t0.app, 'POST', `/api/Schedule/get-all-schedules-for-event/${eventId}`, { token, body });

describe('sessions: adding', () => {
  it('adds a session for the organising chamber with its type, hall and speakers, times in Central European time', async () => {
    const r = await create(sessionBody(f));
    expect(r.status).toBe(200);
    expect(r.json).toMatchObject({
      fkEventId: f.eventId,
      name: 'Opening plenary',
      sessionTypeCode: '1',
      sessionTypeName: 'Plenary',
      hallName: 'Velika sala',
      day: f.day1,
      startTime: '09:00',
      endTime: '10:30',
      start: new Date(`${f.day1}T07:00:00Z`).toISOString(),
      end: new Date(`${f.day1}T08:30:00Z`).toISOString(),
      meetingSlotMinutes: 20,
      speakers: [{ pkSpeakerId: f.speaker.pkSpeakerId, fullName: 'Jelena Đorđević', company: 'PKS' }],
      // Two registered, unblocked attendees: both interested by default.
      numberOfInterestedUsers: 2,
      isNotInterested: false,
    });
    const [log] = await t0.db
      .select()
      .from(t.actionLogs)
      .where(eq(t.actionLogs.entityId, String(r.json.pkScheduleId)));
    expect(log).toMatchObject({ action: 'create_schedule', fkUserId: cast.chamberAdminRs.userId });
    // Serbian names of the type in a Serbian request.
    const sr = await call(t0.app, 'GET', `/api/Schedule/${r.json.pkScheduleId}`, {
      token: cast.chamberAdminRs.token,
      headers: { 'accept-language': 'sr' },
    });
    expect(sr.json.sessionTypeName).toBe('Plenarna sesija');
  });

  it('lets assistant chambers and the platform administrator add sessions; others are refused', async () => {
    expect((await create(sessionBody(f, { fkHallId: null, name: 'By ME' }), cast.chamberAdminMe.token)).status).toBe(200);
    expect((await create(sessionBody(f, { fkHallId: null, name: 'By admin' }), cast.platformAdmin.token)).status).toBe(200);
    const other = await buildEvent(t0.db, { chamber: 'MK' });
    const refused = await create(sessionBody(f, { fkEventId: other.pkEventId, fkHallId: null }));
    expect(refused.status).toBe(403);
    expect(refused.json.message).toBe('event_not_editable');
    const company = await create(sessionBody(f), cast.companyAdminRs.token);
    expect([company.status, company.json.message]).toEqual([403, 'access_denied']);
    expect((await call(t0.app, 'POST', '/api/Schedule', { body: sessionBody(f) })).status).toBe(401);
    expect((await create(sessionBody(f, { fkEventId: 999999 }))).status).toBe(404);
  });

  it('refuses bad input with a translated message naming the field', async () => {
    const fieldOf = async (o: Record<string, unknown>) => {
      const r = await create(sessionBody(f, { fkHallId: null, ...o }));
      expect(r.status, JSON.stringify(o)).toBe(400);
      return r.json.fields;
    };
    expect(await fieldOf({ startTime: '11:00', endTime: '10:00' })).toEqual({ endTime: 'schedule_end_before_start' });
    expect(await fieldOf({ startTime: '25:00' })).toEqual({ startTime: 'validation.time' });
    expect(await fieldOf({ day: '2026-02-30' })).toEqual({ day: 'validation.date' });
    expect(await fieldOf({ name: '  ' })).toEqual({ name: 'validation.required' });
    expect(await fieldOf({ meetingSlotMinutes: 1 })).toEqual({ meetingSlotMinutes: 'validation.min' });
    const outside = await create(sessionBody(f, { fkHallId: null, day: f.day2, startTime: '16:30', endTime: '17:30' }));
    expect(outside.json).toMatchObject({
      fields: { endTime: 'schedule_outside_event' },
      params: { to: expect.stringMatching(/^13\.05\.\d{4} 17:00$/) },
    });
    expect(await fieldOf({ startTime: '08:00' })).toEqual({ startTime: 'schedule_outside_event' });
    expect(await fieldOf({ day: `${Number(f.day1.slice(0, 4)) + 1}-05-12` })).toEqual({ day: 'schedule_outside_event' });
    expect(await fieldOf({ fkSessionTypeId: f.types.notASessionType })).toEqual({ fkSessionTypeId: 'session_type_not_found' });
    const otherHall = await buildHall(t0.db, { eventId: (await buildEvent(t0.db)).pkEventId, name: 'Elsewhere' });
    expect(await fieldOf({ fkHallId: otherHall.pkHallId })).toEqual({ fkHallId: 'schedule_hall_not_in_event' });
    expect(await fieldOf({ speakerIds: [f.meSpeaker.pkSpeakerId] })).toEqual({ speakerIds: 'schedule_speaker_not_allowed' });
    expect(await fieldOf({ speakerIds: [f.deletedSpeaker.pkSpeakerId] })).toEqual({ speakerIds: 'schedule_speaker_not_allowed' });
  });

  it('refuses a session that overlaps another in the same hall, naming it; back to back and other halls are fine', async () => {
    const hall = await buildHall(t0.db, { eventId: f.eventId, name: 'Overlap hall' });
    const first = await create(
      sessionBody(f, { fkHallId: hall.pkHallId, name: 'Panel: EU markets', startTime: '11:00', endTime: '12:00' }),
    );
    expect(first.status).toBe(200);
    const clash = await create(sessionBody(f, { fkHallId: hall.pkHallId, name: 'Clash', startTime: '11:30', endTime: '12:30' }));
    expect(clash.status).toBe(409);
    expect(clash.json).toEqual({
      code: 'schedule_hall_overlap',
      message: 'schedule_hall_overlap',
      params: { name: 'Panel: EU markets', startTime: '11:00', endTime: '12:00' },
      fields: { fkHallId: 'schedule_hall_overlap' },
    });
    expect((await create(sessionBody(f, { fkHallId: hall.pkHallId, name: 'After', startTime: '12:00', endTime: '13:00' }))).status).toBe(
      200,
    );
    expect(
      (await create(sessionBody(f, { fkHallId: f.tablesHall.pkHallId, name: 'Parallel', startTime: '11:30', endTime: '12:30' }))).status,
    ).toBe(200);
    expect((await create(sessionBody(f, { fkHallId: null, name: 'No hall', startTime: '11:30', endTime: '12:30' }))).status).toBe(200);
  });
});

describe('sessions: reading', () => {
  it("lists the sessions in time order with filters, interest counts and the caller's not-interested ones", async () => {
    const event = await buildEvent(t0.db, {
      chamber: 'RS',
      startDate: new Date(`${f.day1}T09:00:00+02:00`),
      endDate: new Date(`${f.day2}T17:00:00+02:00`),
      isPublic: true,
    });
    const hall = await buildHall(t0.db, { eventId: event.pkEventId, name: 'Main' });
    const add = (name: string, day: string, startTime: string, endTime: string, fkHallId: number | null = hall.pkHallId) =>
      create({ ...sessionBody(f), fkEventId: event.pkEventId, name, day, startTime, endTime, fkHallId });
    const late = await add('Closing', f.day2, '15:00', '16:00');
    const early = await add('Welcome coffee', f.day1, '09:00', '09:30', null);
    const mid = await add('Workshop on exports', f.day1, '10:00', '12:00');
    const viewer = await person(t0.app, { role: 4, companyId: cast.companies.companyRs.pkCompanyId });
    await buildInvitation(t0.db, { eventId: event.pkEventId, userId: viewer.userId, email: viewer.email, isAccepted: true });
    await call(t0.app, 'POST', `/api/ScheduleUsers/set-user-not-interested-for-schedule/${mid.json.pkScheduleId}`, { token: viewer.token });

    const all = await list(viewer.token, {}, event.pkEventId);
    expect(all.status).toBe(200);
    expect(all.json.list.map((s: { name: string }) => s.name)).toEqual(['Welcome coffee', 'Workshop on exports', 'Closing']);
    expect(all.json).toMatchObject({ totalPages: 1, totalCount: 3, interestedUsers: 1, notInterestedScheduleIds: [mid.json.pkScheduleId] });
    expect(all.json.list.map((s: { numberOfInterestedUsers: number }) => s.numberOfInterestedUsers)).toEqual([1, 0, 1]);
    expect(all.json.list[1].isNotInterested).toBe(true);

    const names = async (body: object) => (await list(viewer.token, body, event.pkEventId)).json.list.map((s: { name: string }) => s.name);
    expect(await names({ day: f.day2 })).toEqual(['Closing']);
    expect(await names({ fkHallId: hall.pkHallId })).toEqual(['Workshop on exports', 'Closing']);
    expect(await names({ name: 'work' })).toEqual(['Workshop on exports']);
    const paged = await list(viewer.token, { pageSize: 2, pageNum: 2 }, event.pkEventId);
    expect(paged.json).toMatchObject({ totalPages: 2, totalCount: 3 });
    expect(paged.json.list.map((s: { pkScheduleId: number }) => s.pkScheduleId)).toEqual([late.json.pkScheduleId]);
    // Anyone who may read a public event reads its programme.
    expect((await list(cast.companyAdminMe.token, {}, event.pkEventId)).status).toBe(200);
    expect((await call(t0.app, 'GET', `/api/Schedule/${early.json.pkScheduleId}`, { token: cast.employeeRs.token })).json.name).toBe(
      'Welcome coffee',
    );
  });

  it('keeps the programme of an invitation-only event to its organisers and invited people, and drafts to organisers', async () => {
    for (const token of [f.attendee.token, f.pending.token, f.blocked.token, cast.chamberAdminMe.token, cast.platformAdmin.token]) {
      expect((await list(token)).status).toBe(200);
    }
    const outsider = await list(cast.companyAdminMe.token);
    expect([outsider.status, outsider.json.message]).toEqual([403, 'dont_have_invitation']);
    const draft = await buildEvent(t0.db, { chamber: 'RS', isAnnounced: false });
    expect((await list(cast.companyAdminRs.token, {}, draft.pkEventId)).status).toBe(404);
    expect((await list(cast.chamberAdminRs.token, {}, draft.pkEventId)).status).toBe(200);
    expect((await call(t0.app, 'GET', '/api/Schedule/999999', { token: cast.chamberAdminRs.token })).json.message).toBe(
      'schedule_not_found',
    );
    expect((await list(cast.chamberAdminRs.token, { pageSize: 0 })).json.fields).toEqual({ pageSize: 'validation.min' });
  });
});

describe('sessions: changing and deleting', () => {
  it('changes a session, keeping it on its event and its own slot', async () => {
    const made = await create(
      sessionBody(f, {
        fkHallId: f.tablesHall.pkHallId,
        name: 'B2B meetings',
        fkSessionTypeId: f.types.b2b,
        day: f.day2,
        startTime: '09:00',
        endTime: '12:00',
      }),
    );
    const id = made.json.pkScheduleId;
    const put = (o: Record<string, unknown>, token = cast.chamberAdminRs.token) =>
      call(t0.app, 'PUT', '/api/Schedule', {
        token,
        body: { ...sessionBody(f), fkHallId: f.tablesHall.pkHallId, fkSessionTypeId: f.types.b2b, day: f.day2, pkScheduleId: id, ...o },
      });
    const changed = await put({
      name: 'B2B meetings (morning)',
      startTime: '09:30',
      endTime: '12:30',
      meetingSlotMinutes: 30,
      speakerIds: [],
    });
    expect(changed.status).toBe(200);
    expect(changed.json).toMatchObject({
      name: 'B2B meetings (morning)',
      startTime: '09:30',
      endTime: '12:30',
      meetingSlotMinutes: 30,
      speakers: [],
      hallTableCount: 20,
    });
    expect((await put({ fkEventId: (await buildEvent(t0.db)).pkEventId })).json.fields).toEqual({
      fkEventId: 'schedule_event_cannot_change',
    });
    const clash = await create(
      sessionBody(f, { fkHallId: f.tablesHall.pkHallId, name: 'Afternoon', day: f.day2, startTime: '13:00', endTime: '14:00' }),
    );
    expect(clash.status).toBe(200);
    expect((await put({ startTime: '12:00', endTime: '13:30' })).status).toBe(409);
    expect((await put({ pkScheduleId: 999999 })).status).toBe(404);
    expect((await put({}, cast.chamberAdminMe.token)).status).toBe(200);
    const other = await person(t0.app, { role: 2, chamber: 'MK' });
    expect((await put({}, other.token)).json.message).toBe('event_not_editable');
  });

  it('deletes a session for its organisers', async () => {
    const made = await create(sessionBody(f, { fkHallId: null, name: 'To delete' }));
    const del = (token: string) => call(t0.app, 'DELETE', `/api/Schedule/${made.json.pkScheduleId}`, { token });
    expect((await del(cast.companyAdminRs.token)).status).toBe(403);
    expect((await del(cast.chamberAdminRs.token)).json).toEqual({ success: true });
    expect((await del(cast.chamberAdminRs.token)).status).toBe(404);
    expect(
      (
        await call(t0.app, 'DELETE', `/api/Schedule/${made.json.pkScheduleId}?confirmMeetingsCancellation=maybe`, {
          token: cast.chamberAdminRs.token,
        })
      ).status,
    ).toBe(400);
  });
});

describe('sessions at once', () => {
  // On the PostgreSQL server (TEST_DATABASE_URL) these run together over the pool; PGlite runs them one by one.
  it('lets exactly one of many overlapping sessions into a hall', async () => {
    const hall = await buildHall(t0.db, { eventId: f.eventId, name: 'Race hall' });
    const rs = await Promise.all(
      Array.from({ length: 20 }, (_, i) =>
        create(
          sessionBody(f, {
            fkHallId: hall.pkHallId,
            name: `Race ${i}`,
            day: f.day2,
            startTime: `10:${String(i).padStart(2, '0')}`,
            endTime: '11:30',
          }),
        ),
      ),
    );
    expect(rs.filter((r) => r.status === 200)).toHaveLength(1);
    expect(rs.filter((r) => r.status === 409).every((r) => r.json.message === 'schedule_hall_overlap')).toBe(true);
    expect(rs.filter((r) => r.status === 409)).toHaveLength(19);
    const rows = await t0.db.select().from(t.schedules).where(eq(t.schedules.fkHallId, hall.pkHallId));
    expect(rows).toHaveLength(1);
  });
});
