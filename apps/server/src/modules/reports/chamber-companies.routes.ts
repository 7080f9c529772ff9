import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { AccessGroup } from '@portal/contracts/common/access';
import { chamberCompaniesFileNames, chamberCompaniesQuery } from '@portal/contracts/companies/company-administration';
import { signedInActor } from '../../plugins/signed-in.ts';
import { chamberCompaniesPdfFile, chamberCompaniesSheet, CHAMBER_COMPANIES_PDF_ROWS_MAX } from './chamber-companies.service.ts';
import { XLSX_TYPE } from './reservation-sheet.ts';
import { sendReport } from './send-report.ts';

const filters =
  'The filters of the company administration screen: list (verified by default, unverified, without_administrator) and name ' +
  '(a part of the name, or the registration or tax number). Of the companies the caller may edit: a chamber administrator ' +
  "gets their chamber's country and multinationals outside the WB6, the platform administrator every company. By name.";

/** The chamber companies reports of api/Reports (spec-2 section 7). */
export const chamberCompaniesRoutes: FastifyPluginAsync = async (base) => {
  const app = base.withTypeProvider<ZodTypeProvider>();
  const tags = ['Reports'];
  const access = { functions: AccessGroup.administrators };

  app.post('/api/Reports/chamber-companies', {
    schema: {
      tags,
      summary: `The companies of a chamber as a PDF (application/pdf, "${chamberCompaniesFileNames.pdf}")`,
      description: `${filters} A4 portrait; the first ${CHAMBER_COMPANIES_PDF_ROWS_MAX} companies, with a note of how many more the spreadsheet holds.`,
      body: chamberCompaniesQuery,
    },
    config: { access },
    handler: async (request, reply) =>
      sendReport(
        reply,
        'application/pdf',
        'attachment',
        chamberCompaniesFileNames.pdf,
        await chamberCompaniesPdfFile(app.ctx, signedInActor(request), request.body),
      ),
  });

  app.post('/api/Reports/chamber-companies-for-excel', {
    schema: {
      tags,
      summary: `The companies of a chamber as a spreadsheet (xlsx, "${chamberCompaniesFileNames.xlsx}"), streamed`,
      description:
        `${filters} Every matching company, written while it is read (no length known in advance). Columns: company name, ` +
        'registration number, tax number, country, city, address, sectors, multinational, verified, member since, contact person, ' +
        'contact e-mail, contact phone, registered on.',
      body: chamberCompaniesQuery,
    },
    config: { access },
    handler: async (request, reply) =>
      sendReport(
        reply,
        XLSX_TYPE,
        'attachment',
        chamberCompaniesFileNames.xlsx,
        await chamberCompaniesSheet(app.ctx, signedInActor(request), request.body),
      ),
  });
};
