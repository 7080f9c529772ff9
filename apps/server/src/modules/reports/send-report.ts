import type { Readable } from 'node:stream';
import type { FastifyReply } from 'fastify';

/** A generated report: shown in the browser's viewer (the spec's preview) or saved, under the spec's file name. */
export function sendReport(
  reply: FastifyReply,
  type: string,
  disposition: 'inline' | 'attachment',
  fileName: string,
  body: Buffer | string | Readable,
) {
  return reply
    .type(type)
    .header('x-content-type-options', 'nosniff')
    .header('content-disposition', `${disposition}; filename="${fileName}"`)
    .header('cache-control', 'private, no-store')
    .send(body);
}
