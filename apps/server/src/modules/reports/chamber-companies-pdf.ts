import type { Content, TableCell } from 'pdfmake/interfaces';
import type { ChamberCompaniesQuery } from '@portal/contracts/companies/company-administration';
import { displayDate } from './agenda-cells.ts';
import type { ChamberCompanyRow } from './chamber-companies.repository.ts';
import type { ChamberCompaniesTexts } from './chamber-companies-texts.ts';
import { renderPdf, reportDocument } from './report-pdf.ts';
import { headerCell, listReportStyles, REPORT_MUTED, ruledTable } from './report-tables.ts';

/** Sectors a company shows in the PDF's cell; the spreadsheet lists them all. */
const PDF_SECTORS_MAX = 3;

export interface ChamberCompaniesPdfInput {
  x: ChamberCompaniesTexts;
  query: ChamberCompaniesQuery;
  companies: ChamberCompanyRow[];
  /** How many companies match (the PDF lists the first ones). */
  total: number;
  webAddress: string;
  now?: Date;
}

const small = (text: string): Content => ({ text, fontSize: 7.5, color: REPORT_MUTED });

function companyRow(r: ChamberCompanyRow, i: number, x: ChamberCompaniesTexts): TableCell[] {
  const sectors = (r.sectors ?? '').split('; ').filter(Boolean);
  const shown =
    sectors.slice(0, PDF_SECTORS_MAX).join('\n') + (sectors.length > PDF_SECTORS_MAX ? `\n+${sectors.length - PDF_SECTORS_MAX}` : '');
  return [
    { text: String(i + 1), color: REPORT_MUTED },
    {
      stack: [
        { text: r.name, bold: true },
        ...(r.registrationNumber ? [small(`${x.registration} ${r.registrationNumber}`)] : []),
        ...(r.isMnc ? [small(x.multinational)] : []),
      ],
    },
    { stack: [r.countryName, ...(r.cityName ? [small(r.cityName)] : [])] },
    { text: shown, fontSize: 7.5 },
    r.memberSince ? displayDate(r.memberSince) : '',
    { stack: [r.contactName ?? '', ...[r.contactEmail, r.contactPhone].flatMap((v) => (v ? [small(v)] : []))] },
  ];
}

/** The chamber companies PDF: the filters, then one row a company (name, place, sectors, membership, contact). */
export async function chamberCompaniesPdf(input: ChamberCompaniesPdfInput): Promise<Buffer> {
  const { x, query, companies, total } = input;
  const filters = [x.lists[query.list], x.count(total), ...(query.name ? [`${x.search}: "${query.name}"`] : [])].join(' · ');
  const c = x.pdfColumns;
  const body: TableCell[][] = [
    [headerCell('#'), headerCell(c.company), headerCell(c.place), headerCell(c.sectors), headerCell(c.memberSince), headerCell(c.contact)],
    ...companies.map((r, i) => companyRow(r, i, x)),
  ];
  const left = total - companies.length;
  const content: Content[] = [
    { text: x.title, style: 'title' },
    { text: filters, style: 'subtitle' },
    companies.length
      ? { table: { headerRows: 1, dontBreakRows: true, widths: [16, '*', 78, 150, 50, 110], body }, layout: ruledTable, fontSize: 8 }
      : { text: x.none, style: 'note' },
    ...(left > 0 ? [{ text: x.more(left), style: 'note' }] : []),
  ];
  const doc = await reportDocument(
    { title: x.title, webAddress: input.webAddress, generatedOn: x.generatedOn, pageLabel: x.page, now: input.now },
    content,
  );
  doc.styles = listReportStyles;
  return renderPdf(doc);
}
