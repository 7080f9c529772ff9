import { expect, type Page, test } from '@playwright/test';
import { checkPage } from './journeys.ts';
import { signIn, tokenOf } from './helpers.ts';

/**
 * Issue 29 item 2: an organiser writes an event's name, a session and a speaker's biography in
 * English and Serbian; a Serbian reader reads them in Serbian on the event page, the agenda and the
 * speakers tab, an Albanian reader gets the English texts marked as such.
 */

const ORGANISER = 'chamber.rs@market-access.demo';
const READER = 'company.rs@market-access.demo';
const run = Date.now().toString(36);
const NAME = `Languages forum ${run}`;
const NAME_SR = `Forum jezika ${run}`;
const SESSION = `Opening ${run}`;
const SESSION_SR = `Otvaranje ${run}`;
const SPEAKER = `Milica Jezić ${run}`;
const BIOGRAPHY = 'Trade economist and export adviser.';
const BIOGRAPHY_SR = 'Ekonomista za trgovinu i savetnica za izvoz.';

/** Screenshots for looking at the screens: kept where EVLANG_SHOTS says, else in the test's output. */
const shotPath = (name: string) => (process.env.EVLANG_SHOTS ? `${process.env.EVLANG_SHOTS}/${name}` : test.info().outputPath(name));

async function shootBoth(page: Page, name: string) {
  for (const width of [1440, 390]) {
    await page.setViewportSize({ width, height: width === 390 ? 844 : 900 });
    await page.waitForTimeout(400);
    await page.screenshot({ path: shotPath(`${name}-${width}.png`), fullPage: true });
    await checkPage(page, `${name} ${width}`);
  }
  await page.setViewportSize({ width: 1440, height: 900 });
}

const inLanguage = (page: Page, code: string) => page.evaluate((l) => localStorage.setItem('market-access.language', l), code);

