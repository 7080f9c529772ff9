import { type Browser, expect, type Page, test } from '@playwright/test';
import ExcelJS from 'exceljs';
import { adminToken, chamberEventId, lastMailTo, signIn } from './helpers.ts';
import { checkPage } from './journeys.ts';

/**
 * Issue 26's journey: a chamber administrator writes a text, a choice and a rating question,
 * puts them on the survey of the finished logistics days, opens it and mails the attendees; an
 * attendee follows the mailed link, signs in, answers and says what came of a meeting; the
 * organiser sees the counts, the chart and the outcome, and downloads the spreadsheet.
 */

const ORGANISER = 'chamber.rs@market-access.demo';
const ATTENDEE = 'company.rs@market-access.demo';
const LOGISTICS_DAYS = 'Regional Logistics Days';
const run = Date.now().toString(36);
const TEXT_Q = { eng: `What should the next logistics days change? ${run}`, sr: `Šta treba promeniti sledeći put? ${run}` };
const CHOICE_Q = { eng: `Would you come again? ${run}`, sr: `Da li biste ponovo došli? ${run}` };
const RATING_Q = { eng: `How useful were the meetings? ${run}`, sr: `Koliko su sastanci bili korisni? ${run}` };
const ANSWER = `Longer meeting slots, please ${run}`;

