import { lazy, Suspense, useEffect, useState } from 'react';

// With its modal, scroll area, focus trap and floating-position code, the provider is the largest
// part of the first page that the first page never shows.
const ModalsHost = lazy(() => import('./ModalsHost.tsx').then((m) => ({ default: m.ModalsHost })));

/** `modals.*` calls are window events that the mounted provider listens to (@mantine/modals). */
const EVENTS = [
  'openModal',
  'openConfirmModal',
  'openContextModal',
  'closeModal',
  'closeAllModals',
  'updateModal',
  'updateContextModal',
].map((e) => `mantine-modals:${e}`);

/**
 * Mounts Mantine's modals provider at the first `modals.*` call instead of with the first
 * page, then replays the calls made while it loaded. Nothing uses its context (useModals), so
 * it needs no children.
 */
export function DeferredModals() {
  const [queued, setQueued] = useState<CustomEvent[] | null>(null);
  useEffect(() => {
    if (queued) return;
    const capture = (e: Event) => setQueued((q) => [...(q ?? []), e as CustomEvent]);
    for (const e of EVENTS) window.addEventListener(e, capture);
    return () => {
      for (const e of EVENTS) window.removeEventListener(e, capture);
    };
  }, [queued]);
  if (!queued) return null;
  return (
    <Suspense fallback={null}>
      <ModalsHost>
        <Replay events={queued} />
      </ModalsHost>
    </Suspense>
  );
}

/** Runs after the provider has registered its listeners (layout effects come before effects). */
function Replay({ events }: { events: CustomEvent[] }) {
  const [replayed] = useState(() => new Set<CustomEvent>());
  useEffect(() => {
    for (const e of events) {
      if (replayed.has(e)) continue;
      replayed.add(e);
      window.dispatchEvent(new CustomEvent(e.type, { detail: e.detail }));
    }
  }, [events, replayed]);
  return null;
}
