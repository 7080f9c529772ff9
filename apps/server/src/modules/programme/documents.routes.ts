import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { idParam, okResult } from '@portal/contracts/common/paging';
import { DOCUMENT_UPLOAD_FIELDS, documentPage, documentSearch, documentUpdate, eventDocument } from '@portal/contracts/programme/documents';
import { signedInActor } from '../../plugins/signed-in.ts';
import { eventOrganisers } from '../events/event-route-access.ts';
import { readMultipart } from '../files/multipart.ts';
import { downloadDisposition } from './document-files.ts';
import { deleteDocument, downloadDocument, searchDocuments, updateDocument, uploadDocument } from './documents.service.ts';

/** api/EventDocuments: files of an event for its organisers and participants. */
export const documentRoutes: FastifyPluginAsync = async (base) => {
  const app = base.withTypeProvider<ZodTypeProvider>();
  const tags = ['EventDocuments'];

  app.post('/api/EventDocuments/search', {
    schema: {
      tags,
      summary:
        "An event's documents (organisers, chamber administrators, invited people); organisers without fkEventId: their chamber's events'",
      body: documentSearch,
      response: { 200: documentPage },
    },
    config: { access: { signedIn: true } },
    handler: async (request) => searchDocuments(app.ctx, signedInActor(request), request.body),
  });

  // The spec's {eventId}, named like the other routes' {id} (one path, one parameter name).
  app.post('/api/EventDocuments/:id', {
    schema: {
      tags,
      summary: 'Upload a document to the event {id} (its organisers): multipart, one `file` part, optional `name` and `description`',
      description:
        'Under 3145728 bytes (file_too_large); pdf, doc, docx, xls, xlsx, ppt, pptx, odt, ods, odp, jpg, jpeg or png, ' +
        'checked by content (irregular_file_format). Images are re-encoded without metadata.',
      consumes: ['multipart/form-data'],
      params: idParam,
      response: { 200: eventDocument },
    },
    config: { access: eventOrganisers },
    handler: async (request) => {
      return uploadDocument(app.ctx, signedInActor(request), request.params.id, () =>
        readMultipart(request, { fileField: 'file', maxFiles: 1, allowedFields: DOCUMENT_UPLOAD_FIELDS }),
      );
    },
  });

  app.put('/api/EventDocuments', {
    schema: {
      tags,
      summary: "Rename a document or change its description (the event's organisers)",
      body: documentUpdate,
      response: { 200: eventDocument },
    },
    config: { access: eventOrganisers },
    handler: async (request) => updateDocument(app.ctx, signedInActor(request), request.body),
  });

  app.get('/api/EventDocuments/:id', {
    schema: { tags, summary: "Download a document (the event's organisers and participants)", params: idParam },
    config: { access: { signedIn: true } },
    handler: async (request, reply) => {
      const { file, data } = await downloadDocument(app.ctx, signedInActor(request), request.params.id);
      return reply
        .type(file.mimeType)
        .header('x-content-type-options', 'nosniff')
        .header('content-disposition', downloadDisposition(file.originalName, file.name.split('.').pop() ?? 'bin'))
        .header('cache-control', 'private, no-cache')
        .send(data);
    },
  });

  app.delete('/api/EventDocuments/:id', {
    schema: { tags, summary: 'Delete a document and its file', params: idParam, response: { 200: okResult } },
    config: { access: eventOrganisers },
    handler: async (request) => {
      await deleteDocument(app.ctx, signedInActor(request), request.params.id);
      return { success: true as const };
    },
  });
};
