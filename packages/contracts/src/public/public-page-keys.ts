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
