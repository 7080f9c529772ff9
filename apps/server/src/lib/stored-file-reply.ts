import type { FastifyReply } from 'fastify';

/** Stored bytes with the headers the security baseline asks for. */
export function sendStoredFile(
  reply: FastifyReply,
  file: { name: string; mimeType: string; isPublic: boolean },
  data: Buffer,
  cacheControl = file.isPublic ? 'public, max-age=31536000, immutable' : 'private, no-cache',
) {
  return reply
    .type(file.mimeType)
    .header('x-content-type-options', 'nosniff')
    .header('content-disposition', `inline; filename="${file.name}"`)
    .header('cache-control', cacheControl)
    .send(data);
}
