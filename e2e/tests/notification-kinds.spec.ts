import { type APIRequestContext, type Browser, expect, type Page, test } from '@playwright/test';
import { adminToken, DEMO_PASSWORD, lastMailTo, signIn, uniqueEmail } from './helpers.ts';

/**
 * More kinds of notification open their targets (spec-1 section 4), like notification-targets.spec.ts:
 * the causes are real requests, the person told opens each from the bell and lands on its target.
 *   - 12, a company verified: the chamber verifies a company registered by the journey (to its administrators);
 *   - 2, added to favourites: the other new company favourites it (the favouring company's profile);
 *   - 3 and 4, a new product or service matching an offer: one new company asks for (demand) what
 *     another new company then offers (supply), both verified (to the asking company's users);
 *   - 15, a session moved: the organiser moves a B2B session of the journey's own event, which cancels
 *     a meeting in it (to both people of the meeting);
 *   - 18, someone left (free-meetings.ts): the coming meetings of a person blocked on the event, or removed
 *     from the platform or their company, are cancelled; the other person of each meeting is told. Both
 *     causes: the organiser blocks the host; the host's company removes a colleague.
 * Everything is the journey's own (companies, people, event, hall, session, HS and NACE codes that no demo
 * offer shares): of the demo users only the organising chamber's administrators are told something (type 16,
 * the registrations on the journey's event), which no other journey counts.
 */

const PASSWORD = 'Kinds#Journey2026';
const CHAMBER = 'chamber.rs@market-access.demo';

type Headers = Record<string, string>;

async function tokenOf(request: APIRequestContext, email: string, password = DEMO_PASSWORD): Promise<Headers> {
  const res = await request.post('/api/account/authenticate', { data: { email, password } });
  expect(res.ok(), await res.text()).toBe(true);
  return { authorization: `Bearer ${(await res.json()).data.jwToken}` };
}

const currentUser = async (request: APIRequestContext, headers: Headers) =>
  (await (await request.get('/api/account/get-current-user', { headers })).json()) as {
    id: number;
    fkCompanyId: number | null;
    fkCompanyCountryId: number | null;
  };

/** The id of a leaf HS (products) or NACE (services) code, found by its code. */
async function classification(request: APIRequestContext, kind: 'hs' | 'nace', code: string) {
  const res = await request.post(`/api/Dropdowns/search-${kind === 'hs' ? 'hs-codes' : 'nace'}-by-name`, {
    data: { name: code, lang: 'eng', limit: 30 },
  });
  expect(res.ok(), await res.text()).toBe(true);
  const found = ((await res.json()).list as { node: { id: number; code: string; childenCount: number } }[])
    .map((p) => p.node)
    .find((n) => n.code === code && n.childenCount === 0);
  expect(found, `${kind} ${code}`).toBeTruthy();
  return found!.id;
}

interface NewCompany {
  name: string;
  person: string;
  email: string;
  companyId: number;
  userId: number;
  headers: Headers;
}

/**
 * A Serbian company registered through the API (with the B2B, event management and supply and demand
 * modules, and the sector `sectorId`), its administrator's e-mail confirmed by the mailed code, and
 * verified by the Serbian chamber: notification type 12 to its administrator.
 */
