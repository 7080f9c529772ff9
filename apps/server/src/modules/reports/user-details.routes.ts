import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { AccessGroup } from '@portal/contracts/common/access';
import { idParam } from '@portal/contracts/common/paging';
import { signedInActor } from '../../plugins/signed-in.ts';
import { sendReport } from './send-report.ts';
import { USER_DETAILS_FILE_NAME } from './user-details-pdf.ts';
import { userDetailsFile } from './user-details.service.ts';

/** The user details PDF of api/Reports (spec-2 section 7), for administrators. */
export const userDetailsReportRoutes: FastifyPluginAsync = async (base) => {
  const app = base.withTypeProvider<ZodTypeProvider>();

  app.get('/api/Reports/user-details/:id', {
    schema: {
      tags: ['Reports'],
      summary: 'A user\'s details as a PDF (application/pdf, "User details.pdf"), for the administrators who administer them',
      description:
        'A4 portrait in the report frame: the person, their company and chamber, their account (role, verified, active, e-mail ' +
        "confirmed, registered, last sign-in), in English or Serbian by the request's language. The user administration's rule: " +
        'the platform administrator anyone, a chamber administrator the people of their chamber (403 user_not_manageable), 404 user_not_found.',
      params: idParam,
    },
    config: { access: { functions: AccessGroup.administrators } },
    handler: async (request, reply) =>
      sendReport(
        reply,
        'application/pdf',
        'inline',
        USER_DETAILS_FILE_NAME,
        await userDetailsFile(app.ctx, signedInActor(request), request.params.id, request.log),
      ),
  });
};
