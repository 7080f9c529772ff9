import type { FunctionCallsList } from '@portal/contracts/access-admin/function-calls';
import type { RegisteredRoute } from '../../context.ts';

/**
 * Which API calls each function alias opens, read from the routes' own access declarations
 * (app.routesList), so the listing cannot drift from what the server enforces.
 * Aliases are sorted; each alias's calls by path, then method.
 */
export function callsByFunction(routes: readonly RegisteredRoute[]): FunctionCallsList {
  const byAlias = new Map<string, { method: string; url: string; modules: number[] }[]>();
  for (const { method, url, access } of routes) {
    if (!('functions' in access)) continue;
    for (const alias of access.functions) {
      const calls = byAlias.get(alias) ?? [];
      calls.push({ method, url, modules: [...(access.modules ?? [])] });
      byAlias.set(alias, calls);
    }
  }
  return [...byAlias.entries()]
    .sort(([a], [b]) => a.localeCompare(b))
    .map(([alias, calls]) => ({
      alias,
      calls: calls.sort((x, y) => x.url.localeCompare(y.url) || x.method.localeCompare(y.method)),
    }));
}
