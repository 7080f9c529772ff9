import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import * as t from '../../db/schema/all.ts';
import { buildCast, buildEvent, type Cast, call, chamberId, codeId } from '../../../test/factories.ts';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';

let t0: TestApp;
let cast: Cast;
let rs: number;
let me: number;
beforeAll(async () => {
  t0 = await createTestApp();
  cast = await buildCast(t0.app);
  rs = await chamberId(t0.db, 'RS');
  me = await chamberId(t0.db, 'ME');
});

const DAY = 86_400_000;
const inDays = (n: number) => new Date(Date.now() + n * DAY).toISOString();
const model = (o: Record<string, unknown> = {}) => ({
  name: 'Food & Agri B2B Forum',
  description: '<p>Meet <strong>buyers</strong></p><script>alert(1)</script>',
  startDate: inDays(20),
  endDate: inDays(21),
  fkEventPlaceTypeId: 1,
  venue: 'Sava Centar',
  eventPlace: 'Belgrade',
  isPublic: true,
  isAnnounced: true,
  ...o,
});
const eventCount = async () => (await t0.db.select().from(t.events)).length;

describe('creating an event', () => {
  it("puts a chamber administrator's event in their own chamber, sanitised, and logs it", async () => {
    const r = await call(t0.app, 'POST', '/api/Events/', {
      token: cast.chamberAdminRs.token,
      body: model({ fkChamberId: me, fkEventTopicId: await codeId(t0.db, 8, '4'), fkPredefinedThemeId: 1 }),
    });
    expect(r.status).toBe(200);
    expect(r.json).toMatchObject({
      fkChamberId: rs,
      chamberName: 'Chamber of Commerce and Industry of Serbia',
      eventTopicName: 'Agriculture and food',
      description: '<p>Meet <strong>buyers</strong></p>',
      eventStatus: 2,
      canEdit: true,
      canManage: true,
      canBeDeleted: true,
      predefinedTheme: { pkPredefinedThemeId: 1, color1: '#1c4e80' },
    });
    const [log] = await t0.db.select().from(t.actionLogs).where(eq(t.actionLogs.action, 'add_event'));
    expect(log.entityId).toBe(String(r.json.pkEventId));
  });

  it('needs a chamber from the platform administrator', async () => {
    const admin = cast.platformAdmin.token;
    const missing = await call(t0.app, 'POST', '/api/Events/', { token: admin, body: model() });
    expect(missing.status).toBe(400);
    expect(missing.json.fields).toEqual({ fkChamberId: 'validation.required' });
    const notChamber = await call(t0.app, 'POST', '/api/Events/', {
      token: admin,
      body: model({ fkChamberId: await codeId(t0.db, 8, '1') }),
    });
    expect(notChamber.json.fields).toEqual({ fkChamberId: 'chamber_not_found' });
    const ok = await call(t0.app, 'POST', '/api/Events/', { token: admin, body: model({ fkChamberId: me }) });
    expect(ok.status).toBe(200);
    expect(ok.json.fkChamberId).toBe(me);
  });

  it('refuses company users and visitors', async () => {
    for (const token of [cast.companyAdminRs.token, cast.employeeRs.token, cast.guestUser.token])
      expect((await call(t0.app, 'POST', '/api/Events/', { token, body: model() })).status).toBe(403);
    expect((await call(t0.app, 'POST', '/api/Events/', { body: model() })).status).toBe(401);
  });

  it('names the field of every broken rule and saves nothing', async () => {
    const before = await eventCount();
    const cases: [Record<string, unknown>, Record<string, string>][] = [
      [{ name: ' ' }, { name: 'validation.required' }],
      [{ startDate: inDays(-1), endDate: inDays(1) }, { startDate: 'event_start_in_the_past' }],
      [{ endDate: inDays(19) }, { endDate: 'event_end_before_start' }],
      [{ startDate: 'tomorrow' }, { startDate: 'validation.date' }],
      [{ registrationStartTime: inDays(5), registrationEndTime: inDays(4) }, { registrationEndTime: 'registration_end_before_start' }],
      [{ registrationEndTime: inDays(30) }, { registrationEndTime: 'registration_end_after_event_end' }],
      [{ venue: '', eventPlace: '' }, { venue: 'validation.required' }],
      [{ fkEventPlaceTypeId: 4 }, { fkEventPlaceTypeId: 'validation.required' }],
      [{ lat: 91 }, { lat: 'validation.between' }],
      [{ onlineLink: 'not a link' }, { onlineLink: 'validation.link' }],
      [{ fkEventTopicId: await codeId(t0.db, 1, '1') }, { fkEventTopicId: 'event_topic_not_found' }],
      [{ fkPredefinedThemeId: 99 }, { fkPredefinedThemeId: 'event_theme_not_found' }],
    ];
    for (const [change, fields] of cases) {
      const r = await call(t0.app, 'POST', '/api/Events/', { token: cast.chamberAdminRs.token, body: model(change) });
      expect(r.status, JSON.stringify(change)).toBe(400);
      expect(r.json.fields, JSON.stringify(change)).toMatchObject(fields);
    }
    // A virtual event needs no venue.
    const virtual = await call(t0.app, 'POST', '/api/Events/', {
      token: cast.chamberAdminRs.token,
      body: model({ fkEventPlaceTypeId: 2, venue: null, eventPlace: null, onlineLink: 'https://meet.example.test/forum' }),
    });
    expect(virtual.json).toMatchObject({ isVirtual: true, onlineLink: 'https://meet.example.test/forum' });
    expect(await eventCount()).toBe(before + 1);
  });
});

