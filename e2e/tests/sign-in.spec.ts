import { expect, test } from '@playwright/test';
import { sideMenu, signIn } from './helpers.ts';

test('a wrong password shows the translated error', async ({ page }) => {
  await signIn(page, 'company.rs@market-access.demo', 'Wrong#Password1');
  await expect(page.getByRole('alert')).toHaveText('The e-mail or password is not correct.');

  await page.getByTestId('language-switch').click();
  await page.getByRole('menuitem', { name: 'Srpski (latinica)' }).click();
  await page.getByLabel(/^Lozinka/).fill('Wrong#Password2');
  await page.getByRole('button', { name: 'Prijava' }).click();
  await expect(page.getByRole('alert')).toHaveText('E-pošta ili lozinka nisu ispravni.');
});

test('a chamber administrator signs in and sees the chamber menu', async ({ page }) => {
  await signIn(page, 'chamber.rs@market-access.demo');
  await expect(page).toHaveURL(/\/dashboard$/);
  await expect(page.getByTestId('greeting')).toContainText('Chamber');
  const menu = sideMenu(page);
  await expect(menu.getByText('Admin center')).toBeVisible();
  await expect(menu.getByText('Connections')).toHaveCount(0);
  await menu.getByText('Event management').click();
  await expect(menu.getByRole('link', { name: 'Chamber events' })).toBeVisible();
  await expect(menu.getByRole('link', { name: 'My events' })).toHaveCount(0);
  await menu.getByRole('link', { name: 'Chamber events' }).click();
  await expect(page).toHaveURL(/\/event-management\/chamber-events$/);
  await expect(page.getByRole('link', { name: 'Add event' })).toBeVisible();
});
