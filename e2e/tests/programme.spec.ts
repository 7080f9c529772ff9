import { expect, type Page, type TestInfo, test } from '@playwright/test';
import { axeViolations, describeViolations, isBlocking, landmarkProblems, overflowProblems } from './tour/page-checks.ts';
import { adminToken, chamberEventId, FORUM, forumId, lastMailTo, signIn, uniqueEmail } from './helpers.ts';
import { pdfText, pixelShares } from './pdf-checks.ts';

/**
 * Issue 13's journeys: a chamber administrator builds part of the Belgrade forum's programme, an
 * attendee shapes their agenda and takes it away as a PDF and a calendar file.
 */

const ORGANISER = 'chamber.rs@market-access.demo';
const ATTENDEE = 'company.rs@market-access.demo';
const run = Date.now().toString(36);

/** A 1 x 1 PNG: a speaker's photo, a partner's logo, a banner. */
const png = (name: string) => ({
  name,
  mimeType: 'image/png',
  buffer: Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==', 'base64'),
});

/** Answers Yes to the open question (a delete). */
const confirmDialog = (page: Page) => page.getByRole('dialog').getByRole('button', { name: 'Yes' }).click();

/** Screenshots for looking at the screens: kept where PROGRAMME_SHOTS says, else in the test's output. */
const shot = (testInfo: TestInfo, name: string) =>
  process.env.PROGRAMME_SHOTS ? `${process.env.PROGRAMME_SHOTS}/${name}` : testInfo.outputPath(name);

interface CalendarEntry {
  summary: string;
  start: string;
  end: string;
}

/** The VEVENTs of an iCalendar file (lines unfolded, RFC 5545 3.1), with their local times and zone. */
function calendarEntries(ics: string): CalendarEntry[] {
  const lines = ics.replace(/\r?\n[ \t]/g, '').split(/\r?\n/);
  const entries: CalendarEntry[] = [];
  let current: Partial<CalendarEntry> | null = null;
  for (const line of lines) {
    if (line === 'BEGIN:VEVENT') current = {};
    else if (line === 'END:VEVENT' && current) {
      entries.push(current as CalendarEntry);
      current = null;
    } else if (current) {
      const [head, ...rest] = line.split(':');
      const value = rest.join(':');
      if (head === 'SUMMARY') current.summary = value.replace(/\\([,;\\])/g, '$1');
      if (head.startsWith('DTSTART')) current.start = `${head.split(';')[1] ?? ''}:${value}`;
      if (head.startsWith('DTEND')) current.end = `${head.split(';')[1] ?? ''}:${value}`;
    }
  }
  return entries;
}

/** Chooses an option of a Mantine select by its test id. */
async function choose(page: Page, testId: string, option: string | number) {
  await page.getByTestId(testId).click();
  const options = page.getByRole('listbox').last().getByRole('option');
  if (typeof option === 'number') await options.nth(option).click();
  else await options.filter({ hasText: option }).first().click();
}

interface NewSession {
  name: string;
  type: string;
  day: number;
  start: string;
  end: string;
  hall: string;
  speaker?: string;
}

async function addSession(page: Page, s: NewSession) {
  await page.getByTestId('add-session').click();
  const form = page.getByTestId('session-form');
  await expect(form).toBeVisible();
  await page.getByTestId('session-name').fill(s.name);
  await choose(page, 'session-type', s.type);
  await choose(page, 'session-day', s.day);
  await page.getByTestId('session-start').fill(s.start);
  await page.getByTestId('session-end').fill(s.end);
  await choose(page, 'session-hall', s.hall);
  if (s.speaker) {
    await choose(page, 'session-speakers', s.speaker);
    await page.keyboard.press('Escape');
  }
  await page.getByTestId('session-save').click();
  await expect(form).toBeHidden();
  await expect(page.getByTestId('session-card').filter({ hasText: s.name })).toContainText(`${s.start}–${s.end}`);
}

