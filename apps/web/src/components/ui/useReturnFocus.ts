import { useCallback, useRef } from 'react';

/**
 * Gives the focus back to the control that opened a dialog when the dialog closes. Mantine does
 * that only for a dialog that is mounted closed and then opened; one mounted already open (loaded
 * on first use, or rendered only while it has something to show) needs this: `remember` when
 * opening, `restore` when closing.
 */
export function useReturnFocus() {
  const opener = useRef<HTMLElement | null>(null);
  const remember = useCallback(() => {
    const active = document.activeElement;
    opener.current = active instanceof HTMLElement && active !== document.body ? active : null;
  }, []);
  const restore = useCallback(() => {
    const target = opener.current;
    opener.current = null;
    // After the dialog has gone and its focus trap has let go.
    window.setTimeout(() => {
      if (target?.isConnected) target.focus();
    });
  }, []);
  return { remember, restore };
}
