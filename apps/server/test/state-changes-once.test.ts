import { and, eq, sql } from 'drizzle-orm';
import { NotificationType } from '@portal/contracts/notifications/notification-types';
import { beforeAll, describe, expect, it } from 'vitest';
import * as t from '../src/db/schema/all.ts';
import { buildCast, buildCompany, buildEvent, buildInvitation, buildUser, type Cast, call, person, TEST_PASSWORD } from './factories.ts';
import { createTestApp, type TestApp } from './test-app.ts';

/**
 * A state change happens once however many identical requests arrive together: its mail,
 * notification and log row are written only by the request that changed the state. On the
 * PostgreSQL server (TEST_DATABASE_URL, as in .ci/run) the requests really run at once over
 * the pool's connections; PGlite runs them one by one, so there the test checks the answers.
 */
const AT_ONCE = 150;
let t0: TestApp;
let cast: Cast;
beforeAll(async () => {
  t0 = await createTestApp();
  cast = await buildCast(t0.app);
});

const together = <T>(n: number, one: () => Promise<T>) => Promise.all(Array.from({ length: n }, one));
const statuses = (rs: { status: number }[]) => {
  const counts: Record<number, number> = {};
  for (const r of rs) counts[r.status] = (counts[r.status] ?? 0) + 1;
  return counts;
};
const mailsTo = async (email: string) => (await t0.db.select().from(t.mailOutbox).where(eq(t.mailOutbox.toAddress, email))).length;

