import { type APIRequestContext, expect, test } from '@playwright/test';
import { chamberEventId, signIn } from './helpers.ts';

/** Invitation only, in Budva; the Serbian company administrator is not invited (demo data). */
const MEETING = 'Adriatic Tourism Investment Meeting';

const meetingId = (request: APIRequestContext) => chamberEventId(request, 'chamber.me@market-access.demo', MEETING);

test('an invitation-only event tells a company user without an invitation why they cannot open or register for it', async ({
  page,
  request,
}) => {
  const id = await meetingId(request);
  await signIn(page, 'company.rs@market-access.demo');
  await expect(page).toHaveURL(/\/dashboard/);

  // The event's page: the 403 page with the spec's dont_have_invitation message.
  await page.goto(`/event-management/chamber-events/details/${id}`);
  await expect(page).toHaveURL(/\/403\?reason=dont_have_invitation$/);
  await expect(page.getByRole('heading', { name: 'Access denied' })).toBeVisible();
  await expect(page.getByText("You don't have an invitation for this event.")).toBeVisible();

  // A registration link: not_invited_to_event, and the list without the query.
  await page.goto(`/event-management/public-events?eventId=${id}`);
  await expect(page.getByText('You are not invited to this event.')).toBeVisible();
  await expect(page).toHaveURL(/\/event-management\/public-events$/);
  await expect(page.getByRole('dialog')).toHaveCount(0);
});
