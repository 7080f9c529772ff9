import { createBrowserRouter } from 'react-router';
import { screenLoader } from './guards.ts';
import { appRoutes } from './routes.ts';

export function createAppRouter() {
  return createBrowserRouter(appRoutes(screenLoader));
}

export type AppRouter = ReturnType<typeof createAppRouter>;