async function registeredCompany(request: APIRequestContext, label: string, sectorId: number): Promise<NewCompany> {
  const stamp = `${Date.now()}${Math.floor(Math.random() * 1000)}`;
  const email = uniqueEmail(`kinds.${label.toLowerCase()}`);
  const name = `${label} Kinds ${stamp} d.o.o.`;
  const firstName = label;
  const lastName = `Kindsson${stamp}`;
  const serbia = (await currentUser(request, await tokenOf(request, 'company.rs@market-access.demo'))).fkCompanyCountryId;
  const registered = await request.post('/api/Account/register-with-new-company', {
    data: {
      firstName,
      lastName,
      email,
      password: PASSWORD,
      confirmPassword: PASSWORD,
      isThisUserContactPerson: true,
      company: { name, fkCountryId: serbia, cityName: 'Novi Sad', moduleIDs: [1, 2, 4], companySectors: [sectorId] },
    },
  });
  expect(registered.ok(), await registered.text()).toBe(true);
  const mail = await lastMailTo(request, await adminToken(request), email, 'confirm_email');
  const link = /\/mailVerification\?(userId=\d+&code=\S+)/.exec(mail)?.[1];
  expect(link, mail).toBeTruthy();
  const query = new URLSearchParams(link!);
  const confirmed = await request.get('/api/Account/confirm-email', {
    params: { userId: query.get('userId')!, code: query.get('code')! },
  });
  expect(confirmed.ok(), await confirmed.text()).toBe(true);
  const headers = await tokenOf(request, email, PASSWORD);
  const me = await currentUser(request, headers);
  const verified = await request.post(`/api/Company/verify-company-by-admin/${me.fkCompanyId}`, {
    headers: await tokenOf(request, CHAMBER),
  });
  expect(verified.ok(), await verified.text()).toBe(true);
  return { name, person: `${firstName} ${lastName}`, email, companyId: me.fkCompanyId!, userId: me.id, headers };
}

/** The person's page, signed in (with the journey's password) in a browser context of its own. */
async function signedInAs(browser: Browser, email: string): Promise<Page> {
  const page = await (await browser.newContext()).newPage();
  await signIn(page, email, PASSWORD);
  await expect(page).not.toHaveURL(/\/login/);
  return page;
}

/** Opens the bell, shows all notifications, and clicks the one that says `text`. */
async function openFromBell(page: Page, text: string | RegExp) {
  await page.goto('/dashboard');
  await page.getByTestId('notification-bell').click();
  const panel = page.getByTestId('notification-panel');
  await panel.locator('label').filter({ hasText: /^All$/ }).click();
  const row = panel.getByTestId('notification-row').filter({ hasText: text });
  await expect(row).toHaveCount(1);
  await row.getByRole('button').click();
  await expect(panel).toBeHidden();
}

/** The last place of the breadcrumb: the screen the page shows. */
const here = (page: Page) => page.getByLabel('You are here:');

const day = (days: number) => {
  const d = new Date(Date.now() + days * 86_400_000);
  return d.toISOString().slice(0, 10);
};

test('a company verified (12), matching offers (3, 4) and a favourite (2) open the company profiles and the supply and demand item', async ({
  browser,
  request,
}) => {
  test.setTimeout(120_000);
  const hs = await classification(request, 'hs', '090111');
  const nace = await classification(request, 'nace', '74.10');

  // Two new companies, both verified by the chamber (12 to each administrator).
  const buyer = await registeredCompany(request, 'Buyer', nace);
  const seller = await registeredCompany(request, 'Seller', nace);

  // The buyer asks for green coffee and design; the seller then offers both: 3 and 4 to the buyer.
  // (Codes that no demo offer shares, so that nobody else is told: a new offer is matched both ways.)
  const offer = { validFrom: day(1), validTo: day(60) };
  const item = async (who: NewCompany, kind: 'Products' | 'Services', name: string, side: 'isSupply' | 'isDemand') => {
    const res = await request.post(`/api/${kind}`, {
      headers: who.headers,
      data: {
        fkCompanyId: who.companyId,
        name,
        keywords: 'kinds journey',
        ...(kind === 'Products' ? { fkProductClassificationId: hs } : { fkActivityClassificationId: nace }),
        [side]: true,
        ...offer,
      },
    });
    expect(res.ok(), await res.text()).toBe(true);
    const body = await res.json();
    return (body.pkProductId ?? body.pkServiceId) as number;
  };
  const stamp = Date.now();
  await item(buyer, 'Products', `Green coffee wanted ${stamp}`, 'isDemand');
  await item(buyer, 'Services', `Design wanted ${stamp}`, 'isDemand');
  const productName = `Green coffee on offer ${stamp}`;
  const serviceName = `Design on offer ${stamp}`;
  const productId = await item(seller, 'Products', productName, 'isSupply');
  const serviceId = await item(seller, 'Services', serviceName, 'isSupply');

  const page = await signedInAs(browser, buyer.email);
  await openFromBell(page, `Your company ${buyer.name} has been verified.`);
  await expect(page).toHaveURL(new RegExp(`/company/${buyer.companyId}/profile$`));
  await expect(page.getByRole('heading', { level: 1, name: buyer.name })).toBeVisible();

  await openFromBell(page, productName);
  await expect(page).toHaveURL(new RegExp(`/supply-and-demand\\?productId=${productId}$`));
  await expect(page.getByRole('dialog', { name: productName })).toBeVisible();

  await openFromBell(page, serviceName);
  await expect(page).toHaveURL(new RegExp(`/supply-and-demand\\?serviceId=${serviceId}$`));
  await expect(page.getByRole('dialog', { name: serviceName })).toBeVisible();
  await page.context().close();

  // The seller adds the buyer to its favourites: 2 to the buyer's administrator, which opens the
  // seller's profile.
  const favourite = await request.post(`/api/FavoriteCompanies/${buyer.companyId}`, { headers: seller.headers });
  expect(favourite.ok(), await favourite.text()).toBe(true);
  const told = await signedInAs(browser, buyer.email);
  await openFromBell(told, `${seller.person} (${seller.name}) added your company to favourites.`);
  await expect(told).toHaveURL(new RegExp(`/company/${seller.companyId}/profile$`));
  await expect(told.getByRole('heading', { level: 1, name: seller.name })).toBeVisible();
  await told.context().close();
});

