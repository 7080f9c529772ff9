import fs from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { SERVER_RENDER_FILE, type ServerRenderedRoot } from '@portal/contracts/public/public-page-keys';
import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import type { ReactRoot, RenderedPage } from './page-html.ts';

/**
 * The web app's server render of its public pages (apps/web/src/entry-server.tsx), built beside
 * the app into WEB_DIST: null when the build has none (the server's tests, a web build without
 * it), and the pages keep their plain HTML.
 */
export async function loadWebRender(webDist: string): Promise<ServerRenderedRoot | null> {
  const file = path.join(webDist, SERVER_RENDER_FILE);
  if (!fs.existsSync(file)) return null;
  const bundle = (await import(pathToFileURL(file).href)) as { render: ServerRenderedRoot };
  return bundle.render;
}

/** Statuses whose response has no body (a Response refuses one). */
const NO_BODY = new Set([204, 304]);

/**
 * The app's requests during a render, answered by this server in-process, as a guest: only the
 * method, the body and the content and language headers go along (no cookie, no token).
 */
function guestFetch(app: FastifyInstance) {
  return async (url: string, init: RequestInit): Promise<Response> => {
    const sent = new Headers(init.headers);
    const headers: Record<string, string> = {};
    for (const name of ['accept', 'accept-language', 'content-type']) {
      const value = sent.get(name);
      if (value) headers[name] = value;
    }
    const res = await app.inject({
      method: (init.method ?? 'GET') as 'GET',
      url,
      headers,
      payload: typeof init.body === 'string' ? init.body : undefined,
    });
    const answerHeaders = new Headers();
    for (const [name, value] of Object.entries(res.headers)) if (value !== undefined) answerHeaders.set(name, String(value));
    return new Response(NO_BODY.has(res.statusCode) ? null : new Uint8Array(res.rawPayload), {
      status: res.statusCode,
      headers: answerHeaders,
    });
  };
}

/**
 * The app's markup of a page for a guest in its language, or null: no render, an address the
 * app shows a guest nothing at, or a render that failed (logged; the plain HTML still serves it).
 */
export async function reactRoot(
  app: FastifyInstance,
  render: ServerRenderedRoot | null,
  url: string,
  page: RenderedPage,
  log: FastifyBaseLogger,
): Promise<ReactRoot | null> {
  if (!render) return null;
  try {
    return await render({ url, language: page.language, prefill: page.prefill, fetch: guestFetch(app) });
  } catch (err) {
    log.error({ err, url }, 'the web app could not render the public page; its plain HTML is served');
    return null;
  }
}
