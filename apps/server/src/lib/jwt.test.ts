import { afterEach, describe, expect, it, vi } from 'vitest';
import { ACCESS_TOKEN_SECONDS, signAccessToken, verifyAccessToken } from './jwt.ts';

const secret = new TextEncoder().encode('a-secret-of-at-least-thirty-two-characters');

describe('access tokens', () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it('verifies a token once and still refuses it when it expires or was altered', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2026-11-25T10:00:00Z'));
    const token = await signAccessToken(secret, 7, 'session-a');
    expect(await verifyAccessToken(secret, token)).toEqual({ ok: true, userId: 7, sessionId: 'session-a' });
    expect(await verifyAccessToken(secret, token)).toEqual({ ok: true, userId: 7, sessionId: 'session-a' });
    const [header, payload, signature] = token.split('.');
    const altered = `${header}.${payload}.${signature.slice(0, -2)}${signature.endsWith('AA') ? 'BB' : 'AA'}`;
    expect(await verifyAccessToken(secret, altered)).toEqual({ ok: false, expired: false });
    expect(await verifyAccessToken(new TextEncoder().encode('another-secret-of-thirty-two-characters'), token)).toEqual({
      ok: false,
      expired: false,
    });
    vi.setSystemTime(new Date(Date.parse('2026-11-25T10:00:00Z') + ACCESS_TOKEN_SECONDS * 1000));
    expect(await verifyAccessToken(secret, token)).toEqual({ ok: false, expired: true });
  });
});
