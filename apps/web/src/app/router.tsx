import { createBrowserRouter, type RouteObject } from 'react-router';
import { screenLoader } from './guards.ts';
import { pages } from './pages.ts';
import { RootLayout } from './RootLayout.tsx';
import { RouteError } from './RouteError.tsx';
import { catchAll, routerPath, screens } from './route-table.ts';
import type { ScreenRoute } from './route-types.ts';

function toRoute(screen: ScreenRoute): RouteObject {
  return {
    path: screen.spec === '*' ? '*' : routerPath(screen.spec),
    handle: screen,
    loader: screenLoader(screen),
    lazy: pages[screen.page],
  };
}

export function createAppRouter() {
  return createBrowserRouter([
    {
      id: 'root',
      Component: RootLayout,
      ErrorBoundary: RouteError,
      HydrateFallback: () => null,
      children: [...screens, catchAll].map(toRoute),
    },
  ]);
}

export type AppRouter = ReturnType<typeof createAppRouter>;
