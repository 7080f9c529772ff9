import fs from 'node:fs/promises';
import { expect, type Page, test } from '@playwright/test';
import JSZip from 'jszip';
import { adminToken, DEMO_PASSWORD, lastMailTo } from './helpers.ts';
import { shots, signedIn } from './journeys.ts';

/**
 * "Download my data" (issue 24 item 3): Milica (company.rs) writes a message, asks for her data on
 * her account page, watches it being prepared, opens the link of the mail she gets and downloads
 * the ZIP; it holds her message and one of her forum meetings (demo-meetings.ts). The link works
 * once: a second try is refused with its reason.
 */
const MILICA = 'company.rs@market-access.demo';
const RECEIVER_COMPANY_OF = 'company.mk@market-access.demo';
/** The note of a demo meeting Milica asked for on the forum's first B2B day. */
const MEETING_NOTE = 'Frozen raspberries for the coastal hotel season.';

const section = (page: Page) => page.getByTestId('my-data');

test('a person downloads their data once from the mailed link and finds their message and meeting in it', async ({
  browser,
  request,
}, testInfo) => {
  test.setTimeout(180_000);
  const auth = await request.post('/api/account/authenticate', { data: { email: MILICA, password: DEMO_PASSWORD } });
  const headers = { authorization: `Bearer ${(await auth.json()).data.jwToken}` };
  const receiverAuth = await request.post('/api/account/authenticate', { data: { email: RECEIVER_COMPANY_OF, password: DEMO_PASSWORD } });
  const receiver = await request.get('/api/account/get-current-user', {
    headers: { authorization: `Bearer ${(await receiverAuth.json()).data.jwToken}` },
  });
  const title = `My data journey ${Date.now()}`;
  const sent = await request.post(`/api/Messages/contact-company/${(await receiver.json()).fkCompanyId}`, {
    headers,
    data: { title, content: 'Do you still buy frozen raspberries?' },
  });
  expect(sent.ok(), await sent.text()).toBe(true);

  // On her account page she asks for her data and sees it being prepared, then ready.
  const page = await signedIn(browser, MILICA);
  await page.goto('/users/account/edit');
  await expect(section(page).getByRole('heading', { name: 'Download my data' })).toBeVisible();
  await section(page).getByTestId('my-data-start').click();
  await expect(section(page).getByText(/^Preparing your data|^Your data is ready/)).toBeVisible();
  await expect(section(page).getByText(/^Your data is ready\. It can be downloaded once, until \d{2}\.\d{2}\.\d{4}\.$/)).toBeVisible({
    timeout: 60_000,
  });
  await expect(section(page).getByTestId('my-data-download')).toBeVisible();

  // The mail's link brings her back to the page with the link's download.
  const mail = await lastMailTo(request, await adminToken(request), MILICA, 'data_export_ready');
  const link = /https?:\/\/\S+[?&]export=[A-Za-z0-9_-]{43}/.exec(mail)?.[0];
  expect(link, mail).toBeTruthy();
  const url = new URL(link ?? '');
  await page.goto(`${url.pathname}${url.search}`);
  await expect(section(page).getByRole('heading', { name: 'Download my data' })).toBeVisible();
  await shots(page, testInfo, 'my-data-ready', {
    dir: process.env.MY_DATA_SHOTS,
    ready: (p) => expect(p.getByTestId('my-data-link-download')).toBeVisible(),
  });
  await page.goto(`${url.pathname}${url.search}`);

  const downloading = page.waitForEvent('download');
  await section(page).getByTestId('my-data-link-download').click();
  const download = await downloading;
  expect(download.suggestedFilename()).toBe('my-data.zip');
  const file = await download.path();
  const zip = await JSZip.loadAsync(await fs.readFile(file));
  const messages = JSON.parse((await zip.file('messages.json')?.async('string')) ?? '{}');
  expect(messages.written.map((m: { title: string }) => m.title)).toContain(title);
  const meetings = JSON.parse((await zip.file('meetings.json')?.async('string')) ?? '[]') as { note: string | null; asked: boolean }[];
  expect(meetings).toContainEqual(expect.objectContaining({ note: MEETING_NOTE, asked: true }));
  const [account] = JSON.parse((await zip.file('account.json')?.async('string')) ?? '[]');
  expect(account.email).toBe(MILICA);

  // Downloaded: the page says so, and the link works no more.
  await expect(section(page).getByText('Your last copy was downloaded. Ask for a new one at any time.')).toBeVisible();
  await section(page).getByTestId('my-data-link-download').click();
  await expect(section(page).getByTestId('my-data-refused')).toHaveText(
    'This copy of your data has already been downloaded; the link works once. Ask for a new copy on your account page.',
  );
  await page.context().close();
});
