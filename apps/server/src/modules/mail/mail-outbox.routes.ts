import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { mailOutboxDetails as mailOutboxDetailsSchema, mailOutboxPage, mailOutboxSearch } from '@portal/contracts/mail/mail-outbox';
import { AccessGroup } from '@portal/contracts/common/access';
import { idParam } from '@portal/contracts/common/paging';
import { mailOutboxDetails, searchMailOutbox } from './mail-outbox.service.ts';

/** The stored outbox, readable by platform administrators (and the browser tests, through them). */
export const mailOutboxRoutes: FastifyPluginAsync = async (base) => {
  const app = base.withTypeProvider<ZodTypeProvider>();
  const tags = ['Mail outbox'];
  const access = { functions: AccessGroup.platformAdmins };

  app.post('/api/AdminCentar/search-mail-outbox', {
    schema: {
      tags,
      summary: 'Search sent and stored mails (paged; filter by recipient, status, template)',
      body: mailOutboxSearch,
      response: { 200: mailOutboxPage },
    },
    config: { access },
    handler: async (request) => searchMailOutbox(app.ctx.db, request.body),
  });

  app.get('/api/AdminCentar/mail-outbox-details/:id', {
    schema: {
      tags,
      summary: 'One mail with its text and html bodies and delivery state',
      params: idParam,
      response: { 200: mailOutboxDetailsSchema },
    },
    config: { access },
    handler: async (request) => mailOutboxDetails(app.ctx.db, request.params.id),
  });
};
