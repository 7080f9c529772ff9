import fs from 'node:fs';
import path from 'node:path';
import { expect, type Page, test } from '@playwright/test';
import { adminToken, companyId, DEMO_PASSWORD, lastMailTo, signIn, uniqueEmail } from './helpers.ts';
import { pdfText } from './pdf-checks.ts';

/**
 * Albanian and Macedonian, as people use them: chosen in the language menu, kept in the browser
 * across reloads and sign-ins, and followed by what the server writes (a mail, a PDF).
 */

/** A text of the web app's language files, the one the screen shows. */
function text(language: string, namespace: string, key: string): string {
  const file = path.join(import.meta.dirname, '../../apps/web/public/lang', language, `${namespace}.json`);
  const value = key
    .split('.')
    .reduce<unknown>((node, part) => (node as Record<string, unknown>)[part], JSON.parse(fs.readFileSync(file, 'utf8')));
  if (typeof value !== 'string') throw new Error(`no ${language}/${namespace}:${key}`);
  return value;
}

async function chooseLanguage(page: Page, name: string, short: string, htmlLang: string) {
  const item = page.getByRole('menuitem', { name });
  // The menu loads on the first press; a press while the screen still renders may go unseen.
  await expect(async () => {
    if (!(await item.isVisible())) await page.getByTestId('language-switch').click();
    await expect(item).toBeVisible({ timeout: 5_000 });
  }).toPass({ timeout: 30_000 });
  await item.click();
  await expect(page.getByTestId('language-switch')).toHaveText(short);
  await expect(page.locator('html')).toHaveAttribute('lang', htmlLang);
}

test('a visitor reads the portal in Albanian, the choice stays after a reload, and the confirmation mail is in Albanian', async ({
  page,
  request,
}) => {
  test.setTimeout(120_000);
  await page.goto('/business-to-business/public');
  await chooseLanguage(page, 'Shqip', 'SQ', 'sq');
  await page.reload();
  await expect(page.getByTestId('language-switch')).toHaveText('SQ');
  await expect(page.locator('html')).toHaveAttribute('lang', 'sq');

  const email = uniqueEmail('shqip');
  await page.getByRole('searchbox', { name: text('sq', 'search', 'bar.text') }).fill('Dunav');
  const card = page.locator('[data-testid^="hit-company-"]').filter({ hasText: 'Dunav Foods' }).first();
  await card.getByTestId('hit-contact').click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Shkruaji Dunav Foods d.o.o.');
  await page.getByLabel(text('sq', 'contact', 'name')).fill('Arta Krasniqi');
  await page.getByLabel(text('sq', 'contact', 'email')).fill(email);
  await page.getByLabel(text('sq', 'contact', 'subject')).fill('Mjaltë për Tiranën');
  await page.getByLabel(text('sq', 'contact', 'message')).fill('A mund të na dërgoni një ofertë?');
  await page.getByTestId('guest-contact-submit').click();
  await expect(page.getByTestId('guest-contact-sent')).toContainText(text('sq', 'contact', 'sent_title'));

  const mail = await lastMailTo(request, await adminToken(request), email, 'guest_contact_confirm');
  expect(mail).toContain('Përshëndetje,');
  expect(mail).toContain('Dërgo mesazhin tim:');
});

test('a company user switches to Macedonian: kept after signing in again, and the profile PDF is in Macedonian', async ({
  page,
  request,
}) => {
  test.slow();
  const id = await companyId(request, 'Dunav Foods d.o.o.', true);
  await signIn(page, 'chamber.me@market-access.demo');
  await expect(page).toHaveURL(/\/dashboard$/);
  await expect(page.getByTestId('greeting')).toBeVisible();
  await chooseLanguage(page, 'Македонски', 'MK', 'mk');
  const menu = page.getByRole('navigation', { name: text('mk', 'menu', 'main_menu') });
  await expect(menu).toContainText(text('mk', 'menu', 'dashboard'));

  // Signed out and in again in this browser: still Macedonian.
  await page.context().clearCookies();
  await page.goto('/login');
  await expect(page.locator('html')).toHaveAttribute('lang', 'mk');
  await page.getByLabel(text('mk', 'general', 'email')).fill('chamber.me@market-access.demo');
  await page.getByRole('textbox', { name: text('mk', 'general', 'password') }).fill(DEMO_PASSWORD);
  await page.getByRole('textbox', { name: text('mk', 'general', 'password') }).press('Enter');
  await expect(page).toHaveURL(/\/dashboard$/);
  await expect(page.getByTestId('language-switch')).toHaveText('MK');
  await expect(page.locator('html')).toHaveAttribute('lang', 'mk');

  await page.goto(`/company/${id}/profile`);
  const exportButton = page.getByTestId('export-profile');
  await expect(exportButton).toHaveText(text('mk', 'company-pdf', 'export'));
  await exportButton.click();
  await expect(page.getByTestId('company-pdf-preview')).toBeVisible();
  const [download] = await Promise.all([page.waitForEvent('download'), page.getByTestId('company-pdf-download').click()]);
  const pdf = await pdfText(Buffer.concat(await (await download.createReadStream()).toArray()));
  expect(pdf).toContain('Генерирано на');
  expect(pdf).toContain('Податоци за компанијата');
  expect(pdf).toMatch(/Страница 1 од \d+/);
});
