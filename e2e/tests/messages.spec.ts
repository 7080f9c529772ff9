import { type APIRequestContext, type Browser, expect, type Page, type TestInfo, test } from '@playwright/test';
import { DEMO_PASSWORD, invitedEmployeeSignsIn, uniqueEmail } from './helpers.ts';
import { shots as checkedShots, signedIn } from './journeys.ts';

/** Shots of a message centre screen, kept where MESSAGES_SHOTS says. */
const shots = (page: Page, testInfo: TestInfo, name: string) =>
  checkedShots(page, testInfo, name, {
    dir: process.env.MESSAGES_SHOTS,
    ready: (p) => expect(p.getByTestId('message-center')).toBeVisible(),
  });

/**
 * The message centre between two colleagues of a Serbian company: Milica writes to a new
 * colleague, who reads and answers, Milica sees the answer, then the colleague marks Milica as
 * spam and finds her among his spam contacts. And between two companies: a new colleague of
 * Milica's writes to Vardar Soft from the B2B directory, Elena answers and marks him as spam.
 *
 * The person marked as spam, or whose unread counts are asserted, is a new user of the journey's
 * own: the demo users are shared with journeys running beside these (notification-targets writes
 * from Milica to Elena and expects Elena to be told), and a spam mark between two demo users
 * would silence the other journeys' messages.
 */

/** The inbox's unread count beside Conversations in the section's top bar. */
const unreadInMenu = (page: Page) => page.getByRole('navigation', { name: 'Section menu' }).getByTestId('menu-badge-conversations');

const A = 'company.rs@market-access.demo';
const RECIPIENT = 'company.mk@market-access.demo';
const CENTER = '/message-center/message-center-new';

/** A few letters to tell one run's new person from another's (names are searched and shown by name): "Qkrvzt". */
const tag = () =>
  String.fromCharCode(65 + Math.floor(Math.random() * 26)) +
  Array.from({ length: 5 }, () => String.fromCharCode(97 + Math.floor(Math.random() * 26))).join('');

/**
 * A new employee of Milica's company (Dunav Foods), invited by her through the API, signed in with
 * the mailed temporary password and a password of their own, on a page of their own context.
 */
async function newColleague(browser: Browser, request: APIRequestContext, firstName: string, lastName: string): Promise<Page> {
  const auth = await request.post('/api/account/authenticate', { data: { email: A, password: DEMO_PASSWORD } });
  const headers = { authorization: `Bearer ${(await auth.json()).data.jwToken}` };
  const page = await (await browser.newContext()).newPage();
  await invitedEmployeeSignsIn(page, request, headers, { firstName, lastName, email: uniqueEmail('colleague') });
  return page;
}

