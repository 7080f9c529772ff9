import { expect, type Page, test } from '@playwright/test';
import { ADMIN_EMAIL, sideMenu, signIn } from './helpers.ts';
import { shots } from './journeys.ts';

// Each journey takes screenshots in two languages at two widths.
test.describe.configure({ timeout: 120_000 });

/** Opens a tab of the codes administration and waits for its own list. */
async function openTab(page: Page, tab: string, testId: string) {
  await page.getByRole('tab', { name: tab }).click();
  await expect(page.getByRole('tab', { name: tab })).toHaveAttribute('aria-selected', 'true');
  await expect(page.getByTestId(testId)).toBeVisible();
}

const SCREEN = '/admin-center/codes-administration';
/** The demo company, whose general information the platform administrator may edit. */
const COMPANY_FORM = '/company/1/profile?edit=1';

test('the platform administrator adds a title with its Serbian name and finds it in the company form in both languages', async ({
  page,
}, testInfo) => {
  const stamp = Date.now().toString(36);
  const english = `Dr. sc. ${stamp}`;
  const serbian = `Dr nauka ${stamp}`;
  await signIn(page, ADMIN_EMAIL);
  await expect(page).toHaveURL(/\/dashboard$/);

  // The company form first, so its title choices are already loaded when the entry is added.
  await page.goto(COMPANY_FORM);
  await page.getByRole('combobox', { name: 'Title', exact: true }).click();
  await expect(page.getByRole('option', { name: 'Prof.' })).toBeVisible();
  await expect(page.getByRole('option', { name: english })).toHaveCount(0);
  await page.keyboard.press('Escape');

  // In the app (no reload), to the codes administration's titles.
  const menu = page.getByRole('navigation', { name: 'Main menu' });
  await menu.getByRole('button', { name: 'Admin center' }).click();
  await menu.getByRole('link', { name: 'Codes administration' }).click();
  await expect(page.getByRole('heading', { name: 'Codes administration', level: 1 })).toBeVisible();
  await page.getByRole('combobox', { name: 'Code list' }).click();
  await page.getByRole('option', { name: 'Prefixes' }).click();
  await expect(page.getByTestId('code-row-4')).toBeVisible();

  // A taken code: taken_code and the next free one, which the administrator takes.
  await page.getByTestId('add-code').click();
  const dialog = page.getByRole('dialog', { name: 'New entry: Prefixes' });
  await dialog.getByRole('textbox', { name: 'Code' }).fill('4');
  await dialog.getByRole('textbox', { name: 'Name (English)' }).fill(english);
  await dialog.getByRole('textbox', { name: 'Name (Srpski)' }).fill(serbian);
  await dialog.getByRole('button', { name: 'Add', exact: true }).click();
  await expect(dialog.getByText('This code is already taken.')).toBeVisible();
  const hint = dialog.getByTestId('next-code-hint');
  await expect(hint).toContainText('The next free code is');
  const next = (await hint.getByRole('button').textContent())?.replace('Use ', '') ?? '';
  expect(Number(next)).toBeGreaterThan(5);
  await hint.getByRole('button').click();
  await expect(dialog.getByRole('textbox', { name: 'Code' })).toHaveValue(next);
  await dialog.getByRole('button', { name: 'Add', exact: true }).click();
  await expect(dialog).toBeHidden();
  await page.getByRole('searchbox', { name: 'Search entries' }).fill(stamp);
  await expect(page.getByTestId(`code-row-${next}`)).toContainText(serbian);

  // Back in the company form (browser back, no reload): the new title is offered at once.
  // (The list's module and search are steps of the history too.)
  for (let step = 0; step < 4 && !/\/company\/1\/profile/.test(page.url()); step++) await page.goBack();
  await expect(page).toHaveURL(/\/company\/1\/profile/);
  await page.getByRole('combobox', { name: 'Title', exact: true }).click();
  await expect(page.getByRole('option', { name: english })).toBeVisible();
  await page.keyboard.press('Escape');

  // And in Serbian.
  await page.evaluate(() => localStorage.setItem('market-access.language', 'sr'));
  await page.reload();
  await page.getByRole('combobox', { name: 'Titula', exact: true }).click();
  await expect(page.getByRole('option', { name: serbian })).toBeVisible();
  await page.keyboard.press('Escape');
  await page.evaluate(() => localStorage.setItem('market-access.language', 'eng'));

  // A chamber that people belong to cannot be deleted; the new title can.
  await page.goto(`${SCREEN}?module=Chambers&q=Serbia`);
  await page.getByRole('button', { name: 'Delete Chamber of Commerce and Industry of Serbia' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Delete' }).click();
  await expect(page.getByText('Records still use this entry')).toBeVisible();

  await page.goto(`${SCREEN}?module=Prefixes&q=${stamp}`);
  await shots(page, testInfo, 'codes-admin', { ready: (p) => expect(p.getByTestId(`code-row-${next}`)).toBeVisible() });
  await page.getByRole('button', { name: `Delete ${english}` }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Delete' }).click();
  await expect(page.getByTestId('codes-empty')).toBeVisible();
});

test('a chamber administrator adds a city with its Serbian name and finds it in the company form in both languages', async ({
  page,
}, testInfo) => {
  const stamp = Date.now().toString(36);
  const english = `Old Town ${stamp}`;
  const serbian = `Stari Grad ${stamp}`;
  await signIn(page, 'chamber.rs@market-access.demo');
  await expect(page).toHaveURL(/\/dashboard$/);

  // From the menu: the codes administration opens on the cities of the chamber's country, its only tab.
  await sideMenu(page).getByRole('button', { name: 'Admin center' }).click();
  // The section opens with an animation: a click during it may miss, so it is tried again.
  await expect(async () => {
    await sideMenu(page).getByRole('link', { name: 'Codes administration' }).click();
    await expect(page.getByRole('heading', { name: 'Codes administration', level: 1 })).toBeVisible({ timeout: 3000 });
  }).toPass();
  await expect(page.getByRole('tab')).toHaveText(['Cities']);
  await expect(page.getByTestId('cities-administration').getByRole('listitem').first()).toContainText('Serbia');

  // A city in use cannot be deleted: the demo company is in Novi Sad.
  await page.getByRole('searchbox', { name: 'Search entries' }).fill('novi sad');
  await page.getByRole('button', { name: 'Delete Novi Sad' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Delete' }).click();
  await expect(page.getByText('Companies are in this city: it cannot be deleted.')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Delete Novi Sad' })).toBeVisible();

  // Adding: the country is the chamber's; a name another city has is refused on its field.
  await page.getByTestId('add-city').click();
  const dialog = page.getByRole('dialog', { name: 'New city' });
  await expect(dialog.getByRole('combobox', { name: 'Country' })).toHaveValue('Serbia');
  await expect(dialog.getByRole('combobox', { name: 'Country' })).toBeDisabled();
  await dialog.getByRole('textbox', { name: 'Name (English)' }).fill('Belgrade');
  await dialog.getByRole('button', { name: 'Add', exact: true }).click();
  await expect(dialog.getByText('Another city of this country already has this name.')).toBeVisible();
  await dialog.getByRole('textbox', { name: 'Name (English)' }).fill(english);
  await dialog.getByRole('textbox', { name: 'Name (Serbian)' }).fill(serbian);
  await dialog.getByRole('button', { name: 'Add', exact: true }).click();
  await expect(dialog).toBeHidden();
  await page.getByRole('searchbox', { name: 'Search entries' }).fill(stamp);
  const row = page.getByRole('listitem', { name: english });
  await expect(row).toContainText(serbian);
  await expect(row).toContainText('0 companies');
  await shots(page, testInfo, 'codes-admin-cities', { ready: (p) => expect(p.getByRole('listitem', { name: english })).toBeVisible() });

  // The company form of a company of the chamber's country offers it at once, by either name.
  await page.goto(COMPANY_FORM);
  const city = page.getByRole('combobox', { name: 'City', exact: true });
  await city.fill(stamp);
  await expect(page.getByRole('option', { name: english })).toBeVisible();
  await page.keyboard.press('Escape');

  // And in Serbian, by its Serbian name.
  await page.evaluate(() => localStorage.setItem('market-access.language', 'sr'));
  await page.reload();
  const grad = page.getByRole('combobox', { name: 'Grad', exact: true });
  await grad.fill(`stari grad ${stamp}`);
  await expect(page.getByRole('option', { name: serbian })).toBeVisible();
  await page.keyboard.press('Escape');
  await page.evaluate(() => localStorage.setItem('market-access.language', 'eng'));

  // Unused, it can be deleted.
  await page.goto(`${SCREEN}?q=${stamp}`);
  await page.getByRole('button', { name: `Delete ${english}` }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Delete' }).click();
  await expect(page.getByTestId('codes-empty')).toBeVisible();
});

test('the platform administrator renames a classification in Serbian and a country, and keeps the languages', async ({
  page,
}, testInfo) => {
  await signIn(page, ADMIN_EMAIL);
  await expect(page).toHaveURL(/\/dashboard$/);
  await page.goto(SCREEN);
  await expect(page.getByRole('tab')).toHaveText(['Dropdown lists', 'Classifications', 'Countries', 'Cities', 'Languages']);

  // NACE names: the code stays, each language's name is edited side by side.
  await openTab(page, 'Classifications', 'classifications-administration');
  await page.getByRole('searchbox', { name: 'Search entries' }).fill('01.11');
  const entry = page.getByTestId('code-row-01.11');
  await expect(entry).toBeVisible();
  await entry.getByRole('button', { name: /^Edit / }).click();
  const names = page.getByRole('dialog', { name: 'Names of 01.11' });
  await expect(names.getByRole('textbox', { name: 'Code' })).toBeDisabled();
  const serbianName = `Gajenje žitarica ${Date.now().toString(36)}`;
  await names.getByRole('textbox', { name: 'Name (Srpski)' }).fill(serbianName);
  await names.getByRole('button', { name: 'Save' }).click();
  await expect(names).toBeHidden();
  await expect(entry).toContainText(serbianName);
  await shots(page, testInfo, 'codes-admin-classifications', { ready: (p) => expect(p.getByTestId('code-row-01.11')).toBeVisible() });

  // Countries are renamed, never added: no add button, the ISO codes shown.
  await openTab(page, 'Countries', 'countries-administration');
  await expect(page.getByTestId('add-city')).toHaveCount(0);
  await page.getByRole('searchbox', { name: 'Search entries' }).fill('MNE');
  await expect(page.getByTestId('country-row-ME')).toContainText('Crna Gora');
  await shots(page, testInfo, 'codes-admin-countries', { ready: (p) => expect(p.getByTestId('country-row-ME')).toBeVisible() });

  // English, the default language, cannot be deleted.
  await openTab(page, 'Languages', 'languages-administration');
  await expect(page.getByTestId('language-row-eng')).toContainText('Default language');
  await expect(page.getByRole('button', { name: 'Delete English' })).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Delete Srpski' })).toBeVisible();
  await shots(page, testInfo, 'codes-admin-languages', { ready: (p) => expect(p.getByTestId('language-row-eng')).toBeVisible() });
});
