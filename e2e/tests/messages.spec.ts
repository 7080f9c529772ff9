import { expect, type Page, type TestInfo, test } from '@playwright/test';
import { shots as checkedShots, signedIn } from './journeys.ts';

/** Shots of a message centre screen, kept where MESSAGES_SHOTS says. */
const shots = (page: Page, testInfo: TestInfo, name: string) =>
  checkedShots(page, testInfo, name, {
    dir: process.env.MESSAGES_SHOTS,
    ready: (p) => expect(p.getByTestId('message-center')).toBeVisible(),
  });

/**
 * The message centre between two colleagues of a Serbian company: Milica writes to Nikola, Nikola
 * reads and answers, Milica sees the answer, then Nikola marks Milica as spam and finds her among
 * his spam contacts.
 */

const A = 'company.rs@market-access.demo';
const B = 'employee.rs@market-access.demo';
const RECIPIENT = 'company.mk@market-access.demo';
const CENTER = '/message-center/message-center-new';

test('two colleagues write, read and answer, and one marks the other as spam', async ({ browser }, testInfo) => {
  test.setTimeout(240_000);
  const subject = `Pallet order ${Date.now()}`;

  // Milica opens a new message from the header button and writes to Nikola.
  const a = await signedIn(browser, A);
  await a.goto(`${CENTER}/conversations`);
  await expect(a.getByTestId('message-center')).toBeVisible();
  await a.getByRole('link', { name: 'New message' }).first().click();
  await expect(a).toHaveURL(/conversations\/create\?pageNum=1/);
  const to = a.getByTestId('message-receivers');
  await to.click();
  await to.fill('Nikola');
  await a.getByRole('option', { name: /Nikola Jovanović/ }).click();
  await a.getByRole('textbox', { name: /^Subject/ }).fill(subject);
  await a.getByRole('textbox', { name: /^Message/ }).click();
  await a.keyboard.type('Can we ship 20 pallets to Podgorica on Friday?');
  await shots(a, testInfo, 'messages-create');
  // The reload of the shots keeps nothing typed: write it again.
  await to.click();
  await to.fill('Nikola');
  await a.getByRole('option', { name: /Nikola Jovanović/ }).click();
  await a.getByRole('textbox', { name: /^Subject/ }).fill(subject);
  await a.getByRole('textbox', { name: /^Message/ }).click();
  await a.keyboard.type('Can we ship 20 pallets to Podgorica on Friday?');
  await a.getByTestId('message-send').click();
  await expect(a).toHaveURL(new RegExp(`${CENTER}/conversations/\\d+$`));
  await expect(a.getByRole('heading', { level: 1, name: subject })).toBeVisible();
  const threadPath = new URL(a.url()).pathname;

  // Nikola finds it unread among his conversations, opens it and answers.
  const b = await signedIn(browser, B);
  await b.goto(`${CENTER}/conversations`);
  const row = b.getByRole('link', { name: new RegExp(`^Milica Petrović .*${subject} 1 unread`) });
  await expect(row).toBeVisible();
  await expect(row).toHaveAttribute('data-unread', 'true');
  await expect(b.getByTestId('folder-conversations').getByTestId('unread-badge')).toHaveText('1');
  await shots(b, testInfo, 'messages-inbox');
  await row.click();
  await expect(b.getByRole('heading', { level: 1, name: subject })).toBeVisible();
  await expect(b.getByRole('article', { name: 'Milica Petrović' })).toContainText('20 pallets');
  // Opening it marks it read: the count goes.
  await expect(b.getByTestId('folder-conversations').getByTestId('unread-badge')).toHaveCount(0);
  await b.getByRole('textbox', { name: /^Reply/ }).click();
  await b.keyboard.type('Yes, Friday works. I will send the invoice.');
  await b.getByTestId('reply-send').click();
  await expect(b.getByRole('article', { name: 'Nikola Jovanović' })).toContainText('Friday works');
  await shots(b, testInfo, 'messages-thread');

  // Milica sees the answer.
  await a.goto(threadPath);
  await expect(a.getByRole('article', { name: 'Nikola Jovanović' })).toContainText('Friday works');

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
  // Her conversation moved to his spam folder.
  await b.goto(`${CENTER}/spam`);
  await expect(b.getByRole('link', { name: new RegExp(subject) })).toBeVisible();
});

