import { and, asc, eq } from 'drizzle-orm';
import { contactPlaces } from '@portal/contracts/accounts/contact-visibility';
import { beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../src/app.ts';
import { loadConfig } from '../src/config.ts';
import * as t from '../src/db/schema/all.ts';
import { buildCast, buildEvent, buildInvitation, buildUser, type Cast, call, person } from './factories.ts';
import { createTestApp, type TestApp } from './test-app.ts';

/** Small leaks closed in issue 10: what an outsider or an old link could learn or do. */
let t0: TestApp;
let cast: Cast;
beforeAll(async () => {
  t0 = await createTestApp();
  cast = await buildCast(t0.app);
});

describe('search-company-users', () => {
  it("does not match the e-mail addresses it hides from an outsider, but does for the company's own users", async () => {
    const companyId = cast.companies.companyRs.pkCompanyId;
    const hidden = await buildUser(t0.db, { role: 4, companyId, email: 'quiet.person@dunav.test', firstName: 'Mila' });
    const search = (token: string, name: string) =>
      call(t0.app, 'POST', '/api/CompanyEmployee/search-company-users', { token, body: { companyId, name } });
    const outsider = await search(cast.companyAdminMe.token, 'quiet.person@dunav');
    expect(outsider.status).toBe(200);
    expect(outsider.json.users).toEqual([]);
    const byName = await search(cast.companyAdminMe.token, 'Mila');
    expect(byName.json.users.map((u: { id: number; email: string | null }) => [u.id, u.email])).toEqual([[hidden.pkUserId, null]]);
    const insider = await search(cast.companyAdminRs.token, 'quiet.person@dunav');
    expect(insider.json.users.map((u: { id: number }) => u.id)).toEqual([hidden.pkUserId]);
  });
});

describe('what each person shows (contact-visibility.policy.ts in every place)', () => {
  const phone = '+381 64 123 4567';
  /** A Serbian employee with a phone, registered with the Serbian company's administrator on an event of the Montenegrin chamber. */
  async function scene() {
    const companyId = cast.companies.companyRs.pkCompanyId;
    const employee = await person(t0.app, { role: 4, companyId });
    await t0.db.update(t.users).set({ phone }).where(eq(t.users.pkUserId, employee.userId));
    const event = await buildEvent(t0.db, { chamber: 'ME' });
    for (const who of [employee, cast.companyAdminMe])
      await buildInvitation(t0.db, { eventId: event.pkEventId, email: who.email, userId: who.userId, isAccepted: true });
    const show = async (body: object) => call(t0.app, 'PUT', '/api/Account/contact-visibility', { token: employee.token, body });
    /** The employee's e-mail and phone as a reader sees them in each place that lists them. */
    const seenBy = async (token: string) => {
      const profile = await call(t0.app, 'POST', '/api/CompanyEmployee/search-company-users', {
        token,
        body: { companyId, pageSize: 200 },
      });
      const details = await call(t0.app, 'GET', `/api/CompanyEmployee/${employee.userId}`, { token });
      const attendees = await call(t0.app, 'POST', '/api/Events/search-attendees-in-event', {
        token,
        body: { fkEventId: event.pkEventId },
      });
      const pick = (list: { id?: number; fkUserId?: number; email: string | null; phone: string | null }[]) => {
        const p = list.find((x) => (x.id ?? x.fkUserId) === employee.userId)!;
        return [p.email, p.phone];
      };
      // Who is neither an attendee nor an organiser does not see the list at all (403).
      return {
        profile: pick(profile.json.users),
        details: pick([details.json]),
        attendees: attendees.status === 200 ? pick(attendees.json.attendees) : attendees.status,
      };
    };
    return { employee, show, seenBy };
  }

  it('shows people outside the company nothing by default, then what the person chose, place by place', async () => {
    const { employee, show, seenBy } = await scene();
    const outsider = cast.companyAdminMe.token;
    expect(await seenBy(outsider)).toEqual({ profile: [null, null], details: [null, null], attendees: [null, null] });
    expect((await show({ email: ['eventAttendees'], phone: ['companyProfile', 'eventAttendees'] })).status).toBe(200);
    expect(await seenBy(outsider)).toEqual({
      profile: [null, phone],
      details: [null, phone],
      attendees: [employee.email, phone],
    });
    expect((await show({ email: [], phone: [] })).status).toBe(200);
    expect(await seenBy(outsider)).toEqual({ profile: [null, null], details: [null, null], attendees: [null, null] });
  });

  it('shows colleagues everything, and an organiser the e-mail but not a hidden phone', async () => {
    const { employee, seenBy } = await scene();
    const all = [employee.email, phone];
    expect(await seenBy(cast.employeeRs.token)).toEqual({ profile: all, details: all, attendees: 403 });
    // Montenegro's chamber organises the event: the attendee's e-mail, not their phone; as a reader of the profile, nothing.
    expect(await seenBy(cast.chamberAdminMe.token)).toEqual({
      profile: [null, null],
      details: [null, null],
      attendees: [employee.email, null],
    });
    expect(await seenBy(cast.chamberAdminRs.token)).toEqual({ profile: all, details: all, attendees: 403 });
  });

  it('lets each person set only their own choice, and refuses unknown places naming the field', async () => {
    const { employee, show } = await scene();
    const byAdmin = await call(t0.app, 'PUT', '/api/Account/contact-visibility', {
      token: cast.companyAdminRs.token,
      body: { email: ['search'], phone: [] },
    });
    expect(byAdmin.json).toEqual({ email: ['search'], phone: [] });
    expect((await call(t0.app, 'GET', '/api/Account/contact-visibility', { token: employee.token })).json).toEqual({
      email: [],
      phone: [],
    });
    const bad = await show({ email: ['everywhere'], phone: [] });
    expect([bad.status, Object.keys(bad.json.fields ?? {})]).toEqual([400, ['email.0']]);
    // Repeated places are kept once, in the places' order.
    expect((await show({ email: ['search', 'companyProfile', 'search'], phone: [] })).json).toEqual({
      email: ['companyProfile', 'search'],
      phone: [],
    });
    // The administrator sees the choice on the employee, and an outsider does not.
    const adminView = await call(t0.app, 'GET', `/api/CompanyEmployee/${employee.userId}`, { token: cast.companyAdminRs.token });
    expect(adminView.json.contactVisibility).toEqual({ email: ['companyProfile', 'search'], phone: [] });
    const outsiderView = await call(t0.app, 'GET', `/api/CompanyEmployee/${employee.userId}`, { token: cast.companyAdminMe.token });
    expect(outsiderView.json.contactVisibility).toBeNull();
    await call(t0.app, 'PUT', '/api/Account/contact-visibility', { token: cast.companyAdminRs.token, body: { email: [], phone: [] } });
  });

  it('keeps one of the choices sent at once, whole, and logs each', async () => {
    const { employee, show } = await scene();
    const choices = contactPlaces.map((place) => ({ email: [place], phone: contactPlaces.filter((p) => p !== place) }));
    const answers = await Promise.all(choices.flatMap((c) => [show(c), show(c)]));
    expect(answers.every((a) => a.status === 200)).toBe(true);
    const [stored] = await t0.db
      .select({ email: t.users.emailShownIn, phone: t.users.phoneShownIn })
      .from(t.users)
      .where(eq(t.users.pkUserId, employee.userId));
    expect(choices).toContainEqual(stored);
    const logged = await t0.db
      .select()
      .from(t.actionLogs)
      .where(and(eq(t.actionLogs.action, 'contact_visibility_changed'), eq(t.actionLogs.entityId, String(employee.userId))));
    expect(logged).toHaveLength(choices.length * 2);
  });

  it('finds people in the message receivers search by the e-mail only where they show it in search', async () => {
    const { employee, show } = await scene();
    await call(t0.app, 'POST', `/api/FavoriteCompanies/${cast.companies.companyRs.pkCompanyId}`, { token: cast.companyAdminMe.token });
    const find = async () =>
      (
        await call(t0.app, 'POST', '/api/CompanyEmployee/search-company-and-favourite-companies-users', {
          token: cast.companyAdminMe.token,
          body: { name: employee.email },
        })
      ).json.users.map((u: { id: number; email: string | null }) => [u.id, u.email]);
    await show({ email: ['companyProfile', 'eventAttendees', 'profilePdf'], phone: [] });
    expect(await find()).toEqual([]);
    await show({ email: ['search'], phone: [] });
    expect(await find()).toEqual([[employee.userId, employee.email]]);
  });
});

describe('password reset links', () => {
  it('stop working once a newer link is mailed', async () => {
    const user = await buildUser(t0.db, { role: 5 });
    for (let i = 0; i < 2; i++) await call(t0.app, 'POST', '/api/Account/forgot-password', { body: { email: user.email } });
    const mails = await t0.db.select().from(t.mailOutbox).where(eq(t.mailOutbox.toAddress, user.email)).orderBy(asc(t.mailOutbox.pkMailId));
    const [older, newer] = mails.map((m) => decodeURIComponent(m.textBody.match(/token=([\w%-]+)/)![1]));
    const reset = (token: string) =>
      call(t0.app, 'POST', '/api/Account/reset-password', { body: { token, newPassword: 'Brand#New22', confirmPassword: 'Brand#New22' } });
    expect((await reset(older)).json.message).toBe('invalid_or_expired_link');
    expect((await reset(newer)).status).toBe(200);
  });
});

describe('check-email', () => {
  it('is throttled per address', async () => {
    const answers = [];
    for (let i = 0; i < 31; i++) answers.push((await call(t0.app, 'GET', `/api/account/check-email/a${i}@example.test`)).status);
    expect(answers.slice(0, 30).every((s) => s === 200)).toBe(true);
    expect(answers[30]).toBe(429);
  });
});

describe('rate limits', () => {
  it('count in the database, so two server instances on one database share them', async () => {
    const other = await buildApp({ config: loadConfig({ DATA_DIR: t0.dataDir, PUBLIC_URL: 'http://portal.test' }), database: t0.database });
    await other.ready();
    try {
      // From an address of its own, so the other tests' requests do not count here.
      const forgot = async (app: typeof other) =>
        (
          await app.inject({
            method: 'POST',
            url: '/api/Account/forgot-password',
            payload: { email: 'nobody@example.test' },
            remoteAddress: '10.9.8.7',
          })
        ).statusCode;
      // forgot-password allows 5 a minute per address: three on each instance make six.
      const statuses = [];
      for (let i = 0; i < 3; i++) statuses.push(await forgot(t0.app), await forgot(other));
      expect(statuses.filter((s) => s === 429)).toHaveLength(1);
    } finally {
      await other.close();
    }
  });
});
