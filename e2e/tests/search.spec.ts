import { expect, type Page, test } from '@playwright/test';
import { signIn } from './helpers.ts';

const SHOTS = '/tmp/search-shots';
const PHONE = { width: 390, height: 844 };

/** The screen at desktop and phone widths, for a person to look at; the phone must not scroll sideways. */
async function shoot(page: Page, name: string) {
  await page.screenshot({ path: `${SHOTS}/${name}-1440.png`, fullPage: true });
  const desktop = page.viewportSize();
  await page.setViewportSize(PHONE);
  await expect.poll(() => page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(PHONE.width);
  await page.screenshot({ path: `${SHOTS}/${name}-390.png`, fullPage: true });
  if (desktop) await page.setViewportSize(desktop);
}

const searchWords = (page: Page) => page.getByRole('searchbox', { name: 'Search words' });

test('a guest finds a misspelt product on /explore and opens it', async ({ page }) => {
  await page.goto('/explore');
  await expect(page.getByRole('heading', { name: 'Search', level: 1 })).toBeVisible();
  await searchWords(page).fill('rasberries');
  await expect(page).toHaveURL(/searchText=rasberries/);
  const products = page.getByTestId('section-product');
  await expect(products.getByTestId('corrected-query')).toContainText('Showing results for');
  await expect(products.getByTestId('corrected-query')).toContainText('raspberries');
  await shoot(page, 'explore');
  await products.getByRole('link', { name: 'Frozen raspberries Willamette' }).click();
  await expect(page).toHaveURL(/productId=\d+/);
  const detail = page.getByRole('dialog', { name: 'Frozen raspberries Willamette' });
  await expect(detail.getByTestId('item-detail')).toBeVisible();
  await shoot(page, 'explore-detail');
  await detail.getByRole('button', { name: 'Close' }).click();
  await expect(page).not.toHaveURL(/productId=/);
  await expect(searchWords(page)).toHaveValue('rasberries');
});

test('a guest types a product word in Cyrillic and finds its Latin listing, and a Serbian classification word finds English ones', async ({
  page,
}) => {
  await page.goto('/explore');
  await searchWords(page).fill('ајвар');
  await expect(page).toHaveURL(/searchText=\S+/);
  const products = page.getByTestId('section-product');
  // Before the words' answer, the newest products show (the Ajvar among them): wait for it.
  await expect(products).not.toHaveAttribute('aria-busy', 'true');
  const ajvar = products.getByRole('link', { name: 'Ajvar od pečenih paprika' });
  await expect(ajvar).toBeVisible();
  // The word typed in Cyrillic is marked in the name as written, in Latin.
  await expect(ajvar.locator('mark')).toHaveText('Ajvar');
  await shoot(page, 'explore-cyrillic');
  // "Fruit" in Serbian Cyrillic: the apples are named and described in English, under HS chapter 08,
  // whose Serbian name (Jestivo voće ...) the search documents carry.
  await searchWords(page).fill('воће');
  await expect(page).toHaveURL(/searchText=%D0%B2/);
  await expect(products).not.toHaveAttribute('aria-busy', 'true');
  await expect(products.getByRole('link', { name: 'Idared apples, class I' })).toBeVisible();
  await expect(products.getByRole('link', { name: 'Frozen raspberries Willamette' })).toBeVisible();
  await products.getByRole('link', { name: 'Idared apples, class I' }).click();
  await expect(page.getByRole('dialog', { name: 'Idared apples, class I' }).getByTestId('item-detail')).toBeVisible();
});

test('a company user filters the B2B directory by a NACE section and a country and opens a company', async ({ page }) => {
  await signIn(page, 'company.mk@market-access.demo');
  await expect(page).toHaveURL(/\/dashboard/);
  await page.goto('/business-to-business');
  await expect(page.getByTestId('section-company').getByRole('listitem').first()).toBeVisible();

  await page.getByRole('group', { name: 'Sector (NACE)' }).getByRole('button', { name: 'Choose' }).click();
  const dialog = page.getByRole('dialog', { name: 'Choose a sector' });
  await dialog
    .getByRole('treeitem', { name: /^C\b.*manufactur/i })
    .first()
    .click();
  await dialog.getByRole('button', { name: 'Done' }).click();
  await expect(page).toHaveURL(/categoryId=\d+/);

  await page.getByRole('combobox', { name: 'Country' }).fill('serb');
  await page.getByRole('option', { name: /Serbia/ }).click();
  await expect(page).toHaveURL(/countryId=\d+/);

  const companies = page.getByTestId('section-company');
  await expect(companies.getByRole('link', { name: 'Dunav Foods d.o.o.', exact: true })).toBeVisible();
  await expect(companies.getByRole('link', { name: 'Tirana Textiles sh.p.k.', exact: true })).toHaveCount(0);
  await shoot(page, 'b2b');
  await companies.getByRole('link', { name: 'Dunav Foods d.o.o.', exact: true }).click();
  await expect(page).toHaveURL(/\/company\/\d+\/profile$/);

  // Back on the directory before a new search, what was opened is one click away.
  await page.goto('/business-to-business');
  const latest = page.getByTestId('latest-searches');
  await expect(latest.getByRole('link', { name: 'Dunav Foods d.o.o.' })).toBeVisible();
  await searchWords(page).fill('raspberries');
  await expect(latest).toHaveCount(0);
  await page.getByRole('combobox', { name: 'Search in' }).click();
  await page.getByRole('option', { name: 'Products' }).click();
  await page.getByTestId('section-product').getByRole('link', { name: 'Frozen raspberries Willamette' }).click();
  await expect(page.getByTestId('item-detail')).toBeVisible();
  await page.getByRole('button', { name: 'Close' }).click();
  await expect(page.getByRole('dialog')).toHaveCount(0);
  await page.getByRole('button', { name: 'Clear the search words' }).click();
  await expect(page).not.toHaveURL(/searchText=/);
  await expect(latest.getByRole('link', { name: 'Frozen raspberries Willamette' })).toBeVisible();
  await expect(latest.getByRole('link', { name: 'Dunav Foods d.o.o.' })).toBeVisible();
  await shoot(page, 'b2b-latest');
});

test('the supply/demand toggle changes the results and a shared search restores them', async ({ page, context }) => {
  await page.goto('/supply-and-demand');
  const products = page.getByTestId('section-product');
  await expect(products.getByRole('link', { name: 'Frozen raspberries Willamette' })).toBeVisible();
  await expect(products.getByRole('link', { name: 'Apples for regional distribution' })).toHaveCount(0);
  await shoot(page, 'supply-and-demand');

  await page.getByText('Demand', { exact: true }).click();
  await expect(page).toHaveURL(/snd=demand/);
  await expect(products.getByRole('link', { name: 'Apples for regional distribution' })).toBeVisible();
  await expect(products.getByRole('link', { name: 'Frozen raspberries Willamette' })).toHaveCount(0);

  await searchWords(page).fill('apples');
  await expect(page).toHaveURL(/searchText=apples/);

  // The shared address, opened fresh, shows the search's own results (no earlier list to keep
  // while loading); the first page comes to the same list once the typed words' answer is in.
  const shared = await context.newPage();
  await shared.goto(page.url());
  await expect(searchWords(shared)).toHaveValue('apples');
  await expect(shared.getByRole('radio', { name: 'Demand' })).toBeChecked();
  const sharedProducts = shared.getByTestId('section-product');
  await expect(sharedProducts.getByRole('link', { name: 'Apples for regional distribution' })).toBeVisible();
  const names = await sharedProducts.getByRole('listitem').getByRole('link').allTextContents();
  expect(names.length).toBeGreaterThan(0);
  await expect(products.getByRole('listitem').getByRole('link')).toHaveText(names);
});

test('the public directory and the supply chain search look right', async ({ page }) => {
  await page.goto('/business-to-business/public');
  await expect(page.getByTestId('section-company').getByRole('listitem').first()).toBeVisible();
  await shoot(page, 'b2b-public');
  await page.goto('/supply-chain/public');
  await expect(page.getByTestId('section-company').getByRole('listitem').first()).toBeVisible();
  await shoot(page, 'supply-chain');
  // Only the six Western Balkan economies: the German company's offer steps aside.
  await page.goto('/explore?searchType=products&searchText=machinery');
  const products = page.getByTestId('section-product');
  await expect(products.getByRole('link', { name: 'Fruit processing machinery' })).toBeVisible();
  await page.getByRole('switch', { name: 'Western Balkans (WB6) only' }).click();
  await expect(page).toHaveURL(/treeModelIsWb6=true/);
  await expect(products).not.toHaveAttribute('aria-busy', 'true');
  await expect(products.getByRole('link', { name: 'Fruit processing machinery' })).toHaveCount(0);
  await page.goto('/explore?searchText=zzqqxx');
  await expect(page.getByTestId('search-empty')).toBeVisible();
  await shoot(page, 'explore-empty');
});
