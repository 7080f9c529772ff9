import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import type { Result } from 'axe-core';
import { SERVER_CONTENT_ID } from '@portal/contracts/public/public-page-keys';

/** WCAG 2.0, 2.1 and 2.2 levels A and AA. */
const AXE_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];

/**
 * Waits until the screen has rendered its data and come to rest: the app has replaced the
 * server-rendered content of a public page (which has its own <main>), no skeleton, loader or
 * busy region, fonts loaded, and no transition running (a menu sliding away after a resize).
 */
export async function waitForSettledScreen(page: Page) {
  await page.waitForFunction(
    (serverContentId) =>
      document.fonts.status === 'loaded' &&
      !document.getElementById(serverContentId) &&
      !!document.querySelector('main') &&
      !document.querySelector('[aria-busy="true"], .mantine-Skeleton-root, .mantine-Loader-root') &&
      document.getAnimations().every((a) => a.playState !== 'running' || a.effect?.getTiming().iterations === Number.POSITIVE_INFINITY),
    SERVER_CONTENT_ID,
    { polling: 'raf' },
  );
}

/** Stands for axe-core's script in a page that has it already. */
const AXE_LOADED = '/* axe-core is loaded in this page */';

/** The axe violations of the page (every impact; the tour fails on serious and critical ones). */
export async function axeViolations(page: Page): Promise<Result[]> {
  // AxeBuilder sends axe-core's 570 KB script to the page twice on every run, which takes more
  // processor time than the rules on most screens: the tour's page keeps it from screen to screen.
  const loaded = await page.evaluate(() => 'axe' in window);
  // Legacy mode runs axe in this page alone: the portal has no cross-origin frames, and the
  // default mode opens a blank page per run to merge frame results. Collecting violations only
  // (not the passes) halves the time.
  const results = await new AxeBuilder(loaded ? { page, axeSource: AXE_LOADED } : { page })
    .withTags(AXE_TAGS)
    .options({ resultTypes: ['violations'] })
    .setLegacyMode(true)
    .analyze();
  return results.violations;
}

export const isBlocking = (v: Result) => v.impact === 'serious' || v.impact === 'critical';

/** "rule (impact): 3 elements, e.g. selector | selector" lines for a failure message. */
export const describeViolations = (violations: Result[]) =>
  violations.map(
    (v) =>
      `${v.id} (${v.impact}): ${v.nodes.length} elements, e.g. ${v.nodes
        .slice(0, 3)
        .map((n) => n.target.join(' '))
        .join(' | ')}`,
  );

/**
 * One main landmark, one top-level banner, one h1, and headings that never skip a level going
 * down (h1 then h2, not h1 then h3). Only what assistive technology sees counts: hidden and
 * aria-hidden elements are left out.
 */
export function landmarkProblems(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const shown = (el: Element) =>
      !el.closest('[aria-hidden="true"], [hidden]') && el.getClientRects().length > 0 && getComputedStyle(el).visibility !== 'hidden';
    const all = (selector: string) => [...document.querySelectorAll(selector)].filter(shown);
    const problems: string[] = [];
    const mains = all('main, [role="main"]').length;
    if (mains !== 1) problems.push(`${mains} main landmarks`);
    // A <header> is a banner unless it sits in an article, aside, main, nav or section.
    const banners = all('header, [role="banner"]').filter(
      (el) => el.getAttribute('role') === 'banner' || !el.parentElement?.closest('article, aside, main, nav, section, [role]'),
    ).length;
    if (banners !== 1) problems.push(`${banners} banner landmarks`);
    const headings = all('h1, h2, h3, h4, h5, h6, [role="heading"]').map((el) => ({
      level: Number(el.getAttribute('aria-level') ?? el.tagName.slice(1)),
      text: (el.textContent ?? '').trim().slice(0, 40),
    }));
    const h1s = headings.filter((h) => h.level === 1).length;
    if (h1s !== 1) problems.push(`${h1s} h1 headings`);
    let previous = 0;
    for (const h of headings) {
      if (h.level > previous + 1) problems.push(`h${h.level} "${h.text}" follows h${previous || '(none)'}`);
      previous = h.level;
    }
    return problems;
  });
}

