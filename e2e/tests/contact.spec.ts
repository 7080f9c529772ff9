import { expect, test } from '@playwright/test';
import { adminToken, lastMailTo, uniqueEmail } from './helpers.ts';
import { signedIn } from './journeys.ts';

/**
 * A visitor writes to a company from the public directory without an account: the message waits
 * for the link mailed to the address they gave, then reaches the company's administrator, who
 * finds it in their message centre with the visitor's address to answer.
 */
test('a visitor writes to a company, confirms by the mailed link, and the company finds the message', async ({
  page,
  request,
  browser,
}) => {
  test.setTimeout(120_000);
  const email = uniqueEmail('visitor');
  await page.goto('/business-to-business/public');
  await page.getByRole('searchbox', { name: 'Search words' }).fill('Dunav');
  const card = page.locator('[data-testid^="hit-company-"]').filter({ hasText: 'Dunav Foods' }).first();
  await expect(card).toBeVisible();
  await card.getByTestId('hit-contact').click();
  await expect(page).toHaveURL(/\/contact-company\/\d+/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Write to Dunav Foods d.o.o.');

  // Blank fields are named; nothing is sent.
  await page.getByTestId('guest-contact-submit').click();
  await expect(page.getByText('This field is required.').first()).toBeVisible();
  await page.getByLabel('Your name').fill('Ana Visitor');
  await page.getByLabel('Your e-mail address').fill(email);
  await page.getByLabel('Subject').fill('Frozen raspberries for Vienna');
  await page.getByLabel('Message').fill('Could you quote 5 t a month from June?');
  await page.getByTestId('guest-contact-submit').click();
  await expect(page.getByTestId('guest-contact-sent')).toContainText(email);

  // The mailed link (read from the outbox) delivers the message; the mail itself carries none of it.
  const mail = await lastMailTo(request, await adminToken(request), email, 'guest_contact_confirm');
  expect(mail).not.toContain('raspberries');
  const link = /https?:\/\/\S+\/contact-confirmation\?token=\S+/.exec(mail)?.[0] ?? '';
  await page.goto(new URL(link).pathname + new URL(link).search);
  await expect(page.getByTestId('contact-confirmed')).toContainText('Dunav Foods d.o.o.');

  // The company's administrator has it in the message centre, with the visitor's address.
  const admin = await signedIn(browser, 'company.rs@market-access.demo');
  await admin.goto('/message-center/message-center-new/conversations');
  await admin.getByText('Frozen raspberries for Vienna').first().click();
  await expect(admin.getByText('Could you quote 5 t a month from June?')).toBeVisible();
  await expect(admin.getByRole('link', { name: email })).toBeVisible();
});
