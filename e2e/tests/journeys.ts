import { type Browser, expect, type Page, type TestInfo } from '@playwright/test';
import { signIn } from './helpers.ts';
import { axeViolations, describeViolations, isBlocking, landmarkProblems, overflowProblems } from './tour/page-checks.ts';

/** A signed-in page of its own browser context (journeys with two people at once). */
export async function signedIn(browser: Browser, email: string): Promise<Page> {
  const page = await (await browser.newContext()).newPage();
  await signIn(page, email);
  await expect(page).not.toHaveURL(/\/login/);
  return page;
}

/** The screen's landmarks, sideways scroll and serious axe findings. */
export async function checkPage(page: Page, where: string) {
  expect.soft(await landmarkProblems(page), `landmarks: ${where}`).toEqual([]);
  expect.soft(await overflowProblems(page), `overflow: ${where}`).toEqual([]);
  expect.soft(describeViolations((await axeViolations(page)).filter(isBlocking)), `axe: ${where}`).toEqual([]);
}

interface ShotOptions {
  /** The folder to keep the screenshots in for looking at them (an environment variable's value); else the test's output. */
  dir?: string;
  /** Waits until the screen has loaded after each reload. */
  ready?: (page: Page) => Promise<void>;
}

/** Screenshots in both languages at desktop and phone widths, each checked (landmarks, overflow, axe). */
export async function shots(page: Page, testInfo: TestInfo, name: string, o: ShotOptions = {}) {
  const path = (file: string) => (o.dir ? `${o.dir}/${file}` : testInfo.outputPath(file));
  for (const lang of ['eng', 'sr']) {
    await page.evaluate((l) => localStorage.setItem('market-access.language', l), lang);
    await page.reload();
    await page.waitForLoadState('networkidle');
    await o.ready?.(page);
    await page.setViewportSize({ width: 1440, height: 900 });
    // The side menu slides in when the window widens: shoot the settled page.
    await page.waitForTimeout(400);
    await page.screenshot({ path: path(`${name}-${lang}-1440.png`), fullPage: true });
    await checkPage(page, `${name} ${lang} 1440`);
    await page.setViewportSize({ width: 390, height: 844 });
    // The side menu slides away when the window narrows: shoot the settled page.
    await expect(page.getByRole('navigation', { name: 'Main menu' })).not.toBeInViewport();
    await page.waitForTimeout(400);
    await page.screenshot({ path: path(`${name}-${lang}-390.png`), fullPage: true });
    await checkPage(page, `${name} ${lang} 390`);
  }
  await page.evaluate(() => localStorage.setItem('market-access.language', 'eng'));
  await page.setViewportSize({ width: 1440, height: 900 });
  await page.reload();
}
