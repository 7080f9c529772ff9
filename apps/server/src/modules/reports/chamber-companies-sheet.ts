import type { Writable } from 'node:stream';
import ExcelJS from 'exceljs';
import { portalClock } from '../../lib/portal-clock.ts';
import type { ChamberCompanyRow } from './chamber-companies.repository.ts';
import type { ChamberCompaniesTexts } from './chamber-companies-texts.ts';
import { SHEET_DATE_FORMAT, sheetDay, sheetName } from './report-tables.ts';

/** The columns' widths in characters, in the order of the texts' columns. */
const WIDTHS = [34, 16, 14, 18, 16, 28, 48, 14, 11, 13, 24, 30, 18, 13];
/** The date columns: member since, registered on (1-based). */
const DATE_COLUMNS = [10, 14];
/**
 * The cells' styles, one object each for every row: exceljs's style table recognises an object it
 * has seen and skips working its style out again, which a column style (copied into a new object
 * for every cell) never lets it do; that work was half of writing 100,000 rows.
 */
const DATE_CELL = { numFmt: SHEET_DATE_FORMAT };
const PLAIN_CELL = {};

/** Resolves when `out` takes more; rejects when it closes first (the person left the download). */
function room(out: Writable): Promise<void> {
  return new Promise((resolve, reject) => {
    const settle = (err?: Error) => {
      out.off('drain', onDrain);
      out.off('close', onClose);
      if (err) reject(err);
      else resolve();
    };
    const onDrain = () => settle();
    const onClose = () => settle(new Error('the download closed before the spreadsheet was written'));
    out.on('drain', onDrain);
    out.on('close', onClose);
  });
}

const day = (instant: Date | null) => (instant ? sheetDay(portalClock(instant).day) : null);

/** One company as the spreadsheet's row, in the order of the texts' columns. */
export function chamberCompanyCells(r: ChamberCompanyRow, x: ChamberCompaniesTexts): (string | Date | null)[] {
  return [
    r.name,
    r.registrationNumber,
    r.taxNumber,
    r.countryName,
    r.cityName,
    r.address,
    r.sectors,
    r.isMnc ? x.yes : x.no,
    r.isVerified ? x.yes : x.no,
    day(r.memberSince),
    r.contactName,
    r.contactEmail,
    r.contactPhone,
    day(r.createdAt),
  ];
}

/**
 * Streams the chamber companies spreadsheet (xlsx) into `out` page by page: exceljs's streaming
 * writer zips each committed row at once, and the next page is read only when `out` has room,
 * so the memory holds a page of rows and the zip's buffers however many companies there are.
 */
export async function writeChamberCompaniesSheet(out: Writable, x: ChamberCompaniesTexts, pages: AsyncIterable<ChamberCompanyRow[]>) {
  const book = new ExcelJS.stream.xlsx.WorkbookWriter({ stream: out, useStyles: true, useSharedStrings: false });
  book.created = new Date();
  const sheet = book.addWorksheet(sheetName(x.title, 'Companies'), { views: [{ state: 'frozen', ySplit: 1 }] });
  sheet.columns = WIDTHS.map((width) => ({ width }));
  const header = sheet.addRow(x.columns);
  header.font = { bold: true };
  header.commit();
  for await (const rows of pages) {
    // The person left: stop reading the database for nobody.
    if (out.destroyed) throw new Error('the download closed before the spreadsheet was written');
    for (const r of rows) {
      const row = sheet.addRow(chamberCompanyCells(r, x));
      row.eachCell({ includeEmpty: true }, (cell, column) => {
        cell.style = DATE_COLUMNS.includes(column) ? DATE_CELL : PLAIN_CELL;
      });
      row.commit();
    }
    if (out.writableNeedDrain) await room(out);
  }
  sheet.commit();
  await book.commit();
}
