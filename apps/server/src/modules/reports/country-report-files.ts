import ExcelJS from 'exceljs';
import type { Content, TableCell } from 'pdfmake/interfaces';
import { localeOf } from './agenda-cells.ts';
import type { CellFormat, CountryCell, CountryTable } from './country-report-tables.ts';
import type { CountryReportTexts } from './country-report-texts.ts';
import { renderPdf, reportDocument } from './report-pdf.ts';
import { headerCell, listReportStyles, REPORT_BRAND, ruledTable, sheetName } from './report-tables.ts';

/** A country column's width on the PDF, in points: six beside the indicators fill A4 portrait. */
const PDF_COUNTRY_WIDTH = 56;
const SHEET_LABEL_WIDTH = 46;
const SHEET_COUNTRY_WIDTH = 20;
const SHEET_FORMATS: Record<CellFormat, string | undefined> = { integer: '#,##0', decimal: '#,##0.00', text: undefined };

/** A country report as a PDF: A4 portrait, indicators down, the economies across. */
export async function countryTablePdf(
  table: CountryTable,
  x: CountryReportTexts,
  o: { languageId: number; webAddress: string; now?: Date },
): Promise<Buffer> {
  const locale = localeOf(o.languageId);
  const formats: Record<CellFormat, (v: number) => string> = {
    integer: new Intl.NumberFormat(locale, { maximumFractionDigits: 0 }).format,
    decimal: new Intl.NumberFormat(locale, { minimumFractionDigits: 2, maximumFractionDigits: 2 }).format,
    text: String,
  };
  const cell = (v: CountryCell, format: CellFormat): TableCell =>
    typeof v === 'number'
      ? { text: formats[format](v), alignment: 'right' }
      : { text: v ?? '–', alignment: format === 'text' ? 'left' : 'right', fontSize: format === 'text' ? 7 : 8 };
  const columns = table.countries.length;
  const body: TableCell[][] = [[headerCell(x.indicator), ...table.countries.map((name) => headerCell(name, 'right'))]];
  for (const section of table.sections) {
    body.push([
      { text: section.heading, bold: true, color: REPORT_BRAND, colSpan: columns + 1, margin: [0, 4, 0, 0] },
      ...table.countries.map(() => ''),
    ]);
    for (const r of section.rows) body.push([r.label, ...r.values.map((v) => cell(v, r.format))]);
  }
  const content: Content[] = [
    { text: table.title, style: 'title' },
    { text: table.subtitle, style: 'subtitle' },
    {
      table: { headerRows: 1, dontBreakRows: true, widths: ['*', ...table.countries.map(() => PDF_COUNTRY_WIDTH)], body },
      layout: ruledTable,
      fontSize: 8,
    },
    ...table.sources.map((text): Content => ({ text, style: 'note' })),
  ];
  const doc = await reportDocument(
    { title: table.title, webAddress: o.webAddress, generatedOn: x.generatedOn, pageLabel: x.page, now: o.now },
    content,
  );
  doc.styles = listReportStyles;
  return renderPdf(doc);
}

/** A country report as a spreadsheet: the same table, figures as numbers, sections as bold rows, the sources below. */
export async function countryTableSheet(table: CountryTable, x: CountryReportTexts): Promise<Buffer> {
  const book = new ExcelJS.Workbook();
  book.created = new Date();
  const sheet = book.addWorksheet(sheetName(table.title, 'WB6'), { views: [{ state: 'frozen', ySplit: 1, xSplit: 1 }] });
  sheet.columns = [{ width: SHEET_LABEL_WIDTH }, ...table.countries.map(() => ({ width: SHEET_COUNTRY_WIDTH }))];
  sheet.addRow([x.indicator, ...table.countries]).font = { bold: true };
  for (const section of table.sections) {
    sheet.addRow([section.heading]).font = { bold: true };
    for (const r of section.rows) {
      const added = sheet.addRow([r.label, ...r.values]);
      const numFmt = SHEET_FORMATS[r.format];
      if (!numFmt) continue;
      added.eachCell((c, column) => {
        if (column > 1) c.numFmt = numFmt;
      });
    }
  }
  sheet.addRow([]);
  for (const text of table.sources) sheet.addRow([text]).font = { italic: true };
  return Buffer.from(await book.xlsx.writeBuffer());
}
