import type { FastifyInstance } from 'fastify';
import { forbidden } from '../lib/app-error.ts';

/**
 * Whether a browser's Origin is the portal itself: its public address, or the address the request
 * came to (a LAN address, a second process's port). No Origin: not a browser (browsers send it
 * with every WebSocket and every POST).
 */
export function originAllowed(origin: string | undefined, host: string | undefined, publicUrl: string): boolean {
  if (!origin) return true;
  let o: URL;
  try {
    o = new URL(origin);
  } catch (err) {
    // Not an address at all (URL throws a TypeError): "null" from a sandboxed or privacy-redirected page.
    if (err instanceof TypeError) return false;
    throw err;
  }
  if (o.origin === new URL(publicUrl).origin) return true;
  return !!host && o.host === host && (o.protocol === 'http:' || o.protocol === 'https:');
}

/** Methods that change nothing: a cross-site page may trigger them, but not read the answer. */
const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);
/** application/json, with or without parameters (charset). */
const JSON_MEDIA_TYPE = /^application\/json\s*(?:;|$)/i;

/**
 * Routes that authenticate by a cookie (`config.cookieAuth`) refuse what a page of another site
 * could send with the browser's cookie: a foreign Origin (403 origin_not_allowed), and for
 * state-changing calls a body that is not JSON (403 json_request_required): forms, multipart,
 * text/plain and bodiless requests need no CORS preflight, JSON does, and the portal answers no
 * preflight. SameSite=Strict on the cookie is the first line, not the only one. Runs before the
 * body is read.
 */
export function registerCrossSiteGuard(app: FastifyInstance, publicUrl: string) {
  app.addHook('onRequest', async (request) => {
    if (!request.routeOptions.config?.cookieAuth) return;
    if (!originAllowed(request.headers.origin, request.headers.host, publicUrl)) throw forbidden('origin_not_allowed');
    if (!SAFE_METHODS.has(request.method) && !JSON_MEDIA_TYPE.test(request.headers['content-type'] ?? '')) {
      throw forbidden('json_request_required');
    }
  });
}