test('a session moved (15) and a person who left (18: blocked on the event, removed from the company) open the session’s interested people and its timeline', async ({
  browser,
  request,
}) => {
  test.setTimeout(120_000);
  const nace = await classification(request, 'nace', '74.10');
  const host = await registeredCompany(request, 'Host', nace);
  const guest = await registeredCompany(request, 'Guest', nace);
  const organiser = await tokenOf(request, CHAMBER);
  const stamp = Date.now();
  const at = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString();

  // The journey's own event (in 200 days, away from the demo events), a hall with tables and a B2B session.
  const created = await request.post('/api/Events/', {
    headers: organiser,
    data: {
      name: `Notification kinds event ${stamp}`,
      startDate: `${day(200)}T06:00:00Z`,
      endDate: `${day(201)}T20:00:00Z`,
      registrationStartTime: at(-1),
      registrationEndTime: at(199),
      fkEventPlaceTypeId: 1,
      venue: 'Novi Sad Fair, Hall 1',
      isAnnounced: true,
    },
  });
  expect(created.ok(), await created.text()).toBe(true);
  const eventId = (await created.json()).pkEventId as number;
  const hall = await request.post('/api/Hall/', { headers: organiser, data: { fkEventId: eventId, name: 'Hall 1', tableCount: 5 } });
  expect(hall.ok(), await hall.text()).toBe(true);
  const hallId = (await hall.json()).pkHallId as number;
  const types = await request.get('/api/Dropdowns/Dropdown/eng/10');
  const b2b = ((await types.json()).list as { id: number; code: string }[]).find((c) => c.code === '5')!.id;
  const sessionName = `Kinds meetings ${stamp}`;
  const session = {
    fkEventId: eventId,
    name: sessionName,
    fkSessionTypeId: b2b,
    fkHallId: hallId,
    day: day(200),
    startTime: '10:00',
    endTime: '12:00',
  };
  const added = await request.post('/api/Schedule', { headers: organiser, data: session });
  expect(added.ok(), await added.text()).toBe(true);
  const scheduleId = (await added.json()).pkScheduleId as number;
  const details = `/event-management/chamber-events/details/${eventId}`;

  // Both people invited and registered; the host asks the guest for the session's first meeting.
  const invited = await request.post('/api/Events/invite-people', {
    headers: organiser,
    data: { fkEventId: eventId, userIds: [host.userId, guest.userId] },
  });
  expect(invited.ok(), await invited.text()).toBe(true);
  for (const who of [host, guest]) {
    const registered = await request.post('/api/Events/accept-invitation', {
      headers: who.headers,
      data: { fkEventId: eventId, isUserDataVisibleToOthers: true, productIDs: [], serviceIDs: [] },
    });
    expect(registered.ok(), await registered.text()).toBe(true);
  }
  const meet = async (asker: Headers) => {
    const free = await request.post('/api/UserReservations/free-slots', {
      headers: asker,
      data: { fkScheduleId: scheduleId, fkUserId: guest.userId },
    });
    expect(free.ok(), await free.text()).toBe(true);
    const slots = ((await free.json()).slots as { startTime: string }[]).map((s) => s.startTime);
    const asked = await request.post('/api/UserReservations', {
      headers: asker,
      data: { fkScheduleId: scheduleId, fkGuestUserId: guest.userId, slotStart: slots[0] },
    });
    expect(asked.ok(), await asked.text()).toBe(true);
  };
  await meet(host.headers);

  // The organiser moves the session an hour later, confirming that its meetings are cancelled: 15 to both.
  const moved = await request.put('/api/Schedule', {
    headers: organiser,
    data: { ...session, pkScheduleId: scheduleId, startTime: '11:00', endTime: '13:00', confirmMeetingsCancellation: true },
  });
  expect(moved.ok(), await moved.text()).toBe(true);

  // A new meeting in the moved session; the organiser blocks the host on the event: 18 to the guest.
  await meet(host.headers);
  const blocked = await request.post('/api/blockedUsersOnEvent', {
    headers: organiser,
    data: { fkEventId: eventId, fkUserId: host.userId },
  });
  expect(blocked.ok(), await blocked.text()).toBe(true);

  // A colleague of the host's (a password set by the platform administrator) registers and asks the guest for
  // a meeting; the host removes him from the company: 18 to the guest again.
  const colleague = { firstName: 'Colleague', lastName: `Kindsson${stamp}`, email: uniqueEmail('kinds.colleague') };
  const employee = await request.post('/api/CompanyEmployee/', { headers: host.headers, data: { ...colleague, fkRoleId: 4 } });
  expect(employee.ok(), await employee.text()).toBe(true);
  const colleagueId = (await employee.json()).id as number;
  const password = await request.post('/api/Account/admin-set-user-password', {
    headers: { authorization: `Bearer ${await adminToken(request)}` },
    data: { userId: colleagueId, newPassword: PASSWORD, confirmPassword: PASSWORD, passwordChangeNeeded: false },
  });
  expect(password.ok(), await password.text()).toBe(true);
  const colleagueHeaders = await tokenOf(request, colleague.email, PASSWORD);
  const colleagueInvited = await request.post('/api/Events/invite-people', {
    headers: organiser,
    data: { fkEventId: eventId, userIds: [colleagueId] },
  });
  expect(colleagueInvited.ok(), await colleagueInvited.text()).toBe(true);
  const colleagueRegistered = await request.post('/api/Events/accept-invitation', {
    headers: colleagueHeaders,
    data: { fkEventId: eventId, isUserDataVisibleToOthers: true, productIDs: [], serviceIDs: [] },
  });
  expect(colleagueRegistered.ok(), await colleagueRegistered.text()).toBe(true);
  await meet(colleagueHeaders);
  const removed = await request.delete(`/api/CompanyEmployee/${colleagueId}`, { headers: host.headers });
  expect(removed.ok(), await removed.text()).toBe(true);

  const page = await signedInAs(browser, guest.email);
  await openFromBell(page, `The session ${sessionName} has changed`);
  await expect(page).toHaveURL(new RegExp(`${details}/schedule/interested-users/${scheduleId}$`));
  await expect(here(page)).toContainText('Interested users');
  for (const person of [host.person, `${colleague.firstName} ${colleague.lastName}`]) {
    // The day and the time of the cancelled meeting are in the text.
    await openFromBell(page, new RegExp(`Your meeting with ${person} on .+ at \\d{2}:\\d{2} was cancelled`));
    await expect(page).toHaveURL(new RegExp(`${details}/schedule/timeline/${scheduleId}$`));
    await expect(here(page)).toContainText('Meetings timeline');
  }
  await page.context().close();
});
