import { expect, type Page, test } from '@playwright/test';
import { signIn } from './helpers.ts';

/** Shows the portal in Serbian from the first page on (the language choice this browser remembers). */
const inSerbian = (page: Page) => page.addInitScript(() => localStorage.setItem('market-access.language', 'sr'));

/** The page does not scroll sideways, not even by a pixel. */
async function expectNoSidewaysScroll(page: Page, where: string) {
  const { scrollWidth, clientWidth } = await page.evaluate(() => ({
    scrollWidth: document.documentElement.scrollWidth,
    clientWidth: document.documentElement.clientWidth,
  }));
  expect(scrollWidth, `${where} scrolls sideways`).toBeLessThanOrEqual(clientWidth);
}

test.describe('phone, 390 × 844', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  for (const serbian of [false, true]) {
    test(`landing, login and registration fit, and the menu button opens the menu with Register${serbian ? ' (sr)' : ''}`, async ({
      page,
    }) => {
      if (serbian) await inSerbian(page);
      await page.goto('/');
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      await expect(page.getByTestId('public-feeds')).toBeVisible();
      await expectNoSidewaysScroll(page, 'the landing page');
      // The inline menu and Register give way to the menu button; Log in keeps clear of the edge.
      await expect(page.getByRole('navigation', { name: serbian ? 'Javni meni' : 'Public menu' })).toBeHidden();
      const login = await page.getByTestId('login-button').boundingBox();
      expect(login && login.x + login.width).toBeLessThanOrEqual(390 - 12);

      await page.getByTestId('public-menu-button').click();
      const drawer = page.getByRole('dialog', { name: serbian ? 'Meni' : 'Menu' });
      await expect(drawer).toBeVisible();
      await expect(drawer.getByRole('link', { name: serbian ? 'Pretraga' : 'Search' })).toBeVisible();
      await drawer.getByRole('link', { name: serbian ? 'Registracija' : 'Register' }).click();
      await expect(page).toHaveURL(/\/register$/);
      await expect(drawer).toBeHidden();
      await expect(page.getByRole('form')).toBeVisible();
      await expectNoSidewaysScroll(page, 'the registration');

      await page.goto('/login');
      await expect(
        page
          .getByTestId('login-button')
          .or(page.getByRole('button', { name: serbian ? 'Prijava' : 'Log in' }))
          .first(),
      ).toBeVisible();
      await expectNoSidewaysScroll(page, 'the login page');
    });
  }

  test('the signed-in dashboard fits, with its menu button and an uncut company badge (sr)', async ({ page }) => {
    await signIn(page, 'company.rs@market-access.demo');
    await expect(page).toHaveURL(/\/dashboard/);
    await inSerbian(page);
    await page.reload();
    const badge = page.getByTestId('company-state').locator('.mantine-Badge-label');
    await expect(badge).toHaveText('Verifikovana');
    const cut = await badge.evaluate((el) => el.scrollWidth > el.clientWidth);
    expect(cut, 'the company badge is cut').toBe(false);
    await expectNoSidewaysScroll(page, 'the dashboard');
    await page.getByTestId('menu-toggle').click();
    await expect(page.getByTestId('side-menu').getByRole('link', { name: 'Kontrolna tabla' })).toBeVisible();
  });

  test('public events for a guest fit, and the menu button offers Register', async ({ page }) => {
    await page.goto('/event-management/public');
    await expect(page.getByRole('heading', { name: 'Public events' })).toBeVisible();
    await expectNoSidewaysScroll(page, 'the public events');
    await page.getByRole('button', { name: 'Show or hide the menu' }).click();
    await expect(page.getByTestId('guest-menu-actions').getByRole('link', { name: 'Register' })).toBeVisible();
  });
});

test.describe('desktop, 1440 px', () => {
  test('in Serbian the landing menu stays on one line, and a news card keeps its image area', async ({ page }) => {
    await inSerbian(page);
    await page.goto('/');
    const nav = page.getByRole('navigation', { name: 'Javni meni' });
    await expect(nav).toBeVisible();
    const links = nav.getByRole('link');
    await expect(links).toHaveCount(5);
    const tops = await links.evaluateAll((all) => all.map((a) => Math.round(a.getBoundingClientRect().top)));
    expect(new Set(tops).size, 'the menu wraps onto two lines').toBe(1);
    await expect(page.getByTestId('public-menu-button')).toBeHidden();
    await expectNoSidewaysScroll(page, 'the landing page');

    const card = page.getByTestId('public-feeds').locator('.mantine-Card-root').first();
    const image = card.locator('.mantine-AspectRatio-root');
    const [cardBox, imageBox] = [await card.boundingBox(), await image.boundingBox()];
    expect(imageBox?.width).toBeGreaterThanOrEqual((cardBox?.width ?? 0) - 4);
    expect(imageBox?.height).toBeGreaterThan(150);
  });

  test('in Macedonian, whose menu labels are wider than the bar, the menu opens from the menu button and nothing scrolls sideways', async ({
    page,
  }) => {
    await page.addInitScript(() => localStorage.setItem('market-access.language', 'mk'));
    await page.goto('/');
    // The server rendered the page in English (no language cookie yet): the app renders its own
    // in Macedonian in its place, whose menu button is the one to press.
    const menuButton = page.getByRole('button', { name: 'Прикажи или скриј го менито' });
    await expect(menuButton).toBeVisible();
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(page.getByRole('navigation', { name: 'Јавно мени' })).toBeHidden();
    await expectNoSidewaysScroll(page, 'the landing page in Macedonian');
    await menuButton.click();
    const drawer = page.getByRole('dialog', { name: 'Мени' });
    await expect(drawer.getByRole('link', { name: 'Пребарување' })).toBeVisible();
  });

  test('long HS names in the B2B market form stay inside their fields', async ({ page }) => {
    await signIn(page, 'company.rs@market-access.demo');
    await expect(page).toHaveURL(/\/dashboard/);
    await page.goto('/company/1/business-to-business/market');
    const form = page.getByTestId('b2b-form-market');
    const pills = form.locator('.mantine-Pill-root');
    await expect(pills.filter({ hasText: 'Machines and mechanical appliances' })).toBeVisible();
    const outside = await form.evaluate((card) => {
      const bounds = card.getBoundingClientRect();
      return [...card.querySelectorAll('.mantine-Pill-root')]
        .filter((pill) => {
          const field = pill.closest('[role="group"]')?.getBoundingClientRect() ?? bounds;
          const box = pill.getBoundingClientRect();
          return box.right > field.right + 0.5 || box.right > bounds.right + 0.5 || pill.scrollWidth > pill.clientWidth + 1;
        })
        .map((pill) => pill.textContent);
    });
    expect(outside).toEqual([]);
    await expectNoSidewaysScroll(page, 'the B2B market form');
  });
});