test('an organiser builds the programme and an attendee takes their agenda away', async ({ page, request, browser }, testInfo) => {
  test.slow();
  const eventId = await forumId(request);
  const schedulePath = `/event-management/chamber-events/details/${eventId}/schedule`;

  await signIn(page, ORGANISER);
  await expect(page).toHaveURL(/\/dashboard$/);

  // Two halls, one with numbered meeting tables.
  const details = `/event-management/chamber-events/details/${eventId}`;
  await page.goto(`${details}/hall`);
  for (const [name, tables] of [
    [`Hall Sava ${run}`, '0'],
    [`Hall Dunav ${run}`, '12'],
  ] as const) {
    await page.getByTestId('add-hall').click();
    await expect(page).toHaveURL(`${details}/hall/form/0`);
    await page.getByTestId('hall-name').fill(name);
    await page.getByTestId('hall-capacity').fill('80');
    await page.getByTestId('hall-tables').fill(tables);
    await page.getByTestId('hall-save').click();
    await expect(page).toHaveURL(`${details}/hall`);
    await expect(page.getByTestId('hall-card').filter({ hasText: name })).toContainText(`${tables === '0' ? '0 tables' : '12 tables'}`);
  }

  // A speaker of the chamber.
  await page.getByTestId('event-tab-speakers').click();
  await page.getByTestId('add-speaker').click();
  await page.getByTestId('speaker-first-name').fill('Milica');
  await page.getByTestId('speaker-last-name').fill(`Jovanović ${run}`);
  await page.getByLabel('Title or function').fill('Export adviser');
  await page.getByTestId('speaker-form').locator('input[type=file]').setInputFiles(png('milica.png'));
  await expect(page.getByTestId('speaker-form').locator('img')).toHaveAttribute('src', /.+/);
  await page.getByTestId('speaker-save').click();
  const speakerCard = page.getByTestId('speaker-card').filter({ hasText: `Milica Jovanović ${run}` });
  await expect(speakerCard).toContainText('Export adviser');
  await expect(speakerCard.locator('img')).toHaveAttribute('src', /.+/);

  // Partners: the second moves up to first, by keyboard.
  await page.getByTestId('event-tab-partners').click();
  const names = page.getByTestId('partner-name');
  await expect(names.first()).toBeVisible();
  const [first, second] = await names.allTextContents();
  expect(second, 'the forum has two partners or more').toBeTruthy();
  await page.getByRole('button', { name: `Move ${second} up` }).focus();
  await page.keyboard.press('Enter');
  await expect(names.first()).toHaveText(second);
  await page.reload();
  await expect(names.first()).toHaveText(second);
  await expect(names.nth(1)).toHaveText(first);

  // A new partner with a logo, then added from the chamber's partners to its summit.
  const partner = `Partner ${run}`;
  await page.getByTestId('add-partner').click();
  await page.getByTestId('partner-name-input').fill(partner);
  await page.getByTestId('partner-form').locator('input[type=file]').setInputFiles(png('logo.png'));
  await expect(page.getByTestId('partner-form').locator('img')).toHaveAttribute('src', /.+/);
  await page.getByTestId('partner-save').click();
  await expect(page.getByTestId('partner-row').filter({ hasText: partner }).locator('img')).toHaveAttribute('src', /.+/);
  const summitId = await chamberEventId(request, ORGANISER, 'Digital Transformation Summit');
  await page.goto(`/event-management/chamber-events/details/${summitId}/partners`);
  await page.getByTestId('add-existing-partner').click();
  await page.getByRole('dialog').getByRole('textbox').fill(partner);
  await page.getByRole('button', { name: `Add ${partner} to the event` }).click();
  // As a person does: the confirmation first, then the dialog closed.
  await expect(page.getByText(`${partner} was added to the event.`)).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(page.getByTestId('partner-row').filter({ hasText: partner })).toBeVisible();
  await page.goto(`${details}/partners`);

  // A document for the participants.
  await page.getByTestId('event-tab-documents').click();
  await page.getByTestId('upload-document').click();
  await page
    .getByTestId('upload-form')
    .locator('input[type=file]')
    .setInputFiles({
      name: 'forum-logistics.pdf',
      mimeType: 'application/pdf',
      buffer: Buffer.from(
        '%PDF-1.4\n1 0 obj<</Type/Catalog/Pages 2 0 R>>endobj 2 0 obj<</Type/Pages/Kids[]/Count 0>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n',
      ),
    });
  await page.getByLabel('Name', { exact: true }).fill(`Logistics ${run}`);
  await page.getByTestId('upload-save').click();
  const documentCard = page.getByTestId('document-card').filter({ hasText: `Logistics ${run}` });
  await expect(documentCard).toContainText('PDF');
  await documentCard.getByRole('button', { name: `Delete Logistics ${run}` }).click();
  await confirmDialog(page);
  await expect(documentCard).toHaveCount(0);

  await page.setViewportSize({ width: 390, height: 844 });
  for (const tab of ['hall', 'speakers', 'partners', 'documents']) {
    await page.goto(`${details}/${tab}`);
    await expect(page.getByRole('heading', { level: 2 })).toBeVisible();
    await page.screenshot({ path: shot(testInfo, `${tab}-390.png`), fullPage: true });
  }
  await page.setViewportSize({ width: 1440, height: 900 });

  await page.goto(schedulePath);
  await expect(page.getByRole('heading', { level: 2, name: 'Agenda' })).toBeVisible();
  const sessions: NewSession[] = [
    {
      name: `Morning briefing ${run}`,
      type: 'Plenary',
      day: 0,
      start: '10:00',
      end: '11:00',
      hall: `Hall Sava ${run}`,
      speaker: `Milica Jovanović ${run}`,
    },
    { name: `Meet the buyers ${run}`, type: 'B2B meetings', day: 0, start: '11:00', end: '13:00', hall: `Hall Dunav ${run}` },
    { name: `Packaging workshop ${run}`, type: 'Workshop', day: 1, start: '09:30', end: '10:30', hall: `Hall Sava ${run}` },
    { name: `Closing networking ${run}`, type: 'Networking', day: 1, start: '14:00', end: '15:00', hall: `Hall Dunav ${run}` },
  ];
  for (const s of sessions) await addSession(page, s);

  // Two sessions of one hall may not overlap: the error is shown on the hall.
  await page.getByTestId('add-session').click();
  await page.getByTestId('session-name').fill(`Clash ${run}`);
  await choose(page, 'session-type', 'Panel');
  await choose(page, 'session-day', 0);
  await page.getByTestId('session-start').fill('10:30');
  await page.getByTestId('session-end').fill('11:30');
  await choose(page, 'session-hall', `Hall Sava ${run}`);
  await page.getByTestId('session-save').click();
  await expect(page.getByTestId('session-form')).toContainText(`The hall is taken at this time by "Morning briefing ${run}"`);
  await page.getByRole('button', { name: 'Cancel' }).click();

  await page.screenshot({ path: shot(testInfo, 'schedule-organiser-1440.png'), fullPage: true });
  await page.setViewportSize({ width: 390, height: 844 });
  await page.screenshot({ path: shot(testInfo, 'schedule-organiser-390.png'), fullPage: true });
  await page.setViewportSize({ width: 1440, height: 900 });

  // The B2B session's timeline shows its hall's numbered tables.
  await page.getByRole('link', { name: `Meet the buyers ${run}`, exact: true }).click();
  await expect(page.getByTestId('session-timeline')).toContainText(`Meet the buyers ${run}`);
  await expect(page.getByTestId('hall-table')).toHaveCount(12);

  // Its meeting grid for the organisers: all 12 tables side by side at 1440 px, inside the screen.
  await page.goto(`${new URL(page.url()).pathname}/grid`);
  const gridHeaders = page.getByTestId('meeting-grid').getByRole('columnheader');
  await expect(gridHeaders).toHaveCount(13);
  const viewport = page.viewportSize()!;
  for (const header of await gridHeaders.all()) {
    const box = (await header.boundingBox())!;
    expect(box.x, `${await header.textContent()} starts inside the screen`).toBeGreaterThanOrEqual(0);
    expect(box.x + box.width, `${await header.textContent()} ends inside the screen`).toBeLessThanOrEqual(viewport.width);
  }
  const scroller = await page.getByTestId('meeting-grid').evaluate((el) => ({ scroll: el.scrollWidth, client: el.clientWidth }));
  expect(scroller.scroll, 'the grid does not scroll sideways').toBeLessThanOrEqual(scroller.client);
  await page.screenshot({ path: shot(testInfo, 'grid-1440.png') });
  // A phone: one table at a time, chosen in a picker, under the sticky time column.
  await page.setViewportSize({ width: 390, height: 844 });
  await expect(gridHeaders).toHaveText(['Time', 'Table 1']);
  await choose(page, 'grid-table-picker', 'Table 7');
  await expect(gridHeaders).toHaveText(['Time', 'Table 7']);
  expect(await overflowProblems(page)).toEqual([]);
  await page.screenshot({ path: shot(testInfo, 'grid-390.png'), fullPage: true });
  await page.setViewportSize({ width: 1440, height: 900 });

  // The printable agenda, from the agenda's files menu: by day, on paper without the app's bars.
  await page.goto(schedulePath);
  await page.getByTestId('agenda-files').click();
  await page.getByTestId('agenda-printable').click();
  await expect(page).toHaveURL(`${schedulePath}/print`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(`Agenda: ${FORUM}`);
  const briefingRow = page.getByTestId('print-session').filter({ hasText: `Morning briefing ${run}` });
  for (const text of ['10:00–11:00', 'Plenary', `Hall Sava ${run}`, `Milica Jovanović ${run}, Export adviser`])
    await expect(briefingRow).toContainText(text);
  await expect(page.getByTestId('print-day').filter({ hasText: `Packaging workshop ${run}` })).not.toContainText(`Morning briefing ${run}`);
  await page.evaluate(() => {
    window.print = () => document.body.setAttribute('data-printed', 'yes');
  });
  await page.getByTestId('agenda-print-button').click();
  await expect(page.locator('body')).toHaveAttribute('data-printed', 'yes');
  await page.emulateMedia({ media: 'print' });
  await expect(page.getByRole('banner')).toBeHidden();
  await expect(page.getByTestId('agenda-print-button')).toBeHidden();
  await expect(briefingRow).toBeVisible();
  expect(
    await page
      .getByTestId('print-day')
      .nth(1)
      .evaluate((el) => getComputedStyle(el).breakBefore),
  ).toBe('page');
  await page.emulateMedia({ media: 'screen' });
  // On a phone (loaded at that width, as the layout chooses its bars when it loads): no sideways scroll.
  await page.setViewportSize({ width: 390, height: 844 });
  await page.reload();
  await expect(briefingRow).toBeVisible();
  // The screen tour's checks: landmarks and one h1, nothing cut or scrolling sideways, axe.
  expect(await landmarkProblems(page)).toEqual([]);
  expect(await overflowProblems(page)).toEqual([]);
  expect(describeViolations((await axeViolations(page)).filter(isBlocking))).toEqual([]);
  await page.screenshot({ path: shot(testInfo, 'agenda-print-390.png'), fullPage: true });
  await page.setViewportSize({ width: 1440, height: 900 });

  // The attendee.
  const context = await browser.newContext({ acceptDownloads: true });
  const attendee = await context.newPage();
  await signIn(attendee, ATTENDEE);
  await expect(attendee).toHaveURL(/\/dashboard$/);
  await attendee.goto(schedulePath);
  const skipped = attendee.getByTestId('session-card').filter({ hasText: `Packaging workshop ${run}` });
  await skipped.getByRole('switch', { name: 'Not interested' }).click({ force: true });
  await expect(skipped).toContainText('Not on my agenda');
  await attendee.setViewportSize({ width: 390, height: 844 });
  await attendee.screenshot({ path: shot(testInfo, 'schedule-attendee-390.png'), fullPage: true });
  await attendee.setViewportSize({ width: 1280, height: 800 });

  // My agenda as PDF: previewed, then downloaded; it lists my sessions but not the one I skipped.
  await attendee.getByTestId('my-agenda-pdf').click();
  await expect(attendee.getByTestId('agenda-preview')).toBeVisible();
  // The frame shows the document (the CSP lets it frame the blob: address): the browser's PDF
  // viewer draws the white first page with its dark text on a grey backdrop, not an error icon.
  await expect
    .poll(
      async () => {
        const shares = await pixelShares(attendee, 'agenda-preview');
        // Refused, the frame is a light error page with one small icon: almost nothing dark.
        return shares.white > 0.2 && shares.dark > 0.2;
      },
      { timeout: 15_000 },
    )
    .toBe(true);
  await attendee.getByTestId('agenda-preview').screenshot({ path: shot(testInfo, 'agenda-preview.png') });
  await expect(attendee.getByRole('dialog').getByRole('button', { name: 'Close dialog', exact: true })).toBeVisible();
  const [pdfDownload] = await Promise.all([attendee.waitForEvent('download'), attendee.getByTestId('agenda-download').click()]);
  expect(pdfDownload.suggestedFilename()).toBe('User Agenda report.pdf');
  const pdf = await pdfText(Buffer.from(await (await pdfDownload.createReadStream()).toArray().then((c) => Buffer.concat(c))));
  for (const s of sessions.filter((x) => !x.name.startsWith('Packaging'))) expect(pdf).toContain(s.name);
  expect(pdf).not.toContain(`Packaging workshop ${run}`);
  await attendee.keyboard.press('Escape');

  // My agenda as a calendar: the same sessions at their Belgrade times.
  await attendee.getByTestId('agenda-files').click();
  const [icsDownload] = await Promise.all([attendee.waitForEvent('download'), attendee.getByTestId('my-agenda-ics').click()]);
  const ics = Buffer.concat(await (await icsDownload.createReadStream()).toArray()).toString('utf8');
  const entries = calendarEntries(ics);
  expect(entries.find((e) => e.summary === `Packaging workshop ${run}`)).toBeUndefined();
  const briefing = entries.find((e) => e.summary === `Morning briefing ${run}`);
  expect(briefing?.start).toMatch(/^TZID=Europe\/Belgrade:\d{8}T100000$/);
  expect(briefing?.end).toMatch(/^TZID=Europe\/Belgrade:\d{8}T110000$/);
  const closing = entries.find((e) => e.summary === `Closing networking ${run}`);
  expect(closing?.start).toMatch(/^TZID=Europe\/Belgrade:\d{8}T140000$/);
  expect(ics).toContain('BEGIN:VTIMEZONE');
  await context.close();
});

test('a chamber administrator keeps an invitation mail template, invites with it and manages banners', async ({ page }, testInfo) => {
  test.slow();
  const name = `Forum invitation ${run}`;
  await signIn(page, ORGANISER);
  await expect(page).toHaveURL(/\/dashboard$/);
  await page.goto('/event-management/templates');
  await expect(page.getByRole('heading', { level: 1, name: 'Templates' })).toBeVisible();
  // The header's button opens the new template's form (spec-1 "Header buttons by route").
  await page.getByRole('link', { name: /add template/i }).click();
  await expect(page).toHaveURL('/event-management/templates/form/0');
  await page.getByTestId('template-save').click();
  await expect(page.getByTestId('template-form')).toContainText('This field is required');
  await page.getByTestId('template-name').fill(name);
  await page.getByTestId('template-subject').fill('You are invited to the forum');
  await expect(page.getByTestId('template-placeholders')).toContainText('{{eventName}}');
  await page.locator('.ProseMirror').fill('Dear partner, join us at {{eventName}} in Belgrade.');
  await page.getByTestId('template-save').click();
  await expect(page).toHaveURL('/event-management/templates');
  await expect(page.getByTestId('template-card').filter({ hasText: name })).toContainText('Invitation mail');
  await page.setViewportSize({ width: 390, height: 844 });
  await page.screenshot({ path: shot(testInfo, 'templates-390.png'), fullPage: true });

  await page.setViewportSize({ width: 1440, height: 900 });

  // Inviting to the forum with the template: the mail carries its text, the event and the link.
  const eventId = await forumId(page.request);
  const guest = uniqueEmail('templated.guest');
  await page.goto(`/event-management/chamber-events/details/${eventId}/attendees/form`);
  await choose(page, 'invite-template', name);
  await expect(page.getByTestId('invite-template-preview')).toContainText('You are invited to the forum');
  await expect(page.getByTestId('invite-template-preview')).toContainText('Dear partner, join us at {{eventName}}');
  await page.getByRole('combobox', { name: /E-mail addresses/ }).fill(guest);
  await page.getByRole('combobox', { name: /E-mail addresses/ }).press('Enter');
  await page.getByTestId('send-invitations').click();
  await expect(page).toHaveURL(`/event-management/chamber-events/details/${eventId}/attendees`);
  const mail = await lastMailTo(page.request, await adminToken(page.request), guest, 'event_invitation');
  expect(mail).toContain(`Dear partner, join us at ${FORUM} in Belgrade.`);
  expect(mail).toContain(`invites you to ${FORUM}`);
  expect(mail).toMatch(/\/join-event\?token=\S+/);
  await page.setViewportSize({ width: 390, height: 844 });

  // The forum's overview shows its banner; the branding tab manages banners.
  await page.goto(`/event-management/chamber-events/details/${eventId}`);
  await expect(page.getByTestId('event-banners')).toBeVisible();
  await page.screenshot({ path: shot(testInfo, 'overview-390.png'), fullPage: true });
  await page.setViewportSize({ width: 1440, height: 900 });
  await page.goto(`/event-management/chamber-events/details/${eventId}/branding`);
  const manager = page.getByTestId('banners-manager');
  await expect(manager).toBeVisible();
  await page.screenshot({ path: shot(testInfo, 'branding-1440.png'), fullPage: true });

  // A banner added, then deleted.
  const banner = `Banner ${run}`;
  await manager.locator('input[type=file]').setInputFiles(png('banner.png'));
  await manager.getByLabel('Title', { exact: true }).fill(banner);
  await manager.getByRole('button', { name: 'Add banner' }).click();
  await expect(manager).toContainText(banner);
  await manager.getByRole('button', { name: `Delete banner ${banner}` }).click();
  await confirmDialog(page);
  await expect(manager).not.toContainText(banner);
});
