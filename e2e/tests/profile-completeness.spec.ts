import { type APIRequestContext, expect, type Page, test } from '@playwright/test';
import { adminToken, DEMO_PASSWORD, lastMailTo, signIn, uniqueEmail } from './helpers.ts';

/** A new company with the B2B module, registered and confirmed through the API, one NACE sector chosen. */
async function registerCompany(request: APIRequestContext) {
  const countries = (await (await request.get('/api/Dropdowns/countries-dropdown/eng')).json()).list as { id: number; alpha2: string }[];
  const serbia = countries.find((c) => c.alpha2 === 'RS')!;
  const nace = (await (await request.post('/api/Dropdowns/search-nace-by-name', { data: { name: 'dairies' } })).json()).list as {
    node: { id: number; childenCount: number };
  }[];
  const sector = nace.find((n) => n.node.childenCount === 0)!.node.id;
  const email = uniqueEmail('profile');
  const res = await request.post('/api/Account/register-with-new-company', {
    data: {
      firstName: 'Jelena',
      lastName: 'Jović',
      email,
      password: DEMO_PASSWORD,
      confirmPassword: DEMO_PASSWORD,
      company: { name: `Mlekara ${Date.now()} d.o.o.`, fkCountryId: serbia.id, moduleIDs: [1], companySectors: [sector] },
      isThisUserContactPerson: true,
    },
  });
  expect(res.ok(), await res.text()).toBe(true);
  const userId = (await res.json()).userId as number;
  const mail = await lastMailTo(request, await adminToken(request), email, 'confirm_email');
  const code = decodeURIComponent(/code=([^\s&]+)/.exec(mail)![1]);
  expect((await request.get(`/api/Account/confirm-email?userId=${userId}&code=${encodeURIComponent(code)}`)).ok()).toBe(true);
  return email;
}

const completeness = async (page: Page) => Number((await page.getByTestId('completeness').innerText()).match(/(\d+)\s*%/)![1]);
const saved = (page: Page) => expect(page.getByText('Your changes have been saved successfully.').last()).toBeVisible();

test('a company administrator fills the profile sections and sees completeness rise and the red marks go', async ({ page, request }) => {
  const email = await registerCompany(request);
  await signIn(page, email);
  // The unverified administrator lands on the profile, with the sections missing required data in red.
  await expect(page).toHaveURL(/\/company\/\d+\/profile/);
  const companyPath = /\/company\/\d+/.exec(page.url())![0];
  await expect(page.getByTestId('completeness')).toBeVisible();
  const menu = page.getByRole('navigation', { name: 'Company sections' });
  await expect(menu.getByRole('link', { name: 'Company data *' })).toBeVisible();
  const start = await completeness(page);

  // General information: address and city complete the profile section.
  await page.getByRole('combobox', { name: 'City' }).fill('Novi Sad');
  await page.getByLabel(/^Address/).fill('Bulevar oslobođenja 10');
  await page.getByRole('button', { name: 'Save' }).first().click();
  await saved(page);
  await expect.poll(() => completeness(page)).toBeGreaterThan(start);
  const afterGeneral = await completeness(page);

  // B2B company data: e-mail, phone and a short profile.
  await page.goto(`${companyPath}/business-to-business/company`);
  await page.getByLabel(/^E-mail/).fill('sales@mlekara.example.com');
  await page.getByLabel(/^Phone/).fill('+381 21 555 010');
  await page.getByLabel(/^CEO/).fill('Jelena Jović');
  await page.locator('.ProseMirror').first().fill('Family dairy from Vojvodina.');
  await page.getByRole('button', { name: 'Save' }).click();
  await saved(page);
  await expect.poll(() => completeness(page)).toBeGreaterThan(afterGeneral);
  const afterB2b = await completeness(page);

  // Promotion links.
  await page.goto(`${companyPath}/business-to-business/promo`);
  await page.getByLabel(/^Product catalogue link/).fill('www.mlekara.example.com/catalogue');
  await page.getByRole('button', { name: 'Save' }).click();
  await saved(page);
  await expect.poll(() => completeness(page)).toBeGreaterThan(afterB2b);

  // The section menu no longer marks the company data as missing.
  await expect(menu.getByRole('link', { name: 'Company data', exact: true })).toBeVisible();
  await expect(menu.getByRole('link', { name: /Company data \*/ })).toHaveCount(0);
});
