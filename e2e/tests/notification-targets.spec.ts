import { type APIRequestContext, expect, test } from '@playwright/test';
import { DEMO_PASSWORD, forumSession, signIn } from './helpers.ts';
import { signedIn } from './journeys.ts';

/**
 * Each kind of notification the meetings and messages cause opens its target (spec-1 section 4):
 * the causes are real requests (a company writes to another, meetings are requested, accepted,
 * moved and called off); the person told opens each from the bell.
 */

const WRITER = 'company.rs@market-access.demo';
const READER = 'company.mk@market-access.demo';
const SESSION = 'B2B meetings, day 2';

async function tokenOf(request: APIRequestContext, email: string) {
  const res = await request.post('/api/account/authenticate', { data: { email, password: DEMO_PASSWORD } });
  return { authorization: `Bearer ${(await res.json()).data.jwToken}` };
}

test('a message and the meeting notifications (1, 6, 7, 9, 17) open their targets from the bell', async ({ page, request }) => {
  test.setTimeout(120_000);
  const { scheduleId, headers: writer, timeline } = await forumSession(request, WRITER, SESSION);
  const reader = await tokenOf(request, READER);
  const userOf = async (headers: Record<string, string>) =>
    (await (await request.get('/api/account/get-current-user', { headers })).json()) as { id: number; fkCompanyId: number };
  const me = await userOf(reader);
  const readerId = me.id;
  const companyId = me.fkCompanyId;

  // The causes: a message to the reader's company; a request (9), moved (17), called off (7);
  // a request by the reader that the writer accepts (6).
  const title = `Notification targets ${Date.now()}`;
  const sent = await request.post(`/api/Messages/contact-company/${companyId}`, { headers: writer, data: { title, content: 'Hello' } });
  expect(sent.ok(), await sent.text()).toBe(true);
  const conversationId = (await sent.json()).conversationIds[0];
  const free = async (headers: Record<string, string>, userId: number) =>
    (
      (
        await (
          await request.post('/api/UserReservations/free-slots', { headers, data: { fkScheduleId: scheduleId, fkUserId: userId } })
        ).json()
      ).slots as {
        startTime: string;
      }[]
    ).map((s) => s.startTime);
  const writerId = (await userOf(writer)).id;
  const slots = await free(writer, readerId);
  expect(slots.length).toBeGreaterThan(2);
  const asked = await request.post('/api/UserReservations', {
    headers: writer,
    data: { fkScheduleId: scheduleId, fkGuestUserId: readerId, slotStart: slots.at(-1) },
  });
  expect(asked.ok(), await asked.text()).toBe(true);
  const id = (await asked.json()).pkUserReservationId;
  const moved = await request.post('/api/UserReservations/reschedule-reservation', {
    headers: writer,
    data: { pkUserReservationId: id, slotStart: slots.at(-2) },
  });
  expect(moved.ok(), await moved.text()).toBe(true);
  expect(
    (await request.post('/api/UserReservations/cancel-reservation', { headers: writer, data: { pkUserReservationId: id } })).ok(),
  ).toBe(true);
  const back = await request.post('/api/UserReservations', {
    headers: reader,
    data: { fkScheduleId: scheduleId, fkGuestUserId: writerId, slotStart: slots.at(-1) },
  });
  expect(back.ok(), await back.text()).toBe(true);
  const backId = (await back.json()).pkUserReservationId;
  expect(
    (await request.post('/api/UserReservations/accept-reservation', { headers: writer, data: { pkUserReservationId: backId } })).ok(),
  ).toBe(true);

  await signIn(page, READER);
  await expect(page).not.toHaveURL(/\/login/);
  const bell = page.getByTestId('notification-bell');
  const open = async (text: string | RegExp) => {
    await page.goto('/dashboard');
    await bell.click();
    const panel = page.getByTestId('notification-panel');
    await panel.locator('label').filter({ hasText: /^All$/ }).click();
    await panel.getByTestId('notification-row').filter({ hasText: text }).first().getByRole('button').click();
  };
  await open(title);
  await expect(page).toHaveURL(new RegExp(`/message-center/message-center-new/conversations/${conversationId}$`));
  await open(`Milica Petrović asks you for a meeting`);
  await expect(page).toHaveURL(new RegExp(`${timeline}$`));
  await open(`Milica Petrović moved your meeting`);
  await expect(page).toHaveURL(new RegExp(`${timeline}$`));
  await open(/The meeting with Milica Petrović .* was declined or cancelled/);
  await expect(page).toHaveURL(new RegExp(`${timeline}\\?reservationId=${id}$`));
  await open('Milica Petrović accepted your meeting');
  await expect(page).toHaveURL(new RegExp(`${timeline}$`));

  // Called off again, so that other journeys find the times free.
  await request.post('/api/UserReservations/cancel-reservation', { headers: writer, data: { pkUserReservationId: backId } });
});

