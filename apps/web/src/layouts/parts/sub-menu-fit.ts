/** Room the "More" button takes (its label, icon and the gap before it), in px. */
export const MORE_BUTTON_WIDTH = 96;
/** The gap between two entries of the bar, in px (Mantine gap 4). */
const ENTRY_GAP = 4;

/**
 * How many entries, in order, fit in the bar's width: all of them when they fit alone, otherwise
 * as many as leave room for the "More" button that holds the rest.
 */
export function fittingCount(widths: readonly number[], available: number, moreWidth: number): number {
  const total = widths.reduce((sum, w, i) => sum + w + (i ? ENTRY_GAP : 0), 0);
  if (total <= available) return widths.length;
  let used = moreWidth;
  let count = 0;
  for (const w of widths) {
    const next = used + w + ENTRY_GAP;
    if (next > available) break;
    used = next;
    count++;
  }
  return count;
}
