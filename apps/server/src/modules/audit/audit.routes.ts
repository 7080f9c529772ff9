import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  actionLogDetails,
  actionLogPage,
  actionLogSearch,
  errorLogDetails,
  errorLogPage,
  errorLogSearch,
  userLogDetails,
  userLogPage,
  userLogSearch,
} from '@portal/contracts/logs/logs';
import { mailOutboxDetails, mailOutboxPage, mailOutboxSearch } from '@portal/contracts/mail/mail-outbox';
import { AccessGroup } from '@portal/contracts/common/access';
import { idParam } from '@portal/contracts/common/paging';
import { signedInActor } from '../../plugins/signed-in.ts';
import {
  readActionLog,
  readActionLogs,
  readErrorLog,
  readErrorLogs,
  readMail,
  readMailOutbox,
  readUserLog,
  readUserLogs,
} from './audit.service.ts';

/**
 * The admin centre's logs and mail outbox: the platform administrator reads every entry, a
 * chamber administrator their chamber's (log-scope.policy.ts). The browser tests read mails
 * through the platform administrator.
 */
export const auditRoutes: FastifyPluginAsync = async (base) => {
  const app = base.withTypeProvider<ZodTypeProvider>();
  const access = { functions: AccessGroup.administrators };
  const logs = ['Logs'];
  const outbox = ['Mail outbox'];
  const scoped = "; a chamber administrator's chamber only";

  app.post('/api/AdminCentar/search-action-logs', {
    schema: {
      tags: logs,
      summary: `Search the action log (who did what to which entity)${scoped}`,
      body: actionLogSearch,
      response: { 200: actionLogPage },
    },
    config: { access },
    handler: async (request) => readActionLogs(app.ctx.db, signedInActor(request), request.body),
  });
  app.post('/api/AdminCentar/search-error-logs', {
    schema: {
      tags: logs,
      summary: `Search the error log (server errors, failed mail)${scoped}`,
      body: errorLogSearch,
      response: { 200: errorLogPage },
    },
    config: { access },
    handler: async (request) => readErrorLogs(app.ctx.db, signedInActor(request), request.body),
  });
  app.post('/api/AdminCentar/search-user-logs', {
    schema: {
      tags: logs,
      summary: `Search the user log (sign-ins, failures, sign-outs)${scoped}`,
      body: userLogSearch,
      response: { 200: userLogPage },
    },
    config: { access },
    handler: async (request) => readUserLogs(app.ctx.db, signedInActor(request), request.body),
  });
  app.get('/api/AdminCentar/action-log-details/:id', {
    schema: { tags: logs, summary: 'One action log entry with its details', params: idParam, response: { 200: actionLogDetails } },
    config: { access },
    handler: async (request) => readActionLog(app.ctx.db, signedInActor(request), request.params.id),
  });
  app.get('/api/AdminCentar/error-log-details/:id', {
    schema: {
      tags: logs,
      summary: 'One error log entry (its stack for the platform administrator)',
      params: idParam,
      response: { 200: errorLogDetails },
    },
    config: { access },
    handler: async (request) => readErrorLog(app.ctx.db, signedInActor(request), request.params.id),
  });
  app.get('/api/AdminCentar/user-log-details/:id', {
    schema: { tags: logs, summary: 'One user log entry', params: idParam, response: { 200: userLogDetails } },
    config: { access },
    handler: async (request) => readUserLog(app.ctx.db, signedInActor(request), request.params.id),
  });

  app.post('/api/AdminCentar/search-mail-outbox', {
    schema: {
      tags: outbox,
      summary: `Search sent and stored mails (paged; period, recipient, status, template, text)${scoped}`,
      body: mailOutboxSearch,
      response: { 200: mailOutboxPage },
    },
    config: { access },
    handler: async (request) => readMailOutbox(app.ctx.db, signedInActor(request), request.body),
  });
  app.get('/api/AdminCentar/mail-outbox-details/:id', {
    schema: {
      tags: outbox,
      summary: 'One mail with its text and html bodies and delivery state',
      params: idParam,
      response: { 200: mailOutboxDetails },
    },
    config: { access },
    handler: async (request) => readMail(app.ctx.db, signedInActor(request), request.params.id),
  });
};
