import { type APIRequestContext, expect, type Page, type TestInfo, test } from '@playwright/test';
import { ADMIN_EMAIL, companyId, DEMO_PASSWORD, signIn, tokenOf, uniqueEmail } from './helpers.ts';
import { shots } from './journeys.ts';

/** Screenshots in both languages at both widths (with their checks), when ADMIN_CENTER_SHOTS names a folder. */
const lookAt = (page: Page, testInfo: TestInfo, name: string) =>
  process.env.ADMIN_CENTER_SHOTS ? shots(page, testInfo, name, { dir: process.env.ADMIN_CENTER_SHOTS }) : Promise.resolve();

const CHAMBER_RS = 'chamber.rs@market-access.demo';

const bearer = async (request: APIRequestContext, email: string) => ({ authorization: `Bearer ${await tokenOf(request, email)}` });

/**
 * A new company of a country (Serbia unless told) registered through the API (unverified,
 * awaiting its chamber); answers its name, id and the e-mail of its administrator.
 */
async function registerCompany(request: APIRequestContext, alpha2 = 'RS') {
  const countries = (await (await request.get('/api/Dropdowns/countries-dropdown/eng')).json()).list as { id: number; alpha2: string }[];
  const country = countries.find((c) => c.alpha2 === alpha2)!;
  const name = `Admin Centar ${alpha2} ${Date.now()} d.o.o.`;
  const email = uniqueEmail(`admin-center-${alpha2.toLowerCase()}`);
  const res = await request.post('/api/Account/register-with-new-company', {
    data: {
      firstName: 'Milica',
      lastName: 'Petrović',
      email,
      password: DEMO_PASSWORD,
      confirmPassword: DEMO_PASSWORD,
      company: { name, fkCountryId: country.id, moduleIDs: [1] },
      isThisUserContactPerson: true,
    },
  });
  expect(res.ok(), await res.text()).toBe(true);
  return { name, email, id: await companyId(request, name, false) };
}

const counterValue = async (page: Page, key: string) => Number(await page.getByTestId(`counter-${key}-value`).innerText());

test("a chamber administrator sees their chamber's counters and follows the new requests to the company list", async ({
  page,
  request,
}, testInfo) => {
  const company = await registerCompany(request);
  const headers = await bearer(request, CHAMBER_RS);
  const before = (await (await request.get('/api/AdminCentar', { headers })).json()) as Record<string, number>;
  expect(before.newCompanyRequests).toBeGreaterThan(0);

  await signIn(page, CHAMBER_RS);
  await expect(page).toHaveURL(/\/dashboard$/);
  await page.goto('/admin-center');
  await expect(page.getByRole('heading', { level: 1, name: 'Admin center' })).toBeVisible();
  await expect(page.getByTestId('counter-newCompanyRequests-value')).toBeVisible();
  const after = (await (await request.get('/api/AdminCentar', { headers })).json()) as Record<string, number>;
  // Other journeys may register meanwhile: the card shows the figure of one of the two moments.
  for (const key of ['newCompanyRequests', 'approvedCompanies', 'approvedUsers', 'totalNomberOfUsers']) {
    expect([before[key], after[key]]).toContain(await counterValue(page, key));
  }
  await expect(page.getByTestId('messages-summary')).toContainText('Unread');
  await lookAt(page, testInfo, 'admin-center-home');

  await page.getByTestId('counter-newCompanyRequests').click();
  await expect(page).toHaveURL(/\/admin-center\/company-administration\?tab=unverified$/);
  await page.getByRole('searchbox', { name: 'Search companies' }).fill(company.name);
  await expect(page.getByTestId(`company-row-${company.id}`)).toContainText(company.name);
});

