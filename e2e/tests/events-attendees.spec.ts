import { type APIRequestContext, errors, expect, type Page, test } from '@playwright/test';
import ExcelJS from 'exceljs';
import { adminToken, DEMO_PASSWORD, forumId, lastMailTo, signIn, uniqueEmail } from './helpers.ts';
const EXISTING_USER = 'sales.rs@market-access.demo';

async function bearer(request: APIRequestContext, email: string) {
  const res = await request.post('/api/account/authenticate', { data: { email, password: DEMO_PASSWORD } });
  expect(res.ok(), await res.text()).toBe(true);
  return { authorization: `Bearer ${(await res.json()).data.jwToken as string}` };
}

/** The first attendee type (code type 1) as the interface names it. */
async function firstAttendeeType(request: APIRequestContext) {
  const res = await request.get('/api/Dropdowns/Dropdown/eng/1', { headers: await bearer(request, 'chamber.rs@market-access.demo') });
  expect(res.ok(), await res.text()).toBe(true);
  const [first] = (await res.json()).list as { name: string }[];
  expect(first, 'an attendee type').toBeTruthy();
  return first.name;
}

/** The organisers' table row of an invited e-mail. */
const rowOf = (page: Page, email: string) => page.getByTestId('attendees-table').locator(`tr[data-email="${email}"]`);

async function rowAction(page: Page, email: string, name: string, action: string) {
  // A toast stays while the pointer is over it: one lying over the row's button would never go.
  for (const ok of await page.getByRole('alert').getByRole('button', { name: 'OK', exact: true }).all()) {
    // It may have gone by itself: the click then waits in vain.
    await ok.click({ timeout: 2000 }).catch((err: unknown) => {
      if (!(err instanceof errors.TimeoutError)) throw err;
    });
  }
  await rowOf(page, email)
    .getByRole('button', { name: `Actions for ${name}` })
    .click();
  await page.getByRole('menuitem', { name: action }).click();
}

