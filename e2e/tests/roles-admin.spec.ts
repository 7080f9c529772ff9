import { type APIRequestContext, expect, type Page, test } from '@playwright/test';
import { ADMIN_EMAIL, adminToken, DEMO_PASSWORD, invitedEmployeeSignsIn, sideMenu, signIn, uniqueEmail } from './helpers.ts';
import { shots } from './journeys.ts';

/** The password the invited user chooses at first sign-in (helpers.ts). */
const OWN_PASSWORD = 'Own#Password2026';

async function bearer(request: APIRequestContext, email: string, password = DEMO_PASSWORD) {
  const res = await request.post('/api/account/authenticate', { data: { email, password } });
  expect(res.ok(), await res.text()).toBe(true);
  return { authorization: `Bearer ${(await res.json()).data.jwToken}` };
}

/** Gives a user a role through the administration API (the user screens are their own journey's). */
async function giveRole(request: APIRequestContext, email: string, roleId: number) {
  const headers = { authorization: `Bearer ${await adminToken(request)}` };
  const found = await request.post('/api/Account/admin-search-users', { headers, data: { email, pageNum: 1, pageSize: 5 } });
  const [user] = (await found.json()).list as { id: number; firstName: string; lastName: string }[];
  const res = await request.post('/api/Account/admin-update-user', {
    headers,
    data: { id: user.id, firstName: user.firstName, lastName: user.lastName, fkRoleId: roleId },
  });
  expect(res.ok(), await res.text()).toBe(true);
}

const roleIdIn = (page: Page) => Number(/\/(\d+)$/.exec(new URL(page.url()).pathname)?.[1]);

test('the platform administrator creates a role, grants it a function and gives it to a new user, who gets exactly that', async ({
  page,
  browser,
  request,
}) => {
  const roleName = `Chamber desk ${Date.now()}`;
  await signIn(page, ADMIN_EMAIL);
  await expect(page).not.toHaveURL(/\/login/);
  await page.goto('/kif-admin-center/roles');
  await expect(page.getByRole('list', { name: 'Roles' }).getByRole('listitem', { name: 'Platform administrator' })).toBeVisible();
  // Built-in roles cannot be deleted: the policy's answer shows as a disabled action.
  await expect(page.getByRole('button', { name: 'Delete: Platform administrator' })).toBeDisabled();

  await page.getByRole('link', { name: 'Add role' }).first().click();
  await page.getByLabel(/^Name/).fill(roleName);
  await page.getByLabel('Description').fill('Answers chamber questions');
  await page.getByRole('button', { name: 'Save and grant functions' }).click();
  await expect(page).toHaveURL(/\/kif-admin-center\/roles\/permissions\/\d+$/);
  const roleId = roleIdIn(page);

  // The effect of a function shows beside it: the menu entry and the API calls it opens.
  const chamber = page.getByTestId('function-cif_admin_function');
  await expect(chamber.getByText(/Admin center/)).toBeVisible();
  await chamber.getByRole('button', { name: /Show the \d+ API calls it opens/ }).click();
  await expect(chamber.getByText('POST /api/Account/admin-search-users')).toBeVisible();
  await chamber.getByRole('checkbox', { name: /Chamber administration/ }).check();
  await expect(page.getByText('To grant: 1, to revoke: 0')).toBeVisible();
  await page.getByRole('button', { name: 'Save permissions' }).click();
  await expect(page).toHaveURL(new RegExp(`/kif-admin-center/roles/details/${roleId}$`));
  await expect(page.getByRole('region', { name: 'Administration' }).getByText('Chamber administration')).toBeVisible();

  // A new person, an employee of a demo company: no administration in their menu yet.
  const email = uniqueEmail('role.holder');
  const user = await (await browser.newContext()).newPage();
  await invitedEmployeeSignsIn(user, request, await bearer(request, 'company.rs@market-access.demo'), {
    firstName: 'Rada',
    lastName: 'Ulogić',
    email,
  });
  await expect(sideMenu(user).getByRole('link', { name: 'Dashboard' })).toBeVisible();
  await expect(sideMenu(user).getByRole('button', { name: 'Admin center' })).toHaveCount(0);

  await giveRole(request, email, roleId);
  await user.reload();
  await expect(sideMenu(user).getByRole('button', { name: 'Admin center' })).toBeVisible();
  await expect(user.getByText(roleName)).toBeVisible();
  // Outside the granted function: the roles administration is refused, in the API and on screen.
  const headers = await bearer(request, email, OWN_PASSWORD);
  const refused = await request.post('/api/roles/search', { headers, data: {} });
  expect(refused.status()).toBe(403);
  expect((await refused.json()).message).toBe('access_denied');
  await expect(sideMenu(user).getByRole('button', { name: 'Platform administration' })).toHaveCount(0);

  // Revoked while their tab is open: the next call refused by the server takes the entry away, no reload.
  const adminHeaders = { authorization: `Bearer ${await adminToken(request)}` };
  const revoked = await request.put('/api/roles', { headers: adminHeaders, data: { pkRoleId: roleId, name: roleName, functionIds: [] } });
  expect(revoked.ok(), await revoked.text()).toBe(true);
  await sideMenu(user).getByRole('button', { name: 'Admin center' }).click();
  await sideMenu(user).getByRole('link', { name: 'Company administration' }).click();
  await expect(sideMenu(user).getByRole('button', { name: 'Admin center' })).toHaveCount(0);

  // The role is in use now: it cannot be deleted.
  await page.goto('/kif-admin-center/roles?q=Chamber%20desk');
  await expect(page.getByRole('button', { name: `Delete: ${roleName}` })).toBeDisabled();
});

test('the roles screens at desktop and phone widths in both languages', async ({ page }, testInfo) => {
  test.skip(!process.env.ROLES_SHOTS, 'screenshots only when asked for (ROLES_SHOTS=<folder>)');
  test.setTimeout(180_000);
  const dir = process.env.ROLES_SHOTS;
  await signIn(page, ADMIN_EMAIL);
  await expect(page).not.toHaveURL(/\/login/);
  await page.goto('/kif-admin-center/roles');
  await shots(page, testInfo, 'roles-list', { dir, ready: (p) => expect(p.getByRole('list', { name: /Roles|Uloge/ })).toBeVisible() });
  await page.goto('/kif-admin-center/roles/permissions/2');
  await shots(page, testInfo, 'roles-permissions', {
    dir,
    ready: (p) => expect(p.getByTestId('function-cif_admin_function')).toBeVisible(),
  });
  await page.goto('/kif-admin-center/roles/details/1');
  await shots(page, testInfo, 'roles-details', { dir, ready: (p) => expect(p.getByRole('heading', { level: 2 })).toBeVisible() });
  await page.goto('/kif-admin-center/roles/form/3');
  await shots(page, testInfo, 'roles-form', { dir, ready: (p) => expect(p.getByRole('textbox').first()).toBeVisible() });
});