// Passes alone and beside the other message journeys, but times out on a click in the full
// fresh-clone suite (twice, cause not found yet: issue 15 notes); left out of CI until then.
test.fixme('a company writes to another: the bell and the folder count rise live, the answer comes back, and spam moves the contact', async ({
  browser,
}) => {
  test.setTimeout(180_000);
  const subject = `Wine for the coast ${Date.now()}`;
  // Elena (Vardar Soft, North Macedonia) waits in her message centre.
  const elena = await signedIn(browser, RECIPIENT);
  await elena.goto(`${CENTER}/conversations`);
  await expect(elena.getByTestId('message-center')).toBeVisible();

  // Milica finds Vardar Soft in the B2B directory and writes to it from its card.
  const milica = await signedIn(browser, A);
  await milica.goto('/business-to-business');
  await milica.getByRole('searchbox', { name: 'Search words' }).fill('Vardar');
  const card = milica.locator('[data-testid^="hit-company-"]').filter({ hasText: 'Vardar Soft' }).first();
  await card.getByTestId('hit-contact').click();
  await expect(milica).toHaveURL(/conversations\/create\?type=company/);
  await expect(milica.getByText('To the administrators of Vardar Soft')).toBeVisible();
  await milica.getByRole('textbox', { name: /^Subject/ }).fill(subject);
  await milica.getByRole('textbox', { name: /^Message/ }).click();
  await milica.keyboard.type('Do you distribute Dalmatian wines?');
  await milica.getByTestId('message-send').click();
  await expect(milica).toHaveURL(new RegExp(`${CENTER}/conversations/\\d+$`));

  // Without a reload: the conversation and the folder's unread count appear, and the bell has it.
  const row = elena.getByRole('link', { name: new RegExp(`^Milica Petrović .*${subject} 1 unread`) });
  await expect(row).toBeVisible();
  await expect(elena.getByTestId('folder-conversations').getByTestId('unread-badge')).toBeVisible();
  await elena.getByTestId('notification-bell').click();
  const note = elena.getByTestId('notification-panel').getByTestId('notification-row').filter({ hasText: subject });
  await expect(note).toBeVisible();
  await elena.keyboard.press('Escape');

  // She opens it and answers; Milica has the answer.
  await row.click();
  await elena.getByRole('textbox', { name: /^Reply/ }).click();
  await elena.keyboard.type('Yes, from three wineries.');
  await elena.getByTestId('reply-send').click();
  await expect(elena.getByRole('article', { name: 'Elena Stojanovska' })).toContainText('three wineries');
  await milica.reload();
  await expect(milica.getByRole('article', { name: 'Elena Stojanovska' })).toContainText('three wineries');

  // Elena marks Milica as spam: Milica leaves her contacts for her spam contacts.
  await elena.goto('/message-center/contacts');
  await expect(elena.getByRole('article', { name: 'Milica Petrović' })).toBeVisible();
  await elena.getByRole('article', { name: 'Milica Petrović' }).getByTestId('contact-spam').click();
  await elena.getByRole('dialog').getByRole('button', { name: 'Mark as spam' }).click();
  await elena.getByTestId('contacts-filter').click();
  await elena.getByRole('option', { name: 'Spam contacts' }).click();
  await expect(elena.getByRole('article', { name: 'Milica Petrović' })).toBeVisible();
  await elena.getByTestId('contacts-filter').click();
  await elena.getByRole('option', { name: 'Contacts', exact: true }).click();
  await expect(elena.getByRole('article', { name: 'Milica Petrović' })).toHaveCount(0);
});
