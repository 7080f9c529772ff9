/**
 * Keyboard-only journeys: sign-in, registration, a company profile form, the event registration
 * dialog and the phone menu drawer, with Tab, Shift+Tab, Enter, Space, Escape and the arrows only.
 * Every focused control shows its focus (an outline or ring in its computed style), the focus
 * moves through a form in reading order, and dialogs keep the focus until Escape closes them and
 * give it back to the control that opened them.
 */
import { expect, type Page, test } from '@playwright/test';
import { FORUM, signIn, uniqueEmail } from './helpers.ts';
import { expectFocusKeptIn, expectReadingOrder, focusStop, tab, tabTo } from './keyboard/focus.ts';
import { waitForSettledScreen } from './tour/page-checks.ts';

/** Not used by the other journeys, so its profile and registrations are this file's own. */
const COMPANY = 'company.mnc@market-access.demo';

/** Opens a screen and waits for its content, so that the first Tab starts at the top. */
async function open(page: Page, path: string) {
  await page.goto(path);
  await waitForSettledScreen(page);
}

test('sign-in: the form in reading order, the language menu, then Enter signs in', async ({ page }) => {
  await open(page, '/login');
  const email = page.getByLabel(/^E-mail/);
  const stops = await tabTo(page, page.getByRole('link', { name: 'Register' }));
  expect(stops.map((s) => s.name)).toEqual([
    '<a> MARKET ACCESS Chambers of commerce B2B portal',
    '<button> EN – change language',
    '<input> E-mail *',
    '<input> Password *',
    '<input> Remember me',
    '<a> Forgot password?',
    '<button> Log in',
    '<a> Register',
  ]);
  expectReadingOrder(stops);

  // Back to the top: the language menu opens with Enter, the arrows move in it, Escape closes it.
  const language = page.getByTestId('language-switch');
  for (let i = 0; i < stops.length - 2; i++) await tab(page, true);
  await expect(language).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('menu')).toBeVisible();
  // The menu takes the focus a moment after it shows (Mantine's focus trap, on a timer); an arrow
  // pressed before that goes to the button. A person sees the menu and then presses: wait for it.
  await expect(page.getByRole('menu').locator(':focus')).toHaveCount(1);
  await page.keyboard.press('ArrowDown');
  await expect(page.getByRole('menuitem').first()).toBeFocused();
  await page.keyboard.press('Escape');
  await expect(page.getByRole('menu')).toBeHidden();
  await expect(language).toBeFocused();

  await tabTo(page, email);
  await page.keyboard.type(COMPANY);
  await tab(page);
  await page.keyboard.type('Demo#2026');
  await tabTo(page, page.getByRole('button', { name: 'Log in' }));
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/dashboard$/);
});

test('registration: fields in reading order, the country chosen with the arrows, the terms ticked with Space', async ({ page }) => {
  await open(page, '/register');
  const field = (label: RegExp) => page.getByLabel(label);
  await tabTo(page, field(/^First name/));
  const stops = [await focusStop(page)];
  const type = async (label: RegExp, text: string) => {
    stops.push(...(await tabTo(page, field(label))));
    await page.keyboard.type(text);
  };
  await page.keyboard.type('Ana');
  await type(/^Last name/, 'Kovač');
  await type(/^E-mail/, uniqueEmail('keyboard'));
  await type(/^Password/, 'Fresh#Start2026');
  await type(/^Confirm password/, 'Fresh#Start2026');
  await type(/^Company name/, `Kovač Keys ${Date.now()}`);
  stops.push(...(await tabTo(page, page.getByRole('combobox', { name: 'Country' }))));
  await page.keyboard.type('Serbia');
  await expect(page.getByRole('option', { name: 'Serbia', exact: true })).toBeVisible();
  await page.keyboard.press('ArrowDown');
  await page.keyboard.press('Enter');
  await expect(page.getByRole('combobox', { name: 'Country' })).toHaveValue('Serbia');
  await type(/^City/, 'Niš');
  stops.push(...(await tabTo(page, page.getByLabel('I have read and accept the'))));
  await page.keyboard.press('Space');
  await expect(page.getByLabel('I have read and accept the')).toBeChecked();
  stops.push(...(await tabTo(page, page.getByRole('button', { name: 'Register', exact: true }))));
  expectReadingOrder(stops);
  await page.keyboard.press('Enter');
  await expect(page.getByTestId('registration-done')).toBeVisible();
});

test('company profile: the general information form edited and saved from the keyboard', async ({ page }) => {
  await signIn(page, COMPANY);
  await expect(page).toHaveURL(/\/dashboard$/);
  await open(page, '/company/profile');
  const section = page.getByTestId('section-profile');
  await tabTo(page, section.getByTestId('edit-general'));
  await page.keyboard.press('Enter');
  const address = page.getByLabel(/^Address/);
  await expect(address).toBeVisible();
  // The focus stays in the section that opened its form, not back at the top of the page.
  await tab(page);
  expect(await section.evaluate((el) => el.contains(document.activeElement)), 'the focus is in the general information').toBe(true);
  await tabTo(page, page.getByLabel(/^Company name/));
  const stops = [await focusStop(page), ...(await tabTo(page, address))];
  await page.keyboard.press('ControlOrMeta+A');
  await page.keyboard.type(`Skanderbeg Square ${Date.now() % 100}`);
  stops.push(...(await tabTo(page, page.getByRole('button', { name: 'Save' }).first())));
  expectReadingOrder(stops);
  await page.keyboard.press('Enter');
  await expect(page.getByText('Your changes have been saved successfully.').last()).toBeVisible();
});

test('event registration dialog: opened with Enter, keeps the focus, Escape closes it and the focus returns', async ({ page }) => {
  await signIn(page, COMPANY);
  await expect(page).toHaveURL(/\/dashboard$/);
  await open(page, '/event-management/public-events');
  const register = page.getByRole('listitem', { name: FORUM }).getByRole('button', { name: 'Register' });
  await tabTo(page, register, 80);
  await page.keyboard.press('Enter');
  const dialog = page.getByRole('dialog', { name: /in event$/ });
  await expect(dialog).toBeVisible();
  await expect.poll(() => dialog.evaluate((el) => el.contains(document.activeElement))).toBe(true);
  await expectFocusKeptIn(page, dialog);
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect(register).toBeFocused();
});

test.describe('phone, 390 px', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('the menu drawer opens with Enter, keeps the focus, closes with Escape or its close button, and the focus returns', async ({
    page,
  }) => {
    await open(page, '/');
    const button = page.getByTestId('public-menu-button');
    await tabTo(page, button);
    const drawer = page.getByRole('dialog', { name: 'Menu' });
    for (const close of ['Escape', 'close button'] as const) {
      await page.keyboard.press('Enter');
      await expect(drawer).toBeVisible();
      await expect.poll(() => drawer.evaluate((el) => el.contains(document.activeElement))).toBe(true);
      await expectFocusKeptIn(page, drawer);
      if (close === 'Escape') await page.keyboard.press('Escape');
      else {
        await tabTo(page, drawer.getByRole('button', { name: 'Close the menu' }));
        await page.keyboard.press('Enter');
      }
      await expect(drawer).toBeHidden();
      await expect(button).toBeFocused();
    }
  });
});
