import { beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import * as t from '../../db/schema/all.ts';
import { buildCast, buildCompany, buildEvent, buildInvitation, type Cast, call, chamberId, person } from '../../../test/factories.ts';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';

let t0: TestApp;
let cast: Cast;
let rs: number;
beforeAll(async () => {
  t0 = await createTestApp();
  cast = await buildCast(t0.app);
  rs = await chamberId(t0.db, 'RS');
});

const DAY = 86_400_000;

describe('who sees an event', () => {
  it('shows drafts to organisers only and announced events by invitation or when public', async () => {
    const draft = await buildEvent(t0.db, { isAnnounced: false, assistants: ['ME'], onlineLink: 'https://meet.example.test/x' });
    const get = (id: number, token?: string) => call(t0.app, 'GET', `/api/Events/${id}`, { token });
    const asAssistant = await get(draft.pkEventId, cast.chamberAdminMe.token);
    expect(asAssistant.json).toMatchObject({
      eventStatus: 3,
      isAssistantOrganizer: true,
      canManage: true,
      canEdit: false,
      canBeDeleted: false,
    });
    expect(asAssistant.json.onlineLink).toBe('https://meet.example.test/x');
    expect((await get(draft.pkEventId, cast.platformAdmin.token)).status).toBe(200);
    expect((await get(draft.pkEventId, cast.companyAdminRs.token)).status).toBe(404);
    const otherChamber = await buildEvent(t0.db, { chamber: 'ME', isAnnounced: false });
    expect((await get(otherChamber.pkEventId, cast.chamberAdminRs.token)).status).toBe(404);

    const closed = await buildEvent(t0.db, { isPublic: false, onlineLink: 'https://meet.example.test/y' });
    expect((await get(closed.pkEventId, cast.chamberAdminMe.token)).status).toBe(200);
    const refused = await get(closed.pkEventId, cast.companyAdminRs.token);
    expect(refused.status).toBe(403);
    expect(refused.json.message).toBe('dont_have_invitation');
    await buildInvitation(t0.db, { eventId: closed.pkEventId, email: cast.companyAdminRs.email.toUpperCase() });
    const invited = await get(closed.pkEventId, cast.companyAdminRs.token);
    expect(invited.json).toMatchObject({ isInvited: true, hasInvitation: true, isAccepted: false, onlineLink: null, canManage: false });
    await buildInvitation(t0.db, {
      eventId: closed.pkEventId,
      userId: cast.employeeRs.userId,
      email: cast.employeeRs.email,
      isAccepted: true,
    });
    expect((await get(closed.pkEventId, cast.employeeRs.token)).json).toMatchObject({
      isAccepted: true,
      onlineLink: 'https://meet.example.test/y',
    });
    expect((await get(closed.pkEventId, cast.companyAdminRs.token)).json.atendeesNumber).toBe(1);
    // A blocked attendee keeps seeing the event but not the online room.
    await t0.db.update(t.eventInvitations).set({ isBlocked: true }).where(eq(t.eventInvitations.fkUserId, cast.employeeRs.userId));
    expect((await get(closed.pkEventId, cast.employeeRs.token)).json).toMatchObject({ isAccepted: true, onlineLink: null });
    expect((await get(closed.pkEventId)).status).toBe(401);
    expect((await get(closed.pkEventId, cast.guestUser.token)).status).toBe(403);
  });

  it('needs module 2 from company users', async () => {
    const company = await buildCompany(t0.db, { modules: [1] });
    const user = await person(t0.app, { role: 3, companyId: company.pkCompanyId });
    const event = await buildEvent(t0.db);
    const r = await call(t0.app, 'GET', `/api/Events/${event.pkEventId}`, { token: user.token });
    expect(r.status).toBe(403);
    expect(r.json.code).toBe('module_not_active');
  });

  it('answers the small reads of one event with the same rule', async () => {
    const event = await buildEvent(t0.db, { allowSkipRegistration: true, registrationStartTime: new Date(Date.now() + DAY) });
    const token = cast.employeeRs.token;
    const reg = await call(t0.app, 'GET', `/api/Events/is-event-registration-started-or-ended/${event.pkEventId}`, { token });
    expect(reg.json).toEqual({ isRegistrationStarted: false, isRegistrationEnded: false });
    const start = await call(t0.app, 'GET', `/api/Events/get-event-start-date-and-chamber-id/${event.pkEventId}`, { token });
    expect(start.json).toEqual({ date: event.startDate.toISOString(), fkChamberId: rs });
    const end = await call(t0.app, 'GET', `/api/Events/get-event-end-date-and-chamber-id/${event.pkEventId}`, { token });
    expect(end.json.date).toBe(event.endDate.toISOString());
    const skip = await call(t0.app, 'GET', `/api/Events/check-event-allow-skip-registration/${event.pkEventId}`, { token });
    expect(skip.json).toEqual({ allowSkipRegistration: true });
    const closed = await buildEvent(t0.db, { isPublic: false });
    for (const path of [
      'is-event-registration-started-or-ended',
      'get-event-start-date-and-chamber-id',
      'check-event-allow-skip-registration',
    ])
      expect((await call(t0.app, 'GET', `/api/Events/${path}/${closed.pkEventId}`, { token })).status, path).toBe(403);
    for (const id of ['0', 'abc', '99999999999']) expect((await call(t0.app, 'GET', `/api/Events/${id}`, { token })).status).toBe(400);
  });
});

describe('event figures', () => {
  it('counts attendees, companies and countries, and participants by country in the language', async () => {
    const event = await buildEvent(t0.db);
    const meCompany = await buildCompany(t0.db, { country: 'ME' });
    const meUser = await person(t0.app, { role: 4, companyId: meCompany.pkCompanyId });
    await buildInvitation(t0.db, {
      eventId: event.pkEventId,
      userId: cast.companyAdminRs.userId,
      email: cast.companyAdminRs.email,
      isAccepted: true,
    });
    await buildInvitation(t0.db, {
      eventId: event.pkEventId,
      userId: cast.employeeRs.userId,
      email: cast.employeeRs.email,
      isAccepted: true,
    });
    await buildInvitation(t0.db, { eventId: event.pkEventId, userId: meUser.userId, email: meUser.email, isAccepted: true });
    await buildInvitation(t0.db, { eventId: event.pkEventId, email: 'not.yet@example.test' });
    const info = await call(t0.app, 'POST', `/api/Events/get-event-info/${event.pkEventId}`, { token: cast.chamberAdminRs.token });
    expect(info.status).toBe(200);
    expect(info.json).toMatchObject({
      atendeesNumber: 4,
      atendeesAcceptedNumber: 3,
      atendeesNotAcceptedNumber: 1,
      companiesNumber: 2,
      countriesNumber: 2,
      event: { atendeesNumber: 3 },
    });
    const specific = await call(t0.app, 'GET', `/api/Events/get-event-with-specific-info/${event.pkEventId}`, {
      token: cast.employeeRs.token,
      headers: { 'accept-language': 'sr' },
    });
    expect(specific.json.participantsByCountry).toEqual([
      { countryName: 'Srbija', count: 2 },
      { countryName: 'Crna Gora', count: 1 },
    ]);
    expect(specific.json.isAccepted).toBe(true);
    expect(specific.json.event.chamberName).toBe('Privredna komora Srbije');
  });
});
