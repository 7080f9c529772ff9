import { type Browser, expect, type Page, test } from '@playwright/test';
import { signIn } from './helpers.ts';

/** DD.MM.YYYY. of a day `offset` days from today, as the date fields take it. */
function displayDate(offset: number) {
  const d = new Date();
  d.setDate(d.getDate() + offset);
  return `${String(d.getDate()).padStart(2, '0')}.${String(d.getMonth() + 1).padStart(2, '0')}.${d.getFullYear()}.`;
}

async function signedInPage(browser: Browser, email: string) {
  const page = await (await browser.newContext()).newPage();
  await signIn(page, email);
  await expect(page).toHaveURL(/\/dashboard/);
  return page;
}

async function fillDate(page: Page, label: RegExp, value: string) {
  await page.getByLabel(label).fill(value);
  await page.getByLabel(label).press('Tab');
}

/** Finds the event's card on a list through the name search. */
async function findCard(page: Page, list: string, name: string) {
  await page.goto(list);
  await page.getByRole('searchbox', { name: 'Search events by name' }).fill(name);
  // The search reaches the address after its delay; act on the card once the list has settled.
  await expect(page).toHaveURL(/[?&]q=/);
  await expect(page.getByText('1–1 of 1 events')).toBeVisible();
  const card = page.getByRole('listitem', { name });
  await expect(card).toBeVisible();
  return card;
}

test('a chamber administrator creates, announces, edits, shares, themes and deletes an event; another chamber cannot edit it', async ({
  browser,
}) => {
  test.setTimeout(180_000);
  const name = `Serbian Wine Route B2B ${Date.now()}`;
  const page = await signedInPage(browser, 'chamber.rs@market-access.demo');

  // Create through the form; the end before the start is refused first.
  await page.goto('/event-management/chamber-events');
  await expect(page.getByRole('heading', { name: 'Chamber events' })).toBeVisible();
  await page.getByRole('link', { name: 'Add event' }).first().click();
  await expect(page.getByRole('heading', { name: 'New event' })).toBeVisible();
  await page.getByLabel(/^Event name/).fill(name);
  await fillDate(page, /^Start date/, displayDate(30));
  await page.getByLabel(/^Start time/).fill('09:00');
  await fillDate(page, /^End date/, displayDate(29));
  await page.getByLabel(/^End time/).fill('17:00');
  await page.getByLabel('City').fill('Vršac');
  await page.getByLabel('Venue').fill('Vršac Wine Cellar, Dvorska 3');
  await page.getByRole('button', { name: 'Create event' }).click();
  await expect(page.getByText('The event cannot end before it starts.')).toBeVisible();
  await fillDate(page, /^End date/, displayDate(31));
  await page.getByRole('button', { name: 'Create event' }).click();
  await expect(page.getByText('The event was created.')).toBeVisible();
  await expect(page).toHaveURL(/\/event-management\/chamber-events\/details\/\d+$/);
  const eventId = Number(/details\/(\d+)/.exec(page.url())![1]);

  // A new event is a draft; announcing it asks first.
  let card = await findCard(page, '/event-management/chamber-events?status=draft', name);
  await expect(card).toContainText('Draft');
  await card.getByRole('button', { name: 'Announce' }).click();
  const announce = page.getByRole('dialog', { name: 'Announce the event' });
  await announce.getByRole('button', { name: 'Announce' }).click();
  await expect(page.getByText(`"${name}" is announced.`)).toBeVisible();

  card = await findCard(page, '/event-management/announced-events', name);
  await expect(card).toContainText('Announced');
  await expect(card).toContainText('Vršac Wine Cellar, Dvorska 3, Vršac');

  // Edit from the card.
  await card.getByRole('link', { name: 'Edit' }).click();
  await expect(page.getByRole('heading', { name: 'Edit event' })).toBeVisible();
  await expect(page.getByLabel(/^Event name/)).toHaveValue(name);
  await page.getByLabel('Venue').fill('Vršac Castle Winery');
  await page.getByRole('switch', { name: 'Public event' }).check();
  await page.getByRole('button', { name: 'Save changes' }).click();
  await expect(page.getByText('Your changes have been saved.')).toBeVisible();
  await expect(page).toHaveURL(new RegExp(`/details/${eventId}$`));

  // The Montenegrin chamber helps organise it.
  await page.goto(`/event-management/chamber-events/details/${eventId}/organizers`);
  const organisers = page.getByRole('list', { name: 'Organisers' });
  await expect(organisers.getByRole('listitem', { name: 'Chamber of Commerce and Industry of Serbia' })).toContainText('Organiser');
  await page.getByRole('combobox', { name: 'Chamber' }).click();
  await page.getByRole('option', { name: /Chamber of Economy of Montenegro/ }).click();
  await page.getByRole('button', { name: 'Add', exact: true }).click();
  await expect(page.getByText('is now an assistant organiser.')).toBeVisible();
  await expect(organisers.getByRole('listitem', { name: 'Chamber of Economy of Montenegro' })).toContainText('Assistant organiser');

  // A new theme, seen in the preview and kept after a reload.
  await page.goto(`/event-management/chamber-events/details/${eventId}/branding`);
  await page.getByRole('radio', { name: 'Forest' }).check();
  await expect(page.getByTestId('theme-preview').getByTestId('event-header')).toHaveCSS('background-color', 'rgb(30, 86, 49)');
  await page.getByRole('button', { name: 'Save theme' }).click();
  await expect(page.getByText("The event's theme was saved.")).toBeVisible();
  await page.reload();
  await expect(page.getByRole('radio', { name: 'Forest' })).toBeChecked();

  // Even as an assistant organiser, the Montenegrin chamber may not edit a Serbian event.
  const montenegro = await signedInPage(browser, 'chamber.me@market-access.demo');
  await montenegro.goto(`/event-management/chamber-events/form/${eventId}`);
  await expect(montenegro).toHaveURL(/\/403$/);
  await montenegro.context().close();

  // Delete, after the question; the event moves to the deleted events.
  card = await findCard(page, '/event-management/chamber-events', name);
  await card.getByRole('button', { name: 'Delete' }).click();
  await page.getByRole('dialog', { name: 'Delete the event' }).getByRole('button', { name: 'Delete' }).click();
  await expect(page.getByText(`"${name}" was deleted.`)).toBeVisible();
  card = await findCard(page, '/event-management/deleted-events', name);
  await expect(card).toContainText('Deleted');
  await expect(card.getByRole('link')).toHaveCount(0);
});
