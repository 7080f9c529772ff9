import { type APIRequestContext, type Browser, expect, type Page, test } from '@playwright/test';
import { DEMO_PASSWORD, forumId, invitedEmployeeSignsIn, uniqueEmail } from './helpers.ts';
import { shots } from './journeys.ts';

/** The password invitedEmployeeSignsIn chooses at first sign-in. */
const OWN_PASSWORD = 'Own#Password2026';

async function bearer(request: APIRequestContext, email: string, password = DEMO_PASSWORD) {
  const res = await request.post('/api/account/authenticate', { data: { email, password } });
  expect(res.ok(), await res.text()).toBe(true);
  return { authorization: `Bearer ${(await res.json()).data.jwToken as string}` };
}

/**
 * A new employee of a demo company (invited by its administrator, so no other journey's people
 * change), signed in on a page of their own, and registered on the forum, shown to the attendees.
 */
async function newForumAttendee(browser: Browser, request: APIRequestContext, admin: string, firstName: string, eventId: number) {
  const page = await (await browser.newContext()).newPage();
  const email = uniqueEmail(firstName.toLowerCase());
  await invitedEmployeeSignsIn(page, request, await bearer(request, admin), { firstName, lastName: 'Kontakt', email });
  const headers = await bearer(request, email, OWN_PASSWORD);
  const body = { fkEventId: eventId, isUserDataVisibleToOthers: true, productIDs: [], serviceIDs: [] };
  const registered = await request.post('/api/Events/public-event-add-invitation', { headers, data: body });
  expect(registered.ok(), await registered.text()).toBe(true);
  const me = await request.get('/api/account/get-current-user', { headers });
  return { page, companyId: (await me.json()).fkCompanyId as number };
}

/** Ticks or clears the phone's two places with the keyboard and saves, as the person does on their account page. */
async function showPhone(page: Page, shown: boolean) {
  for (const place of ['Company profile', 'Event attendees']) {
    const box = page.getByRole('checkbox', { name: `Show my phone: ${place}` });
    await box.focus();
    if ((await box.isChecked()) !== shown) await box.press('Space');
    await expect(box).toBeChecked({ checked: shown });
  }
  const saved = page.waitForResponse((r) => r.url().endsWith('/api/Account/contact-visibility') && r.request().method() === 'PUT');
  const save = page.getByRole('button', { name: 'Save visibility' });
  await save.click();
  expect((await saved).ok()).toBe(true);
  // The toast of an earlier save may still be showing.
  await expect(page.getByText('Your visibility choices are saved.').last()).toBeVisible();
  await expect(save).toBeDisabled();
}

test('an employee shows their phone to other companies, then hides it again', async ({ browser, request }, testInfo) => {
  test.slow();
  const eventId = await forumId(request);
  // A Serbian employee and, from another company (Montenegro), an attendee who reads.
  const employee = await newForumAttendee(browser, request, 'company.rs@market-access.demo', 'Vesna', eventId);
  const outsider = await newForumAttendee(browser, request, 'company.me@market-access.demo', 'Marko', eventId);
  const phone = `+381 11 ${String(Date.now()).slice(-7)}`;

  const page = employee.page;
  await page.goto('/users/account/edit');
  await page.getByLabel('Phone', { exact: true }).fill(phone);
  await page.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(page.getByText('Your changes have been saved successfully.').first()).toBeVisible();
  // Nothing but the name outside the company until the person chooses otherwise.
  await expect(page.getByTestId('contact-visibility')).toContainText('People outside your company see only your name.');

  const reader = outsider.page;
  const profile = async () => {
    await reader.goto(`/company/${employee.companyId}/employees`);
    await expect(reader.getByText('Vesna Kontakt').filter({ visible: true }).first()).toBeVisible();
    return reader.locator('main');
  };
  const attendees = async () => {
    await reader.goto(`/event-management/chamber-events/details/${eventId}/attendees`);
    const directory = reader.getByTestId('attendee-directory');
    await expect(directory).toContainText('Vesna Kontakt');
    return directory;
  };
  await expect(await profile()).not.toContainText(phone);
  await expect(await attendees()).not.toContainText(phone);

  await showPhone(page, true);
  await expect(await profile()).toContainText(phone);
  await expect(await attendees()).toContainText(phone);

  await showPhone(page, false);
  await expect(await profile()).not.toContainText(phone);
  await expect(await attendees()).not.toContainText(phone);

  await shots(page, testInfo, 'contact-visibility', {
    dir: process.env.CONTACT_VISIBILITY_SHOTS,
    ready: async (p) => {
      await expect(p.getByTestId('contact-visibility').getByRole('button')).toBeVisible();
    },
  });
});
