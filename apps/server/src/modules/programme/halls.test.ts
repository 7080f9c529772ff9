import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import * as t from '../../db/schema/all.ts';
import { buildCast, buildEvent, buildInvitation, type Cast, call, person } from '../../../test/factories.ts';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import { buildHall, buildSession } from './programme.test-support.ts';

let t0: TestApp;
let cast: Cast;
beforeAll(async () => {
  t0 = await createTestApp();
  cast = await buildCast(t0.app);
});

const save = (method: 'POST' | 'PUT', body: object, token = cast.chamberAdminRs.token) =>
  call(t0.app, method, '/api/Hall/', { token, body });
const list = (fkEventId: number, token?: string, body: object = {}) =>
  call(t0.app, 'POST', '/api/Hall/get-all-for-event', { token, body: { fkEventId, ...body } });

describe('halls', () => {
  it('lets the organisers add, change, list and delete halls with numbered meeting tables', async () => {
    const event = await buildEvent(t0.db, { assistants: ['ME'] });
    const created = await save('POST', { fkEventId: event.pkEventId, name: 'Great hall', capacity: 300, tableCount: 0 });
    expect(created.status).toBe(200);
    expect(created.json).toEqual({
      pkHallId: expect.any(Number),
      fkEventId: event.pkEventId,
      name: 'Great hall',
      capacity: 300,
      tableCount: 0,
      schedulesCount: 0,
    });
    // An assistant organiser edits the programme too.
    const b2b = await save('POST', { fkEventId: event.pkEventId, name: 'B2B area', tableCount: 25 }, cast.chamberAdminMe.token);
    expect(b2b.json).toMatchObject({ name: 'B2B area', capacity: null, tableCount: 25 });
    const changed = await save('PUT', { pkHallId: b2b.json.pkHallId, fkEventId: 999999, name: 'B2B meeting area', tableCount: 30 });
    // The hall stays on its event whatever fkEventId says.
    expect(changed.json).toMatchObject({
      pkHallId: b2b.json.pkHallId,
      fkEventId: event.pkEventId,
      name: 'B2B meeting area',
      tableCount: 30,
    });

    const page = await list(event.pkEventId, cast.chamberAdminRs.token, { pageSize: 1 });
    expect(page.json).toMatchObject({ totalPages: 2, totalCount: 2 });
    expect(page.json.halls.map((h: { name: string }) => h.name)).toEqual(['B2B meeting area']);
    const found = await list(event.pkEventId, cast.chamberAdminRs.token, { name: 'grEAT' });
    expect(found.json.halls.map((h: { name: string }) => h.name)).toEqual(['Great hall']);
    expect((await call(t0.app, 'GET', `/api/Hall/${created.json.pkHallId}`, { token: cast.platformAdmin.token })).json.name).toBe(
      'Great hall',
    );

    expect((await call(t0.app, 'DELETE', `/api/Hall/${created.json.pkHallId}`, { token: cast.chamberAdminRs.token })).status).toBe(200);
    expect((await call(t0.app, 'GET', `/api/Hall/${created.json.pkHallId}`, { token: cast.chamberAdminRs.token })).status).toBe(404);
    const logs = await t0.db.select().from(t.actionLogs).where(eq(t.actionLogs.entityType, 'hall'));
    expect(logs.map((l) => l.action)).toEqual(expect.arrayContaining(['create_hall', 'update_hall', 'delete_hall']));
  });

  it('refuses to delete a hall that sessions use, with a clear error', async () => {
    const event = await buildEvent(t0.db);
    const hall = await buildHall(t0.db, { eventId: event.pkEventId, name: 'Used' });
    await buildSession(t0.db, { eventId: event.pkEventId, hallId: hall.pkHallId, start: new Date(event.startDate.getTime() + 3600_000) });
    const r = await call(t0.app, 'DELETE', `/api/Hall/${hall.pkHallId}`, { token: cast.chamberAdminRs.token });
    expect(r.status).toBe(422);
    expect(r.json).toMatchObject({ message: 'hall_in_use', params: { count: 1 } });
    expect((await call(t0.app, 'GET', `/api/Hall/${hall.pkHallId}`, { token: cast.chamberAdminRs.token })).json.schedulesCount).toBe(1);
  });

  it('answers bad input with translated field errors', async () => {
    const event = await buildEvent(t0.db);
    await buildHall(t0.db, { eventId: event.pkEventId, name: 'Hall A' });
    const bad = await save('POST', { fkEventId: event.pkEventId, name: ' ', tableCount: 1001, capacity: 0 });
    expect(bad.status).toBe(400);
    expect(bad.json.fields).toEqual({ name: 'validation.required', tableCount: 'validation.max', capacity: 'validation.min' });
    const taken = await save('POST', { fkEventId: event.pkEventId, name: 'hall a' });
    expect(taken.status).toBe(422);
    expect(taken.json.fields).toEqual({ name: 'hall_name_taken' });
    expect((await save('POST', { name: 'X' })).json.fields).toEqual({ fkEventId: 'validation.required' });
    expect((await save('PUT', { fkEventId: event.pkEventId, name: 'X' })).json.fields).toEqual({ pkHallId: 'validation.required' });
    expect((await save('POST', { fkEventId: 999999, name: 'X' })).status).toBe(404);
  });

  it('shows halls to organisers and participants only, and lets only organisers edit', async () => {
    const closed = await buildEvent(t0.db, { isPublic: false });
    const open = await buildEvent(t0.db, { isPublic: true });
    const hall = await buildHall(t0.db, { eventId: closed.pkEventId, name: 'Closed hall' });
    await buildHall(t0.db, { eventId: open.pkEventId, name: 'Open hall' });
    const guest = await person(t0.app, { role: 5 });
    await buildInvitation(t0.db, { eventId: closed.pkEventId, userId: guest.userId, email: guest.email });

    expect((await list(closed.pkEventId, guest.token)).json.halls).toHaveLength(1);
    expect((await call(t0.app, 'GET', `/api/Hall/${hall.pkHallId}`, { token: guest.token })).status).toBe(200);
    expect((await list(closed.pkEventId, cast.chamberAdminMe.token)).status).toBe(200);
    const refused = await list(closed.pkEventId, cast.employeeRs.token);
    expect(refused.status).toBe(403);
    expect(refused.json.message).toBe('dont_have_invitation');
    expect((await call(t0.app, 'GET', `/api/Hall/${hall.pkHallId}`, { token: cast.employeeRs.token })).json.message).toBe(
      'dont_have_invitation',
    );
    // A public event's halls are for its participants too.
    expect((await list(open.pkEventId, cast.employeeRs.token)).json.message).toBe('dont_have_invitation');
    expect((await list(closed.pkEventId)).status).toBe(401);
    const draft = await buildEvent(t0.db, { isAnnounced: false });
    expect((await list(draft.pkEventId, cast.chamberAdminMe.token)).status).toBe(404);

    const other = await save('POST', { fkEventId: closed.pkEventId, name: 'Intruder' }, cast.chamberAdminMe.token);
    expect(other.status).toBe(403);
    expect(other.json.message).toBe('event_not_editable');
    expect((await save('POST', { fkEventId: closed.pkEventId, name: 'Intruder' }, cast.companyAdminRs.token)).json.message).toBe(
      'access_denied',
    );
    expect((await call(t0.app, 'DELETE', `/api/Hall/${hall.pkHallId}`, { token: cast.chamberAdminMe.token })).status).toBe(403);
    expect((await save('POST', { fkEventId: closed.pkEventId, name: 'By the platform' }, cast.platformAdmin.token)).status).toBe(200);
  });

  it('keeps hall names unique per event when two are added at once', async () => {
    const event = await buildEvent(t0.db);
    const rs = await Promise.all(Array.from({ length: 6 }, () => save('POST', { fkEventId: event.pkEventId, name: 'Twin hall' })));
    expect(rs.filter((r) => r.status === 200)).toHaveLength(1);
    expect(rs.filter((r) => r.status === 422).every((r) => r.json.fields.name === 'hall_name_taken')).toBe(true);
    const both = await Promise.all([
      save('POST', { fkEventId: event.pkEventId, name: 'Left' }),
      save('POST', { fkEventId: event.pkEventId, name: 'Right' }),
    ]);
    expect(both.map((r) => r.status)).toEqual([200, 200]);
    expect((await list(event.pkEventId, cast.chamberAdminRs.token)).json.halls.map((h: { name: string }) => h.name)).toEqual([
      'Left',
      'Right',
      'Twin hall',
    ]);
  });
});
