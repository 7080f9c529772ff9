import { expect, test } from '@playwright/test';
import { ADMIN_EMAIL, acceptDocuments, adminToken, lastMailTo, signIn, uniqueEmail } from './helpers.ts';
import { shots, signedIn } from './journeys.ts';

/**
 * Consent (issue 24): registration records the terms and the privacy policy accepted; a new
 * version asks the signed-in person to accept it before going on; the optional consents are
 * withdrawn and given on the account page. It runs after the other journeys
 * (playwright.config.ts): the version it publishes asks every signed-in person to accept it.
 */
test('a new user accepts the documents, accepts a new privacy policy version before going on, and changes optional consents', async ({
  page,
  browser,
  request,
}, testInfo) => {
  test.setTimeout(240_000);
  const email = uniqueEmail('consent');
  const password = 'Consent#Choice2026';
  await page.goto('/register');
  await shots(page, testInfo, 'register-consents', { dir: process.env.CONSENT_SHOTS });
  await page.getByLabel(/^First name/).fill('Dragana');
  await page.getByLabel(/^Last name/).fill('Consentić');
  await page.getByLabel(/^E-mail/).fill(email);
  await page.getByLabel(/^Password/).fill(password);
  await page.getByLabel(/^Confirm password/).fill(password);
  await page.getByLabel(/^Company name/).fill(`Consent Trade ${Date.now()}`);
  const country = page.getByRole('combobox', { name: 'Country' });
  await country.click();
  await country.fill('Serbia');
  await page.getByRole('option', { name: 'Serbia', exact: true }).click();
  await page.getByLabel(/^City/).fill('Niš');
  // The optional consents are offered unticked; this person wants the digest only.
  const digestChoice = page.getByRole('checkbox', { name: 'Unread-messages digest' });
  await expect(digestChoice).not.toBeChecked();
  await expect(page.getByRole('checkbox', { name: 'News from the chamber' })).not.toBeChecked();
  await digestChoice.check();
  await page.getByLabel('I have read and accept the').check();
  await page.getByRole('button', { name: 'Register', exact: true }).click();
  await expect(page.getByTestId('registration-done')).toBeVisible();
  const mail = await lastMailTo(request, await adminToken(request), email, 'confirm_email');
  await page.goto(/\/mailVerification\?userId=\d+&code=[^\s]+/.exec(mail)?.[0] ?? '/missing-link');
  await expect(page.getByTestId('email-confirmed')).toBeVisible();
  await signIn(page, email, password);
  await expect(page).toHaveURL(/\/company\/\d+\/profile$/);

  // The platform administrator publishes a new privacy policy version, and accepts it too.
  const changes = `Sign-in logs are now kept for 12 months (${Date.now()}).`;
  const admin = await signedIn(browser, ADMIN_EMAIL);
  await admin.goto('/privacy-policy');
  await shots(admin, testInfo, 'privacy-publish', {
    dir: process.env.CONSENT_SHOTS,
    ready: (p) => expect(p.locator('#publish-version-title')).toBeVisible(),
  });
  await admin.getByLabel(/^What changed/).fill(changes);
  await admin.getByRole('button', { name: 'Publish' }).click();
  await expect(admin.getByText(changes)).toBeVisible();
  await acceptDocuments(admin);
  await admin.close();

  // The user is asked before going on: what changed, the text's link, accept or sign out.
  await page.goto('/users/account/edit');
  await expect(page).toHaveURL(/\/consent\?redirectTo=%2Fusers%2Faccount%2Fedit$/);
  await expect(page.getByText(changes)).toBeVisible();
  await expect(page.getByRole('link', { name: /Privacy policy/ })).toHaveAttribute('href', '/privacy-policy');
  await expect(page.getByRole('button', { name: 'Sign out' })).toBeVisible();
  await page.goto('/dashboard');
  await expect(page).toHaveURL(/\/consent\?/);
  await shots(page, testInfo, 'consent-gate', { dir: process.env.CONSENT_SHOTS, ready: (p) => expect(p.getByText(changes)).toBeVisible() });
  await acceptDocuments(page);
  // An unverified company's administrator goes on to the company profile (spec-1 section 4).
  await expect(page).toHaveURL(/\/company\/\d+\/profile$/);

  // On the account page the digest is withdrawn and the news from the chamber given.
  await page.goto('/users/account/edit');
  const digest = page.getByRole('switch', { name: 'Unread-messages digest' });
  const news = page.getByRole('switch', { name: 'News from the chamber' });
  await expect(digest).toBeChecked();
  await expect(news).not.toBeChecked();
  await digest.click({ force: true });
  await expect(page.getByText('Consent withdrawn.')).toBeVisible();
  await news.click({ force: true });
  await expect(page.getByText('Consent given.')).toBeVisible();
  await page.reload();
  await expect(page.getByRole('switch', { name: 'Unread-messages digest' })).not.toBeChecked();
  await expect(page.getByRole('switch', { name: 'News from the chamber' })).toBeChecked();
  await shots(page, testInfo, 'account-consents', {
    dir: process.env.CONSENT_SHOTS,
    ready: (p) => expect(p.getByRole('switch').first()).toBeVisible(),
  });

  // The server kept the history: given at registration, then withdrawn; the news given once.
  const auth = await request.post('/api/account/authenticate', { data: { email, password } });
  const headers = { authorization: `Bearer ${(await auth.json()).data.jwToken}` };
  const mine = await (await request.get('/api/Consents', { headers })).json();
  const history = (kind: string) => mine.history.filter((h: { kind: string }) => h.kind === kind).map((h: { given: boolean }) => h.given);
  expect(history('message_digest')).toEqual([false, true]);
  expect(history('chamber_news')).toEqual([true]);
  expect(history('privacy_policy')).toEqual([true, true]);
  expect(mine.pendingDocuments).toEqual([]);
});
