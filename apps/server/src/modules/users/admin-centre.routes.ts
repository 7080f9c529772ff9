import { AccessGroup } from '@portal/contracts/common/access';
import { adminCentreCounters as countersSchema } from '@portal/contracts/users/admin-centre';
import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { signedInActor } from '../../plugins/signed-in.ts';
import { adminCentreCounters } from './admin-centre.service.ts';

/** The admin centre home: its counters, over what the caller administers. */
export const adminCentreRoutes: FastifyPluginAsync = async (base) => {
  const app = base.withTypeProvider<ZodTypeProvider>();

  app.get('/api/AdminCentar', {
    schema: {
      tags: ['Admin centre'],
      summary: "Counters of companies and users: a chamber administrator's chamber, everything for the platform administrator",
      response: { 200: countersSchema },
    },
    config: { access: { functions: AccessGroup.administrators } },
    handler: async (request) => adminCentreCounters(app.ctx.db, signedInActor(request)),
  });
};
