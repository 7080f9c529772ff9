import { NotificationType } from '@portal/contracts/notifications/notification-types';
import { and, eq, inArray, ne } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import * as t from '../../db/schema/all.ts';
import { buildCast, buildCompany, buildInvitation, buildUser, type Cast, call, TEST_PASSWORD, tokenFor } from '../../../test/factories.ts';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import { type MeetingForum, meetingForum } from '../meetings/meetings.test-support.ts';

let t0: TestApp;
let cast: Cast;
let f: MeetingForum;
beforeAll(async () => {
  t0 = await createTestApp();
  cast = await buildCast(t0.app);
  f = await meetingForum(t0.app, cast);
}, 60_000);

const db = () => t0.db;

/** A Serbian company whose only administrator (the leaver) has a meeting with, and wrote to, one of its employees. */
async function world() {
  const company = await buildCompany(db(), { country: 'RS' });
  const make = async (role: 3 | 4, firstName: string) => {
    const user = await buildUser(db(), { role, companyId: company.pkCompanyId, password: TEST_PASSWORD, firstName });
    await buildInvitation(db(), { eventId: f.eventId, userId: user.pkUserId, email: user.email, isAccepted: true });
    return { ...user, token: await tokenFor(t0.app, user.pkUserId) };
  };
  const leaver = await make(3, 'Leaver');
  const other = await make(4, 'Other');
  // Each world's people are its own, so every world meets at the session's first slot (at the lowest free table).
  const slotStart = '10:00';
  const meeting = await call(t0.app, 'POST', '/api/UserReservations', {
    token: leaver.token,
    body: { fkScheduleId: f.b2b.pkScheduleId, fkGuestUserId: other.pkUserId, slotStart },
  });
  expect(meeting.status, JSON.stringify(meeting.json)).toBe(200);
  const sent = await call(t0.app, 'POST', '/api/Messages', {
    token: leaver.token,
    body: { receiverIds: [other.pkUserId], title: 'Our meeting', content: '<p>See you at the table.</p>' },
  });
  expect(sent.status).toBe(200);
  await db().insert(t.favoriteCompanies).values({ fkUserId: leaver.pkUserId, fkCompanyId: cast.companies.companyMe.pkCompanyId });
  return {
    company,
    leaver,
    other,
    reservationId: meeting.json.pkUserReservationId as number,
    conversationId: sent.json.conversationIds[0] as number,
  };
}
type World = Awaited<ReturnType<typeof world>>;

const deleteSelf = (token: string, body: object = { password: TEST_PASSWORD, confirm: true }) =>
  call(t0.app, 'POST', '/api/Account/delete-self', { token, body });
const userRow = async (id: number) => (await db().select().from(t.users).where(eq(t.users.pkUserId, id)))[0];
const reservation = async (id: number) =>
  (await db().select().from(t.userReservations).where(eq(t.userReservations.pkUserReservationId, id)))[0];
const notificationsOf = (userId: number, type: number) =>
  db()
    .select()
    .from(t.notifications)
    .where(and(eq(t.notifications.fkUserId, userId), eq(t.notifications.fkNotificationTypeId, type)));

