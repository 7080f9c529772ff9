import { companyEmployeesPath } from '@portal/contracts/common/portal-links';
import { expect, test } from '@playwright/test';
import { DEMO_COMPANY_ID } from './tour/demo-roles.ts';
import { invitedPersonSignsIn, signIn, uniqueEmail } from './helpers.ts';
import { shots, signedIn } from './journeys.ts';

const COMPANY_ADMIN = 'company.rs@market-access.demo';
const OWN_PASSWORD = 'Own#Password2026';

test('a company administrator adds and deactivates an employee', async ({ browser, page, request }, testInfo) => {
  test.setTimeout(180_000);
  const email = uniqueEmail('company.users');
  const lastName = `Marković${Date.now()}`;
  const name = `Ivana ${lastName}`;

  // The company administrator adds a person on /users/form: the employee invitation.
  const admin = await signedIn(browser, COMPANY_ADMIN);
  await admin.goto('/users/form');
  await expect(admin.getByRole('heading', { level: 1, name: 'Add a person' })).toBeVisible();
  const form = admin.getByTestId('employee-form');
  await form.getByLabel(/^First name/).fill('Ivana');
  await form.getByLabel(/^Last name/).fill(lastName);
  await form.getByLabel(/^E-mail/).fill(email);
  await form.getByLabel(/^Position/).fill('Export manager');
  await form.getByRole('button', { name: 'Send invitation' }).click();
  await expect(admin.getByText(`The invitation was sent to ${email}.`)).toBeVisible();
  // The new person's details: active, never signed in yet.
  await expect(admin).toHaveURL(/\/users\/details\/\d+$/);
  const userId = Number(new URL(admin.url()).pathname.split('/').pop());
  await expect(admin.getByRole('heading', { level: 1, name })).toBeVisible();
  await expect(admin.getByTestId('active-badge')).toHaveText('Active');
  await expect(admin.getByText('Has not chosen a password yet')).toBeVisible();

  // The employee receives the mail, signs in with its temporary password and chooses their own.
  await invitedPersonSignsIn(page, request, email, OWN_PASSWORD);

  // Their name in the company's employee list opens their details, now with a last sign-in.
  await admin.goto(companyEmployeesPath(DEMO_COMPANY_ID));
  await admin.getByTestId('employee-search').fill(lastName);
  await admin.getByRole('link', { name }).first().click();
  await expect(admin).toHaveURL(new RegExp(`/users/details/${userId}$`));
  await expect(admin.getByText('Has not chosen a password yet')).toHaveCount(0);
  await expect(admin.getByText('Never')).toHaveCount(0);
  await shots(admin, testInfo, 'users-details', {
    dir: process.env.COMPANY_USERS_SHOTS,
    ready: (p) => expect(p.getByTestId('active-badge')).toBeVisible(),
  });

  // The administrator deactivates them, after a confirmation that names them.
  await admin.getByTestId('action-deactivate').click();
  const dialog = admin.getByRole('dialog', { name: `Deactivate ${name}?` });
  await expect(dialog).toContainText(email);
  await dialog.getByRole('button', { name: 'Deactivate' }).click();
  await expect(admin.getByText(`${name} is deactivated.`)).toBeVisible();
  await expect(admin.getByTestId('active-badge')).toHaveText('Inactive');
  await expect(admin.getByTestId('action-activate')).toBeVisible();

  // The employee's open session has ended, and signing in again is refused with a clear message.
  await page.goto('/dashboard');
  await expect(page).toHaveURL(/\/(login)?(\?.*)?$/);
  await signIn(page, email, OWN_PASSWORD);
  await expect(page.getByText('This account is deactivated. Contact your company administrator or your chamber.')).toBeVisible();
  await expect(page).toHaveURL(/\/login/);

  // The list shows them inactive; the form screen, in both languages and widths.
  await admin.goto(companyEmployeesPath(DEMO_COMPANY_ID));
  await admin.getByTestId('employee-search').fill(lastName);
  await expect(admin.getByTestId(`employee-${userId}`).getByTestId('employee-inactive')).toBeVisible();
  await admin.goto(`/users/form/${userId}`);
  await expect(admin.getByRole('heading', { level: 1, name: `Edit ${name}` })).toBeVisible();
  await shots(admin, testInfo, 'users-form', {
    dir: process.env.COMPANY_USERS_SHOTS,
    ready: (p) => expect(p.getByTestId('employee-form')).toBeVisible(),
  });
});
