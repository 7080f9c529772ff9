import { type APIRequestContext, expect, test } from '@playwright/test';
import { ADMIN_EMAIL, acceptDocuments, adminToken, DEMO_PASSWORD, lastMailTo, signIn, uniqueEmail } from './helpers.ts';
import { shots, signedIn } from './journeys.ts';
import { pdfText, pixelShares } from './pdf-checks.ts';

/** A new company of a country (registered through the API, its administrator's e-mail confirmed), unverified. */
async function newCompany(request: APIRequestContext, alpha2: string, label: string) {
  const countries = (await (await request.get('/api/Dropdowns/countries-dropdown/eng')).json()).list as { id: number; alpha2: string }[];
  const email = uniqueEmail(`useradmin.${alpha2.toLowerCase()}`);
  const lastName = `${label}${Date.now()}`;
  const name = `${label} ${Date.now()} LLC`;
  const res = await request.post('/api/Account/register-with-new-company', {
    data: {
      firstName: 'Arta',
      lastName,
      email,
      password: DEMO_PASSWORD,
      confirmPassword: DEMO_PASSWORD,
      company: { name, fkCountryId: countries.find((c) => c.alpha2 === alpha2)!.id, moduleIDs: [1] },
      isThisUserContactPerson: true,
    },
  });
  expect(res.ok(), await res.text()).toBe(true);
  const userId = (await res.json()).userId as number;
  const mail = await lastMailTo(request, await adminToken(request), email, 'confirm_email');
  const code = decodeURIComponent(/code=([^\s&]+)/.exec(mail)![1]);
  expect((await request.get(`/api/Account/confirm-email?userId=${userId}&code=${encodeURIComponent(code)}`)).ok()).toBe(true);
  const token = await bearerOf(request, email, DEMO_PASSWORD);
  const me = await (await request.get('/api/account/get-current-user', { headers: token })).json();
  return { userId, email, lastName, name, companyId: me.fkCompanyId as number };
}

async function bearerOf(request: APIRequestContext, email: string, password: string) {
  const res = await request.post('/api/account/authenticate', { data: { email, password } });
  expect(res.ok(), await res.text()).toBe(true);
  return { authorization: `Bearer ${(await res.json()).data.jwToken}` };
}