describe('editing and deleting', () => {
  it('lets the organising chamber edit, keeps a past start, and refuses other and assistant chambers', async () => {
    const running = await buildEvent(t0.db, { startDate: new Date(Date.now() - DAY), assistants: ['ME'] });
    const body = model({ name: 'Renamed', startDate: running.startDate.toISOString(), endDate: running.endDate.toISOString() });
    const ok = await call(t0.app, 'PUT', `/api/Events/${running.pkEventId}`, { token: cast.chamberAdminRs.token, body });
    expect(ok.status).toBe(200);
    expect(ok.json).toMatchObject({ name: 'Renamed', eventStatus: 1, canBeDeleted: false });
    const moved = await call(t0.app, 'PUT', `/api/Events/${running.pkEventId}`, {
      token: cast.chamberAdminRs.token,
      body: { ...body, startDate: inDays(-0.5) },
    });
    expect(moved.json.fields).toEqual({ startDate: 'event_start_in_the_past' });
    const assistant = await call(t0.app, 'PUT', `/api/Events/${running.pkEventId}`, { token: cast.chamberAdminMe.token, body });
    expect(assistant.status).toBe(403);
    expect(assistant.json.message).toBe('event_not_editable');
    const other = await buildEvent(t0.db, { chamber: 'ME' });
    expect((await call(t0.app, 'PUT', `/api/Events/${other.pkEventId}`, { token: cast.chamberAdminRs.token, body: model() })).status).toBe(
      403,
    );
    expect((await call(t0.app, 'PUT', `/api/Events/${other.pkEventId}`, { token: cast.companyAdminRs.token, body: model() })).status).toBe(
      403,
    );
    expect((await call(t0.app, 'PUT', '/api/Events/999999', { token: cast.chamberAdminRs.token, body: model() })).status).toBe(404);
  });

  it('lets the platform administrator move an event to a chamber that was its assistant', async () => {
    const event = await buildEvent(t0.db, { assistants: ['ME'] });
    const r = await call(t0.app, 'PUT', `/api/Events/${event.pkEventId}`, {
      token: cast.platformAdmin.token,
      body: model({ fkChamberId: me }),
    });
    expect(r.json).toMatchObject({ fkChamberId: me, assistantChambers: [] });
  });

  it('deletes softly before the start only, for the organising chamber', async () => {
    const event = await buildEvent(t0.db, { assistants: ['ME'] });
    expect((await call(t0.app, 'DELETE', `/api/Events/${event.pkEventId}`, { token: cast.chamberAdminMe.token })).status).toBe(403);
    expect((await call(t0.app, 'DELETE', `/api/Events/${event.pkEventId}`, { token: cast.companyAdminRs.token })).status).toBe(403);
    expect((await call(t0.app, 'DELETE', `/api/Events/${event.pkEventId}`)).status).toBe(401);
    expect((await call(t0.app, 'DELETE', `/api/Events/${event.pkEventId}`, { token: cast.chamberAdminRs.token })).status).toBe(200);
    const [row] = await t0.db.select().from(t.events).where(eq(t.events.pkEventId, event.pkEventId));
    expect(row.deletedAt).not.toBeNull();
    expect((await call(t0.app, 'DELETE', `/api/Events/${event.pkEventId}`, { token: cast.chamberAdminRs.token })).status).toBe(404);
    // The organisers still open it; others no longer find it.
    expect(
      (await call(t0.app, 'GET', `/api/Events/${event.pkEventId}`, { token: cast.chamberAdminRs.token })).json.deletedAt,
    ).not.toBeNull();
    expect((await call(t0.app, 'GET', `/api/Events/${event.pkEventId}`, { token: cast.companyAdminRs.token })).status).toBe(404);
    const started = await buildEvent(t0.db, { startDate: new Date(Date.now() - 1000) });
    const late = await call(t0.app, 'DELETE', `/api/Events/${started.pkEventId}`, { token: cast.platformAdmin.token });
    expect(late.status).toBe(422);
    expect(late.json.message).toBe('event_already_started');
  });
});

describe('registration state', () => {
  it('opens and ends registration for the organising chamber, refusing what makes no sense', async () => {
    const event = await buildEvent(t0.db, { registrationStartTime: new Date(Date.now() + DAY), assistants: ['ME'] });
    const set = (action: string, token = cast.chamberAdminRs.token) =>
      call(t0.app, 'POST', '/api/Events/set-registration-state', { token, body: { fkEventId: event.pkEventId, action } });
    expect((await set('end')).json.message).toBe('registration_not_started');
    expect((await set('start', cast.chamberAdminMe.token)).status).toBe(403);
    expect((await set('start', cast.companyAdminRs.token)).status).toBe(403);
    expect((await set('start')).json).toEqual({ isRegistrationStarted: true, isRegistrationEnded: false });
    expect((await set('start')).json.message).toBe('registration_already_started');
    expect((await set('end')).json).toEqual({ isRegistrationStarted: true, isRegistrationEnded: true });
    const again = await set('end');
    expect(again.status).toBe(422);
    expect(again.json.message).toBe('registration_already_ended');
    // Re-opening an ended registration runs it until the event ends.
    expect((await set('start')).json).toEqual({ isRegistrationStarted: true, isRegistrationEnded: false });
    expect((await set('close')).json.fields).toEqual({ action: 'validation.invalid' });
    const finished = await buildEvent(t0.db, { startDate: new Date(Date.now() - 3 * DAY) });
    const late = await call(t0.app, 'POST', '/api/Events/set-registration-state', {
      token: cast.platformAdmin.token,
      body: { fkEventId: finished.pkEventId, action: 'end' },
    });
    expect(late.json.message).toBe('event_finished');
  });
});