/** What an erasure leaves, whoever asked for it. */
async function expectErased(w: World) {
  const row = await userRow(w.leaver.pkUserId);
  expect(row).toMatchObject({
    email: `erased-${w.leaver.pkUserId}@erased.invalid`,
    userName: `erased-${w.leaver.pkUserId}@erased.invalid`,
    firstName: '',
    lastName: '',
    phone: null,
    position: null,
    avatarName: null,
    passwordHash: null,
    isActive: false,
  });
  expect(row.erasedAt).toBeInstanceOf(Date);
  expect(row.deletedAt).toBeInstanceOf(Date);
  // Signed out everywhere, nothing of theirs left.
  expect((await call(t0.app, 'GET', '/api/account/get-current-user', { token: w.leaver.token })).status).toBe(401);
  expect(await db().select().from(t.sessions).where(eq(t.sessions.fkUserId, w.leaver.pkUserId))).toEqual([]);
  expect(await db().select().from(t.favoriteCompanies).where(eq(t.favoriteCompanies.fkUserId, w.leaver.pkUserId))).toEqual([]);
  expect(await db().select().from(t.conversationMembers).where(eq(t.conversationMembers.fkUserId, w.leaver.pkUserId))).toEqual([]);
  // Their registration stays for the organisers' numbers, without the address.
  const [registration] = await db().select().from(t.eventInvitations).where(eq(t.eventInvitations.fkUserId, w.leaver.pkUserId));
  expect(registration.email).toBe(row.email);
  // The meeting is cancelled and the other person told (type 18), without the leaver's name.
  expect(await reservation(w.reservationId)).toMatchObject({ status: 'cancelled', endReason: 'user_removed' });
  const [told] = await notificationsOf(w.other.pkUserId, NotificationType.meetingUserRemoved);
  expect(told.content.split(';')[3]).toBe('');
  expect(told.content).not.toContain('Leaver');
  // The message stays for the receiver, from "a former user".
  const inbox = await call(t0.app, 'POST', '/api/Messages/get-last-conversations', { token: w.other.token, body: {} });
  const conversation = inbox.json.conversations.find((c: { pkConversationId: number }) => c.pkConversationId === w.conversationId);
  expect(conversation.lastMessage).toMatchObject({
    content: '<p>See you at the table.</p>',
    sender: { firstName: '', isFormerUser: true },
  });
  expect(conversation.people).toEqual([expect.objectContaining({ pkUserId: w.leaver.pkUserId, isFormerUser: true, firstName: '' })]);
  const thread = await call(t0.app, 'POST', '/api/Messages/get-conversation-messages', {
    token: w.other.token,
    body: { conversationId: w.conversationId },
  });
  expect(thread.json.messages[0].sender.isFormerUser).toBe(true);
  // The address is free to be registered again.
  expect((await buildUser(db(), { role: 4, email: w.leaver.email })).email).toBe(w.leaver.email);
  // The company went to its chamber: the Serbian chamber's administrator is mailed.
  const [chamberAdmin] = await db().select().from(t.users).where(eq(t.users.pkUserId, cast.chamberAdminRs.userId));
  const mails = await db()
    .select()
    .from(t.mailOutbox)
    .where(and(eq(t.mailOutbox.toAddress, chamberAdmin.email), eq(t.mailOutbox.template, 'company_without_administrator')));
  expect(mails.filter((m) => m.textBody.includes(w.company.name))).toHaveLength(1);
}