test("an organiser writes an event, a session and a speaker's biography in English and Serbian; Serbian and Albanian readers read them", async ({
  page,
  request,
  browser,
}) => {
  test.slow();
  // A public, announced event of the Serbian chamber, written in English (its main language).
  const token = await tokenOf(request, ORGANISER);
  const day = (n: number) => new Date(Date.now() + n * 86_400_000).toISOString().slice(0, 10);
  const created = await request.post('/api/Events/', {
    headers: { authorization: `Bearer ${token}` },
    data: {
      name: NAME,
      startDate: `${day(30)}T09:00:00+01:00`,
      endDate: `${day(30)}T17:00:00+01:00`,
      fkEventPlaceTypeId: 1,
      eventPlace: 'Belgrade',
      venue: 'Sava Centar',
      isPublic: true,
      isAnnounced: true,
    },
  });
  expect(created.ok(), await created.text()).toBe(true);
  const eventId = (await created.json()).pkEventId as number;

  // The organiser adds the Serbian name in the form's languages section.
  await signIn(page, ORGANISER);
  await expect(page).toHaveURL(/\/dashboard$/);
  await page.goto(`/event-management/chamber-events/form/${eventId}`);
  const languages = page.getByTestId('translation-tabs');
  await expect(languages.getByTestId('translation-missing-sr')).toBeVisible();
  await expect(languages.getByTestId('translation-missing-sq')).toBeVisible();
  await languages.getByRole('tab', { name: /Srpski/ }).click();
  await languages.getByLabel('Name – Srpski (latinica)', { exact: true }).fill(NAME_SR);
  await expect(languages.getByTestId('translation-missing-sr')).toHaveCount(0);
  await languages.scrollIntoViewIfNeeded();
  await shootBoth(page, 'event-form-languages');
  await page.getByRole('button', { name: 'Save changes' }).click();
  await expect(page).toHaveURL(new RegExp(`/details/${eventId}$`));
  await expect(page.getByTestId('event-title')).toHaveText(NAME);

  // A speaker of the chamber with her biography in English and Serbian ...
  await page.goto(`/event-management/chamber-events/details/${eventId}/speakers`);
  await page.getByTestId('add-speaker').click();
  const speakerForm = page.getByTestId('speaker-form');
  await page.getByTestId('speaker-first-name').fill('Milica');
  await page.getByTestId('speaker-last-name').fill(`Jezić ${run}`);
  // The biographies are rich text editors: a person types into their writing area.
  await page.getByTestId('speaker-biography').getByRole('textbox').fill(BIOGRAPHY);
  await expect(speakerForm.getByTestId('translation-missing-sr')).toBeVisible();
  await speakerForm.getByRole('tab', { name: /Srpski/ }).click();
  await page.getByTestId('speaker-biography-sr').getByRole('textbox').fill(BIOGRAPHY_SR);
  await expect(speakerForm.getByTestId('translation-missing-sr')).toHaveCount(0);
  await page.screenshot({ path: shotPath('speaker-form-languages-1440.png') });
  await page.getByTestId('speaker-save').click();
  await expect(speakerForm).toBeHidden();
  await expect(page.getByTestId('speaker-card').filter({ hasText: SPEAKER })).toContainText(BIOGRAPHY);

  // ... and a session in both languages, where she speaks.
  await page.goto(`/event-management/chamber-events/details/${eventId}/schedule`);
  await page.getByTestId('add-session').click();
  const form = page.getByTestId('session-form');
  await page.getByTestId('session-name').fill(SESSION);
  await page.getByTestId('session-type').click();
  await page.getByRole('listbox').last().getByRole('option', { name: 'Plenary' }).click();
  await page.getByTestId('session-start').fill('10:00');
  await page.getByTestId('session-end').fill('11:00');
  await page.getByTestId('session-speakers').click();
  await page.getByRole('listbox').last().getByRole('option').filter({ hasText: SPEAKER }).first().click();
  await page.keyboard.press('Escape');
  await form.getByRole('tab', { name: /Srpski/ }).click();
  await page.getByTestId('session-name-sr').fill(SESSION_SR);
  await expect(form.getByTestId('translation-missing-sr')).toHaveCount(0);
  await expect(form.getByTestId('translation-missing-mk')).toBeVisible();
  await page.screenshot({ path: shotPath('session-form-languages-1440.png') });
  await page.getByTestId('session-save').click();
  await expect(form).toBeHidden();
  await expect(page.getByTestId('session-card').filter({ hasText: SESSION })).toBeVisible();

  // A Serbian reader: the event page and the agenda in Serbian, unmarked.
  const reader = await (await browser.newContext()).newPage();
  await signIn(reader, READER);
  await expect(reader).not.toHaveURL(/\/login/);
  await inLanguage(reader, 'sr');
  await reader.goto(`/event-management/chamber-events/details/${eventId}`);
  await expect(reader.getByTestId('event-title')).toHaveText(NAME_SR);
  await expect(reader.getByTestId('event-header').getByTestId('content-language-mark')).toHaveCount(0);
  await reader.goto(`/event-management/chamber-events/details/${eventId}/schedule`);
  await expect(reader.getByTestId('session-name-link')).toHaveText(SESSION_SR);
  await expect(reader.getByTestId('session-card').getByTestId('content-language-mark')).toHaveCount(0);
  await shootBoth(reader, 'agenda-sr');
  await reader.goto(`/event-management/chamber-events/details/${eventId}/speakers`);
  const speakerSr = reader.getByTestId('speaker-card').filter({ hasText: SPEAKER });
  await expect(speakerSr.getByTestId('speaker-card-biography')).toHaveText(BIOGRAPHY_SR);
  await expect(speakerSr.getByTestId('content-language-mark')).toHaveCount(0);
  await reader.goto(`/event-management/public/${eventId}`);
  await expect(reader.getByRole('heading', { level: 1 })).toHaveText(NAME_SR);

  // An Albanian reader: the English texts, each marked "in English" in Albanian.
  await inLanguage(reader, 'sq');
  await reader.goto(`/event-management/chamber-events/details/${eventId}`);
  await expect(reader.getByTestId('event-title')).toHaveText(NAME);
  await expect(reader.getByTestId('event-header').getByTestId('content-language-mark')).toHaveText('në gjuhën: English');
  await shootBoth(reader, 'event-page-sq');
  await reader.goto(`/event-management/chamber-events/details/${eventId}/schedule`);
  await expect(reader.getByTestId('session-name-link')).toHaveText(SESSION);
  await expect(reader.getByTestId('session-card').getByTestId('content-language-mark')).toHaveText('në gjuhën: English');
  await reader.goto(`/event-management/chamber-events/details/${eventId}/speakers`);
  const speakerSq = reader.getByTestId('speaker-card').filter({ hasText: SPEAKER });
  await expect(speakerSq.getByTestId('speaker-card-biography')).toContainText(BIOGRAPHY);
  await expect(speakerSq.getByTestId('content-language-mark')).toHaveText('në gjuhën: English');
  await shootBoth(reader, 'speakers-sq');

  // A visitor reading Albanian on the public event page.
  const guest = await (await browser.newContext()).newPage();
  await guest.goto('/');
  await inLanguage(guest, 'sq');
  await guest.goto(`/event-management/public/${eventId}`);
  await expect(guest.getByRole('heading', { level: 1 })).toHaveText(NAME);
  await expect(guest.getByTestId('public-event').getByTestId('content-language-mark')).toHaveText('në gjuhën: English');
  await shootBoth(guest, 'public-event-sq');
});