/**
 * The page does not scroll sideways, and no text is cut by its container: an element that clips
 * (overflow hidden or clip, or text-overflow ellipsis) and holds text wider than itself. Left out:
 * form fields (their value scrolls inside them), visually hidden texts (1 px boxes for screen
 * readers), and texts cut on purpose, which carry their full text in a title attribute on the
 * element or an ancestor (shown on hover, read by screen readers).
 */
export function overflowProblems(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const problems: string[] = [];
    const { scrollWidth, clientWidth } = document.documentElement;
    if (scrollWidth > clientWidth) problems.push(`the page scrolls sideways: ${scrollWidth} px in ${clientWidth} px`);
    const clean = (text: string | null) => (text ?? '').replace(/\s+/g, ' ').trim();
    for (const el of document.body.querySelectorAll<HTMLElement>('*')) {
      if (el.scrollWidth <= el.clientWidth + 1 || el.clientWidth <= 1) continue;
      if (el.matches('input, textarea, select')) continue;
      const style = getComputedStyle(el);
      const clips = ['hidden', 'clip'].includes(style.overflowX) || style.textOverflow === 'ellipsis';
      const text = clean(el.innerText);
      if (!clips || !text) continue;
      const title = el.closest('[title]')?.getAttribute('title');
      if (title && clean(title).includes(text.replace(/…$/, ''))) continue;
      const name = el.className && typeof el.className === 'string' ? `.${el.className.trim().split(/\s+/).join('.')}` : '';
      problems.push(
        `cut text "${text.slice(0, 60)}" in <${el.tagName.toLowerCase()}${name}> (${el.scrollWidth} px in ${el.clientWidth} px)`,
      );
    }
    return problems;
  });
}

/** Roles a person operates; each needs a name of its own. */
const CONTROL_ROLES = new Set(['button', 'link', 'switch', 'checkbox', 'menuitem', 'tab', 'combobox', 'slider', 'radio']);
/** Roles whose repeats (one per card or row) must say which item they act on. */
const REPEATED_ROLES = new Set(['button', 'switch', 'checkbox', 'link']);

interface Control {
  role: string;
  name: string;
  /** A link's address: two links of one name to one place are one destination, not a repeat. */
  url: string;
  /** The landmarks, regions and groups it sits in: a menu's "Company profile" and the page's are apart. */
  within: string;
}

/**
 * Containers that tell like-named controls apart, as a screen reader announces them on the way
 * in: landmarks, named regions (a section with a heading) and named groups and toolbars.
 */
const SCOPES = /^(?:(?:navigation|banner|main|complementary|contentinfo|dialog)(?: "[^"]*")?|(?:region|group|toolbar) "[^"]*")/;

/** The controls of an aria snapshot (Playwright's accessibility tree, names as assistive technology computes them). */
function snapshotControls(snapshot: string): Control[] {
  const lines = snapshot.split('\n');
  const controls: Control[] = [];
  const scopes: { indent: number; name: string }[] = [];
  lines.forEach((line, i) => {
    const m = /^(\s*)- (.*)$/.exec(line);
    if (!m) return;
    let body = m[2].replace(/:$/, '');
    // YAML quotes a node whose text holds a colon or a quote.
    if (/^'.*'$/.test(body)) body = body.slice(1, -1).replace(/''/g, "'");
    while (scopes.length && scopes[scopes.length - 1].indent >= m[1].length) scopes.pop();
    const scope = SCOPES.exec(body);
    if (scope) scopes.push({ indent: m[1].length, name: scope[0] });
    const node = /^([a-z]+)(?: "((?:[^"\\]|\\.)*)")?/.exec(body);
    if (!node || !CONTROL_ROLES.has(node[1])) return;
    const child = new RegExp(`^${m[1]}  - /url: (.*)$`).exec(lines[i + 1] ?? '');
    controls.push({
      role: node[1],
      name: (node[2] ?? '').replace(/\\(.)/g, '$1').trim(),
      url: child?.[1] ?? '',
      within: scopes.map((x) => x.name).join(' > '),
    });
  });
  return controls;
}