/** Writes a question in the bank through its form: the header's add-question button, both languages, its options. */
async function writeQuestion(
  page: Page,
  type: string,
  title: { eng: string; sr: string },
  options: [string, string][] = [],
  required = false,
) {
  await page.goto('/event-management/followup');
  await page.getByRole('link', { name: 'Add question' }).first().click();
  await expect(page).toHaveURL(/\/event-management\/followup\/form\/0$/);
  await page.getByTestId(`question-type-${type}`).click();
  await page.getByLabel('Question in English').fill(title.eng);
  await page.getByLabel('Question in Serbian').fill(title.sr);
  if (required) await page.getByRole('switch', { name: 'Required' }).check();
  for (const [i, [eng, sr]] of options.entries()) {
    await page.getByLabel(`Option ${i + 1} in English`).fill(eng);
    await page.getByLabel(`Option ${i + 1} in Serbian`).fill(sr);
  }
  await page.getByTestId('question-save').click();
  await expect(page).toHaveURL(/\/event-management\/followup\/details\/\d+$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(title.eng);
}

/** The attendee's own browser: the mailed link first, then the sign-in it leads to. */
async function followMailedLink(browser: Browser, link: string): Promise<Page> {
  const page = await (await browser.newContext()).newPage();
  await page.goto(link);
  await expect(page).toHaveURL(/\/$/);
  await page.getByLabel(/^E-mail/).fill(ATTENDEE);
  await page.getByLabel(/^Password/).fill('Demo#2026');
  await page.getByLabel(/^Password/).press('Enter');
  return page;
}

test('an organiser builds and mails a survey, an attendee answers it with a meeting outcome, the organiser reads the figures and the spreadsheet', async ({
  page,
  browser,
  request,
}, testInfo) => {
  test.setTimeout(240_000);
  const eventId = await chamberEventId(request, ORGANISER, LOGISTICS_DAYS);
  await signIn(page, ORGANISER);
  await expect(page).toHaveURL(/\/dashboard$/);

  // The bank: a form refuses a choice question without its options' texts, naming the field.
  await page.goto('/event-management/followup/form/0');
  await page.getByTestId('question-type-single').click();
  await page.getByTestId('question-save').click();
  await expect(page.getByLabel('Question in English')).toHaveAttribute('aria-invalid', 'true');
  await expect(page.getByTestId('question-options')).toContainText('This field is required.');
  await writeQuestion(page, 'text', TEXT_Q);
  await writeQuestion(
    page,
    'single',
    CHOICE_Q,
    [
      ['Yes', 'Da'],
      ['No', 'Ne'],
    ],
    true,
  );
  await writeQuestion(page, 'rating', RATING_Q);
  await page.goto('/event-management/followup');
  await page.getByTestId('question-search').fill(run);
  await expect(page.getByTestId('question-bank').getByRole('listitem')).toHaveCount(3);

  // The survey of the finished logistics days: the three questions from the bank, opened, mailed.
  const feedback = `/event-management/chamber-events/details/${eventId}/feedback`;
  await page.goto(feedback);
  await expect(page.getByTestId('event-tab-feedback')).toHaveAttribute('aria-current', 'page');
  await page.getByTestId('survey-add-questions').click();
  const picker = page.getByRole('dialog', { name: 'Add questions from the bank' });
  await picker.getByTestId('picker-search').fill(run);
  for (const title of [TEXT_Q.eng, CHOICE_Q.eng, RATING_Q.eng]) await picker.getByRole('checkbox', { name: title }).check();
  await picker.getByTestId('picker-add').click();
  await expect(picker).toHaveCount(0);
  const survey = page.getByTestId('survey-questions');
  await expect(survey.getByRole('listitem')).toHaveCount(3);
  // Ordered: the rating question first.
  await survey.getByRole('button', { name: `Move "${RATING_Q.eng}" up` }).click();
  await survey.getByRole('button', { name: `Move "${RATING_Q.eng}" up` }).click();
  await expect(survey.getByRole('listitem').first()).toContainText(RATING_Q.eng);
  await page.getByTestId('survey-toggle').click();
  await expect(page.getByTestId('survey-state')).toHaveText('Open');
  await page.getByTestId('survey-send-mail').click();
  // The question toast (10 s) asks first.
  await page.getByRole('alertdialog').getByRole('button', { name: 'Yes' }).click();
  await expect(page.getByText(/Mail sent to \d+ attendees?/)).toBeVisible();
  await checkPage(page, 'feedback tab before answers');

  // The attendee follows the mailed link, signs in and lands on the form.
  const mail = await lastMailTo(request, await adminToken(request), ATTENDEE, 'event_survey');
  const link = /https?:\/\/\S+\/answer-survey\?eventId=\d+/.exec(mail)?.[0];
  expect(link, mail).toBeTruthy();
  const attendee = await followMailedLink(browser, link ?? '');
  await expect(attendee).toHaveURL(new RegExp(`/event-management/my-events/feedback-formular/${eventId}$`));
  await expect(attendee.getByRole('heading', { level: 1 })).toHaveText(LOGISTICS_DAYS);

  // The required question is asked for before anything is sent.
  const form = attendee.getByTestId('feedback-form');
  const choice = form.getByRole('radiogroup', { name: new RegExp(CHOICE_Q.eng.replace(/[?]/g, '\\?')) });
  await attendee.getByTestId('feedback-submit').click();
  await expect(choice).toHaveAccessibleDescription(/This field is required/);
  await expect(attendee.getByTestId('feedback-answered')).toHaveCount(0);
  // A rating's stars are the labels of its (hidden) radio buttons: a person clicks the fourth star.
  const fourStars = form.getByRole('radio', { name: `4 of 5 for "${RATING_Q.eng}"` });
  await form.locator(`label[for="${await fourStars.getAttribute('id')}"]`).click();
  await expect(fourStars).toBeChecked();
  await form.getByLabel(new RegExp(TEXT_Q.eng.replace(/[?]/g, '\\?'))).fill(ANSWER);
  await form
    .getByRole('radiogroup', { name: new RegExp(CHOICE_Q.eng.replace(/[?]/g, '\\?')) })
    .getByRole('radio', { name: 'Yes' })
    .check();
  // A meeting held at the logistics days: it took place, and a deal was signed.
  const meeting = form.locator('[data-testid^="feedback-meeting-"]').first();
  await meeting.getByRole('radio', { name: 'Yes' }).check();
  await meeting.getByRole('radio', { name: 'Deal signed' }).check({ force: true });
  await meeting.getByRole('textbox').fill('Two trucks a week from March.');
  await attendee.getByTestId('feedback-submit').click();
  await expect(attendee.getByText('Thank you: your answers were sent.')).toBeVisible();
  await expect(attendee.getByTestId('feedback-answered')).toBeVisible();
  await checkPage(attendee, 'feedback form answered');

  // The organiser: counts, the rating chart, the text answer and the outcome.
  await page.reload();
  await expect(page.getByTestId('survey-response-count')).toContainText('1 of');
  const figures = (title: string) => page.getByTestId(/^figures-\d+$/).filter({ hasText: title });
  await expect(figures(CHOICE_Q.eng).getByTestId(/^answer-count-/)).toHaveText('1 answer');
  await expect(figures(CHOICE_Q.eng).getByRole('row', { name: /Yes 1 100 %/ })).toBeVisible();
  await expect(figures(CHOICE_Q.eng).locator('svg').first()).toBeVisible();
  await expect(figures(RATING_Q.eng).getByTestId(/^average-/)).toHaveText('4.0');
  // One column per rating 1-5, the fourth one drawn.
  await expect(figures(RATING_Q.eng).locator('.recharts-bar-rectangle')).toHaveCount(5);
  await expect(figures(RATING_Q.eng).locator('.recharts-bar-rectangle').nth(3)).toBeVisible();
  await expect(figures(TEXT_Q.eng)).toContainText(ANSWER);
  await expect(page.getByTestId('outcome-deal_signed')).toContainText('1');
  await expect(page.getByTestId('meetings-held')).toContainText('1');
  await checkPage(page, 'feedback tab with answers');
  await page.screenshot({ path: testInfo.outputPath('feedback-tab-answered.png'), fullPage: true });

  // The attendee's details: both sides of the meeting side by side.
  await page.getByTestId('respondents').getByRole('link').first().click();
  await expect(page).toHaveURL(new RegExp(`${feedback}/details/\\d+$`));
  await expect(page.getByTestId('report-mine').first()).toContainText('Deal signed');
  await expect(page.getByTestId('report-theirs').first()).toContainText('Not reported yet');
  await page.goBack();

  // The spreadsheet, read back.
  const download = page.waitForEvent('download');
  await page.getByTestId('feedback-download-xlsx').click();
  const file = await (await download).path();
  const book = new ExcelJS.Workbook();
  await book.xlsx.readFile(file);
  const rows: string[] = [];
  for (const sheet of book.worksheets) {
    sheet.eachRow((row) => {
      rows.push(`${sheet.name}: ${(row.values as unknown[]).map((v) => String(v ?? '')).join(' | ')}`);
    });
  }
  expect(
    rows.find((r) => r.includes(ANSWER)),
    rows.join('\n'),
  ).toBeTruthy();
  expect(
    rows.find((r) => r.includes(TEXT_Q.eng)),
    rows.join('\n'),
  ).toBeTruthy();
  expect(
    rows.find((r) => /deal/i.test(r)),
    rows.join('\n'),
  ).toBeTruthy();

  // Leave the demo data as it was for other runs on this database: the survey closes.
  await page.getByTestId('survey-toggle').click();
  await expect(page.getByTestId('survey-state')).toHaveText('Closed');
});
