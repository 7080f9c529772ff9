import { type RefObject, useEffect, useState } from 'react';
import { flushSync } from 'react-dom';

/**
 * Whether the public menu fits in one line in the top bar beside the brand and the buttons,
 * measured: its labels' widths differ by language (Macedonian needs about 80 px more than
 * Serbian), and a cut label or a sideways scroll is never right. The menu stays rendered while it
 * does not fit (hidden, out of the flow) so that its width is known when the bar grows; the menu
 * button, shown only while it does not fit, is left out of the sum so the answer does not flip.
 */
export function useMenuFits(
  bar: RefObject<HTMLElement | null>,
  menu: RefObject<HTMLElement | null>,
  menuButton: RefObject<HTMLElement | null>,
): boolean {
  const [fits, setFits] = useState(false);
  // Measured when the browser has laid the bar out (a resize observer's first call comes before the
  // first paint): measuring in the commit forced a second layout of the whole page, the longest
  // part of a phone's first render. flushSync applies the answer before that paint.
  useEffect(() => {
    const barEl = bar.current;
    const menuEl = menu.current;
    if (!barEl || !menuEl) return;
    const measure = () => {
      const parts = [...barEl.children] as HTMLElement[];
      const gap = Number.parseFloat(getComputedStyle(barEl).columnGap) || 0;
      const others = parts.filter((p) => p !== menuEl).reduce((sum, p) => sum + p.getBoundingClientRect().width, 0);
      const button = menuButton.current;
      const buttonRoom = button && button.offsetParent !== null ? button.getBoundingClientRect().width + gap : 0;
      // scrollWidth: the menu's full width, also while the hidden menu is held within the bar.
      const needed = others - buttonRoom + menuEl.scrollWidth + gap * (parts.length - 1);
      const next = needed <= barEl.clientWidth;
      flushSync(() => setFits(next));
    };
    const observer = new ResizeObserver(measure);
    observer.observe(barEl);
    observer.observe(menuEl);
    return () => observer.disconnect();
  }, [bar, menu, menuButton]);
  return fits;
}
