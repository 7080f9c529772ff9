import { expect, test } from '@playwright/test';
import { acceptDocuments, adminToken, lastMailTo, sideMenu, signIn, uniqueEmail } from './helpers.ts';

test('a chamber administrator created by the platform administrator changes the first-login password', async ({ page, request }) => {
  const token = await adminToken(request);
  const headers = { authorization: `Bearer ${token}` };
  const chambers = await request.get('/api/Dropdowns/Dropdown/eng/9', { headers });
  expect(chambers.ok()).toBe(true);
  const chamberId = (await chambers.json()).list[0].id as number;
  const email = uniqueEmail('new.chamber');
  const created = await request.post('/api/Account/register-cif-administrator-by-admin', {
    headers,
    data: { firstName: 'Petra', lastName: 'Kovač', email, fkChamberId: chamberId },
  });
  expect(created.ok(), await created.text()).toBe(true);
  const mail = await lastMailTo(request, token, email, 'employee_invitation');
  const temporary = /temporary password (\S+?);/.exec(mail)?.[1];
  expect(temporary).toBeTruthy();

  await signIn(page, email, temporary!);
  await expect(page).toHaveURL(/\/first-login$/);
  await page.goto('/dashboard');
  await expect(page).toHaveURL(/\/first-login$/);
  await page.getByLabel(/^New password/).fill('Chosen#Pass2026');
  await page.getByLabel(/^Confirm password/).fill('Chosen#Pass2026');
  await page.getByRole('button', { name: 'Save and continue' }).click();
  // Created by an administrator, they accept the terms and the privacy policy at their first sign-in.
  await acceptDocuments(page);
  await expect(page).toHaveURL(/\/dashboard$/);
  await expect(sideMenu(page).getByText('Admin center')).toBeVisible();
});
