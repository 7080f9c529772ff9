import fs from 'node:fs/promises';
import path from 'node:path';
import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { notFound } from '../../lib/app-error.ts';
import { languageFilesDir } from './language-files.ts';

/** The errors of reading a file that is not there: ENOENT, ENOTDIR when a part of the path is a file, EISDIR when it is a folder. */
const isMissingFile = (err: unknown) => ['ENOENT', 'ENOTDIR', 'EISDIR'].includes((err as NodeJS.ErrnoException)?.code ?? '');

export const languageFileRoutes: FastifyPluginAsync = async (base) => {
  const app = base.withTypeProvider<ZodTypeProvider>();
  app.get('/lang/:languageCode/:file', {
    schema: {
      tags: ['Translations'],
      summary: 'A translation namespace file, e.g. lang/eng/general.json',
      params: z.object({
        languageCode: z.string().regex(/^[a-z]{2,3}$/),
        file: z.string().regex(/^[a-z0-9-]{1,80}\.json$/),
      }),
    },
    config: { access: { public: true } },
    handler: async (request, reply) => {
      const { languageCode, file } = request.params;
      let text: string;
      try {
        text = await fs.readFile(path.join(languageFilesDir, languageCode, file), 'utf8');
      } catch (err) {
        // No such language or namespace; any other failure to read is the server's.
        if (!isMissingFile(err)) throw err;
        throw notFound();
      }
      return reply.type('application/json').header('cache-control', 'no-cache').send(text);
    },
  });
};
