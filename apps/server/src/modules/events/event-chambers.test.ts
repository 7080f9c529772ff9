import { and, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import * as t from '../../db/schema/all.ts';
import { buildCast, buildEvent, type Cast, call, chamberId, codeId } from '../../../test/factories.ts';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';

let t0: TestApp;
let cast: Cast;
let rs: number;
let me: number;
let mk: number;
beforeAll(async () => {
  t0 = await createTestApp();
  cast = await buildCast(t0.app);
  [rs, me, mk] = await Promise.all(['RS', 'ME', 'MK'].map((c) => chamberId(t0.db, c)));
});

describe('assistant organisers', () => {
  it('lets the organising chamber add and remove assistants, who are notified and may then manage', async () => {
    const event = await buildEvent(t0.db, { isAnnounced: false });
    const add = (fkChamberId: number, token = cast.chamberAdminRs.token) =>
      call(t0.app, 'POST', '/api/EventChambers/add-assistant', { token, body: { fkEventId: event.pkEventId, fkChamberId } });
    const added = await add(me);
    expect(added.status).toBe(200);
    expect(added.json).toEqual([
      {
        pkChamberId: rs,
        name: 'Chamber of Commerce and Industry of Serbia',
        fkCountryId: expect.any(Number),
        countryName: 'Serbia',
        isOrganizer: true,
      },
      {
        pkChamberId: me,
        name: 'Chamber of Economy of Montenegro',
        fkCountryId: expect.any(Number),
        countryName: 'Montenegro',
        isOrganizer: false,
      },
    ]);
    const [note] = await t0.db.select().from(t.notifications).where(eq(t.notifications.fkUserId, cast.chamberAdminMe.userId));
    expect(note).toMatchObject({ fkNotificationTypeId: 11, link: `/event-management/chamber-events/details/${event.pkEventId}` });
    const organiser = (token: string) =>
      call(t0.app, 'GET', `/api/EventChambers/get-is-user-one-of-event-oragnizers/${event.pkEventId}`, { token });
    expect((await organiser(cast.chamberAdminMe.token)).json).toEqual({ isOrganizer: true });

    const duplicate = await add(me);
    expect(duplicate.status).toBe(409);
    expect(duplicate.json.message).toBe('chamber_already_assistant');
    const main = await add(rs);
    expect(main.status).toBe(422);
    expect(main.json.message).toBe('chamber_is_main_organizer');
    const notChamber = await add(await codeId(t0.db, 8, '1'));
    expect(notChamber.json.fields).toEqual({ fkChamberId: 'chamber_not_found' });
    // An assistant may not bring in others; company users never.
    expect((await add(mk, cast.chamberAdminMe.token)).status).toBe(403);
    expect((await add(mk, cast.companyAdminRs.token)).status).toBe(403);
    expect(
      (await call(t0.app, 'POST', '/api/EventChambers/add-assistant', { body: { fkEventId: event.pkEventId, fkChamberId: mk } })).status,
    ).toBe(401);

    const remove = (chamber: number, token = cast.chamberAdminRs.token) =>
      call(t0.app, 'DELETE', `/api/EventChambers/remove-assistant/${chamber}/${event.pkEventId}`, { token });
    expect((await remove(me, cast.chamberAdminMe.token)).status).toBe(403);
    expect((await remove(me)).status).toBe(200);
    const [row] = await t0.db
      .select()
      .from(t.eventChambers)
      .where(and(eq(t.eventChambers.fkEventId, event.pkEventId), eq(t.eventChambers.fkChamberId, me)));
    expect(row).toBeUndefined();
    const again = await remove(me);
    expect(again.status).toBe(404);
    expect(again.json.message).toBe('assistant_chamber_not_found');
    // The draft is hidden again from the former assistant.
    expect((await organiser(cast.chamberAdminMe.token)).status).toBe(404);
  });

  it("lists an event's chambers for those who see it, in their language", async () => {
    const event = await buildEvent(t0.db, { assistants: ['MK', 'ME'] });
    const r = await call(t0.app, 'GET', `/api/EventChambers/chambers/${event.pkEventId}`, {
      token: cast.employeeRs.token,
      headers: { 'accept-language': 'sr' },
    });
    expect(r.json.map((c: { name: string; isOrganizer: boolean }) => [c.name, c.isOrganizer])).toEqual([
      ['Privredna komora Srbije', true],
      ['Privredna komora Crne Gore', false],
      ['Privredna komora Severne Makedonije', false],
    ]);
    expect(
      (
        await call(t0.app, 'GET', `/api/EventChambers/get-is-user-one-of-event-oragnizers/${event.pkEventId}`, {
          token: cast.employeeRs.token,
        })
      ).json,
    ).toEqual({
      isOrganizer: false,
    });
    const closed = await buildEvent(t0.db, { isPublic: false });
    expect((await call(t0.app, 'GET', `/api/EventChambers/chambers/${closed.pkEventId}`, { token: cast.employeeRs.token })).status).toBe(
      403,
    );
    expect((await call(t0.app, 'GET', `/api/EventChambers/chambers/${closed.pkEventId}`)).status).toBe(401);
  });

  it("gives the chambers' countries to signed-in users", async () => {
    const r = await call(t0.app, 'GET', '/api/EventChambers/get-chambers-countries-ids', { token: cast.employeeRs.token });
    expect(r.json.countryIds).toHaveLength(6);
    const [serbia] = await t0.db.select().from(t.countries).where(eq(t.countries.alpha2, 'RS'));
    expect(r.json.countryIds).toContain(serbia.pkCountryId);
    expect((await call(t0.app, 'GET', '/api/EventChambers/get-chambers-countries-ids')).status).toBe(401);
  });
});

describe('chambers with their events', () => {
  it("marks the named event's organiser and assistants and counts upcoming announced events", async () => {
    const event = await buildEvent(t0.db, { chamber: 'MK', assistants: ['AL'], isAnnounced: false });
    const r = await call(t0.app, 'POST', '/api/Chambers/get-all-with-event-chambers', {
      token: cast.platformAdmin.token,
      body: { fkEventId: event.pkEventId },
    });
    expect(r.status).toBe(200);
    expect(r.json.chambers).toHaveLength(6);
    const byName = (part: string) => r.json.chambers.find((c: { name: string }) => c.name.includes(part));
    expect(byName('North Macedonia')).toMatchObject({ isEventOrganizer: true, isEventAssistant: false, countryName: 'North Macedonia' });
    expect(byName('Albania')).toMatchObject({ isEventOrganizer: false, isEventAssistant: true });
    // RS organises two announced upcoming events of the earlier tests; its draft does not count.
    expect(byName('Serbia').upcomingEventsCount).toBe(2);
    const plain = await call(t0.app, 'POST', '/api/Chambers/get-all-with-event-chambers', { token: cast.chamberAdminRs.token, body: {} });
    expect(plain.json.chambers.every((c: { isEventOrganizer: boolean }) => !c.isEventOrganizer)).toBe(true);
    // Another chamber does not learn of the draft.
    const hidden = await call(t0.app, 'POST', '/api/Chambers/get-all-with-event-chambers', {
      token: cast.chamberAdminRs.token,
      body: { fkEventId: event.pkEventId },
    });
    expect(hidden.status).toBe(404);
    expect(
      (await call(t0.app, 'POST', '/api/Chambers/get-all-with-event-chambers', { token: cast.companyAdminRs.token, body: {} })).status,
    ).toBe(403);
    expect((await call(t0.app, 'POST', '/api/Chambers/get-all-with-event-chambers', { body: {} })).status).toBe(401);
  });
});

describe('place types and themes', () => {
  it('names the place types in the request language', async () => {
    const eng = await call(t0.app, 'GET', '/api/EventPlaceTypes/');
    expect(eng.json).toEqual([
      { pkEventPlaceTypeId: 1, name: 'Physical' },
      { pkEventPlaceTypeId: 2, name: 'Virtual' },
      { pkEventPlaceTypeId: 3, name: 'Hybrid' },
    ]);
    const sr = await call(t0.app, 'GET', '/api/EventPlaceTypes/', { headers: { 'accept-language': 'sr' } });
    expect(sr.json.map((p: { name: string }) => p.name)).toEqual(['Fizički', 'Virtuelni', 'Hibridni']);
    const signedIn = await call(t0.app, 'GET', '/api/EventPlaceTypes/', {
      token: cast.employeeRs.token,
      headers: { 'accept-language': 'sr' },
    });
    expect(signedIn.json[0].name).toBe('Fizički');
  });

  it('lists the themes, shows an announced event theme to anyone and lets the organising chamber change it', async () => {
    const themes = await call(t0.app, 'GET', '/api/Events/get-all-predefined-themes', { token: cast.employeeRs.token });
    expect(themes.json).toHaveLength(6);
    expect((await call(t0.app, 'GET', '/api/Events/get-all-predefined-themes')).status).toBe(401);
    const event = await buildEvent(t0.db, { fkPredefinedThemeId: 2, isPublic: false, assistants: ['ME'] });
    const theme = (token?: string) => call(t0.app, 'GET', `/api/Events/get-event-theme/${event.pkEventId}`, { token });
    expect((await theme()).json.predefinedTheme).toMatchObject({ pkPredefinedThemeId: 2, color1: '#1e5631', color2: '#ffffff' });
    const update = (fkPredefinedThemeId: number | null, token = cast.chamberAdminRs.token) =>
      call(t0.app, 'POST', '/api/Events/update-event-theme', { token, body: { fkEventId: event.pkEventId, fkPredefinedThemeId } });
    expect((await update(5)).json.predefinedTheme.name).toBe('Sand');
    expect((await update(99)).json.fields).toEqual({ fkPredefinedThemeId: 'event_theme_not_found' });
    expect((await update(1, cast.chamberAdminMe.token)).status).toBe(403);
    expect((await update(1, cast.companyAdminRs.token)).status).toBe(403);
    expect((await theme(cast.companyAdminRs.token)).json.predefinedTheme.pkPredefinedThemeId).toBe(5);
    expect((await update(null)).json).toEqual({ predefinedTheme: null });
    const draft = await buildEvent(t0.db, { isAnnounced: false, fkPredefinedThemeId: 1 });
    expect((await call(t0.app, 'GET', `/api/Events/get-event-theme/${draft.pkEventId}`)).status).toBe(404);
    expect((await call(t0.app, 'GET', `/api/Events/get-event-theme/${draft.pkEventId}`, { token: cast.chamberAdminRs.token })).status).toBe(
      200,
    );
  });
});
