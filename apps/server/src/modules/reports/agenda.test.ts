import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { beforeAll, describe, expect, it } from 'vitest';
import * as t from '../../db/schema/all.ts';
import { buildCast, buildEvent, buildInvitation, type Cast, call, person } from '../../../test/factories.ts';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import { buildSession } from '../programme/programme.test-support.ts';
import { type ScheduleForum, scheduleForum } from '../schedules/schedules.test-support.ts';
import { calendarEvents, pdfPages } from './report-reading.test-support.ts';

let t0: TestApp;
let cast: Cast;
let f: ScheduleForum;
let sessions: { pkScheduleId: number; name: string; startTime: Date }[];
beforeAll(async () => {
  t0 = await createTestApp();
  cast = await buildCast(t0.app);
  f = await scheduleForum(t0.app, cast);
  const at = (day: string, time: string) => new Date(`${day}T${time}:00+02:00`);
  sessions = [
    await buildSession(t0.db, {
      eventId: f.eventId,
      hallId: f.bigHall.pkHallId,
      start: at(f.day1, '09:00'),
      minutes: 90,
      name: 'Opening plenary',
      speakerIds: [f.speaker.pkSpeakerId],
    }),
    await buildSession(t0.db, {
      eventId: f.eventId,
      hallId: f.bigHall.pkHallId,
      start: at(f.day1, '11:00'),
      name: 'Panel: exports to the EU',
      typeCode: '2',
    }),
    await buildSession(t0.db, {
      eventId: f.eventId,
      hallId: f.tablesHall.pkHallId,
      start: at(f.day2, '09:00'),
      minutes: 180,
      name: 'B2B meetings',
      typeCode: '5',
    }),
  ];
  // The attendee is not interested in the panel.
  await t0.db.insert(t.scheduleUsersNotInterested).values({ fkScheduleId: sessions[1].pkScheduleId, fkUserId: f.attendee.userId });
});

const get = (path: string, token: string, lang = 'eng') =>
  call(t0.app, 'GET', `/api/Reports/${path}`, { token, headers: { 'accept-language': lang } });

describe('event agenda', () => {
  it('groups the sessions by day with interest counts', async () => {
    const r = await get(`event-schedules/${f.eventId}`, cast.chamberAdminRs.token);
    expect(r.status).toBe(200);
    expect(r.json.eventModel).toMatchObject({ pkEventId: f.eventId, name: 'Food & Agri Forum', venue: 'Sava Centar, Belgrade' });
    expect(r.json.groupedSchedules.map((day: { sessionName: string }[]) => day.map((s) => s.sessionName))).toEqual([
      ['Opening plenary', 'Panel: exports to the EU'],
      ['B2B meetings'],
    ]);
    expect(r.json.groupedSchedules[0][0]).toMatchObject({
      day: f.day1,
      startTime: '09:00',
      endTime: '10:30',
      sessionType: 'Plenary',
      speaker: 'Jelena Đorđević',
      hall: 'Velika sala',
      numberOfInterestedUsers: 2,
    });
    expect(r.json.groupedSchedules[0][1].numberOfInterestedUsers).toBe(1);
  });

  it('exports it as a PDF that lists the sessions', async () => {
    const r = await get(`event-schedules-for-pdf/${f.eventId}`, f.attendee.token, 'sr');
    expect(r.status).toBe(200);
    expect(r.res.headers['content-type']).toBe('application/pdf');
    expect(r.res.headers['content-disposition']).toBe('inline; filename="Agenda report.pdf"');
    const [page] = await pdfPages(r.res.rawPayload);
    for (const text of [
      'Agenda događaja',
      'Food & Agri Forum',
      'Opening plenary',
      'Panel: exports to the EU',
      'B2B meetings',
      'Plenarna sesija',
      'B2B sastanci',
      'http://portal.test',
    ]) {
      expect(page).toContain(text);
    }
  });

  it('exports the programme as a calendar', async () => {
    const r = await get(`event-schedules-ics/${f.eventId}`, cast.chamberAdminMe.token);
    expect(r.status).toBe(200);
    expect(r.res.headers['content-type']).toBe('text/calendar; charset=utf-8');
    expect(r.res.headers['content-disposition']).toBe('attachment; filename="Agenda.ics"');
    const events = calendarEvents(r.res.payload);
    expect(events.map((e) => [e.summary, e.start.toISOString()])).toEqual(sessions.map((s) => [s.name, s.startTime.toISOString()]));
  });

  it('keeps it to those who may read the event, and has nothing to export without sessions', async () => {
    expect((await get(`event-schedules/${f.eventId}`, cast.companyAdminMe.token)).json.message).toBe('dont_have_invitation');
    expect((await get(`event-schedules-for-pdf/${f.eventId}`, cast.companyAdminMe.token)).status).toBe(403);
    const empty = await buildEvent(t0.db, { chamber: 'RS' });
    expect((await get(`event-schedules/${empty.pkEventId}`, cast.chamberAdminRs.token)).json.groupedSchedules).toEqual([]);
    for (const path of ['event-schedules-for-pdf', 'event-schedules-ics']) {
      const r = await get(`${path}/${empty.pkEventId}`, cast.chamberAdminRs.token);
      expect([r.status, r.json.message]).toEqual([422, 'no_sessions_for_user']);
    }
    expect((await get('event-schedules/999999', cast.chamberAdminRs.token)).status).toBe(404);
  });
});