test('the platform administrator creates a chamber administrator for Kosovo, who signs in and verifies only their country', async ({
  browser,
  request,
}, testInfo) => {
  // A long journey that makes several PDFs, on a shared two-core machine.
  test.slow();
  const kosovo = await newCompany(request, 'XK', 'Prishtina');
  const serbia = await newCompany(request, 'RS', 'Nis');
  const admin = { authorization: `Bearer ${await adminToken(request)}` };
  // The Kosovo company's administrator starts unverified, so the chamber has someone to verify.
  expect((await request.post(`/api/Account/unverify-user-by-admin/${kosovo.userId}`, { headers: admin })).ok()).toBe(true);

  // The platform administrator creates the chamber administrator on the form.
  const adminPage = await signedIn(browser, ADMIN_EMAIL);
  await adminPage.goto('/admin-center/user-administration');
  await adminPage.getByTestId('add-chamber-admin').click();
  await expect(adminPage).toHaveURL(/\/admin-center\/user-administration\/form$/);
  const email = uniqueEmail('chamber.xk');
  await adminPage.getByLabel(/^First name/).fill('Besa');
  await adminPage.getByLabel(/^Last name/).fill('Krasniqi');
  await adminPage.getByLabel(/^E-mail/).fill(email);
  await adminPage.getByTestId('chamber-select').click();
  await adminPage.getByRole('option', { name: 'Kosovo Chamber of Commerce' }).click();
  await adminPage.getByRole('button', { name: 'Create and send the invitation' }).click();
  await expect(adminPage).toHaveURL(/\/admin-center\/user-administration\/form\/\d+$/);
  await expect(adminPage.getByRole('heading', { level: 1, name: 'Besa Krasniqi' })).toBeVisible();
  await expect(adminPage.getByTestId('user-details')).toContainText('Kosovo Chamber of Commerce');
  await shots(adminPage, testInfo, 'user-details', {
    dir: process.env.USER_ADMIN_SHOTS,
    ready: (p) => expect(p.getByTestId('user-details')).toBeVisible(),
  });

  // Their details as a PDF (api/Reports/user-details): a preview, then the file under its name, read back.
  await adminPage.getByTestId('export-user-details').click();
  await expect(adminPage.getByTestId('user-pdf-preview')).toBeVisible({ timeout: 20_000 });
  await expect
    .poll(
      async () => {
        const shares = await pixelShares(adminPage, 'user-pdf-preview');
        return shares.white > 0.2 && shares.dark > 0.1;
      },
      { timeout: 15_000 },
    )
    .toBe(true);
  const shotDir = process.env.USER_ADMIN_SHOTS;
  await adminPage.screenshot({ path: shotDir ? `${shotDir}/user-details-pdf.png` : testInfo.outputPath('user-details-pdf.png') });
  const [pdf] = await Promise.all([adminPage.waitForEvent('download'), adminPage.getByTestId('user-pdf-download').click()]);
  expect(pdf.suggestedFilename()).toBe('User details.pdf');
  const details = await pdfText(Buffer.concat(await (await pdf.createReadStream()).toArray()));
  for (const text of ['User details', 'Besa Krasniqi', email, 'Kosovo Chamber of Commerce']) expect(details).toContain(text);
  await adminPage.keyboard.press('Escape');
  await expect(adminPage.getByTestId('user-pdf-preview')).toHaveCount(0);

  // The invitation mail, read back from the outbox, carries the temporary password: first login.
  const mail = await lastMailTo(request, await adminToken(request), email, 'employee_invitation');
  const temporary = /temporary password (\S+?);/.exec(mail)?.[1];
  expect(temporary, mail).toBeTruthy();
  const page = await (await browser.newContext()).newPage();
  await signIn(page, email, temporary!);
  await expect(page).toHaveURL(/\/first-login$/);
  await page.getByLabel(/^New password/).fill('Kosovo#Chamber2026');
  await page.getByLabel(/^Confirm password/).fill('Kosovo#Chamber2026');
  await page.getByRole('button', { name: 'Save and continue' }).click();
  await acceptDocuments(page);
  await expect(page).toHaveURL(/\/dashboard$/);

  // The new chamber administrator finds the unverified person of a Kosovo company and verifies them.
  await page.goto(`/admin-center/user-administration?verified=false&q=${kosovo.lastName}`);
  const row = page.getByTestId(`user-row-${kosovo.userId}`);
  await expect(row).toContainText(kosovo.name);
  await row.getByTestId('user-actions').click();
  await page.getByTestId('action-verify').click();
  const dialog = page.getByRole('dialog', { name: 'Verify the user' });
  await expect(dialog).toContainText(kosovo.email);
  await dialog.getByRole('button', { name: 'Verify' }).click();
  await expect(page.getByText(`Arta ${kosovo.lastName} is verified.`)).toBeVisible();
  await expect(row).toHaveCount(0);

  // ... and verifies the Kosovo company; a Serbian company and its person are not theirs.
  await page.goto(`/admin-center/company-administration?q=${encodeURIComponent(kosovo.name)}`);
  const companyRow = page.getByTestId(`company-row-${kosovo.companyId}`);
  await companyRow.getByRole('button', { name: 'Verify' }).click();
  await page.getByRole('dialog', { name: 'Verify the company' }).getByRole('button', { name: 'Verify' }).click();
  await expect(page.getByText(`${kosovo.name} is verified.`)).toBeVisible();
  await page.goto(`/admin-center/user-administration?q=${serbia.lastName}`);
  await expect(page.getByTestId('users-empty')).toBeVisible();
  const chamber = await bearerOf(request, email, 'Kosovo#Chamber2026');
  expect((await request.post(`/api/Company/verify-company-by-admin/${serbia.companyId}`, { headers: chamber })).status()).toBe(403);
  expect((await request.post(`/api/Account/verify-user-by-admin/${serbia.userId}`, { headers: chamber })).status()).toBe(403);

  // The platform administrator deactivates both new people in one bulk action and is told the count.
  await adminPage.goto('/admin-center/user-administration?sort=newest');
  for (const id of [kosovo.userId, serbia.userId]) {
    await adminPage.getByTestId(`user-row-${id}`).getByRole('checkbox').check();
  }
  await adminPage.getByRole('button', { name: 'Deactivate selected' }).click();
  const bulk = adminPage.getByRole('dialog', { name: 'Deactivate the selected users' });
  await expect(bulk).toContainText('Deactivate the 2 selected users?');
  await bulk.getByRole('button', { name: 'Deactivate' }).click();
  await expect(adminPage.getByText('2 of 2 deactivated')).toBeVisible();
  await expect(adminPage.getByTestId(`user-row-${kosovo.userId}`).getByTestId('active-badge')).toHaveText('Inactive');
});
