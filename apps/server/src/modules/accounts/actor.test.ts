import { beforeAll, describe, expect, it } from 'vitest';
import { buildCompany, buildUser, call, TEST_PASSWORD } from '../../../test/factories.ts';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});

const tokenOf = async (email: string) =>
  (await call(t.app, 'POST', '/api/account/authenticate', { body: { email, password: TEST_PASSWORD } })).json.data.jwToken as string;

describe('the signed-in user of concurrent requests (sessions read together)', () => {
  it('answers each request its own user, and refuses a revoked session among them', async () => {
    const company = await buildCompany(t.db);
    const users = await Promise.all([
      buildUser(t.db, { role: 4, companyId: company.pkCompanyId }),
      buildUser(t.db, { role: 5 }),
      buildUser(t.db, { role: 5 }),
    ]);
    const tokens = await Promise.all(users.map((u) => tokenOf(u.email)));
    const revoked = await tokenOf(users[2].email);
    expect((await call(t.app, 'POST', '/api/account/logout', { token: revoked })).status).toBe(200);

    const asked = [...tokens, revoked, ...tokens, revoked];
    const answers = await Promise.all(asked.map((token) => call(t.app, 'GET', '/api/account/get-current-user', { token })));
    expect(answers.map((a) => a.status)).toEqual([200, 200, 200, 401, 200, 200, 200, 401]);
    expect(answers.filter((a) => a.status === 200).map((a) => a.json.email)).toEqual([...users, ...users].map((u) => u.email));
    expect(answers[0].json.fkCompanyId).toBe(company.pkCompanyId);
  });
});
