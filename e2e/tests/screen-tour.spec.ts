/**
 * The screen tour: every delivered screen of the route table (apps/web/src/app/route-table.ts),
 * the screens for members as every demo role their guards let in, the others as a visitor and as
 * the registered user (tour/screen-plan.ts); one test each, signed in once per role and worker,
 * one navigation in the app each (tour/in-app-navigation.ts). In that page, in the language the
 * previous screen left, at 1440 px then 390 px, then in the other language (switched with the
 * language menu) at 390 px then 1440 px:
 *   - in English, axe with the WCAG 2.0, 2.1 and 2.2 A and AA rules (no serious or critical
 *     violation), landmarks and headings (one main, one banner, one h1, no skipped level), and
 *     what axe does not see (tour/page-checks.ts controlProblems): every control named, repeated
 *     controls telling their item apart, section toggles with aria-expanded;
 *   - in both languages, overflow, and a screenshot.
 * Screenshots go to e2e/artifacts/tour/<lang>-<width>/<role>-<route>.jpg, axe findings of any
 * impact to e2e/artifacts/tour/axe/<role>-<route>-<width>.json, for a person to look through.
 *
 * Overflow fails the tour in two cases:
 *   - the page scrolls sideways (the document is wider than the viewport);
 *   - a text is cut: an element that clips (overflow hidden or clip, or text-overflow ellipsis) is
 *     narrower than the text it holds (scrollWidth > clientWidth + 1 px).
 * A text may be cut on purpose only when the element or an ancestor has a title attribute holding
 * the full text (the browser shows it on hover, screen readers read it). Form fields (their value
 * scrolls inside them) and visually hidden texts for screen readers (1 px boxes) do not count.
 */
import fs from 'node:fs';
import path from 'node:path';
import { expect, type Page } from '@playwright/test';
import {
  axeViolations,
  controlProblems,
  describeViolations,
  isBlocking,
  landmarkProblems,
  overflowProblems,
  waitForSettledScreen,
} from './tour/page-checks.ts';
import { DEMO_ROLES } from './tour/demo-roles.ts';
import { openScreen } from './tour/in-app-navigation.ts';
import { test } from './tour/role-pages.ts';
import { type DemoIds, mayOpen, screenPath, type TourStop, tourStops } from './tour/screen-plan.ts';

test.describe.configure({ mode: 'parallel' });

const ARTIFACTS = path.join(import.meta.dirname, '../artifacts/tour');
const WIDTHS = { wide: { width: 1440, height: 900 }, phone: { width: 390, height: 844 } };

const LANGUAGES = {
  eng: { name: 'English', short: 'EN' },
  sr: { name: 'Srpski (latinica)', short: 'SR' },
} as const;
type Language = keyof typeof LANGUAGES;

/** The language menu of the top bar, as a person uses it. */
async function switchLanguage(page: Page, to: Language) {
  await page.getByTestId('language-switch').click();
  await page.getByRole('menuitem', { name: LANGUAGES[to].name }).click();
  await expect(page.getByTestId('language-switch')).toHaveText(LANGUAGES[to].short);
  // Gone, not only fading out, before the checks see the page.
  await expect(page.getByRole('menu')).toHaveCount(0);
}

const pageLanguage = async (page: Page): Promise<Language> =>
  (await page.evaluate(() => document.documentElement.lang)) === 'sr-Latn' ? 'sr' : 'eng';

async function resize(page: Page, size: { width: number; height: number }) {
  await page.setViewportSize(size);
  // Media queries answer in the next frames; the screen may then load what it shows at that width.
  await page.evaluate(() => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done))));
  await waitForSettledScreen(page);
}

async function checkAccessibility(page: Page, stop: TourStop) {
  const width = page.viewportSize()?.width;
  const violations = await axeViolations(page);
  if (violations.length) {
    const file = path.join(ARTIFACTS, 'axe', `${stop.role.name}-${stop.route}-${width}.json`);
    fs.mkdirSync(path.dirname(file), { recursive: true });
    fs.writeFileSync(file, JSON.stringify(violations, null, 2));
  }
  expect.soft(describeViolations(violations.filter(isBlocking)), `serious or critical axe violations at ${width} px`).toEqual([]);
  expect.soft(await landmarkProblems(page), `landmarks and headings at ${width} px`).toEqual([]);
  expect.soft(await controlProblems(page), `control names and states at ${width} px`).toEqual([]);
}

