import { expect, type Page, test } from '@playwright/test';

/**
 * The public pages as React renders them on the server (apps/web/src/entry-server.tsx, issue 30):
 * the HTML holds the app's markup with the page's records, and the browser hydrates it, keeping
 * the server's elements, with no recoverable error (a mismatch would make React render anew).
 */

/** The first public company of the sitemap, as the bench picks it. */
async function firstCompanyPath(page: Page): Promise<string> {
  const xml = await (await page.request.get('/sitemaps/companies-0.xml')).text();
  const loc = /<loc>([^<]+)<\/loc>/.exec(xml)?.[1];
  if (!loc) throw new Error('the sitemap lists no company');
  return new URL(loc).pathname;
}

/** The text of #root's markup as the server sent it, without styles and scripts. */
const rootText = (html: string) =>
  html
    .slice(html.indexOf('<div id="root"'))
    .replace(/<(style|script)[^>]*>[\s\S]*?<\/\1>/g, '')
    .replace(/<[^>]+>/g, ' ')
    .replace(/\s+/g, ' ');

test('a public company page is served as the app’s markup with the company in it', async ({ page }) => {
  const path = await firstCompanyPath(page);
  const answer = await page.request.get(path, { headers: { 'accept-language': 'en' } });
  const html = await answer.text();
  expect(html).toContain('<div id="root" data-served-in="eng">');
  // The app's layout and the company's card, not the plain HTML the app would replace.
  expect(html).not.toContain('id="server-content"');
  expect(html).toContain('data-layout="guest"');
  const name = /<h1[^>]*>([^<]+)<\/h1>/.exec(html.slice(html.indexOf('<div id="root"')))?.[1];
  expect(name).toBeTruthy();
  expect(rootText(html)).toContain('Products');
  // A guest's page: no contact button's target, no member's menu.
  expect(html).not.toContain('/dashboard"');
});

test('the public events page is served with its events, in the visitor’s language', async ({ page }) => {
  const html = await (await page.request.get('/event-management/public?lang=sr')).text();
  expect(html).toContain('<html lang="sr-Latn"');
  expect(html).toContain('<div id="root" data-served-in="sr">');
  // The event's name as escaped HTML text, the page's own texts in Serbian.
  expect(rootText(html)).toContain('Western Balkans Food &amp; Agri B2B Forum');
  expect(rootText(html)).toContain('Javni događaji');
  expect(html).toMatch(/<script type="application\/json" id="portal-prefill" data-served-in="sr">/);
});

for (const width of [1440, 390]) {
  test(`the browser hydrates the public pages at ${width} px, keeping the server’s elements`, async ({ page }) => {
    await page.setViewportSize({ width, height: 900 });
    const errors: string[] = [];
    page.on('pageerror', (error) => errors.push(error.message));
    page.on('console', (message) => {
      if (message.type() === 'error') errors.push(message.text());
    });
    // The server's elements, noted before the app starts: hydration keeps them, a new render replaces them.
    await page.addInitScript(() =>
      document.addEventListener('DOMContentLoaded', () => {
        (window as unknown as { kept: Element[] }).kept = [...document.querySelectorAll('#root *')];
      }),
    );
    for (const path of ['/', '/explore', '/event-management/public', '/business-to-business/public', await firstCompanyPath(page)]) {
      await page.goto(path, { waitUntil: 'networkidle' });
      const kept = await page.evaluate(() => {
        const nodes = (window as unknown as { kept: Element[] }).kept;
        return { all: nodes.length, kept: nodes.filter((n) => document.contains(n)).length };
      });
      expect(kept.all, path).toBeGreaterThan(100);
      // A few elements may go after the start (a menu that does not fit becomes its button).
      expect(kept.kept / kept.all, path).toBeGreaterThan(0.95);
      expect(errors, path).toEqual([]);
    }
  });
}

test('what a visitor types and clicks before the app has taken the page over is not lost', async ({ page }) => {
  // The screens' code arrives late, as on a slow phone: the visitor uses the server's markup meanwhile.
  let release = () => {};
  const late = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route(/\/assets\/(SearchPages|PublicEventsPages)-[^/]+\.js$/, async (route) => {
    await late;
    await route.continue();
  });
  await page.goto('/explore', { waitUntil: 'domcontentloaded' });
  await page.getByRole('searchbox', { name: 'Search words' }).fill('rasberries');
  release();
  await expect(page).toHaveURL(/searchText=rasberries/);
  await expect(page.getByTestId('section-product').getByRole('link', { name: 'Frozen raspberries Willamette' })).toBeVisible();

  const held = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.unroute(/\/assets\/(SearchPages|PublicEventsPages)-[^/]+\.js$/);
  await page.route(/\/assets\/PublicEventsPages-[^/]+\.js$/, async (route) => {
    await held;
    await route.continue();
  });
  await page.goto('/event-management/public', { waitUntil: 'domcontentloaded' });
  await page.getByRole('button', { name: 'Sign in to register' }).first().click();
  release();
  await expect(page.getByRole('dialog')).toContainText('Please login or register');
});

test('a click before the app’s own script has arrived is held by the page and replayed', async ({ page }) => {
  // The entry script arrives late, as on a slow phone network: the page shows, the visitor taps.
  let release = () => {};
  const late = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route(/\/assets\/index-[^/]+\.js$/, async (route) => {
    await late;
    await route.continue();
  });
  // Not 'domcontentloaded': it waits for the (held) module script.
  await page.goto('/event-management/public', { waitUntil: 'commit' });
  const register = page.getByRole('button', { name: 'Sign in to register' }).first();
  await register.click();
  await expect(page.getByRole('dialog')).toHaveCount(0);
  release();
  await expect(page.getByRole('dialog')).toContainText('Please login or register');
});
