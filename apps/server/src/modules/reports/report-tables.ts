import type { TableCell, TableLayout } from 'pdfmake/interfaces';

/**
 * The look of the list reports' tables (chamber companies, country reports), in the colours of
 * the company profile PDF: a tinted header row repeated on every page, thin rules between rows.
 */
export const REPORT_BRAND = '#17488f';
export const REPORT_MUTED = '#5c636a';
const HEADER_FILL = '#eef3fb';
const RULE = '#d0d7de';

export const ruledTable: TableLayout = {
  hLineWidth: (i) => (i === 0 ? 0 : 0.5),
  vLineWidth: () => 0,
  hLineColor: () => RULE,
  paddingTop: () => 4,
  paddingBottom: () => 4,
};

/** A header cell of a report table. */
export const headerCell = (text: string, alignment: 'left' | 'right' = 'left'): TableCell => ({
  text,
  bold: true,
  color: REPORT_BRAND,
  fillColor: HEADER_FILL,
  alignment,
});

/** The styles of a list report's title block. */
export const listReportStyles = {
  title: { fontSize: 16, bold: true, color: REPORT_BRAND, margin: [0, 0, 0, 4] as [number, number, number, number] },
  subtitle: { fontSize: 9.5, color: REPORT_MUTED, margin: [0, 0, 0, 10] as [number, number, number, number] },
  heading: { fontSize: 10.5, bold: true, color: REPORT_BRAND, margin: [0, 10, 0, 4] as [number, number, number, number] },
  note: { italics: true, color: REPORT_MUTED, margin: [0, 6, 0, 0] as [number, number, number, number] },
};

/** A sheet name holds at most 31 characters and none of : \ / ? * [ ]. */
export const sheetName = (name: string, fallback: string) => name.replace(/[:\\/?*[\]]/g, ' ').slice(0, 31) || fallback;

/** A portal calendar day (YYYY-MM-DD) as a spreadsheet date: midnight UTC, which Excel shows as that day anywhere. */
export const sheetDay = (day: string) => new Date(`${day}T00:00:00Z`);

/** Spec-1 section 9: dates display as DD.MM.YYYY. */
export const SHEET_DATE_FORMAT = 'dd.mm.yyyy';
