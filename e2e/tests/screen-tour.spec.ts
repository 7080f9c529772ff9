/**
 * The screen tour: every delivered screen of the route table (apps/web/src/app/route-table.ts),
 * the screens for members as every demo role their guards let in (company, event and message pages
 * as the chamber administrator for both administrators: tour/demo-roles.ts), the others as a visitor and as
 * the registered user (tour/screen-plan.ts); one test each, signed in once per role and worker,
 * one navigation in the app each (tour/in-app-navigation.ts). In that page, in the language the
 * previous screen left, at 1440 px then 390 px, then in each other interface language in turn
 * (English, Serbian, Albanian, Macedonian, switched with the language menu), at 390 px then
 * 1440 px, 1440 then 390, and so on:
 *   - in English, axe with the WCAG 2.0, 2.1 and 2.2 A and AA rules (no serious or critical
 *     violation), landmarks and headings (one main, one banner, one h1, no skipped level), and
 *     what axe does not see (tour/page-checks.ts controlProblems): every control named, repeated
 *     controls telling their item apart, section toggles with aria-expanded;
 *   - in every language, no translation key shown untranslated (tour/page-checks.ts
 *     untranslatedKeys) and overflow; a screenshot in English and Serbian at both widths, in
 *     Albanian and Macedonian at 390 px (where long words cut first).
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
import { INTERFACE_LANGUAGES, type InterfaceLanguageCode } from '@portal/contracts/codes/interface-languages';
import { expect, type Page } from '@playwright/test';
import {
  axeViolations,
  controlProblems,
  describeViolations,
  isBlocking,
  landmarkProblems,
  overflowProblems,
  untranslatedKeys,
  waitForSettledScreen,
} from './tour/page-checks.ts';
import { DEMO_ROLES } from './tour/demo-roles.ts';
import { openScreen } from './tour/in-app-navigation.ts';
import { test } from './tour/role-pages.ts';
import { type DemoIds, mayOpen, screenPath, type TourStop, tourStops } from './tour/screen-plan.ts';

test.describe.configure({ mode: 'parallel' });

const ARTIFACTS = path.join(import.meta.dirname, '../artifacts/tour');
const WIDTHS = { wide: { width: 1440, height: 900 }, phone: { width: 390, height: 844 } };

/** The interface languages (contracts' list), in the order a screen goes through them after the one it opens in. */
type Language = InterfaceLanguageCode;
const LANGUAGE_ORDER: readonly Language[] = INTERFACE_LANGUAGES.map((l) => l.code);
const languageOf = (code: Language) => INTERFACE_LANGUAGES.find((l) => l.code === code)!;
/**
 * The screenshots are for a person to look through; nobody looks at a CI run's, which goes
 * quicker without them (.ci/run sets TOUR_SCREENSHOTS=off). The checks are the same either way.
 */
const SCREENSHOTS = process.env.TOUR_SCREENSHOTS !== 'off';
/** Languages beyond English and Serbian: texts checked (untranslated keys, overflow) and a phone screenshot only. */
const FULL_SCREENSHOTS: readonly Language[] = ['eng', 'sr'];

/** The language menu of the top bar, as a person uses it. */
async function switchLanguage(page: Page, to: Language) {
  await page.getByTestId('language-switch').click();
  await page.getByRole('menuitem', { name: languageOf(to).label }).click();
  await expect(page.getByTestId('language-switch')).toHaveText(languageOf(to).short);
  // Gone, not only fading out, before the checks see the page.
  await expect(page.getByRole('menu')).toHaveCount(0);
}

const pageLanguage = async (page: Page): Promise<Language> => {
  const lang = await page.evaluate(() => document.documentElement.lang);
  return INTERFACE_LANGUAGES.find((l) => l.htmlLang === lang)?.code ?? 'eng';
};

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
  expect.soft(await untranslatedKeys(page), `untranslated keys in ${language} at ${size.width} px`).toEqual([]);
  expect.soft(await overflowProblems(page), `overflow in ${language} at ${size.width} px`).toEqual([]);
  if (!SCREENSHOTS || (!FULL_SCREENSHOTS.includes(language) && size.width !== WIDTHS.phone.width)) return;
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

    // The page keeps the previous screen's language: that one first, then the others in turn, so
    // that each screen costs three switches; the widths alternate (one resize per language) and
    // every screen ends at 1440 px.
    const first = await pageLanguage(page);
    const start = LANGUAGE_ORDER.indexOf(first);
    for (let i = 0; i < LANGUAGE_ORDER.length; i++) {
      const next = LANGUAGE_ORDER[(start + i) % LANGUAGE_ORDER.length];
      if (i > 0) await switchLanguage(page, next);
      const sizes = i % 2 === 0 ? [WIDTHS.wide, WIDTHS.phone] : [WIDTHS.phone, WIDTHS.wide];
      for (const size of sizes) await checkAt(page, stop, next, size);
    }
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