test('two colleagues write, read and answer, and one marks the other as spam', async ({ browser, request }, testInfo) => {
  test.setTimeout(240_000);
  const subject = `Pallet order ${Date.now()}`;
  // Milica's new colleague, whom only this journey writes to (his unread counts are asserted) and who marks her as spam.
  const mark = tag();
  const colleague = `Nikola Jovanović-${mark}`;
  const b = await newColleague(browser, request, 'Nikola', `Jovanović-${mark}`);

  // Milica opens a new message from the header button and writes to Nikola.
  const a = await signedIn(browser, A);
  await a.goto(`${CENTER}/conversations`);
  await expect(a.getByTestId('message-center')).toBeVisible();
  await a.getByRole('link', { name: 'New message' }).first().click();
  await expect(a).toHaveURL(/conversations\/create\?pageNum=1/);
  const to = a.getByTestId('message-receivers');
  await to.click();
  await to.fill(mark);
  await a.getByRole('option', { name: new RegExp(colleague) }).click();
  await a.getByRole('textbox', { name: /^Subject/ }).fill(subject);
  await a.getByRole('textbox', { name: /^Message/ }).click();
  await a.keyboard.type('Can we ship 20 pallets to Podgorica on Friday?');
  await shots(a, testInfo, 'messages-create');
  // The reload of the shots keeps nothing typed: write it again.
  await to.click();
  await to.fill(mark);
  await a.getByRole('option', { name: new RegExp(colleague) }).click();
  await a.getByRole('textbox', { name: /^Subject/ }).fill(subject);
  await a.getByRole('textbox', { name: /^Message/ }).click();
  await a.keyboard.type('Can we ship 20 pallets to Podgorica on Friday?');
  await a.getByTestId('message-send').click();
  await expect(a).toHaveURL(new RegExp(`${CENTER}/conversations/\\d+$`));
  await expect(a.getByRole('heading', { level: 1, name: subject })).toBeVisible();
  const threadPath = new URL(a.url()).pathname;

  // Nikola finds it unread among his conversations, opens it and answers.
  await b.goto(`${CENTER}/conversations`);
  const row = b.getByRole('link', { name: new RegExp(`^Milica Petrović .*${subject} 1 unread`) });
  await expect(row).toBeVisible();
  await expect(row).toHaveAttribute('data-unread', 'true');
  await expect(unreadInMenu(b)).toHaveText('1');
  await shots(b, testInfo, 'messages-inbox');
  await row.click();
  await expect(b.getByRole('heading', { level: 1, name: subject })).toBeVisible();
  await expect(b.getByRole('article', { name: 'Milica Petrović' })).toContainText('20 pallets');
  // Opening it marks it read: the count goes.
  await expect(unreadInMenu(b)).toHaveCount(0);
  await b.getByRole('textbox', { name: /^Reply/ }).click();
  await b.keyboard.type('Yes, Friday works. I will send the invoice.');
  await b.getByTestId('reply-send').click();
  await expect(b.getByRole('article', { name: colleague })).toContainText('Friday works');
  await shots(b, testInfo, 'messages-thread');

  // Milica sees the answer.
  await a.goto(threadPath);
  await expect(a.getByRole('article', { name: colleague })).toContainText('Friday works');

  // Keyboard: the reply box is reachable and the send button answers Enter.
  await a.getByRole('textbox', { name: /^Reply/ }).focus();
  await a.keyboard.type('Thank you!');
  await a.getByTestId('reply-send').focus();
  await a.keyboard.press('Enter');
  await expect(a.getByRole('article').last()).toContainText('Thank you!');

  // Nikola marks Milica as spam from the thread; she is then among his spam contacts.
  await b.getByTestId('thread-spam').click();
  await b.getByRole('dialog').getByRole('button', { name: 'Mark as spam' }).click();
  await expect(b.getByTestId('thread-spam')).toHaveText('Not spam');
  await b.goto('/message-center/contacts');
  await b.getByTestId('contacts-filter').click();
  await b.getByRole('option', { name: 'Spam contacts' }).click();
  await expect(b).toHaveURL(/filter=spam/);
  await expect(b.getByRole('article', { name: 'Milica Petrović' })).toBeVisible();
  await expect(b.getByTestId('contact-spam-badge')).toBeVisible();
  await shots(b, testInfo, 'messages-contacts');
  // The conversation he answered moved whole to his spam folder, out of his conversations.
  await b.goto(`${CENTER}/spam`);
  await expect(b.getByRole('link', { name: new RegExp(subject) })).toBeVisible();
  await b.goto(`${CENTER}/conversations`);
  await expect(b.getByTestId('message-center')).toBeVisible();
  await expect(b.getByRole('link', { name: new RegExp(subject) })).toHaveCount(0);

  // "Not spam" from the spam folder's thread moves it back, and out of spam.
  await b.goto(`${CENTER}/spam`);
  await b.getByRole('link', { name: new RegExp(subject) }).click();
  await expect(b.getByTestId('thread-spam')).toHaveText('Not spam');
  await b.getByTestId('thread-spam').click();
  await expect(b.getByTestId('thread-spam')).toHaveText('Mark as spam');
  await b.goto(`${CENTER}/conversations`);
  await expect(b.getByRole('link', { name: new RegExp(subject) })).toBeVisible();
  await b.goto(`${CENTER}/spam`);
  await expect(b.getByTestId('message-center')).toBeVisible();
  await expect(b.getByRole('link', { name: new RegExp(subject) })).toHaveCount(0);
});

/*
 * Was left out of CI: it timed out on a click in the full suite. Two causes, both of sharing demo users with
 * journeys running beside it: Escape does not close the notification panel (the focus stays on the bell,
 * outside the popover), and with Elena's unread notifications from other journeys the open panel reached
 * down over the conversation row, so the row's click waited for ever ("... intercepts pointer events");
 * and the journey left Milica marked as spam by Elena, so a run after it (or a second copy) met "Not spam"
 * on the contact (no question, the click on the dialog's button waited for ever), and Milica's messages to
 * Elena in notification-targets.spec.ts notified nobody. The panel is now closed with its close button, and
 * the writer is a new colleague of Milica's whom only this journey uses.
 */
