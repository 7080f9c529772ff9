import { asc, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../src/app.ts';
import { loadConfig } from '../src/config.ts';
import * as t from '../src/db/schema/all.ts';
import { buildCast, buildUser, type Cast, call } from './factories.ts';
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
