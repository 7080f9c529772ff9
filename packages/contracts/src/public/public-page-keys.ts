/**
 * The names the server's public pages and the web app share, without a schema (this file stays
 * out of zod, so the app's first script can read it): query keys, element ids, the language's
 * parameter and cookie.
 */

/**
 * The web app's query keys of these answers: the server writes the answer of the page it renders
 * under its key into the page (PREFILL_ELEMENT_ID), and the app's cache starts with it.
 */
export const publicPageKeys = {
  company: (companyId: number) => ['public', 'company', companyId] as const,
  event: (eventId: number) => ['public', 'event', eventId] as const,
  /** One product or service (the catalogue's key: the item opened over a page). */
  item: (kind: 'product' | 'service', id: number) => ['catalogue', kind, 'item', id] as const,
};

/** The id of the page's inline JSON script: [queryKey, answer] pairs for the web app's cache. */
export const PREFILL_ELEMENT_ID = 'portal-prefill';
/** The id of the server-rendered content inside #root (the app replaces it when it renders). */
export const SERVER_CONTENT_ID = 'server-content';
/** The query parameter that chooses the interface language of a public page (hreflang alternates). */
export const LANGUAGE_PARAM = 'lang';
/** The cookie the web app keeps the language on screen in, so that the server's pages answer in it. */
export const LANGUAGE_COOKIE = 'portal-lang';

/** Where the web app's build puts its server render of the public pages, inside its output folder. */
export const SERVER_RENDER_FILE = 'ssr/entry-server.js';
/**
 * The attribute naming the language (an interface language's code) of what the server wrote for a
 * guest: on #root when it holds the app's markup (hydrated in that language only), on the
 * prefill's script (its answers are used in that language only).
 */
export const SERVED_LANGUAGE_ATTRIBUTE = 'data-served-in';

/** [queryKey, answer] pairs: the answers a public page shows, for the web app's cache. */
export type PagePrefill = [readonly unknown[], unknown][];

/**
 * The server render's entry (apps/web/src/entry-server.tsx): a public page's markup as React
 * renders it for a guest in `language` (an interface language's code), with `prefill` in its
 * cache and the other answers it shows asked of the server's own API by `fetch` (as a guest), and
 * every answer in the markup (for the page's prefill); null when a guest would not see the page
 * at that address.
 */
export type ServerRenderedRoot = (page: {
  url: string;
  language: string;
  prefill: PagePrefill;
  fetch: (path: string, init: RequestInit) => Promise<Response>;
}) => Promise<{ html: string; answers: PagePrefill } | null>;
