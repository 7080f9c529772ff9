import { expect, type Page, type TestInfo, test } from '@playwright/test';
import ExcelJS from 'exceljs';
import { forumSession } from './helpers.ts';
import { shots as checkedShots, signedIn } from './journeys.ts';

/**
 * One-to-one meetings at the Belgrade forum: a company administrator asks another registered one
 * for a meeting in a B2B session, the other is told live (the bell) and accepts, then moves it; the
 * organiser sees it in the grid and in the session's spreadsheet.
 */

const HOST = 'company.rs@market-access.demo';
const GUEST = 'company.me@market-access.demo';
const ORGANISER = 'chamber.rs@market-access.demo';
const SESSION = 'B2B meetings, day 2';

/** Screenshots for looking at the screens: kept where MEETINGS_SHOTS says, else in the test's output. */
const shot = (testInfo: TestInfo, name: string) =>
  process.env.MEETINGS_SHOTS ? `${process.env.MEETINGS_SHOTS}/${name}` : testInfo.outputPath(name);
const shots = (page: Page, testInfo: TestInfo, name: string) => checkedShots(page, testInfo, name, { dir: process.env.MEETINGS_SHOTS });

async function choose(page: Page, testId: string, option: string | number) {
  await page.getByTestId(testId).click();
  const options = page.getByRole('listbox').last().getByRole('option');
  if (typeof option === 'number') await options.nth(option).click();
  else await options.filter({ hasText: option }).first().click();
}