test('a chamber administrator invites people to the forum and manages them', async ({ page, request }) => {
  // A long journey through several dialogs on a shared two-core machine.
  test.slow();
  const eventId = await forumId(request);
  const attendeesPath = `/event-management/chamber-events/details/${eventId}/attendees`;
  const newcomer = uniqueEmail('forum.guest');
  const typeName = await firstAttendeeType(request);

  await signIn(page, 'chamber.rs@market-access.demo');
  await expect(page).toHaveURL(/\/dashboard$/);
  await page.goto(attendeesPath);
  await expect(rowOf(page, 'company.rs@market-access.demo').getByTestId('attendee-status')).toHaveText('Accepted');
  await expect(rowOf(page, 'employee.rs@market-access.demo').getByTestId('attendee-status')).toHaveText('Invited');

  // Invite an existing user, a new address and an invalid one: the invalid one is shown and not sent.
  await page.getByTestId('invite-attendees').click();
  await expect(page).toHaveURL(`${attendeesPath}/form`);
  const emails = page.getByTestId('invite-emails');
  await emails.fill(`${EXISTING_USER}, ${newcomer}; not-an-address`);
  await emails.press('Enter');
  await expect(page.getByTestId('invalid-emails')).toContainText('not-an-address');
  await expect(page.getByTestId('invalid-emails')).toContainText('Enter a valid e-mail address.');
  await page.getByRole('button', { name: 'Send 2 invitations' }).click();

  await expect(page).toHaveURL(attendeesPath);
  await expect(page.getByTestId('invite-result')).toContainText('2 people invited');
  await expect(page.getByTestId('invite-result')).toContainText('Not valid, not sent: not-an-address');
  await expect(rowOf(page, EXISTING_USER).getByTestId('attendee-status')).toHaveText('Invited');
  await expect(rowOf(page, newcomer).getByTestId('attendee-status')).toHaveText('Invited');
  await expect(page.getByTestId('attendees-table')).not.toContainText('not-an-address');

  // The invitation mail carries the single-use join link.
  const mail = await lastMailTo(request, await adminToken(request), newcomer, 'event_invitation');
  expect(mail).toMatch(/\/join-event\?token=[\w-]{20,}/);

  // Attendee type, changed in place.
  await rowOf(page, newcomer).getByTestId('attendee-type').click();
  await page.getByRole('option', { name: typeName }).click();
  await expect(page.getByText(`The attendee type of ${newcomer} was saved.`)).toBeVisible();
  await expect(rowOf(page, newcomer).getByTestId('attendee-type')).toHaveValue(typeName);

  // The event users spreadsheet (spec-2 section 6): every invitation, read back as a spreadsheet program reads it.
  const sheetButton = page.getByTestId('export-event-users');
  await expect(sheetButton).toHaveText('Download spreadsheet');
  const [download] = await Promise.all([page.waitForEvent('download'), sheetButton.click()]);
  expect(download.suggestedFilename()).toBe('Event users.xlsx');
  const book = new ExcelJS.Workbook();
  await book.xlsx.readFile(await download.path());
  const rows: string[][] = [];
  book.worksheets[0].eachRow((row) => rows.push((row.values as unknown[]).slice(1).map((v) => String(v ?? ''))));
  expect(rows[0]).toEqual(['Name', 'E-mail', 'Attendee type', 'Company', 'Invitation status', 'Phone']);
  // Invited by address alone: no name or company yet, the type just chosen.
  expect(rows.find((r) => r[1] === newcomer)).toEqual(['', newcomer, typeName, '', 'Invited', '']);
  expect(rows.find((r) => r[1] === 'company.rs@market-access.demo')?.slice(3, 5)).toEqual(['Dunav Foods d.o.o.', 'Accepted']);
  await expect(sheetButton).toHaveText('Download spreadsheet');

  // Block and unblock the existing user.
  const salesName = (await rowOf(page, EXISTING_USER).getByTestId('attendee-name').textContent())!.trim();
  await rowAction(page, EXISTING_USER, salesName, 'Block');
  await page.getByRole('dialog', { name: 'Block this attendee' }).getByRole('button', { name: 'Block' }).click();
  await expect(rowOf(page, EXISTING_USER).getByTestId('attendee-status')).toHaveText('Blocked');
  await rowAction(page, EXISTING_USER, salesName, 'Unblock');
  await expect(rowOf(page, EXISTING_USER).getByTestId('attendee-status')).toHaveText('Invited');

  // Remove the new address's invitation.
  await rowAction(page, newcomer, newcomer, 'Remove invitation');
  await page.getByRole('dialog', { name: 'Remove the invitation' }).getByRole('button', { name: 'Remove invitation' }).click();
  await expect(rowOf(page, newcomer)).toHaveCount(0);

  // Leave the demo data as it was: the existing user's invitation goes again.
  const headers = await bearer(request, 'chamber.rs@market-access.demo');
  const list = await request.post('/api/Events/search-attendees-in-event', { headers, data: { fkEventId: eventId, name: 'sales.rs' } });
  const sales = ((await list.json()).attendees as { pkEventInvitationId: number; email: string }[]).find((a) => a.email === EXISTING_USER);
  if (sales) await request.delete(`/api/Events/delete-event-invitation/${sales.pkEventInvitationId}`, { headers });
});

test("an accepted attendee sees the read-only directory of the forum, with e-mail addresses only of their own company's people", async ({
  page,
  request,
}) => {
  const eventId = await forumId(request);
  const attendeesPath = `/event-management/chamber-events/details/${eventId}/attendees`;
  // Someone who shares their details, whatever the registration journey (run beside this one)
  // does with company.rs@'s own visibility: the invited employee registers, visible to others.
  const accepted = await request.post('/api/Events/accept-invitation', {
    headers: await bearer(request, 'employee.rs@market-access.demo'),
    data: { fkEventId: eventId, isUserDataVisibleToOthers: true, productIDs: [], serviceIDs: [] },
  });
  expect(accepted.ok(), await accepted.text()).toBe(true);
  await signIn(page, 'company.rs@market-access.demo');
  await expect(page).toHaveURL(/\/dashboard$/);
  await page.goto(attendeesPath);
  const directory = page.getByTestId('attendee-directory');
  await expect(directory).toContainText('Dunav Foods d.o.o.');
  // A colleague's address (contact-visibility.policy.ts); outsiders' addresses are hidden by default (contact-visibility.spec.ts).
  await expect(directory).toContainText('employee.rs@market-access.demo');
  await expect(page.getByTestId('attendees-table')).toHaveCount(0);
  await expect(page.getByTestId('invite-attendees')).toHaveCount(0);
  // The spreadsheet is the organisers' (the server refuses others too: access matrix).
  await expect(page.getByTestId('export-event-users')).toHaveCount(0);

  await page.getByTestId('view-companies').click();
  await expect(page.getByRole('list', { name: 'Companies taking part' })).toContainText('Dunav Foods d.o.o.');
});