test('the platform administrator finds an action just done in the action log and opens its details', async ({
  page,
  request,
}, testInfo) => {
  const company = await registerCompany(request);
  const headers = await bearer(request, ADMIN_EMAIL);
  const verified = await request.post(`/api/Company/verify-company-by-admin/${company.id}`, { headers });
  expect(verified.ok(), await verified.text()).toBe(true);

  await signIn(page, ADMIN_EMAIL);
  await expect(page).toHaveURL(/\/dashboard$/);
  await page.goto('/admin-center');
  await page.getByRole('link', { name: 'Logs' }).first().click();
  await expect(page).toHaveURL(/\/admin-center\/logs/);
  await expect(page.getByTestId('log-tab-action')).toHaveAttribute('aria-selected', 'true');

  // Actions are chosen and shown by their names, not their codes.
  await page.getByRole('combobox', { name: 'Action' }).fill('Verified a comp');
  await page.getByRole('option', { name: 'Verified a company', exact: true }).click();
  await expect(page).toHaveURL(/kind=verify_company/);
  await page.getByLabel('Search actions, entities, details, e-mail').fill(String(company.id));
  // The typed text reaches the address after the search delay; the row may show before it does
  // (the action filter alone can find it), and a later write of the text would land on the person
  // chosen below.
  await expect(page).toHaveURL(new RegExp(`[?&]q=${company.id}(&|$)`));
  const row = page.getByTestId('log-row').filter({ has: page.getByRole('cell', { name: `Company #${company.id}`, exact: true }) });
  await expect(row).toHaveCount(1);
  await expect(row).toContainText('Verified a company');
  await expect(row).not.toContainText('verify_company');
  await row.getByRole('button').click();

  const drawer = page.getByRole('dialog');
  await expect(drawer.getByTestId('log-details')).toContainText(ADMIN_EMAIL);
  await expect(drawer.getByRole('row', { name: /Entity id/ })).toContainText(String(company.id));
  await drawer.getByRole('button', { name: "Show this person's entries" }).click();
  await expect(page.getByTestId('log-person')).toBeVisible();
  await expect(page).toHaveURL(/user=\d+/);
  await lookAt(page, testInfo, 'admin-logs');
});

test("a chamber administrator opens the logs and finds their chamber's entries and mails, not another chamber's", async ({
  page,
  request,
}, testInfo) => {
  const serbian = await registerCompany(request);
  const montenegrin = await registerCompany(request, 'ME');

  await signIn(page, CHAMBER_RS);
  await expect(page).toHaveURL(/\/dashboard$/);
  await page.goto('/admin-center');
  await page.getByRole('link', { name: 'Logs' }).first().click();
  await expect(page).toHaveURL(/\/admin-center\/logs/);
  await expect(page.getByText('Entries by or about the people and companies of your chamber')).toBeVisible();

  // The registration of a company of their country is theirs; that of another country is not.
  const companyCell = (id: number) => page.getByRole('cell', { name: `Company #${id}`, exact: true });
  const searchText = page.getByLabel('Search actions, entities, details, e-mail');
  await searchText.fill(String(serbian.id));
  const row = page.getByTestId('log-row').filter({ has: companyCell(serbian.id) });
  await expect(row).toContainText('Registered with a new company');
  await lookAt(page, testInfo, 'admin-logs-chamber');
  const answered = (text: string) =>
    page.waitForResponse((r) => r.url().includes('/api/AdminCentar/search-') && (r.request().postData() ?? '').includes(text));
  let answer = answered(String(montenegrin.id));
  await searchText.fill(String(montenegrin.id));
  expect((await answer).ok()).toBe(true);
  await expect(companyCell(montenegrin.id)).toHaveCount(0);

  // The mail outbox: the confirmation mail to the Serbian administrator, none to the Montenegrin one.
  await page.getByTestId('log-tab-mail').click();
  const mailSearch = page.getByLabel('Search recipient, subject, template');
  await mailSearch.fill(serbian.email);
  await expect(page.getByTestId('log-row')).toHaveCount(1);
  await expect(page.getByTestId('log-row')).toContainText('E-mail confirmation');
  await lookAt(page, testInfo, 'admin-logs-chamber-mail');
  await page.getByTestId('log-row').getByRole('button').click();
  const drawer = page.getByRole('dialog');
  await expect(drawer.getByRole('row', { name: /Template/ })).toContainText('E-mail confirmation');
  await expect(drawer.getByTestId('log-field-textBody')).toContainText('mailVerification?userId=');
  await drawer.getByRole('button', { name: 'Close the details' }).click();
  answer = answered(montenegrin.email);
  await mailSearch.fill(montenegrin.email);
  expect((await answer).ok()).toBe(true);
  await expect(page.getByTestId('logs-empty')).toBeVisible();

  // The platform administrator's view of the same outbox holds the Montenegrin mail.
  const all = await request.post('/api/AdminCentar/search-mail-outbox', {
    headers: await bearer(request, ADMIN_EMAIL),
    data: { text: montenegrin.email },
  });
  expect((await all.json()).totalCount).toBe(1);
});