test('the event and company notifications (10, 11, 14, 16, 19) open their targets for the person each one is for', async ({
  browser,
  request,
}) => {
  test.setTimeout(120_000);
  const organiser = await tokenOf(request, 'chamber.rs@market-access.demo');
  const assistant = await tokenOf(request, 'chamber.me@market-access.demo');
  const guest = await tokenOf(request, READER);
  const userOf = async (headers: Record<string, string>) =>
    (await (await request.get('/api/account/get-current-user', { headers })).json()) as {
      id: number;
      fkChamberId: number | null;
      fkCompanyId: number | null;
    };
  const day = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString();
  const name = `Notification targets event ${Date.now()}`;

  // The causes, each on an event of its own: an invitation (10), a chamber added as organiser (11),
  // a registration (16, to the organising chamber's administrators).
  const created = await request.post('/api/Events/', {
    headers: organiser,
    data: {
      name,
      startDate: day(40),
      endDate: day(41),
      registrationStartTime: day(-1),
      registrationEndTime: day(39),
      fkEventPlaceTypeId: 1,
      venue: 'Belgrade Fair, Hall 2',
      isAnnounced: true,
    },
  });
  expect(created.ok(), await created.text()).toBe(true);
  const eventId = (await created.json()).pkEventId as number;
  const details = `/event-management/chamber-events/details/${eventId}`;
  const reader = await userOf(guest);
  const invited = await request.post('/api/Events/invite-people', {
    headers: organiser,
    data: { fkEventId: eventId, userIds: [reader.id] },
  });
  expect(invited.ok(), await invited.text()).toBe(true);
  const added = await request.post('/api/EventChambers/add-assistant', {
    headers: organiser,
    data: { fkEventId: eventId, fkChamberId: (await userOf(assistant)).fkChamberId },
  });
  expect(added.ok(), await added.text()).toBe(true);
  const registered = await request.post('/api/Events/accept-invitation', {
    headers: guest,
    data: { fkEventId: eventId, isUserDataVisibleToOthers: true, productIDs: [], serviceIDs: [] },
  });
  expect(registered.ok(), await registered.text()).toBe(true);

  // Blocked on the event (14); and a colleague added to the reader's company by the chamber (19).
  const blocked = await request.post('/api/blockedUsersOnEvent', { headers: organiser, data: { fkEventId: eventId, fkUserId: reader.id } });
  expect(blocked.ok(), await blocked.text()).toBe(true);
  const mkChamber = await tokenOf(request, 'chamber.mk@market-access.demo');
  const colleague = `Colleague${Date.now()}`;
  const employee = await request.post('/api/CompanyEmployee/', {
    headers: mkChamber,
    data: { fkCompanyId: reader.fkCompanyId, firstName: colleague, lastName: 'Petrovski', email: `colleague.${Date.now()}@example.com` },
  });
  expect(employee.ok(), await employee.text()).toBe(true);

  const opens = async (email: string, text: string, target: string) => {
    const page = await signedIn(browser, email);
    await page.getByTestId('notification-bell').click();
    const panel = page.getByTestId('notification-panel');
    await panel.locator('label').filter({ hasText: /^All$/ }).click();
    await panel.getByTestId('notification-row').filter({ hasText: text }).first().getByRole('button').click();
    await expect(page).toHaveURL(new RegExp(`${target}$`));
    await page.context().close();
  };
  await opens(READER, `You are invited to the event ${name}`, details);
  await opens('chamber.me@market-access.demo', `Your chamber is now an organiser of the event ${name}`, details);
  await opens('chamber.rs@market-access.demo', `registered for the event ${name}`, `${details}/attendees`);
  await opens(READER, `You have been blocked on the event ${name}`, details);
  await opens(READER, colleague, `/company/${reader.fkCompanyId}/employees`);
});