test('two attendees arrange a meeting, move it, and the organiser sees and exports it', async ({ browser, request }, testInfo) => {
  test.setTimeout(180_000);
  const { eventId, timeline } = await forumSession(request, HOST, SESSION);

  // The guest waits on the dashboard with the live channel open and the bell's list showing all.
  const guest = await signedIn(browser, GUEST);
  await guest.goto('/dashboard');
  const bell = guest.getByTestId('notification-bell');
  await expect(bell).toHaveAttribute('data-unread', /\d+/);
  await bell.click();
  const panel = guest.getByTestId('notification-panel');
  await panel.locator('label').filter({ hasText: /^All$/ }).click();

  // The host asks Marko Vuković (Montenegro) for a meeting at a time they are both free.
  const host = await signedIn(browser, HOST);
  await host.goto(timeline);
  await expect(host.getByTestId('session-meetings')).toBeVisible();
  await expect(host.getByTestId('meetings-export-mine')).toBeVisible();
  await expect(host.getByTestId('meetings-grid-link')).toHaveCount(0);
  await host.getByTestId('meeting-request').click();
  const form = host.getByTestId('meeting-form');
  await form.getByTestId('meeting-person').fill('Vuković');
  await host
    .getByRole('listbox')
    .last()
    .getByRole('option', { name: /Marko Vuković/ })
    .click();
  await choose(host, 'meeting-slot', 0);
  const slot = (await form.getByTestId('meeting-slot').inputValue()).slice(0, 11);
  await form.getByTestId('meeting-note').fill('Wine and fish pairing for the hotel season');
  await host.screenshot({ path: shot(testInfo, 'request-dialog-1440.png') });
  await form.getByTestId('meeting-submit').click();
  await expect(form).toBeHidden();
  const sent = host.getByTestId('meetings-outgoing').getByTestId('meeting-card').filter({ hasText: 'Marko Vuković' });
  await expect(sent).toContainText(slot);
  await expect(sent.getByTestId('meeting-waits')).toHaveText('Waiting for Marko Vuković to answer');

  // The request arrives in the open list without a reload (journeys beside this one notify the
  // same person, so the row is found by its time); it opens the timeline, where the guest accepts
  // the request and then moves it to another time.
  const row = panel
    .getByTestId('notification-row')
    .filter({ hasText: 'Milica Petrović asks you for a meeting' })
    .filter({ hasText: `at ${slot.slice(0, 5)}` })
    .first();
  await expect(row).toBeVisible();
  await row.getByRole('button').click();
  await expect(guest).toHaveURL(new RegExp(`${timeline}$`));
  const asked = guest.getByTestId('meetings-incoming').getByTestId('meeting-card').filter({ hasText: 'Wine and fish pairing' });
  await expect(asked).toContainText('Milica Petrović');
  await expect(asked.getByTestId('meeting-waits')).toHaveText('Waiting for your answer');
  await asked.getByTestId('meeting-accept').click();
  const confirmed = guest.getByTestId('meetings-accepted').getByTestId('meeting-card').filter({ hasText: 'Wine and fish pairing' });
  await expect(confirmed.getByTestId('meeting-status')).toHaveText('Confirmed');
  const id = await confirmed.getAttribute('data-reservation-id');
  await shots(guest, testInfo, 'timeline-attendee');

  await guest
    .getByTestId('meetings-accepted')
    .getByTestId('meeting-card')
    .filter({ hasText: 'Wine and fish pairing' })
    .getByTestId('meeting-reschedule')
    .click();
  const move = guest.getByTestId('meeting-form');
  await expect(move).toContainText('Milica Petrović');
  await choose(guest, 'meeting-slot', 1);
  const moved = (await move.getByTestId('meeting-slot').inputValue()).slice(0, 11);
  expect(moved).not.toBe(slot);
  await move.getByTestId('meeting-submit').click();
  await expect(move).toBeHidden();
  const waiting = guest.locator(`[data-reservation-id="${id}"]`);
  await expect(waiting.getByTestId('meeting-status')).toHaveText('Requested');
  await expect(waiting).toContainText(moved);
  await expect(waiting.getByTestId('meeting-waits')).toHaveText('Waiting for Milica Petrović to answer');

  // The host now has it to answer again, opened as a notification opens it.
  await host.goto(`${timeline}?reservationId=${id}`);
  const again = host.locator(`[data-reservation-id="${id}"]`);
  await expect(again).toHaveAttribute('data-highlighted', 'true');
  await expect(again.getByTestId('meeting-waits')).toHaveText('Waiting for your answer');
  await again.getByTestId('meeting-accept').click();
  await expect(host.locator(`[data-reservation-id="${id}"]`).getByTestId('meeting-status')).toHaveText('Confirmed');

  // Everyone's meetings of the event, by day.
  await host.goto(`/event-management/chamber-events/details/${eventId}/attendees/timeline`);
  await expect(host.getByTestId('my-meetings').locator(`[data-reservation-id="${id}"]`)).toContainText(moved);
  await shots(host, testInfo, 'attendees-timeline');

  // The organiser: the table view from the timeline, the meeting in its cell, the spreadsheet.
  const organiser = await signedIn(browser, ORGANISER);
  await organiser.goto(timeline);
  await expect(organiser.getByTestId('meetings-not-registered')).toBeVisible();
  await organiser.screenshot({ path: shot(testInfo, 'timeline-organiser-1440.png'), fullPage: true });
  await organiser.getByTestId('meetings-grid-link').click();
  await expect(organiser).toHaveURL(`${timeline}/grid`);
  await expect(organiser.getByRole('heading', { level: 2 })).toHaveText(`Meetings: ${SESSION}`);
  const cell = organiser.getByTestId('grid-cell').filter({ hasText: 'Milica Petrović – Marko Vuković' });
  await expect(cell).toHaveAttribute('data-slot', moved.slice(0, 5));
  await shots(organiser, testInfo, 'grid');
  await organiser.getByTestId('grid-search').fill('Vuković');
  await expect(organiser.getByTestId('grid-meeting').filter({ hasText: 'Milica Petrović' })).toHaveCount(1);
  const download = organiser.waitForEvent('download');
  await organiser.getByTestId('grid-export').click();
  const file = await (await download).path();
  const book = new ExcelJS.Workbook();
  await book.xlsx.readFile(file);
  const rows: string[] = [];
  book.worksheets[0].eachRow((row) => {
    rows.push((row.values as unknown[]).map((v) => String(v ?? '')).join(' | '));
  });
  const line = rows.find((r) => r.includes('Milica Petrović') && r.includes('Marko Vuković'));
  expect(line, rows.join('\n')).toBeTruthy();
  expect(line).toContain(moved.slice(0, 5));
});

