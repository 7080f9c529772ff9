import { beforeAll, describe, expect, it } from 'vitest';
import { call } from './factories.ts';
import { createTestApp, type TestApp } from './test-app.ts';

let t0: TestApp;
beforeAll(async () => {
  t0 = await createTestApp();
});

describe('security headers', () => {
  it('allow only the two promo video players as frames, besides the portal itself', async () => {
    const r = await call(t0.app, 'GET', '/lang/eng/general.json');
    const csp = String(r.res.headers['content-security-policy']);
    expect(csp).toContain("default-src 'self'");
    expect(csp).toContain("script-src 'self'");
    expect(csp).toContain('frame-src https://www.youtube-nocookie.com https://player.vimeo.com');
    expect(r.res.headers['x-content-type-options']).toBe('nosniff');
  });
});
