import { type Browser, expect, type Page, test } from '@playwright/test';
import { signIn } from './helpers.ts';

/** DD.MM.YYYY. of a day `offset` days from today, as the date fields take it. */
function displayDate(offset: number) {
  const d = new Date();
  d.setDate(d.getDate() + offset);
  return `${String(d.getDate()).padStart(2, '0')}.${String(d.getMonth() + 1).padStart(2, '0')}.${d.getFullYear()}.`;
}

async function ownCompanyPath(page: Page) {
  await page.goto('/company/profile');
  await expect(page).toHaveURL(/\/company\/\d+\/profile/);
  return /\/company\/\d+/.exec(page.url())![0];
}

async function signedInPage(browser: Browser, email: string) {
  const page = await (await browser.newContext()).newPage();
  await signIn(page, email);
  await expect(page).toHaveURL(/\/dashboard/);
  return page;
}

test('a company administrator lists a product as supply, hides it from the market, and a visitor sees the catalogue read-only', async ({
  browser,
}) => {
  // Three people in turn (administrator, another company, a visitor): longer than one page's journey.
  test.slow();
  const name = `Williams pears ${Date.now()}`;
  const admin = await signedInPage(browser, 'company.rs@market-access.demo');
  const companyPath = await ownCompanyPath(admin);
  await admin.goto(`${companyPath}/products`);
  await expect(admin.getByRole('heading', { name: 'Products', exact: true })).toBeVisible();
  await expect(admin.getByRole('listitem', { name: 'Idared apples, class I' })).toBeVisible();

  await admin.getByRole('link', { name: 'Add product' }).click();
  await expect(admin.getByRole('heading', { name: 'New product' })).toBeVisible();
  // Bad input is refused by field before anything is sent.
  await admin.getByRole('button', { name: 'Add product' }).click();
  await expect(admin.getByText('This field is required.').first()).toBeVisible();

  await admin.getByRole('button', { name: 'Choose' }).click();
  const dialog = admin.getByRole('dialog');
  await dialog.getByLabel('Search by name').fill('pears');
  await dialog.getByText('080830 Fruit, edible; pears, fresh', { exact: true }).click();
  await dialog.getByRole('button', { name: 'Done' }).click();
  await admin.getByLabel(/^Name/).fill(name);
  await admin.getByLabel(/^Description/).fill('Class I, calibre 65+, from cold storage.');
  const keywords = admin.getByRole('combobox', { name: 'Keywords' });
  await keywords.fill('pears');
  await keywords.press('Enter');
  await keywords.fill('fresh fruit');
  await keywords.press('Enter');
  await admin.getByRole('checkbox', { name: 'Supply' }).check();
  await admin.getByLabel(/^Valid from/).fill(displayDate(0));
  await admin.getByLabel(/^Valid from/).press('Tab');
  await admin.getByLabel(/^Valid to/).fill(displayDate(60));
  await admin.getByLabel(/^Valid to/).press('Tab');
  await admin.getByRole('button', { name: 'Add product' }).click();
  // Today is not a valid start: the server's rule shows on the field.
  await expect(admin.getByText('"Valid from" must be a date after today.').first()).toBeVisible();
  await admin.getByLabel(/^Valid from/).fill(displayDate(1));
  await admin.getByLabel(/^Valid from/).press('Tab');
  await admin.getByRole('button', { name: 'Add product' }).click();
  await expect(admin.getByText('Added successfully.').last()).toBeVisible();
  await expect(admin).toHaveURL(new RegExp(`${companyPath}/products`));
  const card = admin.getByRole('listitem', { name });
  await expect(card).toBeVisible();
  await expect(card.getByText('Supply', { exact: true })).toBeVisible();
  await expect(card.getByText('pears', { exact: true })).toBeVisible();

  // Supply and demand: the new offer is upcoming; the administrator hides it from others.
  await admin.goto(`${companyPath}/supply-and-demand`);
  const visible = admin.getByRole('switch', { name: `${name}: visible to others in supply and demand` });
  await expect(visible).toBeChecked();
  await visible.click();
  await expect(admin.getByText(`“${name}” is now hidden from others.`).last()).toBeVisible();
  await expect(visible).not.toBeChecked();

  // Another company's administrator sees the catalogue read-only, and not the hidden offer in supply and demand.
  const visitor = await signedInPage(browser, 'company.me@market-access.demo');
  await visitor.goto(`${companyPath}/products`);
  await expect(visitor.getByRole('listitem', { name: 'Idared apples, class I' })).toBeVisible();
  await expect(visitor.getByRole('link', { name: 'Add product' })).toHaveCount(0);
  await expect(visitor.getByRole('link', { name: /^Edit / })).toHaveCount(0);
  await expect(visitor.getByRole('listitem', { name })).toHaveCount(0);
  // The visitor opens a product in full; the address names it, so it can be shared.
  await visitor.getByRole('link', { name: 'Idared apples, class I' }).click();
  const detail = visitor.getByRole('dialog');
  await expect(detail.getByText(/calibre 70\+, packed in 13 kg cartons/)).toBeVisible();
  await expect(visitor).toHaveURL(/productId=\d+/);
  await expect(detail.getByRole('link', { name: /^Edit/ })).toHaveCount(0);
  await visitor.keyboard.press('Escape');
  await expect(visitor).not.toHaveURL(/productId=/);
  await visitor.goto(`${companyPath}/supply-and-demand`);
  await expect(visitor.getByText('Idared apples, class I')).toBeVisible();
  await expect(visitor.getByText(name)).toHaveCount(0);
  await expect(visitor.getByRole('switch')).toHaveCount(0);
  // A visitor cannot open the company's product form.
  await visitor.goto(`${companyPath}/products/form`);
  await expect(visitor).toHaveURL(/\/403/);

  // The administrator deletes the product.
  await admin.goto(`${companyPath}/products`);
  await admin.getByRole('button', { name: `Delete ${name}` }).click();
  await admin
    .getByRole('dialog')
    .getByRole('button', { name: /Delete|Confirm/ })
    .click();
  await expect(admin.getByRole('listitem', { name })).toHaveCount(0);
});

test('a company administrator adds a service under one of the company activities', async ({ browser }) => {
  const name = `Cross-docking ${Date.now()}`;
  const admin = await signedInPage(browser, 'company.me@market-access.demo');
  const companyPath = await ownCompanyPath(admin);
  await admin.goto(`${companyPath}/services`);
  await expect(admin.getByRole('listitem', { name: 'Refrigerated warehousing in Bar' })).toBeVisible();
  await admin.getByRole('link', { name: 'Add service' }).click();
  await admin.getByRole('combobox', { name: 'Activity (NACE)' }).click();
  await admin.getByRole('option', { name: /52\.10/ }).click();
  await admin.getByLabel(/^Name/).fill(name);
  await admin.getByRole('button', { name: 'Add service' }).click();
  await expect(admin.getByText('Service added successfully.').or(admin.getByText('Added successfully.')).last()).toBeVisible();
  const card = admin.getByRole('listitem', { name });
  await expect(card).toBeVisible();
  await expect(card.getByText(/52\.10/)).toBeVisible();
});
