import { beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import { buildCompany, buildUser, call, TEST_PASSWORD } from '../../../test/factories.ts';
import { REFRESH_COOKIE } from './session.routes.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});

const login = (email: string, password = TEST_PASSWORD, rememberMe = false) =>
  call(t.app, 'POST', '/api/account/authenticate', { body: { email, password, rememberMe } });

function cookieOf(res: { cookies: { name: string; value: string; maxAge?: number }[] }) {
  return res.cookies.find((c) => c.name === REFRESH_COOKIE);
}

describe('authenticate', () => {
  it('answers data.jwToken and data.refreshToken and sets the HttpOnly refresh cookie', async () => {
    const user = await buildUser(t.db, { role: 4, companyId: (await buildCompany(t.db)).pkCompanyId });
    const r = await login(user.email.toUpperCase());
    expect(r.status).toBe(200);
    expect(r.json.data.jwToken).toMatch(/^ey/);
    expect(r.json.data.refreshToken.length).toBeGreaterThan(40);
    const cookie = r.res.cookies.find((c) => c.name === REFRESH_COOKIE) as { httpOnly?: boolean; maxAge?: number; sameSite?: string };
    expect(cookie.httpOnly).toBe(true);
    expect(cookie.sameSite).toBe('Strict');
    expect(cookie.maxAge).toBe(3155720);
  });

  it('keeps the cookie for 15768000 s with remember me', async () => {
    const user = await buildUser(t.db, { role: 5 });
    const r = await login(user.email, TEST_PASSWORD, true);
    expect(cookieOf(r.res)?.maxAge).toBe(15768000);
  });

  it('refuses a wrong password with invalid_credentials and the entered e-mail', async () => {
    const user = await buildUser(t.db, { role: 5 });
    const r = await login(user.email, 'Wrong#Pass1');
    expect(r.status).toBe(401);
    expect(r.json).toMatchObject({ code: 'invalid_credentials', message: 'invalid_credentials', params: { email: user.email } });
  });

  it('refuses an unknown address the same way', async () => {
    const r = await login('nobody@example.test');
    expect(r.status).toBe(401);
    expect(r.json.code).toBe('invalid_credentials');
  });

  it('answers 400 with field errors for a malformed e-mail and a short password', async () => {
    const r = await call(t.app, 'POST', '/api/account/authenticate', { body: { email: 'x', password: '123' } });
    expect(r.status).toBe(400);
    expect(r.json.fields).toMatchObject({ email: 'validation.email', password: 'validation.min' });
  });

  it('refuses deactivated accounts and unconfirmed e-mails', async () => {
    const inactive = await buildUser(t.db, { role: 5, isActive: false });
    expect((await login(inactive.email)).json.code).toBe('account_deactivated');
    const unconfirmed = await buildUser(t.db, { role: 5, emailConfirmed: false });
    const r = await login(unconfirmed.email);
    expect(r.json).toMatchObject({ code: 'email_not_confirmed', params: { userId: unconfirmed.pkUserId } });
  });

  it('locks an account after 10 failures with 429 and Retry-After', async () => {
    const user = await buildUser(t.db, { role: 5 });
    for (let i = 0; i < 10; i++) await login(user.email, 'Wrong#Pass1');
    const r = await login(user.email);
    expect(r.status).toBe(429);
    expect(r.json.message).toBe('too_many_login_attempts');
    expect(Number(r.res.headers['retry-after'])).toBeGreaterThan(0);
  });
});

describe('refresh-token', () => {
  it('rotates: the new token works, the old one revokes the whole session', async () => {
    const user = await buildUser(t.db, { role: 5 });
    const first = await login(user.email);
    const token1 = first.json.data.refreshToken;
    const second = await call(t.app, 'POST', '/api/account/refresh-token', { body: { refreshToken: token1 } });
    expect(second.status).toBe(200);
    const token2 = second.json.data.refreshToken;
    expect(token2).not.toBe(token1);
    // Reusing the first token is theft: refused, and the second token dies with the session.
    const reuse = await call(t.app, 'POST', '/api/account/refresh-token', { body: { refreshToken: token1 } });
    expect(reuse.status).toBe(401);
    expect(reuse.json.code).toBe('session_expired');
    const after = await call(t.app, 'POST', '/api/account/refresh-token', { body: { refreshToken: token2 } });
    expect(after.status).toBe(401);
    // So does the access token of that session.
    const me = await call(t.app, 'GET', '/api/account/get-current-user', { token: second.json.data.jwToken });
    expect(me.status).toBe(401);
  });

  it('reads the refresh token from the cookie', async () => {
    const user = await buildUser(t.db, { role: 5 });
    const first = await login(user.email);
    // As the web app sends it: a JSON body (a cookie-authenticated call refuses any other, test/cross-site-requests.test.ts).
    const r = await t.app.inject({
      method: 'POST',
      url: '/api/account/refresh-token',
      cookies: { [REFRESH_COOKIE]: first.json.data.refreshToken },
      payload: {},
    });
    expect(r.statusCode).toBe(200);
  });

  it('answers session_expired without a token', async () => {
    const r = await call(t.app, 'POST', '/api/account/refresh-token', { body: {} });
    expect(r.status).toBe(401);
    expect(r.json.code).toBe('session_expired');
  });
});

describe('get-current-user and logout', () => {
  it('returns every field of the signed-in user', async () => {
    const company = await buildCompany(t.db, { country: 'ME', modules: [1, 2] });
    const user = await buildUser(t.db, { role: 3, companyId: company.pkCompanyId });
    const { json } = await login(user.email);
    const me = await call(t.app, 'GET', '/api/account/get-current-user', { token: json.data.jwToken });
    expect(me.status).toBe(200);
    expect(me.json).toMatchObject({
      id: user.pkUserId,
      email: user.email,
      role: { pkRoleId: 3 },
      fkRoleId: 3,
      fkCompanyId: company.pkCompanyId,
      fkCompanyCountryId: company.fkCountryId,
      userCompany: { pkCompanyId: company.pkCompanyId, isVerified: true, isDeleted: false },
      companyModules: [1, 2],
      isMnc: false,
      functionAliases: ['company_admin_function', 'employees_function'],
      passwordChangeNeeded: false,
    });
    expect(me.json.notificationToken).toMatch(/^[0-9a-f-]{36}$/);
    expect(me.json).not.toHaveProperty('passwordHash');
  });

  it('answers 401 unauthorized without a token and token_expired for an expired one', async () => {
    expect((await call(t.app, 'GET', '/api/account/get-current-user')).json.code).toBe('unauthorized');
    const expired = 'eyJhbGciOiJIUzI1NiJ9.eyJzaWQiOiJ4Iiwic3ViIjoiMSIsImlhdCI6MTAwMDAwMDAwMCwiZXhwIjoxMDAwMDAwMDAxfQ.c2lnbmF0dXJl';
    const r = await call(t.app, 'GET', '/api/account/get-current-user', { token: expired });
    expect(r.status).toBe(401);
  });

  it('logout revokes the session at once', async () => {
    const user = await buildUser(t.db, { role: 5 });
    const { json } = await login(user.email);
    expect((await call(t.app, 'POST', '/api/account/logout', { token: json.data.jwToken })).status).toBe(200);
    expect((await call(t.app, 'GET', '/api/account/get-current-user', { token: json.data.jwToken })).status).toBe(401);
    const r = await call(t.app, 'POST', '/api/account/refresh-token', { body: { refreshToken: json.data.refreshToken } });
    expect(r.status).toBe(401);
  });

  it('check-email tells whether an address is registered, case-insensitively', async () => {
    const user = await buildUser(t.db, { role: 5 });
    expect((await call(t.app, 'GET', `/api/Account/check-email/${user.email.toUpperCase()}`)).json).toEqual({ exists: true });
    expect((await call(t.app, 'GET', '/api/Account/check-email/free@example.test')).json).toEqual({ exists: false });
  });
});