describe('delete my account', () => {
  it('summarises what goes: the coming meeting, the messages, the company left without an administrator', async () => {
    const w = await world();
    const r = await call(t0.app, 'GET', '/api/Account/erasure-summary', { token: w.leaver.token });
    expect(r.status).toBe(200);
    expect(r.json).toMatchObject({
      comingMeetings: [{ reservationId: w.reservationId, eventName: f.event.name, withName: 'Other User 4' }],
      sentMessages: 1,
      company: { pkCompanyId: w.company.pkCompanyId, name: w.company.name, isLastAdministrator: true },
      eventRegistrations: 1,
      favouriteCompanies: 1,
    });
    // The employee is not the last administrator of anything.
    const theirs = await call(t0.app, 'GET', '/api/Account/erasure-summary', { token: w.other.token });
    expect(theirs.json.company.isLastAdministrator).toBe(false);
    expect((await call(t0.app, 'GET', '/api/Account/erasure-summary')).status).toBe(401);
  });

  it('refuses a wrong or missing password and a missing confirmation, with the field named, and changes nothing', async () => {
    const w = await world();
    const wrong = await deleteSelf(w.leaver.token, { password: 'Not#ThePassword1', confirm: true });
    expect(wrong.status).toBe(400);
    expect(wrong.json.fields).toEqual({ password: 'wrong_password' });
    const missing = await deleteSelf(w.leaver.token, { password: '', confirm: true });
    expect(missing.status).toBe(400);
    expect(missing.json.fields.password).toBe('validation.required');
    const unconfirmed = await deleteSelf(w.leaver.token, { password: TEST_PASSWORD, confirm: false });
    expect(unconfirmed.status).toBe(400);
    expect(unconfirmed.json.fields.confirm).toBe('validation.required');
    const row = await userRow(w.leaver.pkUserId);
    expect(row).toMatchObject({ email: w.leaver.email, firstName: 'Leaver', erasedAt: null, deletedAt: null });
    expect((await reservation(w.reservationId)).status).toBe('requested');
    expect((await call(t0.app, 'GET', '/api/account/get-current-user', { token: w.leaver.token })).status).toBe(200);
  });

  it('erases the personal data at once, keeps what others need anonymised, and hands the company to its chamber', async () => {
    const w = await world();
    // Their avatar: an uploaded image of theirs, its row and its bytes.
    const avatarName = `avatar-${w.leaver.pkUserId}.jpg`;
    await db().insert(t.files).values({
      name: avatarName,
      originalName: 'me.jpg',
      mimeType: 'image/jpeg',
      size: 3,
      isPublic: true,
      fkOwnerUserId: w.leaver.pkUserId,
    });
    await t0.app.ctx.storage.put(avatarName, Buffer.from('abc'));
    await db().update(t.users).set({ avatarName }).where(eq(t.users.pkUserId, w.leaver.pkUserId));
    const r = await deleteSelf(w.leaver.token);
    expect(r.status, JSON.stringify(r.json)).toBe(200);
    await expectErased(w);
    expect(await db().select().from(t.files).where(eq(t.files.name, avatarName))).toEqual([]);
    expect(await t0.app.ctx.storage.get(avatarName)).toBeNull();
    const [log] = await db()
      .select()
      .from(t.actionLogs)
      .where(and(eq(t.actionLogs.action, 'user_erased_self'), eq(t.actionLogs.entityId, String(w.leaver.pkUserId))));
    expect(log.details).toMatchObject({ companyLeftWithoutAdmin: true });
    expect(JSON.stringify(log)).not.toContain(w.leaver.email);
  });

  it("an administrator's hard delete erases the same way, once", async () => {
    const w = await world();
    expect(
      (await call(t0.app, 'DELETE', `/api/Account/admin-hard-delete-user/${w.leaver.pkUserId}`, { token: cast.chamberAdminRs.token }))
        .status,
    ).toBe(403);
    const r = await call(t0.app, 'DELETE', `/api/Account/admin-hard-delete-user/${w.leaver.pkUserId}`, { token: cast.platformAdmin.token });
    expect(r.status).toBe(200);
    await expectErased(w);
    const again = await call(t0.app, 'DELETE', `/api/Account/admin-hard-delete-user/${w.leaver.pkUserId}`, {
      token: cast.platformAdmin.token,
    });
    expect(again.status).toBe(404);
  });

  it("the company goes to its chamber's list without an administrator until the chamber appoints one", async () => {
    const w = await world();
    const listed = async (token: string) => {
      const r = await call(t0.app, 'POST', '/api/Company/search-self-county-without-administrator', {
        token,
        body: { pageNum: 1, pageSize: 50, name: w.company.name },
      });
      expect(r.status).toBe(200);
      return r.json.companies.map((c: { pkCompanyId: number }) => c.pkCompanyId);
    };
    expect(await listed(cast.chamberAdminRs.token)).toEqual([]);
    expect((await deleteSelf(w.leaver.token)).status).toBe(200);
    expect(await listed(cast.chamberAdminRs.token)).toEqual([w.company.pkCompanyId]);
    // Another chamber does not see it; a company user may not call the list.
    expect(await listed(cast.chamberAdminMe.token)).toEqual([]);
    expect(
      (await call(t0.app, 'POST', '/api/Company/search-self-county-without-administrator', { token: w.other.token, body: {} })).status,
    ).toBe(403);
    // The chamber appoints the remaining employee on the company's employees page.
    const appoint = await call(t0.app, 'PUT', `/api/CompanyEmployee/${w.other.pkUserId}`, {
      token: cast.chamberAdminRs.token,
      body: { firstName: 'Other', lastName: 'User 4', fkRoleId: 3 },
    });
    expect(appoint.status, JSON.stringify(appoint.json)).toBe(200);
    expect(await listed(cast.chamberAdminRs.token)).toEqual([]);
  });

  it('the last platform administrator cannot leave; one of two can', async () => {
    const admin = await buildUser(db(), { role: 1, password: TEST_PASSWORD });
    const token = await tokenFor(t0.app, admin.pkUserId);
    const others = and(eq(t.users.fkRoleId, 1), eq(t.users.isActive, true), ne(t.users.pkUserId, admin.pkUserId));
    const othersBefore = await db().select({ id: t.users.pkUserId }).from(t.users).where(others);
    await db().update(t.users).set({ isActive: false }).where(others);
    try {
      const refused = await deleteSelf(token);
      expect(refused.status).toBe(422);
      expect(refused.json.message).toBe('last_platform_admin_cannot_leave');
      expect((await userRow(admin.pkUserId)).erasedAt).toBeNull();
    } finally {
      await db()
        .update(t.users)
        .set({ isActive: true })
        .where(
          inArray(
            t.users.pkUserId,
            othersBefore.map((o) => o.id),
          ),
        );
    }
    expect((await deleteSelf(token)).status).toBe(200);
  });

  it('a company with another administrator is not handed over', async () => {
    const w = await world();
    await buildUser(db(), { role: 3, companyId: w.company.pkCompanyId });
    expect((await deleteSelf(w.leaver.token)).status).toBe(200);
    const [log] = await db()
      .select()
      .from(t.actionLogs)
      .where(and(eq(t.actionLogs.action, 'user_erased_self'), eq(t.actionLogs.entityId, String(w.leaver.pkUserId))));
    expect(log.details).toMatchObject({ companyLeftWithoutAdmin: false });
  });
});

