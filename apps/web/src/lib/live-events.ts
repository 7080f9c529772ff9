import { useEffect, useRef } from 'react';

/**
 * The live channel's arrivals for any feature of the page: the notifications feature holds the
 * socket and announces each pushed notification id here; others (the message centre's lists and
 * counters) refresh on it without depending on the notifications feature.
 */
const arrivals = new EventTarget();
const ARRIVAL = 'notification';

export function announceArrival(id: number) {
  arrivals.dispatchEvent(new CustomEvent<number>(ARRIVAL, { detail: id }));
}

/** Calls `onArrival` with each pushed notification id while the component is mounted. */
export function useLiveArrivals(onArrival: (id: number) => void) {
  const latest = useRef(onArrival);
  latest.current = onArrival;
  useEffect(() => {
    const listener = (e: Event) => latest.current((e as CustomEvent<number>).detail);
    arrivals.addEventListener(ARRIVAL, listener);
    return () => arrivals.removeEventListener(ARRIVAL, listener);
  }, []);
}
