import type { FastifyInstance } from 'fastify';

/** A request slower than this is logged (warn) whatever the level. */
export const SLOW_REQUEST_MS = 1000;

/**
 * The request log, with Fastify's own (two info lines per request) turned off: under load,
 * writing every request costs more than a profile read. Failures are logged where they are
 * handled (plugins/errors.ts, at error); here a slow request is logged at warn, and every
 * request at debug (LOG_LEVEL=debug) for tracing.
 */
export function registerRequestLog(app: FastifyInstance) {
  const traced = app.log.level === 'debug' || app.log.level === 'trace';
  app.addHook('onResponse', async (request, reply) => {
    const ms = reply.elapsedTime;
    if (ms >= SLOW_REQUEST_MS) {
      request.log.warn({ method: request.method, url: request.url, statusCode: reply.statusCode, ms: Math.round(ms) }, 'slow request');
    } else if (traced) {
      request.log.debug({ method: request.method, url: request.url, statusCode: reply.statusCode, ms: Math.round(ms) }, 'request');
    }
  });
}
