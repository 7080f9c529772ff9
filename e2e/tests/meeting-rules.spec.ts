import { expect, test } from '@playwright/test';
import { forumSession } from './helpers.ts';
import { signedIn } from './journeys.ts';

/**
 * Who may be asked for a meeting, and where a moved meeting sits (issue 31). At the Belgrade forum
 * company.al@ (Arben Hoxha, Tirana Textiles) is registered, but his company has no event
 * management: he is not offered in "Request a meeting" and the API refuses a request to him.
 * Jelena Radović (employee.me@) asks Bojan Trajkovski (employee.mk@) for a meeting at table 7 on
 * day 2, where no other journey books them, and moves it without naming a table: it stays at 7.
 */

const HOST = 'company.rs@market-access.demo';

test('an attendee whose company has no event management is not offered for a meeting, and the API refuses one', async ({
  browser,
  request,
}) => {
  const { eventId, scheduleId, headers, timeline } = await forumSession(request, HOST, 'B2B meetings, day 2');
  const host = await signedIn(browser, HOST);
  await host.goto(timeline);
  await host.getByTestId('meeting-request').click();
  const person = host.getByTestId('meeting-form').getByTestId('meeting-person');
  // A colleague of the region who takes part is offered; Arben Hoxha, by name or company, is not.
  await person.fill('Trajkovski');
  await expect(
    host
      .getByRole('listbox')
      .last()
      .getByRole('option', { name: /Bojan Trajkovski/ }),
  ).toBeVisible();
  for (const words of ['Hoxha', 'Tirana']) {
    await person.fill(words);
    await expect(host.getByText('No registered attendee matches')).toBeVisible();
    await expect(host.getByRole('option', { name: /Hoxha/ })).toHaveCount(0);
  }

  // He is a registered attendee, and a request to him through the API is refused on the guest field.
  const attendees = await request.post('/api/Events/search-attendees-in-event', {
    headers,
    data: { fkEventId: eventId, isAccepted: true, name: 'Hoxha' },
  });
  const [arben] = (await attendees.json()).attendees as { fkUserId: number }[];
  expect(arben?.fkUserId).toBeTruthy();
  const free = await request.post('/api/UserReservations/free-slots', {
    headers,
    data: { fkScheduleId: scheduleId, fkUserId: arben.fkUserId },
  });
  expect((await free.json()).fields).toEqual({ fkUserId: 'meeting_guest_cannot_meet' });
  const asked = await request.post('/api/UserReservations', {
    headers,
    data: { fkScheduleId: scheduleId, fkGuestUserId: arben.fkUserId, slotStart: '14:00' },
  });
  expect(asked.status()).toBe(400);
  expect((await asked.json()).fields).toEqual({ fkGuestUserId: 'meeting_guest_cannot_meet' });
});

test('a meeting at table 7 moved to another time without naming a table stays at table 7', async ({ browser, request }) => {
  const HOST_ME = 'employee.me@market-access.demo';
  const { eventId, scheduleId, headers, timeline } = await forumSession(request, HOST_ME, 'B2B meetings, day 2');
  const attendees = await request.post('/api/Events/search-attendees-in-event', {
    headers,
    data: { fkEventId: eventId, canMeet: true, name: 'Trajkovski' },
  });
  const [bojan] = (await attendees.json()).attendees as { fkUserId: number }[];
  const free = await request.post('/api/UserReservations/free-slots', {
    headers,
    data: { fkScheduleId: scheduleId, fkUserId: bojan.fkUserId },
  });
  const [first] = (await free.json()).slots as { startTime: string }[];
  const asked = await request.post('/api/UserReservations', {
    headers,
    data: { fkScheduleId: scheduleId, fkGuestUserId: bojan.fkUserId, slotStart: first.startTime, tableNumber: 7 },
  });
  expect(asked.status()).toBe(200);
  const { pkUserReservationId: id } = await asked.json();

  const jelena = await signedIn(browser, HOST_ME);
  await jelena.goto(timeline);
  const card = jelena.locator(`[data-reservation-id="${id}"]`);
  await expect(card.getByTestId('meeting-table')).toHaveText('Table 7');
  await card.getByTestId('meeting-reschedule').click();
  const form = jelena.getByTestId('meeting-form');
  await form.getByTestId('meeting-slot').click();
  await jelena.getByRole('listbox').last().getByRole('option').first().click();
  const moved = (await form.getByTestId('meeting-slot').inputValue()).slice(0, 5);
  expect(moved).not.toBe(first.startTime);
  // Before confirming, the dialog says where it will sit.
  await expect(form.getByTestId('meeting-table-choice')).toHaveText('The meeting stays at table 7.');
  await form.getByTestId('meeting-submit').click();
  await expect(form).toBeHidden();
  await expect(card).toContainText(moved);
  await expect(card.getByTestId('meeting-table')).toHaveText('Table 7');
  await jelena.reload();
  await expect(jelena.locator(`[data-reservation-id="${id}"]`).getByTestId('meeting-table')).toHaveText('Table 7');
});
