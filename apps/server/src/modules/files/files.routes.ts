import type { FastifyPluginAsync, FastifyReply } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { base64File, downloadFileParams, fileNameParam, uploadFlagParam, uploadResult } from '@portal/contracts/files/files';
import { okResult } from '@portal/contracts/common/paging';
import { unauthorized } from '../../lib/app-error.ts';
import { deleteFile, readFile, uploadFiles } from './files.service.ts';

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

export const filesRoutes: FastifyPluginAsync = async (base) => {
  const app = base.withTypeProvider<ZodTypeProvider>();
  const tags = ['Files'];

  app.post('/api/Files/upload-file/:flag', {
    schema: {
      tags,
      summary: 'Upload images (multipart, up to 6 parts): jpg or png by content, under 3145728 bytes each, re-encoded',
      description:
        '{flag}: true stores public files (logos, avatars, gallery images; downloadable by anyone), false private ones ' +
        '(signed-in users only). Refusals: file_too_large, irregular_file_format, image_dimensions_too_large, ' +
        'total_size_exceeded_allowed_limit (over 10 MiB in one request: 400; over 100 MiB stored by the user: 422).',
      consumes: ['multipart/form-data'],
      params: uploadFlagParam,
      response: { 200: uploadResult },
    },
    config: { access: { signedIn: true } },
    handler: async (request) => {
      if (!request.actor) throw unauthorized();
      return uploadFiles(app.ctx, request, request.actor, request.params.flag);
    },
  });

  app.get('/api/Files/download-file/:name/:timestamp/false', {
    schema: {
      tags,
      summary: 'Download a stored file (public files: anyone; private files: signed-in users)',
      params: downloadFileParams,
    },
    config: { access: { public: true } },
    handler: async (request, reply) => {
      const { row, data } = await readFile(app.ctx, request, request.params.name);
      return sendStoredFile(reply, row, data);
    },
  });

  app.get('/api/Files/download-base64/:name', {
    schema: {
      tags,
      summary: 'A stored file as base64 (for PDF reports); same access as download-file',
      params: fileNameParam,
      response: { 200: base64File },
    },
    config: { access: { public: true } },
    handler: async (request, reply) => {
      const { row, data } = await readFile(app.ctx, request, request.params.name);
      reply.header('cache-control', row.isPublic ? 'public, max-age=3600' : 'private, no-cache');
      const base64 = data.toString('base64');
      return { name: row.name, mimeType: row.mimeType, base64, dataUrl: `data:${row.mimeType};base64,${base64}` };
    },
  });

  app.delete('/api/Files/delete-file/:name', {
    schema: {
      tags,
      summary: 'Delete a file: its owner or a platform administrator',
      params: fileNameParam,
      response: { 200: okResult },
    },
    config: { access: { signedIn: true } },
    handler: async (request) => {
      if (!request.actor) throw unauthorized();
      await deleteFile(app.ctx, request, request.actor, request.params.name);
      return { success: true as const };
    },
  });
};
