import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { idParam } from '@portal/contracts/common/paging';
import { dataExport, dataExportTokenParam, latestDataExport } from '@portal/contracts/privacy/data-exports';
import { signedInActor } from '../../plugins/signed-in.ts';
import { sendReport } from '../reports/send-report.ts';
import { downloadDataExport, latestDataExport as latest, requestDataExport } from './data-exports.service.ts';

const ZIP_TYPE = 'application/zip';

/** "Download my data" (issue 24 item 3): every signed-in person, for their own data only. */
export const dataExportRoutes: FastifyPluginAsync = async (base) => {
  const app = base.withTypeProvider<ZodTypeProvider>();
  const tags = ['My data'];
  const access = { signedIn: true } as const;

  app.post('/api/MyData/exports', {
    schema: {
      tags,
      summary: 'Start preparing a ZIP of my data (or answer the one in progress or ready); a mail with a single-use link follows',
      response: { 200: dataExport },
    },
    config: { access },
    handler: async (request) => requestDataExport(app.ctx, signedInActor(request)),
  });

  app.get('/api/MyData/exports/latest', {
    schema: { tags, summary: 'My latest export: its status, progress and expiry', response: { 200: latestDataExport } },
    config: { access },
    handler: async (request) => latest(app.ctx, signedInActor(request)),
  });

  app.get('/api/MyData/exports/:id/download', {
    schema: {
      tags,
      summary: 'Download my ready export (application/zip), once, until it expires',
      description: '404 data_export_not_found (not mine); 422 data_export_link_used, data_export_link_expired, data_export_not_ready.',
      params: idParam,
    },
    config: { access },
    handler: async (request, reply) => {
      const file = await downloadDataExport(app.ctx, signedInActor(request), { id: request.params.id });
      return sendReport(reply, ZIP_TYPE, 'attachment', file.fileName, file.data);
    },
  });

  app.get('/api/MyData/download/:token', {
    schema: {
      tags,
      summary: "Download my export with the mailed link's single-use token (application/zip)",
      description:
        '404 data_export_not_found (unknown, or not mine); 422 data_export_link_used, data_export_link_expired, data_export_not_ready.',
      params: dataExportTokenParam,
    },
    config: { access },
    handler: async (request, reply) => {
      const file = await downloadDataExport(app.ctx, signedInActor(request), { token: request.params.token });
      return sendReport(reply, ZIP_TYPE, 'attachment', file.fileName, file.data);
    },
  });
};