test('attendees say whom they want to meet, the organiser schedules and publishes it, and both find the meeting', async ({
  browser,
  request,
}, testInfo) => {
  test.setTimeout(180_000);
  const { timeline } = await forumSession(request, HOST, 'B2B meetings, day 1');

  // Marko Vuković (Montenegro) sees that Elena Stojanovska wants to meet him and wants it too.
  const marko = await signedIn(browser, GUEST);
  await marko.goto(timeline);
  const wishes = marko.getByTestId('meeting-wishes');
  const elena = wishes.getByTestId('wishes-wanted-by').getByRole('listitem').filter({ hasText: 'Elena Stojanovska' });
  await expect(elena).toBeVisible();
  await elena.getByRole('button', { name: 'I want to meet too' }).click();
  const mutual = wishes.getByTestId('wishes-wanted').getByRole('listitem').filter({ hasText: 'Elena Stojanovska' });
  await expect(mutual).toContainText('Both want to meet');
  await expect(wishes.getByTestId('wishes-wanted-by')).toHaveCount(0);
  await shots(marko, testInfo, 'timeline-wishes');

  // The organiser runs the scheduler on the session, reads the draft and publishes it.
  const organiser = await signedIn(browser, ORGANISER);
  await organiser.goto(timeline);
  await organiser.getByTestId('meetings-scheduler-link').click();
  await expect(organiser).toHaveURL(`${timeline}/scheduler`);
  const figures = organiser.getByTestId('scheduler-figures');
  await expect(figures).toContainText('To schedule2');
  await organiser.getByTestId('scheduler-limit').getByText('5 s', { exact: true }).click();
  // Journeys running beside this one book meetings in the same session: a draft that no longer
  // fits is refused as a whole (nothing booked), and the organiser runs the scheduler again.
  let time = '';
  for (let attempt = 0; attempt < 3; attempt++) {
    await organiser.getByTestId('scheduler-run').click();
    const draft = organiser.getByTestId('scheduler-meetings');
    await expect(draft).toBeVisible({ timeout: 30_000 });
    await expect(organiser.getByTestId('scheduler-result')).toContainText('2 of 2');
    const proposed = draft.getByRole('row').filter({ hasText: 'Marko Vuković' });
    await expect(proposed).toContainText('Elena Stojanovska');
    time = ((await proposed.getByRole('cell').first().innerText()).split('\n')[0] ?? '').slice(0, 5);
    await organiser.getByTestId('scheduler-publish').click();
    await organiser.getByRole('dialog').getByRole('button', { name: 'Publish' }).click();
    const outcome = organiser.getByTestId('scheduler-published').or(organiser.getByText('Run the scheduler again.'));
    await expect(outcome.first()).toBeVisible();
    if (await organiser.getByTestId('scheduler-published').isVisible()) break;
  }
  await expect(organiser.getByTestId('scheduler-published')).toContainText('2 meetings booked');
  await expect(organiser.getByTestId('scheduler-nothing')).toBeVisible();
  await shots(organiser, testInfo, 'scheduler-published');
  await organiser.getByTestId('scheduler-published').getByRole('link').click();
  await expect(organiser.getByTestId('grid-cell').filter({ hasText: 'Elena Stojanovska – Marko Vuković' })).toHaveAttribute(
    'data-slot',
    time,
  );

  // Marko finds the meeting confirmed on his timeline.
  await marko.reload();
  const booked = marko.getByTestId('meetings-accepted').getByTestId('meeting-card').filter({ hasText: 'Elena Stojanovska' });
  await expect(booked).toContainText(time);
  await expect(marko.getByTestId('meeting-wishes').getByRole('listitem').filter({ hasText: 'Elena Stojanovska' })).toContainText(
    'Meeting booked',
  );
});
