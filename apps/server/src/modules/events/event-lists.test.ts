import { beforeAll, describe, expect, it } from 'vitest';
import { buildCast, buildEvent, buildInvitation, type Cast, call, codeId } from '../../../test/factories.ts';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';

let t0: TestApp;
let cast: Cast;
const DAY = 86_400_000;
const at = (days: number) => new Date(Date.now() + days * DAY);
type Ev = Awaited<ReturnType<typeof buildEvent>>;
const ev: Record<string, Ev> = {};

/**
 * RS organises an announced, a draft, a running, a finished and a deleted event, and assists
 * in a closed ME event; ME also has a public announced event of its own.
 */
beforeAll(async () => {
  t0 = await createTestApp();
  cast = await buildCast(t0.app);
  const db = t0.db;
  ev.announced = await buildEvent(db, { name: 'Agri forum', startDate: at(10), fkEventTopicId: await codeId(db, 8, '4') });
  ev.later = await buildEvent(db, { name: 'Wine days', startDate: at(40) });
  ev.draft = await buildEvent(db, { name: 'Digital summit', startDate: at(5), isAnnounced: false });
  ev.running = await buildEvent(db, { name: 'Running fair', startDate: at(-1) });
  ev.finished = await buildEvent(db, { name: 'Logistics days', startDate: at(-30) });
  ev.older = await buildEvent(db, { name: 'Old expo', startDate: at(-60) });
  ev.deleted = await buildEvent(db, { name: 'Cancelled meetup', startDate: at(20), deletedAt: new Date() });
  ev.assisted = await buildEvent(db, { name: 'Closed ME meeting', chamber: 'ME', startDate: at(15), isPublic: false, assistants: ['RS'] });
  ev.mePublic = await buildEvent(db, { name: 'Montenegro tourism', chamber: 'ME', startDate: at(8) });
  ev.meDraft = await buildEvent(db, { name: 'ME draft', chamber: 'ME', startDate: at(9), isAnnounced: false, isPublic: true });
});

const names = (r: { json: { events: { name: string }[] } }) => r.json.events.map((e) => e.name);
const search = (path: string, body: object, token?: string) => call(t0.app, 'POST', `/api/Events/${path}`, { token, body });

describe("the chamber's events", () => {
  it('lists organised and assisted events by status, upcoming first and finished newest first', async () => {
    const token = cast.chamberAdminRs.token;
    const all = await search('search-events-in-my-chamber', {}, token);
    expect(names(all)).toEqual([
      'Running fair',
      'Digital summit',
      'Agri forum',
      'Closed ME meeting',
      'Wine days',
      'Logistics days',
      'Old expo',
    ]);
    expect(all.json).toMatchObject({ totalCount: 7, totalPages: 1, eventStatus: null });
    const assisted = all.json.events.find((e: { name: string }) => e.name === 'Closed ME meeting');
    expect(assisted).toMatchObject({ isAssistantOrganizer: true, canBeDeleted: false, chamberName: 'Chamber of Economy of Montenegro' });
    expect(all.json.events.find((e: { name: string }) => e.name === 'Agri forum')).toMatchObject({ canBeDeleted: true, eventStatus: 2 });
    expect(names(await search('search-events-in-my-chamber', { eventStatus: 0 }, token))).toEqual(['Logistics days', 'Old expo']);
    expect(names(await search('search-events-in-my-chamber', { eventStatus: 1 }, token))).toEqual(['Running fair']);
    const announced = await search('search-events-in-my-chamber', { eventStatus: 2 }, token);
    expect(names(announced)).toEqual(['Agri forum', 'Closed ME meeting', 'Wine days']);
    expect(announced.json.eventStatus).toBe(2);
    expect(names(await search('search-events-in-my-chamber', { eventStatus: 3 }, token))).toEqual(['Digital summit']);
  });

  it('filters by name, topic and days, and pages', async () => {
    const token = cast.chamberAdminRs.token;
    expect(names(await search('search-events-in-my-chamber', { name: 'AGRÍ' }, token))).toEqual(['Agri forum']);
    expect(names(await search('search-events-in-my-chamber', { fkEventTopicId: ev.announced.fkEventTopicId }, token))).toEqual([
      'Agri forum',
    ]);
    const day = (d: Date) => d.toISOString().slice(0, 10);
    const range = await search('search-events-in-my-chamber', { fromDate: day(at(9)), toDate: day(at(16)) }, token);
    expect(names(range)).toEqual(['Agri forum', 'Closed ME meeting']);
    const page2 = await search('search-events-in-my-chamber', { pageSize: 3, pageNum: 2 }, token);
    expect(page2.json).toMatchObject({ totalPages: 3, totalCount: 7 });
    expect(names(page2)).toEqual(['Closed ME meeting', 'Wine days', 'Logistics days']);
    const bad = await search('search-events-in-my-chamber', { eventStatus: 4, fromDate: '2026-13-01', pageSize: 1000 }, token);
    expect(bad.status).toBe(400);
    expect(Object.keys(bad.json.fields).sort()).toEqual(['eventStatus', 'fromDate', 'pageSize']);
  });

  it("shows the platform administrator every chamber's events and refuses company users", async () => {
    const all = await search('search-events-in-my-chamber', { pageSize: 50 }, cast.platformAdmin.token);
    expect(names(all)).toEqual(expect.arrayContaining(['ME draft', 'Agri forum', 'Montenegro tourism']));
    expect(names(all)).not.toContain('Cancelled meetup');
    expect(names(await search('search-events-in-my-chamber', {}, cast.chamberAdminMe.token))).not.toContain('Agri forum');
    expect((await search('search-events-in-my-chamber', {}, cast.companyAdminRs.token)).status).toBe(403);
    expect((await search('search-deleted-events-in-my-chamber', {}, cast.employeeRs.token)).status).toBe(403);
    expect((await search('search-events-in-my-chamber', {})).status).toBe(401);
  });

  it('lists the deleted events apart', async () => {
    const deleted = await search('search-deleted-events-in-my-chamber', {}, cast.chamberAdminRs.token);
    expect(names(deleted)).toEqual(['Cancelled meetup']);
    expect(deleted.json.events[0]).toMatchObject({ canBeDeleted: false });
    expect(deleted.json.events[0].deletedAt).toBeTruthy();
    expect(names(await search('search-deleted-events-in-my-chamber', {}, cast.chamberAdminMe.token))).toEqual([]);
  });
});

