import { createBrowserRouter, matchRoutes } from 'react-router';
import { screenLoader } from './guards.ts';
import { appRoutes } from './routes.ts';
import { nextTask } from '../lib/next-task.ts';

/** The browser's route tree, made once: the early load of a screen's code matches in it, the router starts from it. */
const routes = appRoutes(screenLoader);

export function createAppRouter() {
  return createBrowserRouter(routes);
}

/**
 * Starts loading the code of the screen at an address before the router starts (main.tsx), in a
 * task of its own rather than in the router's first: Vite adds a preload link for each of the
 * screen's chunks then, dozens for some screens, which is a phone's main thread busy for a while.
 */
export async function startLoadingScreen(pathname: string): Promise<void> {
  const route = matchRoutes(routes, pathname)?.at(-1)?.route;
  // Matching ranks every route: the preload links are the next task's work.
  await nextTask();
  // expected: the router loads the same code again and shows its failure (the error page); this only starts it early.
  if (typeof route?.lazy === 'function') route.lazy().catch(() => undefined);
}

export type AppRouter = ReturnType<typeof createAppRouter>;
