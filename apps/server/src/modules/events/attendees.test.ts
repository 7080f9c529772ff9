import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import * as t from '../../db/schema/all.ts';
import { buildCast, buildCompany, buildEvent, buildInvitation, type Cast, call, codeId, person } from '../../../test/factories.ts';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';

let t0: TestApp;
let cast: Cast;
let eventId: number;
let blocked: Awaited<ReturnType<typeof person>>;
let hidden: Awaited<ReturnType<typeof person>>;
let meCompanyId: number;

/** One event of the RS chamber with: the RS company admin (accepted, visible), an employee (accepted, hidden), a blocked one, a pending e-mail. */
beforeAll(async () => {
  t0 = await createTestApp();
  cast = await buildCast(t0.app);
  const event = await buildEvent(t0.db, { chamber: 'RS', isPublic: false });
  eventId = event.pkEventId;
  meCompanyId = (await buildCompany(t0.db, { country: 'ME', name: 'Zeta Trade' })).pkCompanyId;
  blocked = await person(t0.app, { role: 4, companyId: meCompanyId });
  hidden = await person(t0.app, { role: 4, companyId: cast.companies.companyRs.pkCompanyId });
  const visitor = await codeId(t0.db, 1, '1');
  await buildInvitation(t0.db, {
    eventId,
    email: cast.companyAdminRs.email,
    userId: cast.companyAdminRs.userId,
    isAccepted: true,
    fkAttendeeTypeId: visitor,
  });
  await buildInvitation(t0.db, { eventId, email: hidden.email, userId: hidden.userId, isAccepted: true, isUserDataVisibleToOthers: false });
  await buildInvitation(t0.db, { eventId, email: blocked.email, userId: blocked.userId, isAccepted: true });
  // Invited by e-mail before registering: matched to the user by e-mail.
  await buildInvitation(t0.db, { eventId, email: cast.companyAdminMe.email });
});

const search = (token: string | undefined, body: object = {}) =>
  call(t0.app, 'POST', '/api/Events/search-attendees-in-event', { token, body: { fkEventId: eventId, ...body } });
const emails = (r: { json: { attendees: { email: string | null }[] } }) => r.json.attendees.map((a) => a.email).sort();

describe('blocking', () => {
  it('blocks and unblocks an attendee for organisers, notifying them (type 14)', async () => {
    const body = { fkEventId: eventId, fkUserId: blocked.userId };
    expect((await call(t0.app, 'POST', '/api/blockedUsersOnEvent', { token: cast.chamberAdminMe.token, body })).status).toBe(403);
    expect((await call(t0.app, 'POST', '/api/blockedUsersOnEvent', { token: cast.companyAdminRs.token, body })).status).toBe(403);
    expect((await call(t0.app, 'POST', '/api/blockedUsersOnEvent', { body })).status).toBe(401);
    expect((await call(t0.app, 'POST', '/api/blockedUsersOnEvent', { token: cast.chamberAdminRs.token, body })).status).toBe(200);
    expect((await call(t0.app, 'POST', '/api/blockedUsersOnEvent/delete', { token: cast.platformAdmin.token, body })).status).toBe(200);
    expect((await call(t0.app, 'POST', '/api/blockedUsersOnEvent', { token: cast.chamberAdminRs.token, body })).status).toBe(200);
    const notes = await t0.db.select().from(t.notifications).where(eq(t.notifications.fkUserId, blocked.userId));
    expect(notes.map((n) => [n.fkNotificationTypeId, n.content.split(';')[2]])).toEqual([
      [14, 'true'],
      [14, 'false'],
      [14, 'true'],
    ]);
    const status = await call(t0.app, 'GET', `/api/Events/is-user-registered-on-event/${eventId}`, { token: blocked.token });
    expect(status.json).toMatchObject({ isBlocked: true, isRegistered: false, canRegister: false, isAccepted: true });
    const missing = await call(t0.app, 'POST', '/api/blockedUsersOnEvent', {
      token: cast.chamberAdminRs.token,
      body: { fkEventId: eventId, fkUserId: cast.guestUser.userId },
    });
    expect([missing.status, missing.json.message]).toEqual([404, 'invitation_not_found']);
    const bad = await call(t0.app, 'POST', '/api/blockedUsersOnEvent', { token: cast.chamberAdminRs.token, body: { fkEventId: eventId } });
    expect([bad.status, bad.json.fields.fkUserId]).toEqual([400, expect.any(String)]);
  });
});

