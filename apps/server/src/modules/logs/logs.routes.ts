import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  actionLogDetails as actionLogDetailsSchema,
  actionLogPage,
  actionLogSearch,
  errorLogDetails as errorLogDetailsSchema,
  errorLogPage,
  errorLogSearch,
  userLogDetails as userLogDetailsSchema,
  userLogPage,
  userLogSearch,
} from '@portal/contracts/logs/logs';
import { AccessGroup } from '@portal/contracts/common/access';
import { idParam } from '@portal/contracts/common/paging';
import {
  actionLogDetails,
  errorLogDetails,
  searchActionLogs,
  searchErrorLogs,
  searchUserLogs,
  userLogDetails,
} from './logs.search.service.ts';

/** The admin centre's logs: platform administrators only. */
export const logsRoutes: FastifyPluginAsync = async (base) => {
  const app = base.withTypeProvider<ZodTypeProvider>();
  const tags = ['Logs'];
  const access = { functions: AccessGroup.platformAdmins };

  app.post('/api/AdminCentar/search-action-logs', {
    schema: {
      tags,
      summary: 'Search the action log (who did what to which entity)',
      body: actionLogSearch,
      response: { 200: actionLogPage },
    },
    config: { access },
    handler: async (request) => searchActionLogs(app.ctx.db, request.body),
  });
  app.post('/api/AdminCentar/search-error-logs', {
    schema: { tags, summary: 'Search the error log (server errors, failed mail)', body: errorLogSearch, response: { 200: errorLogPage } },
    config: { access },
    handler: async (request) => searchErrorLogs(app.ctx.db, request.body),
  });
  app.post('/api/AdminCentar/search-user-logs', {
    schema: { tags, summary: 'Search the user log (sign-ins, failures, sign-outs)', body: userLogSearch, response: { 200: userLogPage } },
    config: { access },
    handler: async (request) => searchUserLogs(app.ctx.db, request.body),
  });
  app.get('/api/AdminCentar/action-log-details/:id', {
    schema: { tags, summary: 'One action log entry with its details', params: idParam, response: { 200: actionLogDetailsSchema } },
    config: { access },
    handler: async (request) => actionLogDetails(app.ctx.db, request.params.id),
  });
  app.get('/api/AdminCentar/error-log-details/:id', {
    schema: { tags, summary: 'One error log entry with its stack', params: idParam, response: { 200: errorLogDetailsSchema } },
    config: { access },
    handler: async (request) => errorLogDetails(app.ctx.db, request.params.id),
  });
  app.get('/api/AdminCentar/user-log-details/:id', {
    schema: { tags, summary: 'One user log entry', params: idParam, response: { 200: userLogDetailsSchema } },
    config: { access },
    handler: async (request) => userLogDetails(app.ctx.db, request.params.id),
  });
};
