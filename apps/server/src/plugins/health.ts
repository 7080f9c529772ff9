import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorBody } from '@portal/contracts/common/errors';

const healthy = z.object({ status: z.literal('ok') });

/**
 * GET /api/health for a reverse proxy or an orchestrator: 200 { status: 'ok' } when the
 * database answers `select 1`, else 503 in the project's error format. Public, not logged.
 */
export function registerHealthRoute(base: FastifyInstance) {
  const app = base.withTypeProvider<ZodTypeProvider>();
  app.get('/api/health', {
    schema: {
      tags: ['Health'],
      summary: 'Liveness and database check for a proxy or orchestrator',
      response: { 200: healthy, 503: errorBody },
    },
    config: { access: { public: true } },
    logLevel: 'warn',
    handler: async (request, reply) => {
      try {
        await app.ctx.db.execute(sql`select 1`);
        return { status: 'ok' as const };
      } catch (err) {
        request.log.error({ err }, 'health check: the database did not answer');
        return reply.status(503).send({ code: 'service_unavailable', message: 'general_error' });
      }
    },
  });
}
