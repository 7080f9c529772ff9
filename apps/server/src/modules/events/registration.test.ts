import { and, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import * as t from '../../db/schema/all.ts';
import { buildCast, buildCatalogueItem, buildEvent, buildInvitation, buildUser, type Cast, call, person } from '../../../test/factories.ts';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';

let t0: TestApp;
let cast: Cast;
beforeAll(async () => {
  t0 = await createTestApp();
  cast = await buildCast(t0.app);
});

const day = 86400000;
const invitationOf = async (eventId: number, email: string) =>
  (await t0.db.select().from(t.eventInvitations).where(eq(t.eventInvitations.fkEventId, eventId))).find(
    (r) => r.email.toLowerCase() === email,
  );
const itemsOf = async (invitationId: number) =>
  (await t0.db.select().from(t.eventInvitationItems).where(eq(t.eventInvitationItems.fkEventInvitationId, invitationId))).map(
    (r) => r.fkItemId,
  );
const accept = (token: string, body: object) => call(t0.app, 'POST', '/api/Events/accept-invitation', { token, body });
const status = async (token: string, eventId: number) =>
  (await call(t0.app, 'GET', `/api/Events/check-user-can-register-to-event/${eventId}`, { token })).json;

describe('accept-invitation', () => {
  it('registers an invited user with products and services, notifies the organising chamber (type 16), and saves changes later', async () => {
    const event = await buildEvent(t0.db, { chamber: 'RS', isPublic: false, name: 'Closed forum' });
    const companyId = cast.companies.companyRs.pkCompanyId;
    const product = await buildCatalogueItem(t0.db, { companyId, kind: 'product' });
    const service = await buildCatalogueItem(t0.db, { companyId, kind: 'service' });
    // Invited by e-mail before the row was linked to the user.
    await buildInvitation(t0.db, { eventId: event.pkEventId, email: cast.employeeRs.email.toUpperCase() });
    expect(await status(cast.employeeRs.token, event.pkEventId)).toEqual({
      canRegister: true,
      isRegistered: false,
      isBlocked: false,
      isAccepted: false,
      isInvited: true,
      registerWithProductsServices: true,
    });
    const r = await accept(cast.employeeRs.token, {
      fkEventId: event.pkEventId,
      isUserDataVisibleToOthers: false,
      productIDs: [product.pkItemId, product.pkItemId],
      serviceIDs: [service.pkItemId],
    });
    expect(r.status).toBe(200);
    const row = (await invitationOf(event.pkEventId, cast.employeeRs.email))!;
    expect(row).toMatchObject({ fkUserId: cast.employeeRs.userId, isAccepted: true, isUserDataVisibleToOthers: false, tokenHash: null });
    expect((await itemsOf(row.pkEventInvitationId)).sort()).toEqual([product.pkItemId, service.pkItemId].sort());
    const notes = await t0.db.select().from(t.notifications).where(eq(t.notifications.fkUserId, cast.chamberAdminRs.userId));
    const registered = notes.filter((n) => n.fkNotificationTypeId === 16);
    expect(registered).toEqual([
      expect.objectContaining({
        content: `${event.pkEventId};Closed forum;Test User 4`,
        link: `/event-management/chamber-events/details/${event.pkEventId}/attendees`,
      }),
    ]);
    expect(await t0.db.select().from(t.notifications).where(eq(t.notifications.fkUserId, cast.chamberAdminMe.userId))).toHaveLength(0);
    // Saving changes: new selection, no second notification.
    expect(
      (await accept(cast.employeeRs.token, { fkEventId: event.pkEventId, productIDs: [], serviceIDs: [service.pkItemId] })).status,
    ).toBe(200);
    expect(await itemsOf(row.pkEventInvitationId)).toEqual([service.pkItemId]);
    const again = await t0.db.select().from(t.notifications).where(eq(t.notifications.fkUserId, cast.chamberAdminRs.userId));
    expect(again.filter((n) => n.fkNotificationTypeId === 16)).toHaveLength(1);
    const answer = await call(t0.app, 'GET', `/api/Events/is-user-registered-on-event/${event.pkEventId}`, {
      token: cast.employeeRs.token,
    });
    expect(answer.json).toMatchObject({ isRegistered: true, isAccepted: true, isInvited: true });
    const invited = await call(t0.app, 'POST', '/api/Events/is-current-user-invited-to-event', {
      token: cast.employeeRs.token,
      body: { fkEventId: event.pkEventId },
    });
    expect(invited.json).toEqual({ isInvited: true, isAccepted: true });
  });

  it("refuses items that are not the caller's company's or of the wrong kind, changing nothing", async () => {
    const event = await buildEvent(t0.db);
    const own = await buildCatalogueItem(t0.db, { companyId: cast.companies.companyRs.pkCompanyId, kind: 'product' });
    const foreign = await buildCatalogueItem(t0.db, { companyId: cast.companies.companyMe.pkCompanyId, kind: 'product' });
    const row = await buildInvitation(t0.db, {
      eventId: event.pkEventId,
      email: cast.companyAdminRs.email,
      userId: cast.companyAdminRs.userId,
    });
    const wrongCompany = await accept(cast.companyAdminRs.token, { fkEventId: event.pkEventId, productIDs: [foreign.pkItemId] });
    expect([wrongCompany.status, wrongCompany.json.fields]).toEqual([400, { productIDs: 'item_not_of_your_company' }]);
    const wrongKind = await accept(cast.companyAdminRs.token, { fkEventId: event.pkEventId, serviceIDs: [own.pkItemId] });
    expect(wrongKind.json.fields).toEqual({ serviceIDs: 'item_not_of_your_company' });
    const badShape = await accept(cast.companyAdminRs.token, { fkEventId: event.pkEventId, productIDs: ['x'] });
    expect(badShape.status).toBe(400);
    const guest = await buildInvitation(t0.db, { eventId: event.pkEventId, email: cast.guestUser.email });
    const noCompany = await accept(cast.guestUser.token, { fkEventId: event.pkEventId, productIDs: [own.pkItemId] });
    expect(noCompany.json.fields).toEqual({ productIDs: 'item_not_of_your_company' });
    expect((await invitationOf(event.pkEventId, cast.companyAdminRs.email))?.isAccepted).toBe(false);
    expect(await itemsOf(row.pkEventInvitationId)).toEqual([]);
    expect((await invitationOf(event.pkEventId, guest.email))?.isAccepted).toBe(false);
    // A guest without a company registers without items.
    expect((await accept(cast.guestUser.token, { fkEventId: event.pkEventId })).status).toBe(200);
  });

  it('refuses the uninvited (422), the blocked (403) and closed registrations (422); anonymous callers get 401', async () => {
    const closed = await buildEvent(t0.db, { isPublic: false });
    const r = await accept(cast.companyAdminMe.token, { fkEventId: closed.pkEventId });
    expect([r.status, r.json.message]).toEqual([422, 'not_invited_to_event']);
    const blocked = await person(t0.app, { role: 4, companyId: cast.companies.companyRs.pkCompanyId });
    await buildInvitation(t0.db, { eventId: closed.pkEventId, email: blocked.email, userId: blocked.userId, isBlocked: true });
    const b = await accept(blocked.token, { fkEventId: closed.pkEventId });
    expect([b.status, b.json.message]).toEqual([403, 'user_blocked_on_event']);
    expect(await status(blocked.token, closed.pkEventId)).toMatchObject({ canRegister: false, isBlocked: true, isRegistered: false });
    const later = await buildEvent(t0.db, { registrationStartTime: new Date(Date.now() + day) });
    const ended = await buildEvent(t0.db, { registrationEndTime: new Date(Date.now() - day) });
    for (const [event, key] of [
      [later, 'registration_not_started'],
      [ended, 'registration_ended'],
    ] as const) {
      await buildInvitation(t0.db, { eventId: event.pkEventId, email: cast.companyAdminMe.email });
      const res = await accept(cast.companyAdminMe.token, { fkEventId: event.pkEventId });
      expect([res.status, res.json.message]).toEqual([422, key]);
      expect((await status(cast.companyAdminMe.token, event.pkEventId)).canRegister).toBe(false);
    }
    // Drafts exist only for their organisers, even for someone invited before.
    const draft = await buildEvent(t0.db, { isAnnounced: false });
    await buildInvitation(t0.db, { eventId: draft.pkEventId, email: cast.companyAdminMe.email });
    const hidden = await accept(cast.companyAdminMe.token, { fkEventId: draft.pkEventId });
    expect([hidden.status, hidden.json.message]).toEqual([404, 'event_not_found']);
    expect(
      (await call(t0.app, 'GET', `/api/Events/is-user-registered-on-event/${draft.pkEventId}`, { token: cast.companyAdminMe.token }))
        .status,
    ).toBe(404);
    expect(
      (await call(t0.app, 'GET', `/api/Events/is-user-registered-on-event/${draft.pkEventId}`, { token: cast.chamberAdminRs.token })).json,
    ).toMatchObject({ canRegister: false });
    expect((await accept('', { fkEventId: closed.pkEventId })).status).toBe(401);
    expect((await accept(cast.companyAdminMe.token, { fkEventId: 999999 })).status).toBe(404);
    expect((await call(t0.app, 'GET', '/api/Events/check-user-can-register-to-event/999999', { token: cast.guestUser.token })).status).toBe(
      404,
    );
  });
});

describe('accept-invitation-from-email', () => {
  it('accepts once with the mailed token, links an existing user, and refuses unknown tokens', async () => {
    const event = await buildEvent(t0.db, { name: 'Mail forum' });
    const invitee = await buildUser(t0.db, { role: 3, companyId: cast.companies.companyMe.pkCompanyId });
    await call(t0.app, 'POST', '/api/Events/invite-people', {
      token: cast.chamberAdminRs.token,
      body: { fkEventId: event.pkEventId, emails: [invitee.email, 'outsider@x.test'] },
    });
    await t0.db.update(t.eventInvitations).set({ fkUserId: null }).where(eq(t.eventInvitations.email, invitee.email));
    const [mail] = await t0.db
      .select()
      .from(t.mailOutbox)
      .where(and(eq(t.mailOutbox.toAddress, invitee.email), eq(t.mailOutbox.template, 'event_invitation')));
    const token = decodeURIComponent(mail.textBody.match(/token=(\S+)/)![1]);
    const r = await call(t0.app, 'POST', '/api/Events/accept-invitation-from-email', { body: { token } });
    expect(r.status).toBe(200);
    expect(r.json).toEqual({ fkEventId: event.pkEventId, eventName: 'Mail forum', email: invitee.email });
    expect(await invitationOf(event.pkEventId, invitee.email)).toMatchObject({
      isAccepted: true,
      fkUserId: invitee.pkUserId,
      tokenHash: null,
    });
    const again = await call(t0.app, 'POST', '/api/Events/accept-invitation-from-email', { body: { token } });
    expect([again.status, again.json.message]).toEqual([422, 'invalid_invitation']);
    const [outsiderMail] = await t0.db.select().from(t.mailOutbox).where(eq(t.mailOutbox.toAddress, 'outsider@x.test'));
    const outsider = decodeURIComponent(outsiderMail.textBody.match(/token=(\S+)/)![1]);
    expect((await call(t0.app, 'POST', '/api/Events/accept-invitation-from-email', { body: { token: outsider } })).status).toBe(200);
    expect(await invitationOf(event.pkEventId, 'outsider@x.test')).toMatchObject({ isAccepted: true, fkUserId: null });
    const told = await t0.db.select().from(t.notifications).where(eq(t.notifications.fkUserId, cast.chamberAdminRs.userId));
    expect(told.map((n) => n.content)).toEqual(
      expect.arrayContaining([`${event.pkEventId};Mail forum;Test User 3`, `${event.pkEventId};Mail forum;outsider@x.test`]),
    );
    const short = await call(t0.app, 'POST', '/api/Events/accept-invitation-from-email', { body: { token: 'abc' } });
    expect([short.status, short.json.fields.token]).toEqual([400, 'invalid_invitation']);
    expect((await call(t0.app, 'POST', '/api/Events/accept-invitation-from-email', { body: {} })).status).toBe(400);
  });

  it('keeps the token of a blocked invitation or a closed registration unused', async () => {
    const event = await buildEvent(t0.db);
    await call(t0.app, 'POST', '/api/Events/invite-people', {
      token: cast.chamberAdminRs.token,
      body: { fkEventId: event.pkEventId, emails: ['held@x.test'] },
    });
    const [mail] = await t0.db.select().from(t.mailOutbox).where(eq(t.mailOutbox.toAddress, 'held@x.test'));
    const token = decodeURIComponent(mail.textBody.match(/token=(\S+)/)![1]);
    await t0.db.update(t.eventInvitations).set({ isBlocked: true }).where(eq(t.eventInvitations.email, 'held@x.test'));
    const blocked = await call(t0.app, 'POST', '/api/Events/accept-invitation-from-email', { body: { token } });
    expect([blocked.status, blocked.json.message]).toEqual([403, 'user_blocked_on_event']);
    await t0.db.update(t.eventInvitations).set({ isBlocked: false }).where(eq(t.eventInvitations.email, 'held@x.test'));
    await t0.db
      .update(t.events)
      .set({ registrationEndTime: new Date(Date.now() - 1000) })
      .where(eq(t.events.pkEventId, event.pkEventId));
    const ended = await call(t0.app, 'POST', '/api/Events/accept-invitation-from-email', { body: { token } });
    expect([ended.status, ended.json.message]).toEqual([422, 'registration_ended']);
    expect((await invitationOf(event.pkEventId, 'held@x.test'))?.isAccepted).toBe(false);
  });
});

describe('public events', () => {
  it('lets a signed-in user register on a public event and withdraw', async () => {
    const event = await buildEvent(t0.db, { isPublic: true });
    const me = cast.companyAdminMe;
    expect(await status(me.token, event.pkEventId)).toMatchObject({ canRegister: true, isInvited: false });
    const r = await call(t0.app, 'POST', '/api/Events/public-event-add-invitation', {
      token: me.token,
      body: { fkEventId: event.pkEventId, isUserDataVisibleToOthers: true },
    });
    expect(r.status).toBe(200);
    expect(await invitationOf(event.pkEventId, me.email)).toMatchObject({ fkUserId: me.userId, isAccepted: true });
    // A second call saves changes on the same invitation.
    await call(t0.app, 'POST', '/api/Events/public-event-add-invitation', {
      token: me.token,
      body: { fkEventId: event.pkEventId, isUserDataVisibleToOthers: false },
    });
    expect(await invitationOf(event.pkEventId, me.email)).toMatchObject({ isUserDataVisibleToOthers: false });
    const del = await call(t0.app, 'DELETE', `/api/Events/public-event-delete-invitation/${event.pkEventId}`, { token: me.token });
    expect(del.status).toBe(200);
    expect(await invitationOf(event.pkEventId, me.email)).toBeUndefined();
    const none = await call(t0.app, 'DELETE', `/api/Events/public-event-delete-invitation/${event.pkEventId}`, { token: me.token });
    expect(none.status).toBe(404);
    expect((await call(t0.app, 'DELETE', `/api/Events/public-event-delete-invitation/${event.pkEventId}`)).status).toBe(401);
  });

  it('refuses a closed event without an invitation, and withdrawing from a closed event or while blocked', async () => {
    const closed = await buildEvent(t0.db, { isPublic: false });
    const add = await call(t0.app, 'POST', '/api/Events/public-event-add-invitation', {
      token: cast.guestUser.token,
      body: { fkEventId: closed.pkEventId },
    });
    expect([add.status, add.json.message]).toEqual([422, 'not_invited_to_event']);
    await buildInvitation(t0.db, { eventId: closed.pkEventId, email: cast.guestUser.email, isAccepted: true });
    const out = await call(t0.app, 'DELETE', `/api/Events/public-event-delete-invitation/${closed.pkEventId}`, {
      token: cast.guestUser.token,
    });
    expect([out.status, out.json.message]).toEqual([422, 'event_not_public']);
    const open = await buildEvent(t0.db, { isPublic: true });
    await buildInvitation(t0.db, { eventId: open.pkEventId, email: cast.guestUser.email, isAccepted: true, isBlocked: true });
    const blocked = await call(t0.app, 'DELETE', `/api/Events/public-event-delete-invitation/${open.pkEventId}`, {
      token: cast.guestUser.token,
    });
    expect([blocked.status, blocked.json.message]).toEqual([403, 'user_blocked_on_event']);
    const again = await call(t0.app, 'POST', '/api/Events/public-event-add-invitation', {
      token: cast.guestUser.token,
      body: { fkEventId: open.pkEventId },
    });
    expect(again.status).toBe(403);
  });
});

describe('throttling', () => {
  it('slows down guessing of invitation tokens (429 after 10 tries a minute)', async () => {
    const answers: number[] = [];
    for (let i = 0; i < 11; i++)
      answers.push((await call(t0.app, 'POST', '/api/Events/accept-invitation-from-email', { body: { token: 'x'.repeat(43) } })).status);
    expect(answers).toContain(429);
    expect(answers.filter((s) => s !== 429 && s !== 422)).toEqual([]);
  });
});
