import { AsyncLocalStorage } from 'node:async_hooks';
import type { PagePrefill, ServerRenderedRoot } from '@portal/contracts/public/public-page-keys';
import { type Query, QueryClient } from '@tanstack/react-query';
import i18next, { type BackendModule, type Resource } from 'i18next';
import { type ReactNode, StrictMode } from 'react';
import { prerenderToNodeStream } from 'react-dom/static';
import { I18nextProvider } from 'react-i18next';
import { createStaticHandler, createStaticRouter, redirect, StaticRouterProvider } from 'react-router';
import { configureClient } from './api/client-hooks.ts';
import { AppProviders } from './app/App.tsx';
import { QUERY_CLIENT_CONFIG } from './app/query-client.ts';
import type { RouteHandle } from './app/route-types.ts';
import { appRoutes } from './app/routes.ts';
import { I18N_OPTIONS, missingKeyText } from './i18n/i18n-options.ts';
import { START_NAMESPACES } from './i18n/languages.ts';
import { accessRedirect } from './session/redirects.ts';

/**
 * The server's render of a public page (apps/server/src/modules/seo): the same route tree,
 * providers and texts as the browser's app, for a guest, with the answers the server shows in the
 * cache; the browser hydrates the markup (main.tsx) instead of making the page's DOM again.
 * Built by Vite as an SSR bundle beside the web app (vite.config.ts).
 */

/**
 * How many times a page is rendered at most: each render asks the API for the answers its
 * components wanted and did not have, and the next shows them (a part shown only with an answer
 * may want another).
 */
const MAX_RENDERS = 3;

/** The render a request of the app's API client belongs to (renders of several pages run at once). */
const renders = new AsyncLocalStorage<{ language: string; fetch: (path: string, init: RequestInit) => Promise<Response> }>();
const current = () => {
  const render = renders.getStore();
  if (!render) throw new Error('an API request outside a server render');
  return render;
};
configureClient({ language: () => current().language, fetch: (path, init) => current().fetch(path, init) });

/** The language files, each its own chunk, read when a render needs it. */
const langFiles = import.meta.glob<Record<string, unknown>>('../public/lang/*/*.json', { import: 'default' });

async function resources(language: string, namespaces: string[]): Promise<Resource> {
  const loaded = await Promise.all(
    namespaces.map(async (ns) => {
      const file = langFiles[`../public/lang/${language}/${ns}.json`];
      return [ns, file ? await file() : {}] as const;
    }),
  );
  return { [language]: Object.fromEntries(loaded) };
}

/**
 * The namespaces of the page are the render's resources; any other a component asks for stays
 * loading, as in the browser's first render, where it is not loaded yet either (react-i18next
 * then says not ready): a read that never answers.
 */
const stillLoading: BackendModule = { type: 'backend', init() {}, read() {} };

// A guest's routes: a screen a guest may not open redirects, and the server then renders no markup.
const handler = createStaticHandler(
  appRoutes((screen) => ({ request }) => {
    const url = new URL(request.url);
    const target = accessRedirect(screen.access, null, url.pathname, url.search);
    if (target) throw redirect(target);
    return null;
  }),
);

async function toText(stream: NodeJS.ReadableStream): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(Buffer.from(chunk as Uint8Array));
  return Buffer.concat(chunks).toString('utf8');
}

/** A page's markup once React has it all (lazy parts and Suspense boundaries resolved); a component's failure throws. */
async function prerender(page: ReactNode): Promise<string> {
  const errors: unknown[] = [];
  const { prelude } = await prerenderToNodeStream(page, { onError: (error) => void errors.push(error) });
  const html = await toText(prelude);
  // A component that fails on the server would leave its part to the browser: the whole page then
  // keeps the server's plain HTML instead (the caller logs the error).
  if (errors.length) throw errors[0];
  return html;
}

/**
 * Whether a query's component wants its answer: the query holds its observer's options, enabled
 * among them (not in its type), as the render gave them.
 */
function wantsAnswer(query: Query): boolean {
  const { enabled } = query.options as { enabled?: boolean | ((q: Query) => boolean) };
  return (typeof enabled === 'function' ? enabled(query) : enabled) !== false;
}

/**
 * The answers the last render wanted and the cache lacks, asked of the API: false when there were
 * none. A refused or failed request throws (the browser would show the page otherwise).
 */
async function fetchWanted(client: QueryClient): Promise<boolean> {
  const wanted = client
    .getQueryCache()
    .getAll()
    .filter((q) => q.state.status === 'pending' && wantsAnswer(q));
  await Promise.all(wanted.map((q) => q.fetch()));
  return wanted.length > 0;
}

export const render: ServerRenderedRoot = ({ url, language, prefill, fetch }) =>
  renders.run({ language, fetch }, async () => {
    const context = await handler.query(new Request(url));
    if (context instanceof Response || context.statusCode !== 200) return null;
    const screen = context.matches[context.matches.length - 1]?.route.handle as RouteHandle | undefined;
    const namespaces = [...START_NAMESPACES, ...(screen?.ns ? [screen.ns] : [])];
    const i18n = i18next.createInstance({
      ...I18N_OPTIONS,
      partialBundledLanguages: true,
      lng: language,
      ns: namespaces,
      resources: await resources(language, namespaces),
      initAsync: false,
      parseMissingKeyHandler: (key, defaultValue) => missingKeyText(key, defaultValue).text,
    });
    await i18n.use(stillLoading).init();
    const client = new QueryClient(QUERY_CLIENT_CONFIG);
    for (const [key, answer] of prefill) client.setQueryData(key, answer);
    const router = createStaticRouter(handler.dataRoutes, context);
    const page = (
      <StrictMode>
        <I18nextProvider i18n={i18n}>
          <AppProviders client={client}>
            <StaticRouterProvider router={router} context={context} hydrate={false} />
          </AppProviders>
        </I18nextProvider>
      </StrictMode>
    );
    let html = await prerender(page);
    for (let n = 1; n < MAX_RENDERS && (await fetchWanted(client)); n++) html = await prerender(page);
    const answers: PagePrefill = client
      .getQueryCache()
      .getAll()
      .filter((q) => q.state.status === 'success')
      .map((q) => [q.queryKey, q.state.data]);
    return { html, answers };
  });
