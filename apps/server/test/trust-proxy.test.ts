import { beforeAll, describe, expect, it } from 'vitest';
import { fastifyTrustProxy, loadConfig } from '../src/config.ts';
import { buildUser, TEST_PASSWORD } from './factories.ts';
import { createTestApp, type TestApp } from './test-app.ts';

/**
 * The client address that throttles, rate limits and logs use comes from X-Forwarded-For only
 * when TRUST_PROXY says which proxies to believe; by default it is the connection's peer.
 * An address is locked after 50 failed sign-ins (accounts/throttle.service.ts).
 */
const ADDRESS_LIMIT = 50;

async function failSignIns(t: TestApp, remoteAddress: string, forwardedFor: string) {
  for (let i = 0; i < ADDRESS_LIMIT; i++) {
    const r = await t.app.inject({
      method: 'POST',
      url: '/api/account/authenticate',
      remoteAddress,
      headers: { 'x-forwarded-for': forwardedFor },
      payload: { email: `nobody-${i}-${Date.now()}@example.test`, password: 'Wrong#Pass1', rememberMe: false },
    });
    expect(r.statusCode).toBe(401);
  }
}

async function signIn(t: TestApp, email: string, remoteAddress: string, forwardedFor: string) {
  return t.app.inject({
    method: 'POST',
    url: '/api/account/authenticate',
    remoteAddress,
    headers: { 'x-forwarded-for': forwardedFor },
    payload: { email, password: TEST_PASSWORD, rememberMe: false },
  });
}

describe('TRUST_PROXY', () => {
  it('parses off (default), a hop count, true and an address list; refuses anything else', () => {
    expect(loadConfig({}).TRUST_PROXY).toBe(false);
    expect(loadConfig({ TRUST_PROXY: 'false' }).TRUST_PROXY).toBe(false);
    expect(loadConfig({ TRUST_PROXY: '1' }).TRUST_PROXY).toBe(1);
    expect(loadConfig({ TRUST_PROXY: 'true' }).TRUST_PROXY).toBe(true);
    expect(loadConfig({ TRUST_PROXY: '127.0.0.1, 10.0.0.0/8, ::1' }).TRUST_PROXY).toEqual(['127.0.0.1', '10.0.0.0/8', '::1']);
    expect(() => loadConfig({ TRUST_PROXY: 'proxy.example.org' })).toThrow(/TRUST_PROXY/);
    const oneHop = fastifyTrustProxy(1) as (address: string, hop: number) => boolean;
    expect([oneHop('10.0.0.1', 0), oneHop('203.0.113.7', 1)]).toEqual([true, false]);
  });
});

describe('by default (no proxy trusted)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });

  it('X-Forwarded-For does not change the address: a made-up one neither takes the lock nor escapes it', async () => {
    const user = await buildUser(t.db, { role: 5 });
    await failSignIns(t, '192.0.2.10', '203.0.113.7');
    // The real peer is locked, whatever it claims to be.
    const escaped = await signIn(t, user.email, '192.0.2.10', '198.51.100.9');
    expect(escaped.statusCode).toBe(429);
    expect(escaped.json()).toMatchObject({ code: 'too_many_requests' });
    expect(escaped.headers['retry-after']).toBeDefined();
    // The made-up address was never counted: a client really there signs in.
    const other = await signIn(t, user.email, '203.0.113.7', '203.0.113.7');
    expect(other.statusCode).toBe(200);
  }, 120_000);
});

describe('TRUST_PROXY=1 (one proxy in front)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ TRUST_PROXY: '1' });
  });

  it('uses the address the proxy forwards, and only the one it appended', async () => {
    const user = await buildUser(t.db, { role: 5 });
    const proxy = '10.0.0.1';
    await failSignIns(t, proxy, '203.0.113.7');
    expect((await signIn(t, user.email, proxy, '203.0.113.7')).statusCode).toBe(429);
    // Another client behind the same proxy is not locked out.
    expect((await signIn(t, user.email, proxy, '198.51.100.9')).statusCode).toBe(200);
    // A client cannot escape by prepending a made-up address: the proxy appends the real one.
    expect((await signIn(t, user.email, proxy, '198.51.100.77, 203.0.113.7')).statusCode).toBe(429);
  }, 120_000);
});
