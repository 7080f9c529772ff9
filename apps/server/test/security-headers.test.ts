import { beforeAll, describe, expect, it } from 'vitest';
import { EARLY_INPUT_SCRIPT_SOURCE } from '../src/plugins/security-headers.ts';
import { call } from './factories.ts';
import { createTestApp, type TestApp } from './test-app.ts';

let t0: TestApp;
beforeAll(async () => {
  t0 = await createTestApp();
});

describe('security headers', () => {
  it('allow only the two promo video players and the PDF previews (blob:) as frames', async () => {
    const r = await call(t0.app, 'GET', '/lang/eng/general.json');
    const csp = String(r.res.headers['content-security-policy']);
    expect(csp).toContain("default-src 'self'");
    // Scripts from the portal only, and the one inline script (a public page's early-input holder) by its hash.
    const scriptSrc = csp.split(';').find((d) => d.startsWith('script-src'));
    expect(scriptSrc).toBe(`script-src 'self' ${EARLY_INPUT_SCRIPT_SOURCE}`);
    const frameSrc = csp.split(';').find((d) => d.startsWith('frame-src'));
    expect(frameSrc).toBe('frame-src https://www.youtube-nocookie.com https://player.vimeo.com blob:');
    // Nothing else is widened: no plugins, no workers or frames from elsewhere, no eval.
    expect(csp).toContain("object-src 'none'");
    expect(csp).not.toMatch(/child-src|worker-src|'unsafe-eval'/);
    expect(r.res.headers['x-content-type-options']).toBe('nosniff');
  });
});