test('a company writes to another: the bell and the folder count rise live, the answer comes back, and spam moves the contact', async ({
  browser,
  request,
}) => {
  test.setTimeout(180_000);
  const subject = `Wine for the coast ${Date.now()}`;
  const mark = tag();
  const writer = `Marko Ilić-${mark}`;
  // Elena (Vardar Soft, North Macedonia) waits in her message centre.
  const elena = await signedIn(browser, RECIPIENT);
  await elena.goto(`${CENTER}/conversations`);
  await expect(elena.getByTestId('message-center')).toBeVisible();

  // Marko, Milica's new colleague, finds Vardar Soft in the B2B directory and writes to it from its card.
  const marko = await newColleague(browser, request, 'Marko', `Ilić-${mark}`);
  await marko.goto('/business-to-business');
  await marko.getByRole('searchbox', { name: 'Search words' }).fill('Vardar');
  const card = marko.locator('[data-testid^="hit-company-"]').filter({ hasText: 'Vardar Soft' }).first();
  await card.getByTestId('hit-contact').click();
  await expect(marko).toHaveURL(/conversations\/create\?type=company/);
  await expect(marko.getByText('To the administrators of Vardar Soft')).toBeVisible();
  await marko.getByRole('textbox', { name: /^Subject/ }).fill(subject);
  await marko.getByRole('textbox', { name: /^Message/ }).click();
  await marko.keyboard.type('Do you distribute Dalmatian wines?');
  await marko.getByTestId('message-send').click();
  await expect(marko).toHaveURL(new RegExp(`${CENTER}/conversations/\\d+$`));

  // Without a reload: the conversation and the folder's unread count appear, and the bell has it.
  const row = elena.getByRole('link', { name: new RegExp(`^${writer} .*${subject} 1 unread`) });
  await expect(row).toBeVisible();
  await expect(unreadInMenu(elena)).toBeVisible();
  await elena.getByTestId('notification-bell').click();
  const panel = elena.getByTestId('notification-panel');
  // All, not Unread: a message centre page opened meanwhile by another journey as Elena reads her message notifications.
  await panel.locator('label').filter({ hasText: /^All$/ }).click();
  await expect(panel.getByTestId('notification-row').filter({ hasText: subject })).toBeVisible();
  // Closed with its close button (Escape leaves it open while the focus is on the bell); open, it may cover the row.
  await panel.getByRole('button', { name: 'Close notifications' }).click();
  await expect(panel).toBeHidden();

  // She opens it and answers; the writer has the answer.
  await row.click();
  await expect(elena.getByRole('heading', { level: 1, name: subject })).toBeVisible();
  await elena.getByRole('textbox', { name: /^Reply/ }).click();
  await elena.keyboard.type('Yes, from three wineries.');
  await elena.getByTestId('reply-send').click();
  await expect(elena.getByRole('article', { name: 'Elena Stojanovska' })).toContainText('three wineries');
  await marko.reload();
  await expect(marko.getByRole('article', { name: 'Elena Stojanovska' })).toContainText('three wineries');

  // Elena marks the writer as spam: he leaves her contacts for her spam contacts.
  await elena.goto('/message-center/contacts');
  const contact = elena.getByRole('article', { name: writer });
  await expect(contact).toBeVisible();
  await expect(contact.getByTestId('contact-spam')).toHaveText('Mark as spam');
  await contact.getByTestId('contact-spam').click();
  await elena.getByRole('dialog').getByRole('button', { name: 'Mark as spam' }).click();
  await expect(contact.getByTestId('contact-spam-badge')).toBeVisible();
  await elena.getByTestId('contacts-filter').click();
  await elena.getByRole('option', { name: 'Spam contacts' }).click();
  await expect(elena).toHaveURL(/filter=spam/);
  await expect(contact).toBeVisible();
  await elena.getByTestId('contacts-filter').click();
  await elena.getByRole('option', { name: 'Contacts', exact: true }).click();
  await expect(elena).toHaveURL(/filter=contacts/);
  await expect(contact).toHaveCount(0);
});
