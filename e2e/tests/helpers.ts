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

/**
 * An employee invited by `inviterHeaders`' company (fkRoleId 4), the temporary password read
 * from the invitation mail; signed in on `page`, they choose their own password at first login
 * and land on the dashboard.
 */
export async function invitedEmployeeSignsIn(
  page: Page,
  request: APIRequestContext,
  inviterHeaders: Record<string, string>,
  person: { firstName: string; lastName: string; email: string },
) {
  const invited = await request.post('/api/CompanyEmployee/', { headers: inviterHeaders, data: { ...person, fkRoleId: 4 } });
  expect(invited.ok(), await invited.text()).toBe(true);
  const mail = await lastMailTo(request, await adminToken(request), person.email, 'employee_invitation');
  const temporary = /temporary password (\S+?);/.exec(mail)?.[1];
  expect(temporary, mail).toBeTruthy();
  await signIn(page, person.email, temporary ?? '');
  await expect(page).toHaveURL(/\/first-login$/);
  await page.getByLabel(/^New password/).fill('Own#Password2026');
  await page.getByLabel(/^Confirm password/).fill('Own#Password2026');
  await page.getByRole('button', { name: 'Save and continue' }).click();
  await expect(page).toHaveURL(/\/dashboard$/);
}

/** The side menu's entries, by their visible names. */
export const sideMenu = (page: Page) => page.getByRole('navigation', { name: 'Main menu' });

/** A bearer token of the demo platform administrator, for calls a test makes behind the scenes. */
export async function adminToken(request: APIRequestContext): Promise<string> {
  const res = await request.post('/api/account/authenticate', { data: { email: ADMIN_EMAIL, password: DEMO_PASSWORD } });
  expect(res.ok()).toBe(true);
  return (await res.json()).data.jwToken as string;
}

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