describe(`${AT_ONCE} identical requests at once`, () => {
  it('verify-company-by-admin verifies once: one mail, one notification, one log row', async () => {
    const company = await buildCompany(t0.db, { country: 'RS', isVerified: false });
    const admin = await buildUser(t0.db, { role: 3, companyId: company.pkCompanyId });
    const rs = await together(AT_ONCE, () =>
      call(t0.app, 'POST', `/api/Company/verify-company-by-admin/${company.pkCompanyId}`, { token: cast.chamberAdminRs.token }),
    );
    expect(statuses(rs)).toEqual({ 200: 1, 422: AT_ONCE - 1 });
    expect(rs.filter((r) => r.status === 422).every((r) => r.json.message === 'company_already_verified')).toBe(true);
    expect(await mailsTo(admin.email)).toBe(1);
    const notes = await t0.db
      .select()
      .from(t.notifications)
      .where(and(eq(t.notifications.fkUserId, admin.pkUserId), eq(t.notifications.fkNotificationTypeId, NotificationType.companyVerified)));
    expect(notes).toHaveLength(1);
    const logs = await t0.db
      .select()
      .from(t.actionLogs)
      .where(and(eq(t.actionLogs.action, 'verify_company'), eq(t.actionLogs.entityId, String(company.pkCompanyId))));
    expect(logs).toHaveLength(1);
  });

  it('accept-invitation registers once: one log row, one type-16 notification to the organiser', async () => {
    const event = await buildEvent(t0.db, { chamber: 'RS', isPublic: false, name: 'Race forum' });
    const attendee = await person(t0.app, { role: 4, companyId: cast.companies.companyRs.pkCompanyId });
    await buildInvitation(t0.db, { eventId: event.pkEventId, userId: attendee.userId, email: attendee.email });
    const rs = await together(AT_ONCE, () =>
      call(t0.app, 'POST', '/api/Events/accept-invitation', {
        token: attendee.token,
        body: { fkEventId: event.pkEventId, isUserDataVisibleToOthers: true, productIDs: [], serviceIDs: [] },
      }),
    );
    expect(statuses(rs)[200]).toBeGreaterThan(0);
    expect(rs.every((r) => r.status === 200 || r.status === 409)).toBe(true);
    const logs = await t0.db
      .select()
      .from(t.actionLogs)
      .where(and(eq(t.actionLogs.action, 'register_on_event'), eq(t.actionLogs.entityId, String(event.pkEventId))));
    expect(logs).toHaveLength(1);
    const notes = await t0.db
      .select()
      .from(t.notifications)
      .where(
        and(
          eq(t.notifications.fkUserId, cast.chamberAdminRs.userId),
          eq(t.notifications.fkNotificationTypeId, NotificationType.userRegisteredOnEvent),
          sql`${t.notifications.content} like ${`${event.pkEventId};%`}`,
        ),
      );
    expect(notes).toHaveLength(1);
  });

  it('resend-verification-email sends one mail a minute', async () => {
    const user = await buildUser(t0.db, { role: 5, emailConfirmed: false });
    const rs = await together(AT_ONCE, () => call(t0.app, 'GET', `/api/Account/resend-verification-email/${user.pkUserId}`));
    expect(statuses(rs)).toEqual({ 200: 1, 429: AT_ONCE - 1 });
    expect(await mailsTo(user.email)).toBe(1);
  });

  it('sign-in checks at most 10 wrong passwords of one account, then refuses with 429', async () => {
    const user = await buildUser(t0.db, { role: 5 });
    const rs = await together(AT_ONCE, () =>
      call(t0.app, 'POST', '/api/account/authenticate', { body: { email: user.email, password: 'Wrong#Pass1', rememberMe: false } }),
    );
    expect(statuses(rs)).toEqual({ 401: 10, 429: AT_ONCE - 10 });
    const failed = await t0.db
      .select()
      .from(t.userLogs)
      .where(and(eq(t.userLogs.fkUserId, user.pkUserId), eq(t.userLogs.event, 'login_failed')));
    expect(failed).toHaveLength(10);
  });

  it('registration of one e-mail creates one account; the others are told the e-mail is taken', async () => {
    const body = {
      firstName: 'Ana',
      lastName: 'Anić',
      email: 'race@example.test',
      password: 'Strong#Pass9',
      confirmPassword: 'Strong#Pass9',
    };
    const rs = await together(AT_ONCE, () => call(t0.app, 'POST', '/api/Account/register', { body }));
    expect(statuses(rs)).toEqual({ 200: 1, 422: AT_ONCE - 1 });
    expect(rs.filter((r) => r.status === 422).every((r) => r.json.fields?.email === 'email_taken')).toBe(true);
    const users = await t0.db.select().from(t.users).where(sql`lower(${t.users.email}) = 'race@example.test'`);
    expect(users).toHaveLength(1);
    expect(await mailsTo('race@example.test')).toBe(1);
  });
  it('marking one person as spam at once keeps one mark, and every request is answered 200', async () => {
    const reader = await person(t0.app, { role: 5 });
    const sender = await buildUser(t0.db, { role: 5 });
    const rs = await together(AT_ONCE, () =>
      call(t0.app, 'POST', '/api/SpamUsers/', { token: reader.token, body: { spamUserId: sender.pkUserId } }),
    );
    expect(statuses(rs)).toEqual({ 200: AT_ONCE });
    const marks = await t0.db.select().from(t.spamUsers).where(eq(t.spamUsers.fkUserId, reader.userId));
    expect(marks.map((m) => m.fkSpamUserId)).toEqual([sender.pkUserId]);
  });

  it('sign-ins of one account at once open one session each, each with its own notification token', async () => {
    // Under the account throttle (attempts in flight count until they succeed: 10).
    const SIGN_INS = 8;
    const user = await buildUser(t0.db, { role: 5 });
    const rs = await together(SIGN_INS, () =>
      call(t0.app, 'POST', '/api/account/authenticate', { body: { email: user.email, password: TEST_PASSWORD, rememberMe: false } }),
    );
    expect(statuses(rs)).toEqual({ 200: SIGN_INS });
    const sessions = await t0.db.select().from(t.sessions).where(eq(t.sessions.fkUserId, user.pkUserId));
    expect(sessions).toHaveLength(SIGN_INS);
    expect(new Set(sessions.map((s) => s.notificationToken)).size).toBe(SIGN_INS);
    const tokens = await Promise.all(
      rs.map(
        async (r) => (await call(t0.app, 'GET', '/api/account/get-current-user', { token: r.json.data.jwToken })).json.notificationToken,
      ),
    );
    expect(new Set(tokens).size).toBe(SIGN_INS);
  });
});
