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

const DefaultLayout = lazy(() => import('../layouts/DefaultLayout.tsx').then((m) => ({ default: m.DefaultLayout })));
const GuestLayout = lazy(() => import('../layouts/GuestLayout.tsx').then((m) => ({ default: m.GuestLayout })));
const EmptyLayout = lazy(() => import('../layouts/EmptyLayout.tsx').then((m) => ({ default: m.EmptyLayout })));

/** Renders nothing; its effect runs once the layout and the screen beside it are committed (hydrated). */
function EarlyInputReplay() {
  useEffect(replayEarlyInput, []);
  return null;
}

export function useScreen(): RouteHandle {
  const matches = useMatches();
  return (matches[matches.length - 1]?.handle as RouteHandle | undefined) ?? catchAll;
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
  let layout = content;
  if (screen.layout === 'empty') layout = <EmptyLayout>{content}</EmptyLayout>;
  else if (screen.layout === 'public' || (screen.layout === 'status' && !user)) layout = <PublicLayout>{content}</PublicLayout>;
  else if (user) layout = <DefaultLayout screen={screen}>{content}</DefaultLayout>;
  else layout = <GuestLayout screen={screen}>{content}</GuestLayout>;

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