describe('my agenda', () => {
  it('holds the sessions the attendee did not mark not interested, with who they are', async () => {
    const r = await get(`user-on-agenda-details/${f.eventId}`, f.attendee.token);
    expect(r.status).toBe(200);
    const [company] = await t0.db.select().from(t.companies).where(eq(t.companies.pkCompanyId, cast.companies.companyRs.pkCompanyId));
    expect(r.json.result).toEqual({ firstName: 'Test', lastName: 'User 3', company: company.name, avatar: null });
    expect(r.json.groupedSchedules.flat().map((s: { sessionName: string }) => s.sessionName)).toEqual(['Opening plenary', 'B2B meetings']);
  });

  it('exports it as a PDF with the avatar, and as a calendar', async () => {
    const avatar = await sharp({ create: { width: 64, height: 64, channels: 3, background: '#2654a1' } })
      .jpeg()
      .toBuffer();
    await t0.app.ctx.storage.put('agenda-avatar.jpg', avatar);
    await t0.db.update(t.users).set({ avatarName: 'agenda-avatar.jpg' }).where(eq(t.users.pkUserId, f.attendee.userId));
    const pdf = await get(`user-on-agenda-pdf/${f.eventId}`, f.attendee.token);
    await t0.db.update(t.users).set({ avatarName: null }).where(eq(t.users.pkUserId, f.attendee.userId));
    const withoutAvatar = await get(`user-on-agenda-pdf/${f.eventId}`, f.attendee.token);
    // The avatar is one image more than the logo and the EU flag every report has.
    const images = (pdf: Buffer) => pdf.toString('latin1').split('/Subtype /Image').length - 1;
    expect(images(pdf.res.rawPayload)).toBe(images(withoutAvatar.res.rawPayload) + 1);
    expect(pdf.res.headers['content-disposition']).toBe('inline; filename="User Agenda report.pdf"');
    const [page] = await pdfPages(pdf.res.rawPayload);
    expect(page).toContain('My agenda');
    expect(page).toContain('Opening plenary');
    expect(page).toContain('B2B meetings');
    expect(page).not.toContain('Panel: exports to the EU');
    const ics = await get(`user-on-agenda-ics/${f.eventId}`, f.attendee.token);
    expect(ics.res.headers['content-disposition']).toBe('attachment; filename="My agenda.ics"');
    expect(calendarEvents(ics.res.payload).map((e) => e.summary)).toEqual(['Opening plenary', 'B2B meetings']);
  });

  it('is for registered attendees, and answers no_sessions_for_user when empty', async () => {
    for (const who of [f.pending, f.blocked, cast.chamberAdminRs]) {
      expect((await get(`user-on-agenda-details/${f.eventId}`, who.token)).json.message).toBe('not_registered_on_event');
    }
    const event = await buildEvent(t0.db, { chamber: 'RS' });
    const attendee = await person(t0.app, { role: 4, companyId: cast.companies.companyRs.pkCompanyId });
    await buildInvitation(t0.db, { eventId: event.pkEventId, userId: attendee.userId, email: attendee.email, isAccepted: true });
    for (const path of ['user-on-agenda-details', 'user-on-agenda-pdf', 'user-on-agenda-ics']) {
      const r = await get(`${path}/${event.pkEventId}`, attendee.token);
      expect([r.status, r.json.message], path).toEqual([422, 'no_sessions_for_user']);
    }
  });
});
