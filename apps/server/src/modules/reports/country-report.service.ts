import type { CountryReportKind, ReportFormat } from '@portal/contracts/reports/country-reports';
import type { Actor, AppContext } from '../../context.ts';
import { wb6CountryFigures } from './country-report.repository.ts';
import { countryTablePdf, countryTableSheet } from './country-report-files.ts';
import { marketFigures } from './country-report-market.ts';
import { countryInfoTable, wb6ActivityTable } from './country-report-tables.ts';
import { countryReportTexts } from './country-report-texts.ts';

/**
 * GET api/Reports/country-info and report-by-wb6-country (issue 27 item 5): the WB6 economies
 * side by side, for administrators, as a PDF or a spreadsheet of the same table. Country
 * information sets each economy's size (World Bank population and GDP of the shared data)
 * beside its companies on the portal; the report by WB6 country gives the portal's activity:
 * companies, sectors, offers, events and meetings.
 */
export async function countryReportFile(ctx: AppContext, actor: Actor, kind: CountryReportKind, format: ReportFormat): Promise<Buffer> {
  const x = countryReportTexts(actor.languageId);
  const rows = await wb6CountryFigures(ctx.db, actor.languageId);
  const table =
    kind === 'countryInfo'
      ? countryInfoTable(
          rows,
          await marketFigures(
            ctx.config.SHARED_DIR,
            rows.map((r) => r.alpha3),
          ),
          x,
        )
      : wb6ActivityTable(rows, x);
  return format === 'xlsx'
    ? countryTableSheet(table, x)
    : countryTablePdf(table, x, { languageId: actor.languageId, webAddress: ctx.config.publicUrl });
}
