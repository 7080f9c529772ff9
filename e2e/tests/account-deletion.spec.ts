import { type APIRequestContext, type Browser, expect, type Page, test } from '@playwright/test';
import { acceptDocuments, adminToken, DEMO_PASSWORD, FORUM, forumId, signIn, uniqueEmail } from './helpers.ts';
import { shots } from './journeys.ts';

/**
 * Erasure (issue 24 item 4): a user with a meeting and a message deletes their account on the
 * account page; the other person of the meeting is told in the bell (type 18, "a former user")
 * and the old message reads as from "a former user". Both people are new employees of the demo
 * Serbian company, registered on the demo forum by the test, so other journeys keep their data.
 */

const PASSWORD = 'Erase#Journey2026';
const ORGANISER = 'chamber.rs@market-access.demo';
const COMPANY_ADMIN = 'company.rs@market-access.demo';
const SESSION = 'B2B meetings, day 2';

type Headers = Record<string, string>;

async function bearer(request: APIRequestContext, email: string, password: string): Promise<Headers> {
  const res = await request.post('/api/account/authenticate', { data: { email, password } });
  expect(res.ok(), await res.text()).toBe(true);
  return { authorization: `Bearer ${(await res.json()).data.jwToken}` };
}

/** A new employee of the demo company with the journey's password, registered on the demo forum. */
async function registeredEmployee(request: APIRequestContext, firstName: string, eventId: number) {
  const person = { firstName, lastName: 'Erasson', email: uniqueEmail(`erase.${firstName.toLowerCase()}`) };
  const created = await request.post('/api/CompanyEmployee/', {
    headers: await bearer(request, COMPANY_ADMIN, DEMO_PASSWORD),
    data: { ...person, fkRoleId: 4 },
  });
  expect(created.ok(), await created.text()).toBe(true);
  const userId = (await created.json()).id as number;
  const admin = { authorization: `Bearer ${await adminToken(request)}` };
  const password = await request.post('/api/Account/admin-set-user-password', {
    headers: admin,
    data: { userId, newPassword: PASSWORD, confirmPassword: PASSWORD, passwordChangeNeeded: false },
  });
  expect(password.ok(), await password.text()).toBe(true);
  const invited = await request.post('/api/Events/invite-people', {
    headers: await bearer(request, ORGANISER, DEMO_PASSWORD),
    data: { fkEventId: eventId, userIds: [userId] },
  });
  expect(invited.ok(), await invited.text()).toBe(true);
  const headers = await bearer(request, person.email, PASSWORD);
  const registered = await request.post('/api/Events/accept-invitation', {
    headers,
    data: { fkEventId: eventId, isUserDataVisibleToOthers: true, productIDs: [], serviceIDs: [] },
  });
  expect(registered.ok(), await registered.text()).toBe(true);
  return { ...person, userId, headers, name: `${person.firstName} ${person.lastName}` };
}

async function signedInWith(browser: Browser, email: string): Promise<Page> {
  const page = await (await browser.newContext()).newPage();
  await signIn(page, email, PASSWORD);
  // Made by their company's administrator, they accept the terms and the privacy policy first.
  await acceptDocuments(page);
  return page;
}

test('a user with a meeting and a message deletes their account; the other side reads "a former user"', async ({
  browser,
  request,
}, testInfo) => {
  test.setTimeout(180_000);
  const eventId = await forumId(request);
  const leaver = await registeredEmployee(request, 'Leaver', eventId);
  const other = await registeredEmployee(request, 'Other', eventId);

  // The leaver asks the other for a meeting at the session's last free slot (away from the other journeys' first ones).
  const sessions = await request.post(`/api/Schedule/get-all-schedules-for-event/${eventId}`, { headers: leaver.headers, data: {} });
  const session = ((await sessions.json()).list as { pkScheduleId: number; name: string }[]).find((s) => s.name === SESSION);
  expect(session, `${SESSION} of ${FORUM}`).toBeTruthy();
  const fkScheduleId = session!.pkScheduleId;
  const free = await request.post('/api/UserReservations/free-slots', {
    headers: leaver.headers,
    data: { fkScheduleId, fkUserId: other.userId },
  });
  expect(free.ok(), await free.text()).toBe(true);
  const slots = ((await free.json()).slots as { startTime: string }[]).map((s) => s.startTime);
  const asked = await request.post('/api/UserReservations', {
    headers: leaver.headers,
    data: { fkScheduleId, fkGuestUserId: other.userId, slotStart: slots[slots.length - 1] },
  });
  expect(asked.ok(), await asked.text()).toBe(true);
  const sent = await request.post('/api/Messages', {
    headers: leaver.headers,
    data: { receiverIds: [other.userId], title: 'Before I leave', content: '<p>Thank you for the talks in Belgrade.</p>' },
  });
  expect(sent.ok(), await sent.text()).toBe(true);
  const conversationId = (await sent.json()).conversationIds[0] as number;

  // The account page's danger zone: the dialog lists the meeting and the message before asking.
  const page = await signedInWith(browser, leaver.email);
  await page.goto('/users/account/edit');
  const openDialog = async (p: Page) => {
    await p.getByRole('button', { name: /^(Delete my account|Obriši moj nalog)$/ }).click();
    await expect(p.getByRole('dialog')).toContainText(other.name);
  };
  await shots(page, testInfo, 'account-deletion', { dir: process.env.ERASE_SHOTS, ready: openDialog });
  await openDialog(page);
  const dialog = page.getByRole('dialog');
  await expect(dialog).toContainText('Your 1 coming meeting is cancelled');
  await expect(dialog).toContainText('shown as from "a former user"');

  // A wrong password changes nothing and is named at its field; the confirmation is required.
  await dialog.getByLabel(/^Your password/).fill('Wrong#Password1');
  await dialog.getByLabel(/^I understand/).check();
  await dialog.getByRole('button', { name: 'Delete my account for good' }).click();
  await expect(dialog).toContainText('The current password is not correct.');
  await dialog.getByLabel(/^Your password/).fill(PASSWORD);
  await dialog.getByRole('button', { name: 'Delete my account for good' }).click();

  // Signed out to the landing page with a message; the old password no longer opens anything.
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByText('Your account has been deleted and you have been signed out.')).toBeVisible();
  const again = await request.post('/api/account/authenticate', { data: { email: leaver.email, password: PASSWORD } });
  expect(again.ok()).toBe(false);

  // The other person: the bell tells them the meeting is cancelled, by "a former user".
  const otherPage = await signedInWith(browser, other.email);
  await otherPage.goto('/dashboard');
  await otherPage.getByTestId('notification-bell').click();
  const panel = otherPage.getByTestId('notification-panel');
  await panel.locator('label').filter({ hasText: /^All$/ }).click();
  await expect(
    panel.getByTestId('notification-row').filter({ hasText: /Your meeting with a former user on .+ at \d{2}:\d{2} was cancelled/ }),
  ).toHaveCount(1);

  // The old message stays, from "a former user".
  await otherPage.goto(`/message-center/message-center-new/conversations/${conversationId}`);
  await expect(otherPage.getByRole('article', { name: 'a former user' })).toContainText('Thank you for the talks in Belgrade.');
});
