import type { RegisteredRoute } from '../src/context.ts';

/** The API routes of the app (documentation and the web app's files left out). */
export const apiRoutes = (routes: RegisteredRoute[]) =>
  routes.filter(
    (r) =>
      (r.url.startsWith('/api/') || r.url.startsWith('/lang/') || r.url.startsWith('/market-info/')) &&
      !r.url.startsWith('/api/docs') &&
      r.url !== '/api/openapi.json',
  );

/** Fills a route's path parameters (`:id`, optional `:id?`, regex `:x(...)`) with values. */
export function fillPath(url: string, value: (name: string) => string): string {
  return url.replace(/:([A-Za-z0-9_]+)(\([^)]*\))?\??/g, (_, name: string) => encodeURIComponent(value(name)));
}