/**
 * What the tour asks of controls beyond axe (within `scope`, the whole page by default):
 *   - every control has an accessible name (a dialog's close button too);
 *   - repeated controls of one role have distinct names within one landmark, named region or
 *     group (a switch per session says which session), links to one address excepted;
 *   - every widget that shows and hides a part of the page tells its state: menu burgers, groups
 *     of the side menu (buttons, not bare anchors) and popup buttons carry aria-expanded.
 */
export async function controlProblems(page: Page, scope = 'body'): Promise<string[]> {
  const root = page.locator(scope).first();
  const controls = snapshotControls(await root.ariaSnapshot());
  const problems = controls.filter((c) => !c.name).map((c) => `a ${c.role} without a name${c.url ? ` (to ${c.url})` : ''}`);
  // Per role and name, the places the controls lead to: buttons and switches count one each, links
  // one per address (the same link in the menu and the page is one destination).
  const seen = new Map<string, string[]>();
  controls
    .filter((c) => c.name && REPEATED_ROLES.has(c.role))
    .forEach((c, i) => {
      const key = `${c.role} "${c.name}"${c.within ? ` in ${c.within}` : ''}`;
      const places = seen.get(key) ?? [];
      const place = c.role === 'link' ? c.url : String(i);
      if (!places.includes(place)) seen.set(key, [...places, place]);
    });
  for (const [key, places] of seen) if (places.length > 1) problems.push(`${places.length} × ${key}`);
  const stateless = await root.evaluate((el) => {
    const shown = (e: Element) => e.getClientRects().length > 0 && !e.closest('[aria-hidden="true"]');
    const toggles = [
      ...el.querySelectorAll('.mantine-Burger-root'),
      ...el.querySelectorAll('.mantine-NavLink-root:not([href])'),
      // A button that opens a modal dialog (aria-haspopup="dialog") has nothing to expand.
      ...el.querySelectorAll(
        ':is(button, [role="button"])[aria-haspopup]:not([aria-haspopup="dialog"]), :is(button, a, [role="button"])[data-expanded]',
      ),
    ];
    return [...new Set(toggles)]
      .filter(shown)
      .filter((t) => !t.hasAttribute('aria-expanded') || (t.classList.contains('mantine-NavLink-root') && t.tagName !== 'BUTTON'))
      .map(
        (t) =>
          `a section toggle without aria-expanded or not a button: <${t.tagName.toLowerCase()}> "${(t.textContent ?? '').trim().slice(0, 40)}"`,
      );
  });
  return [...problems, ...stateless];
}

/**
 * Translation keys the screen shows untranslated: the keys its language files lacked when asked
 * for (the web app records them on window, i18n.ts MISSING_KEYS_GLOBAL) that stand in the page's
 * text or in a control's name, placeholder or title. A key asked for before its file had loaded,
 * and replaced since, no longer shows and does not count.
 */
export function untranslatedKeys(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const missing = (window as unknown as Record<string, Set<string> | undefined>).__portalMissingTranslationKeys;
    if (!missing?.size) return [];
    const attributes = [...document.querySelectorAll('[aria-label], [placeholder], [title]')].flatMap((e) =>
      ['aria-label', 'placeholder', 'title'].map((a) => e.getAttribute(a) ?? ''),
    );
    const shown = `${document.body.innerText}\n${attributes.join('\n')}`;
    const literal = (key: string) => key.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
    return [...missing].filter((key) => new RegExp(`(^|[^\\w.:-])${literal(key)}($|[^\\w.:-])`).test(shown));
  });
}
