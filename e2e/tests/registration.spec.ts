import { expect, test } from '@playwright/test';
import { adminToken, lastMailTo, sideMenu, signIn, uniqueEmail } from './helpers.ts';

test('a new company registers, confirms its e-mail, signs in and lands on its profile with the reduced menu', async ({ page, request }) => {
  const email = uniqueEmail('new.company');
  const password = 'Fresh#Start2026';
  await page.goto('/register');
  await page.getByLabel(/^First name/).fill('Vesna');
  await page.getByLabel(/^Last name/).fill('Novak');
  await page.getByLabel(/^E-mail/).fill(email);
  await page.getByLabel(/^Password/).fill(password);
  await page.getByLabel(/^Confirm password/).fill(password);
  await page.getByLabel(/^Company name/).fill(`Novak Trade ${Date.now()}`);
  const country = page.getByRole('combobox', { name: 'Country' });
  await country.click();
  await country.fill('Serbia');
  await page.getByRole('option', { name: 'Serbia', exact: true }).click();
  await page.getByLabel(/^City/).fill('Novi Sad');
  await page.getByLabel('I have read and accept the').check();
  await page.getByRole('button', { name: 'Register', exact: true }).click();
  await expect(page.getByTestId('registration-done')).toContainText('You have registered successfully.');

  const mail = await lastMailTo(request, await adminToken(request), email, 'confirm_email');
  const link = /\/mailVerification\?userId=\d+&code=[^\s]+/.exec(mail)?.[0];
  expect(link).toBeTruthy();
  await page.goto(link!);
  await expect(page.getByTestId('email-confirmed')).toBeVisible();
  // The link opened a second time: already confirmed, with the way to sign in.
  await page.goto(link!);
  await expect(page.getByTestId('email-already-confirmed')).toContainText('This e-mail address is already confirmed.');
  await expect(page.getByRole('link', { name: 'Log in' })).toHaveAttribute('href', '/login');

  await signIn(page, email, password);
  await expect(page).toHaveURL(/\/company\/\d+\/profile$/);
  await expect(page.getByTestId('verification-warning')).toBeVisible();
  const menu = sideMenu(page);
  await expect(menu.getByText('Company profile')).toBeVisible();
  await expect(menu.getByText('Certificates')).toBeVisible();
  await expect(menu.getByText('Dashboard')).toHaveCount(0);
  await expect(menu.getByText('*').first()).toBeVisible();

  // Pages outside the company send the unverified administrator back to the profile.
  await page.goto('/dashboard');
  await expect(page).toHaveURL(/\/company\/\d+\/profile$/);
});
