import { PassThrough, type Readable } from 'node:stream';
import type { ChamberCompaniesQuery } from '@portal/contracts/companies/company-administration';
import type { Actor, AppContext } from '../../context.ts';
import type { DbOrTx } from '../../db/client.ts';
import { chamberCompanyCount, chamberCompanyPage, type ChamberCompanyRow } from './chamber-companies.repository.ts';
import { chamberCompaniesPdf } from './chamber-companies-pdf.ts';
import { writeChamberCompaniesSheet } from './chamber-companies-sheet.ts';
import { chamberCompaniesTexts } from './chamber-companies-texts.ts';

/**
 * POST api/Reports/chamber-companies (PDF) and chamber-companies-for-excel (xlsx): the companies
 * of the company administration screen's filters, of those the caller may edit (the chamber
 * rule: a chamber administrator's own country and multinationals outside the WB6; every company
 * for the platform administrator), by name.
 */

/** Rows the PDF lists at most (about 30 pages); a note sends the reader to the spreadsheet for the rest. */
export const CHAMBER_COMPANIES_PDF_ROWS_MAX = 300;
/** Companies read from the database at a time while the spreadsheet streams. */
export const SHEET_PAGE_ROWS = 1000;

/**
 * The pages of companies from `first` on. The next page is read while the consumer writes this
 * one, so the database and the spreadsheet's writing overlap; a failed read is thrown where the
 * consumer asks for that page.
 */
async function* companyPages(db: DbOrTx, actor: Actor, q: ChamberCompaniesQuery, first: ChamberCompanyRow[]) {
  let page = first;
  while (page.length) {
    const last = page[page.length - 1];
    const next =
      page.length < SHEET_PAGE_ROWS
        ? null
        : chamberCompanyPage(db, actor, q, { name: last.sortName, id: last.id }, SHEET_PAGE_ROWS).then(
            (rows) => ({ rows }),
            (error: Error) => ({ error }),
          );
    yield page;
    if (!next) return;
    const read = await next;
    if ('error' in read) throw read.error;
    page = read.rows;
  }
}

/**
 * The spreadsheet as a stream: the first page is read before it starts, so a failing database
 * answers an error instead of a broken file; a failure later ends the download with the error.
 */
export async function chamberCompaniesSheet(ctx: AppContext, actor: Actor, q: ChamberCompaniesQuery): Promise<Readable> {
  const first = await chamberCompanyPage(ctx.db, actor, q, null, SHEET_PAGE_ROWS);
  const out = new PassThrough();
  writeChamberCompaniesSheet(out, chamberCompaniesTexts(actor.languageId), companyPages(ctx.db, actor, q, first)).then(
    () => out.end(),
    (err: Error) => out.destroy(err),
  );
  return out;
}

/** The PDF: the first CHAMBER_COMPANIES_PDF_ROWS_MAX companies and how many there are. */
export async function chamberCompaniesPdfFile(ctx: AppContext, actor: Actor, q: ChamberCompaniesQuery): Promise<Buffer> {
  const [companies, total] = await Promise.all([
    chamberCompanyPage(ctx.db, actor, q, null, CHAMBER_COMPANIES_PDF_ROWS_MAX),
    chamberCompanyCount(ctx.db, actor, q),
  ]);
  return chamberCompaniesPdf({ x: chamberCompaniesTexts(actor.languageId), query: q, companies, total, webAddress: ctx.config.publicUrl });
}
