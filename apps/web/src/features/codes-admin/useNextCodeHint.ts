import { useEffect, useRef, useState } from 'react';

/** How long the "next free code" hint shows (spec-1 section 9: next-code hint 4000 ms). */
export const NEXT_CODE_HINT_MS = 4000;

/** The next free code proposed after a taken one, shown for NEXT_CODE_HINT_MS. */
export function useNextCodeHint() {
  const [hint, setHint] = useState<string | null>(null);
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);
  const show = (next: string) => {
    clearTimeout(timer.current);
    setHint(next);
    timer.current = setTimeout(() => setHint(null), NEXT_CODE_HINT_MS);
  };
  const clear = () => {
    clearTimeout(timer.current);
    setHint(null);
  };
  return { hint, show, clear };
}
