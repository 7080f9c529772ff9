import { ReportFileName } from '@portal/contracts/reports/report-files';
import type { Content, StyleDictionary, TableCell } from 'pdfmake/interfaces';
import { displayDate, localeOf } from './agenda-cells.ts';
import type { CompanyReport } from './company-report-model.ts';
import { type Block, companyReportPages, type FactValue, type ReportPage } from './company-report-pages.ts';
import { type CompanyReportTexts, companyReportTexts } from './company-report-texts.ts';
import { renderPdf, reportDocument } from './report-pdf.ts';
import { ruledTable } from './report-tables.ts';

/** Spec-2 section 6: the file name of the company profile PDF. */
export const COMPANY_PROFILE_FILE_NAME = ReportFileName.companyProfile;

const BRAND = '#17488f';
const HEADER_FILL = '#eef3fb';
const LOGO_SIDE = 64;
const FACT_LABEL_WIDTH = 190;
/** The space below a table, so that two tables never read as one. */
const BLOCK_GAP: [number, number, number, number] = [0, 0, 0, 8];

/** The list reports' table rules (report-tables.ts): thin lines between rows. */
const rules = ruledTable;

/** The styles of a report page's kicker (whose report), title and headings. */
export const reportPageStyles: StyleDictionary = {
  kicker: { fontSize: 9, color: '#5c636a', bold: true, characterSpacing: 0.6 },
  title: { fontSize: 16, bold: true, color: BRAND, margin: [0, 2, 0, 10] },
  heading: { fontSize: 10.5, bold: true, color: BRAND, margin: [0, 10, 0, 4] },
};

export interface CompanyReportInput {
  report: CompanyReport;
  languageId: number;
  webAddress: string;
  now?: Date;
}

export function formatters(languageId: number, x: CompanyReportTexts) {
  const numbers = new Intl.NumberFormat(localeOf(languageId), { maximumFractionDigits: 2 });
  const value = (v: FactValue): string => {
    if (typeof v === 'boolean') return v ? x.yes : x.no;
    if (typeof v === 'number') return numbers.format(v);
    return v ?? '';
  };
  return { value, number: (n: number) => numbers.format(n) };
}

/** A block of a report page (facts, a list, a text, a table of years or rows) as pdfmake content; nothing when it is empty. */
export function blockContent(b: Block, x: CompanyReportTexts, f: ReturnType<typeof formatters>): Content[] {
  const heading = (text?: string): Content[] => (text ? [{ text, style: 'heading' }] : []);
  switch (b.kind) {
    case 'facts': {
      const shown = b.facts.filter(([, v]) => typeof v === 'boolean' || typeof v === 'number' || (typeof v === 'string' && v.trim()));
      if (!shown.length) return [];
      const body = shown.map(([label, v]): TableCell[] => [{ text: label, color: '#5c636a' }, f.value(v)]);
      return [
        ...heading(b.heading),
        { table: { widths: [FACT_LABEL_WIDTH, '*'], body, dontBreakRows: true }, layout: rules, margin: BLOCK_GAP },
      ];
    }
    case 'list':
      return b.items.length ? [...heading(b.heading), { ul: b.items, margin: [0, 0, 0, 4] }] : [];
    case 'text':
      return b.text?.trim() ? [...heading(b.heading), { text: b.text, margin: [0, 0, 0, 4] }] : [];
    case 'years': {
      const rows = b.rows.filter(([, values]) => values.some((v) => v.value !== null));
      if (!rows.length) return [];
      const years = [...new Set(rows.flatMap(([, values]) => values.filter((v) => v.value !== null).map((v) => v.year)))].sort();
      const cell = (values: { year: number; value: number | null }[], year: number): TableCell => {
        const v = values.find((y) => y.year === year)?.value;
        return { text: v === null || v === undefined ? '' : `${f.number(v)}${b.percent ? ' %' : ''}`, alignment: 'right' };
      };
      const header = [x.indicator, ...years.map(String)].map(
        (text, i): TableCell => ({ text, bold: true, color: BRAND, fillColor: HEADER_FILL, alignment: i ? 'right' : 'left' }),
      );
      return [
        ...heading(b.heading),
        {
          table: {
            headerRows: 1,
            widths: ['*', ...years.map(() => 80)],
            body: [header, ...rows.map(([label, values]) => [label, ...years.map((y) => cell(values, y))])],
          },
          layout: rules,
          margin: BLOCK_GAP,
        },
      ];
    }
    case 'table': {
      const header = b.header.map((text): TableCell => ({ text, bold: true, color: BRAND, fillColor: HEADER_FILL }));
      const more: Content[] = b.leftOut > 0 ? [{ text: x.more(b.leftOut), italics: true, color: '#5c636a', margin: [0, 6, 0, 0] }] : [];
      return [
        { table: { headerRows: 1, dontBreakRows: true, widths: b.widths, body: [header, ...b.rows] }, layout: rules, margin: BLOCK_GAP },
        ...more,
      ];
    }
  }
}

function pageContent(page: ReportPage, index: number, input: CompanyReportInput, x: CompanyReportTexts): Content[] {
  const f = formatters(input.languageId, x);
  const { company } = input.report;
  const title: Content[] = [
    { text: company.name, style: 'kicker' },
    { text: page.title, style: 'title' },
  ];
  const top: Content =
    index === 0 && company.logo
      ? {
          columns: [
            { stack: title, width: '*' },
            { image: company.logo, fit: [LOGO_SIDE, LOGO_SIDE], width: LOGO_SIDE },
          ],
          columnGap: 12,
        }
      : { stack: title };
  return [index === 0 ? top : { ...top, pageBreak: 'before' }, ...page.blocks.flatMap((b) => blockContent(b, x, f))] as Content[];
}

/** The company profile PDF of spec-2 section 6: one page for each part of the profile that has data. */
export async function companyReportDocument(input: CompanyReportInput) {
  const x = companyReportTexts(input.languageId);
  const date = (d: string | null) => (d ? displayDate(d) : '');
  const pages = companyReportPages(input.report, x, date);
  const doc = await reportDocument(
    {
      title: `${x.title}: ${input.report.company.name}`,
      webAddress: input.webAddress,
      generatedOn: x.generatedOn,
      pageLabel: x.page,
      now: input.now,
    },
    pages.flatMap((page, i) => pageContent(page, i, input, x)),
  );
  doc.styles = reportPageStyles;
  return doc;
}

export async function companyReportPdf(input: CompanyReportInput): Promise<Buffer> {
  return renderPdf(await companyReportDocument(input));
}
