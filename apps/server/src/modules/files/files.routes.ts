import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  base64File,
  downloadFileParams,
  fileNameParam,
  MAX_FILES_PER_UPLOAD,
  uploadFlagParam,
  uploadResult,
} from '@portal/contracts/files/files';
import { okResult } from '@portal/contracts/common/paging';
import { AppError, unauthorized } from '../../lib/app-error.ts';
import { verifyAccessToken } from '../../lib/jwt.ts';
import { sendStoredFile } from '../../lib/stored-file-reply.ts';
import { signedInActor } from '../../plugins/signed-in.ts';
import { deleteFile, readFile, uploadFiles } from './files.service.ts';
import { readMultipart } from './multipart.ts';

export const filesRoutes: FastifyPluginAsync = async (base) => {
  const app = base.withTypeProvider<ZodTypeProvider>();
  const tags = ['Files'];

  /**
   * The download routes are public, so a stale token is not refused before the file is found:
   * a private file then answers token_expired, and the client refreshes and asks again.
   */
  async function readForRequest(request: FastifyRequest, name: string) {
    try {
      return await readFile(app.ctx, request.actor, name);
    } catch (err) {
      if (!(err instanceof AppError) || err.code !== 'unauthorized') throw err;
      const header = request.headers.authorization;
      const token = header?.toLowerCase().startsWith('bearer ') ? header.slice(7).trim() : '';
      const check = token ? await verifyAccessToken(app.ctx.secret, token) : null;
      throw check && !check.ok && check.expired ? unauthorized('token_expired') : err;
    }
  }

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
      const actor = signedInActor(request);
      // Any part name is accepted for the files: the pickers name the part after their input.
      const { files } = await readMultipart(request, {
        fileField: 'file',
        anyFileField: true,
        maxFiles: MAX_FILES_PER_UPLOAD,
        allowedFields: [],
      });
      return uploadFiles(app.ctx, actor, { isPublic: request.params.flag, files });
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
      const { row, data } = await readForRequest(request, request.params.name);
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
      const { row, data } = await readForRequest(request, request.params.name);
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
      await deleteFile(app.ctx, signedInActor(request), request.params.name);
      return { success: true as const };
    },
  });
};