/** The checks of one language at one width, and its screenshot; axe and landmarks in English. */
async function checkAt(page: Page, stop: TourStop, language: Language, size: { width: number; height: number }) {
  if (page.viewportSize()?.width !== size.width) await resize(page, size);
  if (language === 'eng') await checkAccessibility(page, stop);
  expect.soft(await overflowProblems(page), `overflow in ${language} at ${size.width} px`).toEqual([]);
  const file = path.join(ARTIFACTS, `${language}-${size.width}`, `${stop.role.name}-${stop.route}.jpg`);
  // JPEG: some 700 full-page screenshots, smaller and quicker to encode than PNG.
  await page.screenshot({ path: file, fullPage: true, type: 'jpeg', quality: 75 });
}

for (const stop of tourStops) {
  test(`${stop.role.name}: ${stop.screen.spec}`, async ({ rolePage, demoIds }) => {
    const { page, user } = await rolePage(stop.role);
    const target = screenPath(stop.screen, user, demoIds);
    expect(mayOpen(stop.screen, user, target), `the demo data lets ${stop.role.name} open ${target}`).toBe(true);
    if (page.viewportSize()?.width !== WIDTHS.wide.width) await page.setViewportSize(WIDTHS.wide);
    await openScreen(page, target);
    expect(new URL(page.url()).pathname, 'the screen opens without a redirect').toBe(target.split('?')[0]);

    // The page keeps the previous screen's language: that one first, then the other, so that
    // each screen costs one switch. Every screen ends at 1440 px.
    const first = await pageLanguage(page);
    for (const size of [WIDTHS.wide, WIDTHS.phone]) await checkAt(page, stop, first, size);
    const second = first === 'eng' ? 'sr' : 'eng';
    await switchLanguage(page, second);
    for (const size of [WIDTHS.phone, WIDTHS.wide]) await checkAt(page, stop, second, size);
  });
}

/**
 * Dialogs, which the screens above show closed: opened on a few screens, with the same checks of
 * their controls (every one named, the close button too), then closed with the named close button.
 */
const DIALOGS: { role: string; path: (ids: DemoIds) => string; opener: string }[] = [
  ...['schedule/add-session', 'speakers/add-speaker', 'partners/add-partner', 'partners/add-existing-partner'].map((where) => ({
    role: 'chamber-admin',
    path: (ids: DemoIds) => `/event-management/chamber-events/details/${ids.event}/${where.split('/')[0]}`,
    opener: where.split('/')[1],
  })),
  { role: 'company-admin', path: (ids) => `/event-management/chamber-events/details/${ids.event}/schedule`, opener: 'my-agenda-pdf' },
  {
    role: 'company-admin',
    path: (ids) => `/event-management/chamber-events/details/${ids.event}/schedule/timeline/${ids.schedule}`,
    opener: 'meeting-request',
  },
];

for (const dialog of DIALOGS) {
  test(`dialog: ${dialog.role}: ${dialog.opener}`, async ({ rolePage, demoIds }) => {
    const { page } = await rolePage(DEMO_ROLES.find((r) => r.name === dialog.role)!);
    if (page.viewportSize()?.width !== WIDTHS.wide.width) await page.setViewportSize(WIDTHS.wide);
    await openScreen(page, dialog.path(demoIds));
    if ((await pageLanguage(page)) !== 'eng') await switchLanguage(page, 'eng');
    await page.getByTestId(dialog.opener).click();
    const shown = page.getByRole('dialog');
    await expect(shown).toBeVisible();
    await waitForSettledScreen(page);
    expect(await controlProblems(page, '[role="dialog"]'), "the dialog's controls").toEqual([]);
    await shown.getByRole('button', { name: 'Close dialog', exact: true }).click();
    await expect(shown).toHaveCount(0);
  });
}