describe('my events', () => {
  it('lists announced events the caller is invited to, by user or by e-mail; history the finished ones', async () => {
    const u = cast.companyAdminRs;
    for (const e of [ev.assisted, ev.finished, ev.draft, ev.deleted])
      await buildInvitation(t0.db, { eventId: e.pkEventId, userId: u.userId, email: u.email, isAccepted: e === ev.finished });
    await buildInvitation(t0.db, { eventId: ev.older.pkEventId, email: u.email.toUpperCase() });
    await buildInvitation(t0.db, { eventId: ev.later.pkEventId, email: u.email });
    const mine = await search('search-my-events', {}, u.token);
    expect(names(mine)).toEqual(['Closed ME meeting', 'Wine days']);
    expect(mine.json.events[0]).toMatchObject({ isInvited: true, isAccepted: false });
    const history = await search('search-my-events', { history: true }, u.token);
    expect(names(history)).toEqual(['Logistics days', 'Old expo']);
    expect(history.json.events[0]).toMatchObject({ isAccepted: true, eventStatus: 0 });
    expect(names(await search('search-my-events', {}, cast.employeeRs.token))).toEqual([]);
    expect((await search('search-my-events', {}, cast.guestUser.token)).status).toBe(403);
    expect((await search('search-my-events', {})).status).toBe(401);
  });
});

describe('public events', () => {
  it('lists public announced events that have not finished, for visitors too', async () => {
    const anonymous = await search('search-public-events', {});
    expect(names(anonymous)).toEqual(['Running fair', 'Montenegro tourism', 'Agri forum', 'Wine days']);
    expect(anonymous.json.events.every((e: { isInvited: boolean }) => !e.isInvited)).toBe(true);
    await buildInvitation(t0.db, {
      eventId: ev.mePublic.pkEventId,
      userId: cast.employeeRs.userId,
      email: cast.employeeRs.email,
      isAccepted: true,
    });
    // Wildcards match literally; a NUL character is refused, never a server error.
    expect(names(await search('search-public-events', { name: '%_' }))).toEqual([]);
    expect((await search('search-public-events', { name: 'a\u0000b' })).status).toBe(400);
    expect((await search('search-public-events', { pageNum: 0, name: 5 })).json.fields).toEqual({
      pageNum: 'validation.min',
      name: 'validation.required',
    });
    const signedIn = await search('search-public-events', { name: 'tourism' }, cast.employeeRs.token);
    expect(signedIn.json.events).toMatchObject([{ name: 'Montenegro tourism', isInvited: true, isAccepted: true }]);
  });

  it('gives the landing page the next public events and the dashboards theirs', async () => {
    const landing = await call(t0.app, 'GET', '/api/Events/get-public-events-info/2');
    expect(names(landing)).toEqual(['Running fair', 'Montenegro tourism']);
    expect(landing.json.upcomingCount).toBe(4);
    const chamber = await call(t0.app, 'GET', '/api/Events/get-events-info/3', { token: cast.chamberAdminRs.token });
    expect(names(chamber)).toEqual(['Running fair', 'Digital summit', 'Agri forum']);
    expect(chamber.json.upcomingCount).toBe(5);
    // Invited to the closed ME meeting and to Wine days; the other public events count too.
    const member = await call(t0.app, 'GET', '/api/Events/get-events-info/10', { token: cast.companyAdminRs.token });
    expect(names(member)).toEqual(['Running fair', 'Montenegro tourism', 'Agri forum', 'Closed ME meeting', 'Wine days']);
    expect(member.json.upcomingCount).toBe(5);
    expect((await call(t0.app, 'GET', '/api/Events/get-events-info/3')).status).toBe(401);
    expect((await call(t0.app, 'GET', '/api/Events/get-public-events-info/0')).status).toBe(400);
    expect((await call(t0.app, 'GET', '/api/Events/get-public-events-info/21')).status).toBe(400);
  });
});
