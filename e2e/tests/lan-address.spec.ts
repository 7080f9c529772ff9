import os from 'node:os';
import { expect, test } from '@playwright/test';

/**
 * The portal opened as a colleague on the network opens it: through the machine's own
 * non-loopback address over plain HTTP (a LAN server, a VM, a container). Browsers exempt
 * localhost from `upgrade-insecure-requests`, so only this shows a CSP that would send every
 * script to https:// and leave the page blank.
 */
function lanAddress(): string | undefined {
  for (const list of Object.values(os.networkInterfaces())) {
    for (const a of list ?? []) if (a.family === 'IPv4' && !a.internal) return a.address;
  }
  return undefined;
}

test('the landing page renders when opened through the machine’s network address', async ({ page, baseURL }) => {
  const address = lanAddress();
  test.skip(!address, 'this machine has no non-loopback IPv4 address: the journey needs one');
  const url = new URL(baseURL ?? 'http://localhost:3000');
  url.hostname = address as string;
  const failed: string[] = [];
  page.on('requestfailed', (r) => failed.push(`${r.url()} ${r.failure()?.errorText}`));

  const res = await page.goto(url.toString());
  expect(res?.status()).toBe(200);
  expect(res?.headers()['content-security-policy']).not.toContain('upgrade-insecure-requests');
  await expect(page.getByRole('heading', { name: 'Find business partners across the region' })).toBeVisible();
  await expect(page.getByTestId('login-button')).toBeVisible();
  expect(page.url()).toMatch(/^http:\/\//);
  expect(failed).toEqual([]);
});