describe('search-attendees-in-event', () => {
  it('shows organisers every invitation with e-mails, filtered', async () => {
    for (const token of [cast.chamberAdminRs.token, cast.platformAdmin.token]) {
      const r = await search(token);
      expect(r.status).toBe(200);
      expect(emails(r)).toEqual([blocked.email, cast.companyAdminMe.email, cast.companyAdminRs.email, hidden.email].sort());
    }
    const all = await search(cast.chamberAdminRs.token);
    const me = all.json.attendees.find((a: { email: string }) => a.email === cast.companyAdminMe.email);
    expect(me).toMatchObject({ fkUserId: cast.companyAdminMe.userId, isAccepted: false, lastName: 'User 3' });
    expect(emails(await search(cast.chamberAdminRs.token, { isAccepted: false }))).toEqual([cast.companyAdminMe.email]);
    expect(emails(await search(cast.chamberAdminRs.token, { isBlocked: true }))).toEqual([blocked.email]);
    expect(emails(await search(cast.chamberAdminRs.token, { name: 'zeta' }))).toEqual([blocked.email]);
    const typed = await search(cast.chamberAdminRs.token, { fkAttendeeTypeId: await codeId(t0.db, 1, '1') });
    expect(typed.json.attendees).toMatchObject([{ email: cast.companyAdminRs.email, attendeeTypeName: 'Visitor' }]);
    const page = await search(cast.chamberAdminRs.token, { pageSize: 1, pageNum: 2 });
    expect([page.json.attendees.length, page.json.totalPages, page.json.totalCount]).toEqual([1, 4, 4]);
  });

  it('shows a registered attendee only the accepted, visible, non-blocked attendees, e-mails of colleagues only by default', async () => {
    const r = await search(hidden.token);
    expect(r.status).toBe(200);
    // A colleague: contact-visibility.policy.ts shows the company's own people everything.
    expect(r.json.attendees).toMatchObject([
      { fkUserId: cast.companyAdminRs.userId, email: cast.companyAdminRs.email, reminderSentOn: null },
    ]);
    expect((await search(hidden.token, { name: cast.companyAdminRs.email })).json.attendees).toEqual([]);
  });

  it('refuses the blocked, the not yet accepted, outsiders and other chambers (403), and anonymous callers (401)', async () => {
    for (const token of [
      blocked.token,
      cast.companyAdminMe.token,
      cast.employeeRs.token,
      cast.chamberAdminMe.token,
      cast.guestUser.token,
    ]) {
      const r = await search(token);
      expect([r.status, r.json.message]).toEqual([403, 'attendees_not_visible']);
    }
    expect((await search(undefined)).status).toBe(401);
    expect((await search(cast.chamberAdminRs.token, { fkEventId: 999999 })).status).toBe(404);
    expect((await search(cast.chamberAdminRs.token, { pageSize: 1000 })).status).toBe(400);
  });
});

describe('search-companies-in-event', () => {
  it("lists the companies of accepted attendees; attendees see only the visible ones' companies", async () => {
    const org = await call(t0.app, 'POST', '/api/Events/search-companies-in-event', {
      token: cast.chamberAdminRs.token,
      body: { fkEventId: eventId },
    });
    expect(org.status).toBe(200);
    expect(org.json.companiesCount).toBe(2);
    expect(org.json.companies).toEqual([
      expect.objectContaining({ pkCompanyId: cast.companies.companyRs.pkCompanyId, attendeesCount: 2 }),
      expect.objectContaining({ pkCompanyId: meCompanyId, name: 'Zeta Trade', attendeesCount: 1 }),
    ]);
    const att = await call(t0.app, 'POST', '/api/Events/search-companies-in-event', { token: hidden.token, body: { fkEventId: eventId } });
    expect(att.json.companies).toMatchObject([{ pkCompanyId: cast.companies.companyRs.pkCompanyId, attendeesCount: 1 }]);
    const out = await call(t0.app, 'POST', '/api/Events/search-companies-in-event', {
      token: cast.employeeRs.token,
      body: { fkEventId: eventId },
    });
    expect(out.status).toBe(403);
  });
});