/**
 * On the PostgreSQL server (TEST_DATABASE_URL) the requests below really run at once; PGlite runs
 * them one by one, where the answers must be the same.
 */
describe('at once', () => {
  it('deleting twice at once erases once: one 200, the other 404, no 500', async () => {
    const w = await world();
    const answers = await Promise.all(Array.from({ length: 6 }, () => deleteSelf(w.leaver.token)));
    const statuses = answers.map((a) => a.status).sort();
    expect(statuses[0]).toBe(200);
    expect(statuses.filter((s) => s === 200)).toHaveLength(1);
    // The later ones find the person signed out (401) or already erased (404).
    expect(statuses.slice(1).every((s) => s === 401 || s === 404)).toBe(true);
    const logs = await db()
      .select()
      .from(t.actionLogs)
      .where(and(eq(t.actionLogs.action, 'user_erased_self'), eq(t.actionLogs.entityId, String(w.leaver.pkUserId))));
    expect(logs).toHaveLength(1);
    expect(await notificationsOf(w.other.pkUserId, NotificationType.meetingUserRemoved)).toHaveLength(1);
  });

  const LATER_SLOTS = ['10:20', '10:40', '11:00', '11:20'];
  it('a meeting request to a person being erased does not survive', async () => {
    const w = await world();
    const askers = await Promise.all(
      LATER_SLOTS.map(async () => {
        const user = await buildUser(db(), { role: 4, companyId: cast.companies.companyMe.pkCompanyId });
        await buildInvitation(db(), { eventId: f.eventId, userId: user.pkUserId, email: user.email, isAccepted: true });
        return { userId: user.pkUserId, token: await tokenFor(t0.app, user.pkUserId) };
      }),
    );
    const [erased, ...asked] = await Promise.all([
      deleteSelf(w.other.token),
      ...askers.map((a, i) =>
        call(t0.app, 'POST', '/api/UserReservations', {
          token: a.token,
          body: { fkScheduleId: f.b2b.pkScheduleId, fkGuestUserId: w.other.pkUserId, slotStart: LATER_SLOTS[i] },
        }),
      ),
    ]);
    expect(erased.status).toBe(200);
    expect(asked.every((a) => a.status === 200 || a.status === 400 || a.status === 404 || a.status === 403)).toBe(true);
    const live = await db()
      .select()
      .from(t.userReservations)
      .where(and(eq(t.userReservations.fkGuestUserId, w.other.pkUserId), inArray(t.userReservations.status, ['requested', 'accepted'])));
    expect(live).toEqual([]);
  });
});
