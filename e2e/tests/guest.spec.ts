import { expect, test } from '@playwright/test';
import { sideMenu } from './helpers.ts';

test('a guest browses the public menu', async ({ page }) => {
  await page.goto('/');
  await expect(page.getByRole('heading', { name: 'Find business partners across the region' })).toBeVisible();
  await page.getByRole('navigation', { name: 'Public menu' }).getByRole('link', { name: 'Search' }).click();
  await expect(page).toHaveURL(/\/explore$/);
  const menu = sideMenu(page);
  const entries = ['Search', 'Business to business', 'Event management', 'Supply chain', 'Supply and demand'];
  await expect(menu.getByRole('link')).toHaveText(entries);
  const paths = ['/explore', '/business-to-business/public', '/event-management/public', '/supply-chain/public', '/supply-and-demand'];
  const headings = ['Search', 'Business to business', 'Public events', 'Supply chain', 'Supply and demand'];
  for (const [i, name] of entries.entries()) {
    await menu.getByRole('link', { name, exact: true }).click();
    await expect(page).toHaveURL(new RegExp(`${paths[i]}$`));
    await expect(page.getByRole('heading', { level: headings[i] === 'Public events' ? undefined : 1, name: headings[i] })).toBeVisible();
  }
  await expect(page.getByRole('searchbox').first()).toBeVisible();
  // Company profiles are for members: a guest who opens one from the directory is asked to log in.
  await page.goto('/business-to-business/public?searchText=dunav');
  await page.getByRole('button', { name: 'Dunav Foods d.o.o.' }).click();
  await expect(page.getByRole('dialog')).toContainText('Please login or register');
});

test('a signed-out visit to /dashboard goes to /', async ({ page }) => {
  await page.goto('/dashboard');
  await expect(page).toHaveURL(/\/\?redirectTo=%2Fdashboard$/);
  await expect(page.getByText('Please log in to continue to the page you opened.')).toBeVisible();
});

test('unknown pages show not found', async ({ page }) => {
  await page.goto('/no/such/page');
  await expect(page.getByRole('heading', { name: 'Page not found' })).toBeVisible();
});
