import { type Browser, expect, type Page, type TestInfo, test } from '@playwright/test';
import ExcelJS from 'exceljs';
import { DEMO_PASSWORD, forumId, signIn } from './helpers.ts';
import { axeViolations, describeViolations, isBlocking, landmarkProblems, overflowProblems } from './tour/page-checks.ts';

/**
 * One-to-one meetings at the Belgrade forum: a company administrator asks another registered one
 * for a meeting in a B2B session, the other accepts and then moves it, the organiser sees it in
 * the grid and in the session's spreadsheet.
 */

const HOST = 'company.rs@market-access.demo';
const GUEST = 'company.me@market-access.demo';
const ORGANISER = 'chamber.rs@market-access.demo';
const SESSION = 'B2B meetings, day 2';

/** Screenshots for looking at the screens: kept where MEETINGS_SHOTS says, else in the test's output. */
const shot = (testInfo: TestInfo, name: string) =>
  process.env.MEETINGS_SHOTS ? `${process.env.MEETINGS_SHOTS}/${name}` : testInfo.outputPath(name);

async function signedIn(browser: Browser, email: string): Promise<Page> {
  const page = await (await browser.newContext()).newPage();
  await signIn(page, email);
  await expect(page).not.toHaveURL(/\/login/);
  return page;
}

async function choose(page: Page, testId: string, option: string | number) {
  await page.getByTestId(testId).click();
  const options = page.getByRole('listbox').last().getByRole('option');
  if (typeof option === 'number') await options.nth(option).click();
  else await options.filter({ hasText: option }).first().click();
}

/** The screen's landmarks, sideways scroll and serious axe findings. */
async function checkPage(page: Page, where: string) {
  expect.soft(await landmarkProblems(page), `landmarks: ${where}`).toEqual([]);
  expect.soft(await overflowProblems(page), `overflow: ${where}`).toEqual([]);
  expect.soft(describeViolations((await axeViolations(page)).filter(isBlocking)), `axe: ${where}`).toEqual([]);
}

/** Shots in both languages at both widths, each checked. */
async function shots(page: Page, testInfo: TestInfo, name: string) {
  for (const lang of ['eng', 'sr']) {
    await page.evaluate((l) => localStorage.setItem('market-access.language', l), lang);
    await page.reload();
    await page.waitForLoadState('networkidle');
    await page.setViewportSize({ width: 1440, height: 900 });
    await page.screenshot({ path: shot(testInfo, `${name}-${lang}-1440.png`), fullPage: true });
    await checkPage(page, `${name} ${lang} 1440`);
    await page.setViewportSize({ width: 390, height: 844 });
    // The side menu slides away when the window narrows: shoot the settled page.
    await expect(page.getByRole('navigation', { name: 'Main menu' })).not.toBeInViewport();
    await page.waitForTimeout(400);
    await page.screenshot({ path: shot(testInfo, `${name}-${lang}-390.png`), fullPage: true });
    await checkPage(page, `${name} ${lang} 390`);
  }
  await page.evaluate(() => localStorage.setItem('market-access.language', 'eng'));
  await page.setViewportSize({ width: 1440, height: 900 });
  await page.reload();
}

test('two attendees arrange a meeting, move it, and the organiser sees and exports it', async ({ browser, request }, testInfo) => {
  test.setTimeout(180_000);
  const eventId = await forumId(request);
  const auth = await request.post('/api/account/authenticate', { data: { email: HOST, password: DEMO_PASSWORD } });
  const headers = { authorization: `Bearer ${(await auth.json()).data.jwToken}` };
  const sessions = await request.post(`/api/Schedule/get-all-schedules-for-event/${eventId}`, { headers, data: {} });
  const session = ((await sessions.json()).list as { pkScheduleId: number; name: string }[]).find((s) => s.name === SESSION);
  expect(session, SESSION).toBeTruthy();
  const timeline = `/event-management/chamber-events/details/${eventId}/schedule/timeline/${session!.pkScheduleId}`;

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

  // The guest finds it on their timeline, accepts it, then moves it to another time.
  const guest = await signedIn(browser, GUEST);
  await guest.goto(timeline);
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
  const eventId = await forumId(request);
  const auth = await request.post('/api/account/authenticate', { data: { email: HOST, password: DEMO_PASSWORD } });
  const headers = { authorization: `Bearer ${(await auth.json()).data.jwToken}` };
  const sessions = await request.post(`/api/Schedule/get-all-schedules-for-event/${eventId}`, { headers, data: {} });
  const session = ((await sessions.json()).list as { pkScheduleId: number; name: string }[]).find((s) => s.name === 'B2B meetings, day 1');
  const timeline = `/event-management/chamber-events/details/${eventId}/schedule/timeline/${session!.pkScheduleId}`;

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
  await organiser.getByTestId('scheduler-run').click();
  const draft = organiser.getByTestId('scheduler-meetings');
  await expect(draft).toBeVisible({ timeout: 30_000 });
  await expect(organiser.getByTestId('scheduler-result')).toContainText('2 of 2');
  const proposed = draft.getByRole('row').filter({ hasText: 'Marko Vuković' });
  await expect(proposed).toContainText('Elena Stojanovska');
  const time = ((await proposed.getByRole('cell').first().innerText()).split('\n')[0] ?? '').slice(0, 5);
  await shots(organiser, testInfo, 'scheduler-draft');
  await organiser.getByTestId('scheduler-publish').click();
  await organiser.getByRole('dialog').getByRole('button', { name: 'Publish' }).click();
  await expect(organiser.getByTestId('scheduler-published')).toContainText('2 meetings booked');
  await expect(organiser.getByTestId('scheduler-nothing')).toBeVisible();
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
