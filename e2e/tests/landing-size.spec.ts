import { expect, test } from '@playwright/test';

/**
 * What a first visit to the landing page downloads in JavaScript, as the browser receives it
 * (compressed as its Accept-Encoding allows: the server picks the build's .br or .gz copy).
 * Before the compression and the splitting: 79 files, 882 KB. 170 KB until the landing page also
 * loaded the shared error toasts (no failure goes unseen) and the portal's link builders: then
 * 170.9 KB in 27 files, with the app's plumbing in one chunk (vite.config.ts `app-core`). 172.3 KB
 * once the route table held the administration screens, the consent gate and its redirects.
 * 174.1 KB once it also held the follow-up, company-people and public company and event screens,
 * and the entry the public pages' prefill (the server's embedded answer read without a fetch).
 * 175.5 KB once the theme folded every select's typed text like the search (Cyrillic, accents),
 * the route table held the insights and market screens, and the entry the four languages' list.
 */
const BUDGET = 177_000;

test('the landing page’s JavaScript transfer stays under 177 KB', async ({ page }) => {
  const scripts: { url: string; bytes: number; encoding: string | undefined }[] = [];
  const pending: Promise<void>[] = [];
  page.on('requestfinished', (request) => {
    pending.push(
      (async () => {
        const response = await request.response();
        if (!response || request.resourceType() !== 'script') return;
        const sizes = await request.sizes();
        scripts.push({ url: request.url(), bytes: sizes.responseBodySize, encoding: response.headers()['content-encoding'] });
      })(),
    );
  });
  await page.goto('/', { waitUntil: 'networkidle' });
  await expect(page.getByRole('heading', { name: 'Find business partners across the region' })).toBeVisible();
  await Promise.all(pending);

  const total = scripts.reduce((sum, s) => sum + s.bytes, 0);
  const summary = `${scripts.length} files, ${total} bytes: ${scripts
    .sort((a, b) => b.bytes - a.bytes)
    .slice(0, 6)
    .map((s) => `${s.url.split('/').pop()} ${s.bytes} ${s.encoding ?? 'identity'}`)
    .join(', ')}`;
  console.log(`landing page JavaScript: ${summary}`);
  expect(scripts.length).toBeGreaterThan(0);
  // Everything sizeable arrives compressed.
  expect(scripts.filter((s) => s.bytes > 1000 && !s.encoding).map((s) => s.url)).toEqual([]);
  expect(total, summary).toBeLessThan(BUDGET);
});
