import fs from 'node:fs';
import path from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { REFRESH_COOKIE } from '../src/modules/accounts/session.routes.ts';
import { buildUser, call, TEST_PASSWORD } from './factories.ts';
import { createTestApp, type TestApp } from './test-app.ts';

/**
 * Calls authenticated by a cookie (the refresh cookie) refuse requests a page of another site
 * could make: a foreign Origin, or a body that is not JSON (a form, multipart, text/plain, none),
 * which a cross-site page can send without a CORS preflight. SameSite=Strict is not relied on alone.
 */

let t0: TestApp;
beforeAll(async () => {
  t0 = await createTestApp();
});

/** A signed-in browser: its refresh cookie. */
async function refreshCookie() {
  const user = await buildUser(t0.db, { role: 5 });
  const r = await call(t0.app, 'POST', '/api/account/authenticate', { body: { email: user.email, password: TEST_PASSWORD } });
  expect(r.status).toBe(200);
  return { [REFRESH_COOKIE]: r.json.data.refreshToken as string };
}

const refresh = (cookies: Record<string, string>, headers: Record<string, string>, payload?: string) =>
  t0.app.inject({ method: 'POST', url: '/api/account/refresh-token', cookies, headers, ...(payload === undefined ? {} : { payload }) });

describe('cookie-authenticated calls', () => {
  it('refuse a foreign Origin, whatever the body', async () => {
    const cookies = await refreshCookie();
    for (const origin of ['https://evil.example', 'null', 'http://portal.test.evil.example']) {
      const r = await refresh(cookies, { origin, 'content-type': 'application/json' }, '{}');
      expect(r.statusCode, origin).toBe(403);
      expect(r.json().message, origin).toBe('origin_not_allowed');
    }
    // The cookie was not used: it still refreshes from the portal's page.
    const own = await refresh(cookies, { origin: 'http://portal.test', 'content-type': 'application/json' }, '{}');
    expect(own.statusCode).toBe(200);
  });

  it('refuse a form, multipart or text body, or none, even without an Origin', async () => {
    const cookies = await refreshCookie();
    const boundary = 'x1234';
    const multipart = `--${boundary}\r\nContent-Disposition: form-data; name="a"\r\n\r\nb\r\n--${boundary}--\r\n`;
    const bodies: [Record<string, string>, string | undefined][] = [
      [{ 'content-type': `multipart/form-data; boundary=${boundary}` }, multipart],
      [{ 'content-type': 'application/x-www-form-urlencoded' }, 'a=b'],
      [{ 'content-type': 'text/plain' }, '{}'],
      [{ 'content-type': 'application/jsonp' }, '{}'],
      [{}, undefined],
    ];
    for (const [headers, payload] of bodies) {
      for (const origin of [undefined, 'https://evil.example']) {
        const r = await refresh(cookies, { ...headers, ...(origin ? { origin } : {}) }, payload);
        expect(r.statusCode, `${headers['content-type']} ${origin}`).toBe(403);
        expect(r.json().message).toMatch(/^(json_request_required|origin_not_allowed)$/);
      }
    }
    const plain = await refresh(cookies, { 'content-type': `multipart/form-data; boundary=${boundary}` }, multipart);
    expect(plain.json().message).toBe('json_request_required');
  });

  it('accept the portal’s own page (its public address or the address it was reached at) and clients without an Origin', async () => {
    let cookies = await refreshCookie();
    const callers: Record<string, string>[] = [
      { origin: 'http://portal.test', 'content-type': 'application/json' },
      { origin: 'http://10.0.0.5:3000', host: '10.0.0.5:3000', 'content-type': 'application/json; charset=utf-8' },
      { 'content-type': 'application/json' },
    ];
    for (const headers of callers) {
      const r = await refresh(cookies, headers, '{}');
      expect(r.statusCode, JSON.stringify(headers)).toBe(200);
      cookies = { [REFRESH_COOKIE]: r.json().data.refreshToken };
    }
  });

  it('are the routes that declare it, and only the session routes read the cookie', () => {
    const declared = t0.app.routesList.filter((r) => r.cookieAuth).map((r) => `${r.method} ${r.url}`);
    expect(declared).toEqual(['POST /api/account/refresh-token']);
    const src = path.resolve(import.meta.dirname, '../src');
    // The public pages read the language the reader chose (portal-lang), a preference that grants
    // nothing; any other read of request.cookies counts.
    const readsCredentials = (code: string) => code.replace(/request\.cookies\?\.\[LANGUAGE_COOKIE\]/g, '').includes('request.cookies');
    const readers = (fs.readdirSync(src, { recursive: true }) as string[])
      .filter((f) => f.endsWith('.ts') && !f.endsWith('.test.ts'))
      .filter((f) => readsCredentials(fs.readFileSync(path.join(src, f), 'utf8')));
    expect(readers).toEqual([path.join('modules', 'accounts', 'session.routes.ts')]);
  });
});
