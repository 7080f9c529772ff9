import type { LoaderFunction, RouteObject } from 'react-router';
import { pages } from './pages.ts';
import { RootLayout } from './RootLayout.tsx';
import { RouteError } from './RouteError.tsx';
import { catchAll, routerPath, screens } from './route-table.ts';
import type { ScreenRoute } from './route-types.ts';

/**
 * The route tree of every screen, with the loader each gets: the browser's router checks access
 * and loads translations (guards.ts), the server's render (entry-server.tsx) renders public pages.
 */
export function appRoutes(loaderOf: (screen: ScreenRoute) => LoaderFunction): RouteObject[] {
  const toRoute = (screen: ScreenRoute): RouteObject => ({
    path: screen.spec === '*' ? '*' : routerPath(screen.spec),
    handle: screen,
    loader: loaderOf(screen),
    lazy: pages[screen.page],
  });
  return [
    {
      id: 'root',
      Component: RootLayout,
      ErrorBoundary: RouteError,
      HydrateFallback: () => null,
      children: [...screens, catchAll].map(toRoute),
    },
  ];
}
