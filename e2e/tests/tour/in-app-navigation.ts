import { errors, type Page } from '@playwright/test';
import { waitForSettledScreen } from './page-checks.ts';

/**
 * Opens a screen in the page as the app's own links do, through the router (a history entry and
 * its popstate event), and waits for its content. A fresh page, or one showing that screen already,
 * loads the address instead. Loading
 * the app again for every screen costs about five times the processor time, which the tour of
 * some 200 screens and roles cannot afford.
 */
export async function openScreen(page: Page, target: string) {
  const current = page.url() === 'about:blank' ? null : new URL(page.url()).pathname;
  if (current === null || current === target.split('?')[0]) await page.goto(target, { waitUntil: 'commit' });
  else {
    await page.evaluate((to) => {
      // The router renders the next screen in a transition, some frames later: until then the
      // previous screen looks settled. Its title is marked to tell the two apart.
      for (const h1 of document.querySelectorAll('h1')) h1.dataset.leftBehind = h1.textContent ?? '';
      history.pushState(null, '', to);
      dispatchEvent(new PopStateEvent('popstate'));
    }, target);
    await page
      .waitForFunction(() => [...document.querySelectorAll('h1')].some((h1) => h1.dataset.leftBehind !== h1.textContent), undefined, {
        polling: 'raf',
        timeout: 15_000,
      })
      .catch((err: unknown) => {
        throw err instanceof errors.TimeoutError ? new Error(`${target} shows no h1 of its own`, { cause: err }) : err;
      });
  }
  await waitForSettledScreen(page);
}
