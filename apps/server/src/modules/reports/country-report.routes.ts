import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { AccessGroup } from '@portal/contracts/common/access';
import {
  type CountryReportKind,
  countryReportFileNames,
  countryReportPaths,
  countryReportQuery,
} from '@portal/contracts/reports/country-reports';
import { signedInActor } from '../../plugins/signed-in.ts';
import { countryReportFile } from './country-report.service.ts';
import { XLSX_TYPE } from './reservation-sheet.ts';
import { sendReport } from './send-report.ts';

const types = { pdf: 'application/pdf', xlsx: XLSX_TYPE };

const summaries: Record<CountryReportKind, string> = {
  countryInfo:
    'The WB6 economies side by side: population and GDP (World Bank, shared data) beside their companies and users on the portal',
  wb6Activity: 'The WB6 economies side by side: companies, sectors, offers, events and meetings on the portal',
};

/** The country reports of api/Reports: one path each, the format chosen by ?format=pdf (default) or ?format=xlsx. */
export const countryReportRoutes: FastifyPluginAsync = async (base) => {
  const app = base.withTypeProvider<ZodTypeProvider>();
  for (const kind of Object.keys(countryReportPaths) as CountryReportKind[]) {
    const names = countryReportFileNames[kind];
    app.get(`/${countryReportPaths[kind]}`, {
      schema: {
        tags: ['Reports'],
        summary: summaries[kind],
        description: `For administrators. ?format=pdf (default): application/pdf, "${names.pdf}"; ?format=xlsx: a spreadsheet, "${names.xlsx}". Indicators down, the six economies across.`,
        querystring: countryReportQuery,
      },
      config: { access: { functions: AccessGroup.administrators } },
      handler: async (request, reply) => {
        const { format } = request.query;
        const file = await countryReportFile(app.ctx, signedInActor(request), kind, format);
        return sendReport(reply, types[format], 'attachment', names[format], file);
      },
    });
  }
};
