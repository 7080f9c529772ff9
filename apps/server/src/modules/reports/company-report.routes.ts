import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { idParam } from '@portal/contracts/common/paging';
import { signedInActor } from '../../plugins/signed-in.ts';
import { COMPANY_PROFILE_FILE_NAME } from './company-report-pdf.ts';
import { companyReportFile } from './company-report.service.ts';
import { sendReport } from './send-report.ts';

/** The company profile PDF of api/Reports (spec-2 sections 6 and 7). */
export const companyReportRoutes: FastifyPluginAsync = async (base) => {
  const app = base.withTypeProvider<ZodTypeProvider>();

  app.get('/api/Reports/company-details-report/:id', {
    schema: {
      tags: ['Reports'],
      summary: 'The company profile as a PDF (application/pdf, "Company profile.pdf")',
      description:
        "A4 portrait, the sixteen pages of spec-2 section 6, each only when it has data, in English or Serbian by the request's language. " +
        'Of what the caller may see of the company: 403 company_not_visible for a company they may not view; offers the company hid ' +
        'from the market only for its own users and editors; employees by name and position, their e-mail and phone where each shows them in the profile PDF.',
      params: idParam,
    },
    config: { access: { signedIn: true } },
    handler: async (request, reply) =>
      sendReport(
        reply,
        'application/pdf',
        'inline',
        COMPANY_PROFILE_FILE_NAME,
        await companyReportFile(app.ctx, signedInActor(request), request.params.id, request.log),
      ),
  });
};
