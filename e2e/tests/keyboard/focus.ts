import { expect, type Locator, type Page } from '@playwright/test';

/** The element that has the keyboard focus: its name, where it is on the page, and whether its focus shows. */
export interface FocusStop {
  name: string;
  /** Page coordinates (not the viewport's: focusing scrolls). */
  top: number;
  left: number;
  /**
   * An outline or a ring (box-shadow) on the element or the field box around it, or an outline on
   * a container that shows the focus inside it (a card whose title link covers the whole card).
   */
  ringed: boolean;
}

export function focusStop(page: Page): Promise<FocusStop> {
  return page.evaluate(() => {
    const el = document.activeElement as HTMLElement;
    const box = el.getBoundingClientRect();
    const outlined = (s: CSSStyleDeclaration) => s.outlineStyle !== 'none' && Number.parseFloat(s.outlineWidth) > 0;
    const shows = (e: Element) => outlined(getComputedStyle(e)) || getComputedStyle(e).boxShadow !== 'none';
    const containers: Element[] = [];
    for (let e = el.parentElement; e && e !== document.body; e = e.parentElement) containers.push(e);
    // A password or pill field focuses an inner input; the ring is on the field box around it.
    const ringed = [el, ...containers.slice(0, 2)].some(shows) || containers.some((e) => outlined(getComputedStyle(e)));
    const label = el.getAttribute('aria-label') ?? (el as HTMLInputElement).labels?.[0]?.innerText ?? el.innerText ?? '';
    return {
      name: `<${el.tagName.toLowerCase()}> ${label.replace(/\s+/g, ' ').trim().slice(0, 50)}`,
      top: Math.round(box.top + window.scrollY),
      left: Math.round(box.left + window.scrollX),
      ringed,
    };
  });
}

/** Presses Tab (Shift+Tab going back) and describes where the focus went. */
export async function tab(page: Page, back = false): Promise<FocusStop> {
  await page.keyboard.press(back ? 'Shift+Tab' : 'Tab');
  return focusStop(page);
}

/** Tabs until the target has the focus; every stop on the way must show its focus. */
export async function tabTo(page: Page, target: Locator, max = 60): Promise<FocusStop[]> {
  await expect(target).toBeVisible();
  const stops: FocusStop[] = [];
  for (let i = 0; i < max; i++) {
    const stop = await tab(page);
    expect(stop.ringed, `the focus shows on ${stop.name}`).toBe(true);
    stops.push(stop);
    if (await target.evaluate((el) => el === document.activeElement || el.contains(document.activeElement))) return stops;
  }
  throw new Error(`${max} presses of Tab did not reach ${target}`);
}

/**
 * Stops in reading order: each one below the previous, or on the same line (within 8 px) and to
 * its right.
 */
export function expectReadingOrder(stops: FocusStop[]) {
  for (const [i, stop] of stops.entries()) {
    if (i === 0) continue;
    const prev = stops[i - 1];
    const sameLine = Math.abs(stop.top - prev.top) <= 8;
    expect(sameLine ? stop.left > prev.left : stop.top > prev.top, `${stop.name} comes after ${prev.name} on screen`).toBe(true);
  }
}

/**
 * A dialog or drawer keeps the focus: Tab and Shift+Tab go round its controls (more presses than
 * it has controls) without leaving it, and the focus shows on each.
 */
export async function expectFocusKeptIn(page: Page, dialog: Locator, presses = 12) {
  for (const back of [false, true]) {
    for (let i = 0; i < presses; i++) {
      const stop = await tab(page, back);
      expect(stop.ringed, `the focus shows on ${stop.name}`).toBe(true);
      expect(await dialog.evaluate((el) => el.contains(document.activeElement)), `${stop.name} is inside the dialog`).toBe(true);
    }
  }
}
