import { lazy, Suspense, useEffect, useRef } from 'react';
import { Outlet, useLocation, useMatches } from 'react-router';
import { clearToastsOnNavigation } from '../api/toasts.tsx';
import { PublicLayout } from '../layouts/PublicLayout.tsx';
import { NavigationProgress } from '../layouts/parts/NavigationProgress.tsx';
import { OfflineBanner } from '../layouts/parts/OfflineBanner.tsx';
import { useSession } from '../session/useSession.ts';
import { chunkLoadSucceeded } from './chunk-reload.ts';
import { replayEarlyInput } from './early-input.ts';
import { catchAll } from './route-table.ts';
import type { RouteHandle } from './route-types.ts';

/** The layouts' code, loaded with the first screen that uses one (the public layout is in the first script). */
const layoutModules = {
  default: () => import('../layouts/DefaultLayout.tsx').then((m) => ({ default: m.DefaultLayout })),
  guest: () => import('../layouts/GuestLayout.tsx').then((m) => ({ default: m.GuestLayout })),
  empty: () => import('../layouts/EmptyLayout.tsx').then((m) => ({ default: m.EmptyLayout })),
};
const layouts = { default: lazy(layoutModules.default), guest: lazy(layoutModules.guest), empty: lazy(layoutModules.empty) };

/** The layout of a screen (spec-1 section 2) for a reader signed in or not. */
function layoutOf(screen: RouteHandle, signedIn: boolean): keyof typeof layouts | 'public' {
  if (screen.layout === 'empty') return 'empty';
  if (screen.layout === 'public' || (screen.layout === 'status' && !signedIn)) return 'public';
  return signedIn ? 'default' : 'guest';
}

/**
 * Loads the code of a screen's layout ahead of the first render (main.tsx), in a task of its own
 * rather than in the middle of React's: the render then finds it loaded.
 */
export async function loadLayout(screen: RouteHandle, signedIn: boolean): Promise<void> {
  const name = layoutOf(screen, signedIn);
  // expected: the render loads the same code again and shows its failure (the error page); this only loads it ahead.
  if (name !== 'public') await layoutModules[name]().catch(() => undefined);
}

/** Renders nothing; its effect runs once the layout and the screen beside it are committed (hydrated). */
function EarlyInputReplay() {
  useEffect(replayEarlyInput, []);
  return null;
}

/** The screen of the deepest matched route (the catch-all's when none). */
export const screenIn = (matches: { handle?: unknown }[]): RouteHandle =>
  (matches[matches.length - 1]?.handle as RouteHandle | undefined) ?? catchAll;

export function useScreen(): RouteHandle {
  return screenIn(useMatches());
}

/** Picks the layout of the screen (spec-1 section 2): default, guest, empty or public. */
export function RootLayout() {
  const screen = useScreen();
  const { user } = useSession();
  const { pathname } = useLocation();
  const navigated = useRef(false);

  // biome-ignore lint/correctness/useExhaustiveDependencies: runs on every route change
  useEffect(() => {
    clearToastsOnNavigation();
    chunkLoadSucceeded();
    // A new page starts at its top; the first page is where the browser put it (scrolling there
    // forced a layout of the whole page during a phone's first render).
    if (navigated.current) window.scrollTo({ top: 0 });
    navigated.current = true;
  }, [pathname]);

  const content = <Outlet />;
  const chosen = layoutOf(screen, !!user);
  let layout = content;
  if (chosen === 'empty') layout = <layouts.empty>{content}</layouts.empty>;
  else if (chosen === 'public') layout = <PublicLayout>{content}</PublicLayout>;
  else if (chosen === 'default') layout = <layouts.default screen={screen}>{content}</layouts.default>;
  else layout = <layouts.guest screen={screen}>{content}</layouts.guest>;

  return (
    <>
      <NavigationProgress />
      <OfflineBanner />
      <Suspense fallback={null}>
        {layout}
        <EarlyInputReplay />
      </Suspense>
    </>
  );
}
