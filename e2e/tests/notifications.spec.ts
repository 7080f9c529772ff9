import { expect, type Page, test } from '@playwright/test';
import { forumSession } from './helpers.ts';
import { signedIn } from './journeys.ts';

/**
 * Live notifications: a meeting request by one attendee reaches the other's bell without a
 * reload (the WebSocket at /notifications), the notification opens its target (the session's
 * timeline), and clearing all empties the badge.
 */

const HOST = 'company.rs@market-access.demo';
const GUEST = 'company.me@market-access.demo';
const SESSION = 'B2B meetings, day 1';

/** Screenshots for looking at the panel: kept where NOTIFICATIONS_SHOTS says, else in the test's output. */
const shot = (name: string) =>
  process.env.NOTIFICATIONS_SHOTS ? `${process.env.NOTIFICATIONS_SHOTS}/${name}` : test.info().outputPath(name);

const unread = async (page: Page) => Number(await page.getByTestId('notification-bell').getAttribute('data-unread'));

test('a meeting request rings the other attendee’s bell live; the notification opens the timeline; clear all empties the badge', async ({
  browser,
  request,
}) => {
  test.setTimeout(120_000);
  const { timeline } = await forumSession(request, HOST, SESSION);

  // The guest waits on the dashboard with the live channel open; the page is marked to catch any reload.
  const guest = await signedIn(browser, GUEST);
  await guest.goto('/dashboard');
  const bell = guest.getByTestId('notification-bell');
  await expect(bell).toBeVisible();
  await expect(bell).toHaveAttribute('data-unread', /\d+/);
  const before = await unread(guest);
  await guest.evaluate(() => {
    (window as unknown as { notReloaded: boolean }).notReloaded = true;
  });

  // The host asks Marko Vuković for a meeting at the first time they are both free.
  const host = await signedIn(browser, HOST);
  await host.goto(timeline);
  await host.getByTestId('meeting-request').click();
  const form = host.getByTestId('meeting-form');
  await form.getByTestId('meeting-person').fill('Vuković');
  await host
    .getByRole('listbox')
    .last()
    .getByRole('option', { name: /Marko Vuković/ })
    .click();
  await host.getByTestId('meeting-slot').click();
  await host.getByRole('listbox').last().getByRole('option').first().click();
  await form.getByTestId('meeting-note').fill('Live notification journey');
  await form.getByTestId('meeting-submit').click();
  await expect(form).toBeHidden();

  // The guest's badge rises without a reload, and the bell wobbles.
  // (At least one more: journeys running beside this one may notify the same person.)
  await expect.poll(() => unread(guest)).toBeGreaterThan(before);
  expect(await guest.evaluate(() => (window as unknown as { notReloaded?: boolean }).notReloaded)).toBe(true);
  const risen = await unread(guest);
  await expect(guest.getByTestId('notification-badge').getByText(String(risen), { exact: true })).toBeVisible();

  // Opening the notification reads it and goes to the session's timeline.
  await bell.click();
  const panel = guest.getByTestId('notification-panel');
  const row = panel.getByTestId('notification-row').filter({ hasText: 'Milica Petrović asks you for a meeting' }).first();
  await expect(row).toBeVisible();
  await row.getByRole('button').click();
  await expect(guest).toHaveURL(new RegExp(`${timeline}$`));
  await expect(panel).toBeHidden();
  await expect(
    guest.getByTestId('meetings-incoming').getByTestId('meeting-card').filter({ hasText: 'Live notification journey' }),
  ).toBeVisible();
  await expect.poll(() => unread(guest)).toBeLessThan(risen);

  // Clear all (Unread mode) empties the badge; the list says there is nothing unread.
  if ((await unread(guest)) > 0) {
    await bell.click();
    await panel.getByRole('button', { name: 'Clear all notifications' }).click();
    await expect(panel.getByText('No unread notifications')).toBeVisible();
    await expect(bell).toHaveAttribute('data-unread', '0');
    await guest.keyboard.press('Escape');
  }
  await expect(guest.getByTestId('notification-badge').locator('.mantine-Indicator-indicator')).toHaveCount(0);

  // In All mode the read notification is still listed, with its read dot.
  await bell.click();
  await panel.locator('label').filter({ hasText: /^All$/ }).click();
  await expect(panel.getByTestId('notification-row').filter({ hasText: 'Milica Petrović asks you for a meeting' }).first()).toHaveAttribute(
    'data-read',
    'true',
  );
  await guest.screenshot({ path: shot('panel-all-1440.png') });
  // A click outside closes the panel.
  await guest.mouse.click(700, 600);
  await expect(panel).toBeHidden();

  // On a phone the panel slides in from the right and closes with its close button.
  await guest.setViewportSize({ width: 390, height: 844 });
  await bell.click();
  await expect(panel).toBeInViewport();
  await guest.waitForTimeout(400);
  await guest.screenshot({ path: shot('panel-all-390.png') });
  await guest.getByRole('button', { name: 'Close notifications' }).click();
  await expect(panel).toBeHidden();
});
