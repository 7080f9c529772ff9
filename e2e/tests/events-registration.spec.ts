import { expect, type Page, test } from '@playwright/test';
import { FORUM, signIn } from './helpers.ts';

const COMPANY = 'company.rs@market-access.demo';

/** Opens the dialog from the event's participation card (Register, or Change registration once registered). */
async function openDialog(page: Page) {
  const card = page.getByTestId('participation');
  await card.getByRole('button', { name: /^(Register|Change registration)$/ }).click();
  const dialog = page.getByRole('dialog', { name: /in event$/ });
  await expect(dialog).toBeVisible();
  return dialog;
}

/** Ticks a card of the grid unless it is ticked already. */
async function choose(page: Page, name: string) {
  const card = page.getByRole('checkbox', { name: new RegExp(name) });
  if ((await card.getAttribute('aria-checked')) !== 'true') await card.click();
  await expect(card).toHaveAttribute('aria-checked', 'true');
}

test('a company administrator registers on the Belgrade forum with a product and a service, hidden from the others', async ({ page }) => {
  const service = 'Contract fruit processing and private-label packing';
  await signIn(page, COMPANY);
  await expect(page).toHaveURL(/\/dashboard/);

  await page.goto('/event-management/my-events');
  await expect(page.getByRole('heading', { name: 'My events', level: 1 })).toBeVisible();
  await page.getByRole('link', { name: FORUM }).click();
  await expect(page.getByTestId('event-title')).toHaveText(FORUM);
  await expect(page.getByRole('navigation', { name: 'Event sections' }).getByRole('link', { name: 'Overview' })).toHaveAttribute(
    'aria-current',
    'page',
  );

  let dialog = await openDialog(page);
  await expect(dialog.getByRole('heading', { name: 'Products in event' })).toBeVisible();
  await choose(page, 'Sour cherry jam');
  await dialog.getByText('Services', { exact: true }).click();
  await expect(dialog.getByRole('heading', { name: 'Services in event' })).toBeVisible();
  await choose(page, service);
  const visible = dialog.getByRole('switch', { name: 'You will be visible to the others' });
  if (await visible.isVisible()) await visible.click();
  await expect(dialog.getByRole('switch', { name: 'You will not be visible to the others' })).not.toBeChecked();
  await dialog.getByTestId('registration-save').click();

  await expect(dialog).toBeHidden();
  await expect(page).toHaveURL(/registered=true/);
  await expect(page.getByTestId('participation')).toHaveAttribute('data-phase', 'registered');
  await expect(page.getByTestId('registered-badge')).toBeVisible();

  // Reopened, the dialog starts from what was saved.
  dialog = await openDialog(page);
  await expect(page.getByRole('checkbox', { name: /Sour cherry jam/ })).toHaveAttribute('aria-checked', 'true');
  await expect(dialog.getByRole('switch', { name: 'You will not be visible to the others' })).not.toBeChecked();
  await dialog.getByText('Services', { exact: true }).click();
  await expect(page.getByRole('checkbox', { name: new RegExp(service) })).toHaveAttribute('aria-checked', 'true');
  await dialog.getByRole('button', { name: 'Close' }).click();
  await expect(dialog).toBeHidden();
});

test('a visitor sees the public events and is asked to sign in to register', async ({ page }) => {
  await page.goto('/event-management/public');
  await expect(page.getByRole('heading', { name: 'Public events', level: 1 })).toBeVisible();
  const forum = page.getByRole('listitem', { name: FORUM });
  await expect(forum).toBeVisible();
  await forum.getByRole('button', { name: 'Sign in to register' }).click();
  await expect(page.getByRole('dialog')).toContainText('Please login or register');
});
