import path from 'node:path';
import fastifyStatic from '@fastify/static';
import { SERVER_RENDER_FILE } from '@portal/contracts/public/public-page-keys';
import type { FastifyInstance, FastifyReply } from 'fastify';

/** Vite's output under assets/ carries a content hash in every name: it never changes. */
const IMMUTABLE = 'public, max-age=31536000, immutable';
/** Everything else (index.html, files from public/): the browser asks again every time (304 when unchanged). */
const REVALIDATE = 'no-cache';
/** The web app's server render (read by the seo module) is in the build's output but no file of the site. */
const SERVER_RENDER_PATH = `/${path.posix.dirname(SERVER_RENDER_FILE)}/`;

export function cacheControlFor(webDist: string, file: string): string {
  const relative = path.relative(webDist, file).split(path.sep).join('/');
  return relative.startsWith('assets/') ? IMMUTABLE : REVALIDATE;
}

/**
 * The built web app: brotli or gzip copies made at build time (apps/web/vite.config.ts) are
 * chosen by the request's Accept-Encoding; hashed assets are cached for a year, the rest
 * revalidated. One wildcard route serves the files; unknown paths fall to the not-found
 * handler (errors.ts), which answers index.html for the app's own routes.
 */
export async function registerWebApp(app: FastifyInstance, webDist: string) {
  await app.register(fastifyStatic, {
    root: webDist,
    wildcard: true,
    index: 'index.html',
    preCompressed: true,
    cacheControl: false,
    allowedPath: (pathName: string) => !pathName.startsWith(SERVER_RENDER_PATH),
    setHeaders: (reply: FastifyReply, file: string) => {
      reply.header('cache-control', cacheControlFor(webDist, file.replace(/\.(br|gz)$/, '')));
    },
  });
}
