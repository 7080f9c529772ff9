import { type APIRequestContext, expect, type Page } from '@playwright/test';

export const DEMO_PASSWORD = 'Demo#2026';
export const ADMIN_EMAIL = 'admin@market-access.demo';

/** Signs in through the login page as a person would. */
export async function signIn(page: Page, email: string, password = DEMO_PASSWORD) {
  await page.goto('/login');
  await page.getByLabel(/^E-mail/).fill(email);
  await page.getByLabel(/^Password/).fill(password);
  await page.getByLabel(/^Password/).press('Enter');
}

/** On the consent gate (/consent): accepts the documents shown and goes on. */
export async function acceptDocuments(page: Page) {
  await expect(page).toHaveURL(/\/consent(\?|$)/);
  await page.getByRole('button', { name: 'I accept' }).click();
  await expect(page).not.toHaveURL(/\/consent(\?|$)/);
}

/**
 * A person invited into a company (by a company administrator or an administrator): the temporary
 * password read from the invitation mail; signed in on `page`, they choose their own password at
 * first login, accept the terms and the privacy policy, and land on the dashboard.
 */
export async function invitedPersonSignsIn(page: Page, request: APIRequestContext, email: string, password = 'Own#Password2026') {
  const mail = await lastMailTo(request, await adminToken(request), email, 'employee_invitation');
  const temporary = /temporary password (\S+?);/.exec(mail)?.[1];
  expect(temporary, mail).toBeTruthy();
  await signIn(page, email, temporary ?? '');
  await expect(page).toHaveURL(/\/first-login$/);
  await page.getByLabel(/^New password/).fill(password);
  await page.getByLabel(/^Confirm password/).fill(password);
  await page.getByRole('button', { name: 'Save and continue' }).click();
  await acceptDocuments(page);
  await expect(page).toHaveURL(/\/dashboard$/);
}

/** An employee invited by `inviterHeaders`' company (fkRoleId 4) through the API, who then signs in (invitedPersonSignsIn). */
export async function invitedEmployeeSignsIn(
  page: Page,
  request: APIRequestContext,
  inviterHeaders: Record<string, string>,
  person: { firstName: string; lastName: string; email: string },
) {
  const invited = await request.post('/api/CompanyEmployee/', { headers: inviterHeaders, data: { ...person, fkRoleId: 4 } });
  expect(invited.ok(), await invited.text()).toBe(true);
  await invitedPersonSignsIn(page, request, person.email);
}

/** The side menu's entries, by their visible names. */
export const sideMenu = (page: Page) => page.getByRole('navigation', { name: 'Main menu' });

/** A bearer token of a demo account, for calls a test makes behind the scenes. */
export async function tokenOf(request: APIRequestContext, email: string, password = DEMO_PASSWORD): Promise<string> {
  const res = await request.post('/api/account/authenticate', { data: { email, password } });
  expect(res.ok()).toBe(true);
  return (await res.json()).data.jwToken as string;
}

/** A bearer token of the demo platform administrator. */
export const adminToken = (request: APIRequestContext) => tokenOf(request, ADMIN_EMAIL);

interface OutboxMail {
  id: number;
  toAddress: string;
  template: string;
}

/** The newest mail to an address, read from the mail outbox as the platform administrator. */
export async function lastMailTo(request: APIRequestContext, token: string, address: string, template: string): Promise<string> {
  const headers = { authorization: `Bearer ${token}` };
  for (let attempt = 0; attempt < 20; attempt++) {
    const res = await request.post('/api/AdminCentar/search-mail-outbox', {
      headers,
      data: { pageNum: 1, pageSize: 20, recipient: address },
    });
    expect(res.ok(), await res.text()).toBe(true);
    const mails = ((await res.json()).mails as OutboxMail[]).filter((m) => m.template === template);
    if (mails.length) {
      const newest = mails.sort((a, b) => b.id - a.id)[0];
      const details = await request.get(`/api/AdminCentar/mail-outbox-details/${newest.id}`, { headers });
      expect(details.ok()).toBe(true);
      return (await details.json()).textBody as string;
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error(`no ${template} mail to ${address}`);
}

/** The id of an event of a chamber (drafts too), found by name with the chamber administrator's token. */
export async function chamberEventId(request: APIRequestContext, chamberEmail: string, name: string): Promise<number> {
  const auth = await request.post('/api/account/authenticate', { data: { email: chamberEmail, password: DEMO_PASSWORD } });
  const headers = { authorization: `Bearer ${(await auth.json()).data.jwToken}` };
  const res = await request.post('/api/Events/search-events-in-my-chamber', { headers, data: { pageNum: 1, pageSize: 20, name } });
  expect(res.ok(), await res.text()).toBe(true);
  const event = ((await res.json()).events as { pkEventId: number; name: string }[]).find((e) => e.name === name);
  expect(event, name).toBeTruthy();
  return event!.pkEventId;
}

/** The demo chamber forum in Belgrade: public, registration open (README, Demo accounts). */
export const FORUM = 'Western Balkans Food & Agri B2B Forum';

/** The demo forum's id, from the public events list. */
export async function forumId(request: APIRequestContext): Promise<number> {
  const res = await request.post('/api/Events/search-public-events', { data: { pageNum: 1, pageSize: 20, name: 'Food' } });
  expect(res.ok(), await res.text()).toBe(true);
  const event = ((await res.json()).events as { pkEventId: number; name: string }[]).find((e) => e.name === FORUM);
  expect(event, FORUM).toBeTruthy();
  return event!.pkEventId;
}

/**
 * A B2B session of the demo forum, found by name with a demo attendee's token: its id and the
 * path of its meetings timeline.
 */
export async function forumSession(request: APIRequestContext, attendeeEmail: string, name: string) {
  const eventId = await forumId(request);
  const auth = await request.post('/api/account/authenticate', { data: { email: attendeeEmail, password: DEMO_PASSWORD } });
  const headers = { authorization: `Bearer ${(await auth.json()).data.jwToken}` };
  const sessions = await request.post(`/api/Schedule/get-all-schedules-for-event/${eventId}`, { headers, data: {} });
  const session = ((await sessions.json()).list as { pkScheduleId: number; name: string }[]).find((s) => s.name === name);
  expect(session, name).toBeTruthy();
  const scheduleId = session!.pkScheduleId;
  return { eventId, scheduleId, headers, timeline: `/event-management/chamber-events/details/${eventId}/schedule/timeline/${scheduleId}` };
}

export const uniqueEmail = (prefix: string) => `${prefix}.${Date.now()}.${Math.floor(Math.random() * 1e6)}@example.com`;

/** A company's id by its name, looked up as the platform administrator (who administers every company). */
export async function companyId(request: APIRequestContext, name: string, verified: boolean) {
  const headers = { authorization: `Bearer ${await adminToken(request)}` };
  const path = verified ? 'search-self-county-and-international' : 'search-self-county-and-international-unverified';
  const res = await request.post(`/api/Company/${path}`, { headers, data: { pageNum: 1, pageSize: 50, name } });
  expect(res.ok(), await res.text()).toBe(true);
  const found = ((await res.json()).companies as { pkCompanyId: number; name: string }[]).find((c) => c.name === name);
  expect(found, `${name} (verified: ${verified})`).toBeTruthy();
  return found!.pkCompanyId;
}
