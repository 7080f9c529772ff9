import { eq, sql } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import { beforeAll, describe, expect, it } from 'vitest';
import { CodeType } from '@portal/contracts/codes/code-types';
import * as t from '../../db/schema/all.ts';
import { buildCast, buildCompany, type Cast, call, codeId, countryId } from '../../../test/factories.ts';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import { pdfPages } from './report-reading.test-support.ts';
import { SHEET_PAGE_ROWS } from './chamber-companies.service.ts';
import { SHEET_DATE_FORMAT } from './report-tables.ts';

let t0: TestApp;
let cast: Cast;
/** An RS company with every column of the spreadsheet filled. */
let full: typeof t.companies.$inferSelect;
const PREFIX = 'Keyset Bulk';
/** More than two of the spreadsheet's database pages. */
const BULK = SHEET_PAGE_ROWS * 2 + 37;

const PDF = '/api/Reports/chamber-companies';
const SHEET = '/api/Reports/chamber-companies-for-excel';

beforeAll(async () => {
  t0 = await createTestApp();
  cast = await buildCast(t0.app);
  const db = t0.db;
  full = await buildCompany(db, { country: 'RS', isMnc: true, name: 'Aardvark Metal d.o.o.' });
  const belgrade = await db
    .insert(t.cities)
    .values({ fkCountryId: await countryId(db, 'RS'), name: 'Test Beograd' })
    .returning();
  await db
    .update(t.companies)
    .set({
      registrationNumber: '07654321',
      taxNumber: '100200300',
      fkCityId: belgrade[0].pkCityId,
      address: 'Knez Mihailova 1',
      memberSince: new Date('2024-03-01T00:00:00+01:00'),
      contactFirstName: 'Ana',
      contactLastName: 'Jovanović',
      contactEmail: 'ana@aardvark.example',
      contactPhone: '+381 11 555 0101',
      createdAt: new Date('2023-11-20T10:00:00Z'),
    })
    .where(eq(t.companies.pkCompanyId, full.pkCompanyId));
  await db.insert(t.companySectors).values([
    { fkCompanyId: full.pkCompanyId, fkCodeId: await codeId(db, CodeType.activityClass, '24.10') },
    { fkCompanyId: full.pkCompanyId, fkCodeId: await codeId(db, CodeType.activityClass, '10.39') },
  ]);
  const rs = await countryId(db, 'RS');
  // Names whose order differs from their ids', in two cases of the same letters (the order ignores case).
  await db.execute(sql`insert into companies (name, fk_country_id, is_verified)
    select ${PREFIX} || ' ' || lpad(((g * 7919) % ${BULK})::text, 5, '0') || case when g % 2 = 0 then ' a' else ' A' end, ${rs}, true
    from generate_series(1, ${BULK}) g`);
}, 180_000);

async function sheetRows(token: string, body: object = {}, lang = 'eng') {
  const book = await sheetBook(token, body, lang);
  const rows: unknown[][] = [];
  book.worksheets[0].eachRow((row) => rows.push((row.values as unknown[]).slice(1)));
  return rows;
}

async function sheetBook(token: string, body: object, lang: string) {
  const res = await call(t0.app, 'POST', SHEET, { token, body, headers: { 'accept-language': lang } });
  expect(res.status, res.res.body.slice(0, 300)).toBe(200);
  expect(res.res.headers['content-type']).toBe('application/vnd.openxmlformats-officedocument.spreadsheetml.sheet');
  expect(res.res.headers['content-disposition']).toBe('attachment; filename="Chamber companies.xlsx"');
  const book = new ExcelJS.Workbook();
  await book.xlsx.load(res.res.rawPayload as unknown as ArrayBuffer);
  return book;
}

describe('chamber companies reports', () => {
  it('answers administrators only: 401 anonymous, 403 guest, employee and company administrator', async () => {
    const roles: [string, string | undefined, number][] = [
      ['anonymous', undefined, 401],
      ['guest', cast.guestUser.token, 403],
      ['employee', cast.employeeRs.token, 403],
      ['company admin', cast.companyAdminRs.token, 403],
      ['chamber admin RS', cast.chamberAdminRs.token, 200],
      ['chamber admin ME', cast.chamberAdminMe.token, 200],
      ['platform admin', cast.platformAdmin.token, 200],
    ];
    const failures: string[] = [];
    for (const url of [PDF, SHEET]) {
      for (const [name, token, want] of roles) {
        const r = await call(t0.app, 'POST', url, { token, body: { name: cast.companies.companyMe.name } });
        if (r.status !== want) failures.push(`${url} as ${name}: ${r.status}, expected ${want}`);
      }
    }
    expect(failures).toEqual([]);
  });

  it('writes the spreadsheet header and a company row cell by cell', async () => {
    const rows = await sheetRows(cast.chamberAdminRs.token, { name: 'Aardvark' });
    expect(rows).toEqual([
      [
        'Company name',
        'Registration number',
        'Tax number',
        'Country',
        'City',
        'Address',
        'Sectors',
        'Multinational',
        'Verified',
        'Member since',
        'Contact person',
        'Contact e-mail',
        'Contact phone',
        'Registered on',
      ],
      [
        'Aardvark Metal d.o.o.',
        '07654321',
        '100200300',
        'Serbia',
        'Test Beograd',
        'Knez Mihailova 1',
        '10.39 Other processing and preserving of fruit and vegetables; 24.10 Manufacture of basic iron and steel and of ferro-alloys',
        'Yes',
        'Yes',
        new Date('2024-03-01T00:00:00Z'),
        'Ana Jovanović',
        'ana@aardvark.example',
        '+381 11 555 0101',
        new Date('2023-11-20T00:00:00Z'),
      ],
    ]);
  });

  it('formats the two date columns as dates, and no other cell', async () => {
    const book = await sheetBook(cast.platformAdmin.token, { name: 'Aardvark' }, 'eng');
    const row = book.worksheets[0].getRow(2);
    const formats = Array.from({ length: 14 }, (_, i) => row.getCell(i + 1).numFmt ?? null);
    expect(formats).toEqual(formats.map((_, i) => (i === 9 || i === 13 ? SHEET_DATE_FORMAT : null)));
  });

  it('heads the columns in Serbian for a Serbian reader', async () => {
    const [header, row] = await sheetRows(cast.chamberAdminRs.token, { name: 'Aardvark' }, 'sr');
    expect(header.slice(0, 3)).toEqual(['Naziv kompanije', 'Matični broj', 'PIB']);
    expect(row.slice(3, 4)).toEqual(['Srbija']);
    expect(row.slice(7, 9)).toEqual(['Da', 'Da']);
  });

  it("keeps to the chamber rule: a chamber administrator gets their country's companies and multinationals outside the WB6", async () => {
    const { companyRs, companyMe, mncDe, unverifiedRs } = cast.companies;
    const names = async (token: string, body: object = {}) => (await sheetRows(token, body)).slice(1).map((r) => r[0]);
    const rs = await names(cast.chamberAdminRs.token);
    expect(rs).toEqual(expect.arrayContaining([companyRs.name, mncDe.name, full.name]));
    expect(rs).not.toContain(companyMe.name);
    expect(rs).not.toContain(unverifiedRs.name);
    const me = await names(cast.chamberAdminMe.token);
    expect(me).toEqual(expect.arrayContaining([companyMe.name, mncDe.name]));
    expect(me.filter((n) => n === companyRs.name || n === full.name || String(n).startsWith(PREFIX))).toEqual([]);
    expect(await names(cast.platformAdmin.token, { name: 'Company' })).toEqual(expect.arrayContaining([companyRs.name, companyMe.name]));
    // The screen's other lists: awaiting verification.
    expect(await names(cast.chamberAdminRs.token, { list: 'unverified' })).toEqual(expect.arrayContaining([unverifiedRs.name]));
    expect(await names(cast.chamberAdminRs.token, { list: 'unverified' })).not.toContain(companyRs.name);
  });

  it('streams every company over several database pages, by name, each once', async () => {
    const rows = await sheetRows(cast.chamberAdminRs.token, { name: PREFIX });
    const names = rows.slice(1).map((r) => String(r[0]));
    expect(names).toHaveLength(BULK);
    expect(new Set(names).size).toBe(BULK);
    const sorted = [...names].sort((a, b) => (a.toLowerCase() < b.toLowerCase() ? -1 : a.toLowerCase() > b.toLowerCase() ? 1 : 0));
    expect(names).toEqual(sorted);
  }, 60_000);

  it('finds a company by its registration or tax number, as the screen does', async () => {
    expect((await sheetRows(cast.chamberAdminRs.token, { name: '100200300' })).slice(1).map((r) => r[0])).toEqual([full.name]);
    expect((await sheetRows(cast.chamberAdminMe.token, { name: '100200300' })).slice(1)).toEqual([]);
  });

  it('makes the PDF of the filters: title, count, the companies, and a note of those left to the spreadsheet', async () => {
    const res = await call(t0.app, 'POST', PDF, { token: cast.chamberAdminRs.token, body: { name: 'Aardvark' } });
    expect(res.status).toBe(200);
    expect(res.res.headers['content-type']).toBe('application/pdf');
    expect(res.res.headers['content-disposition']).toBe('attachment; filename="Chamber companies.pdf"');
    const text = (await pdfPages(res.res.rawPayload)).join(' ');
    expect(text).toContain('Chamber companies');
    expect(text).toContain('Verified companies · 1 company · Search: "Aardvark"');
    expect(text).toContain('Aardvark Metal d.o.o.');
    expect(text).toContain('ana@aardvark.example');
    expect(text).toContain('01.03.2024');

    const bulk = await call(t0.app, 'POST', PDF, { token: cast.chamberAdminRs.token, body: { name: PREFIX } });
    const pages = await pdfPages(bulk.res.rawPayload);
    expect(pages.join(' ')).toContain(`${BULK} companies`);
    expect(pages.at(-1)).toMatch(/\d+ more companies are in the spreadsheet \(Chamber companies\.xlsx\)\./);
  }, 60_000);

  it('refuses a list that does not exist, naming the field', async () => {
    const r = await call(t0.app, 'POST', SHEET, { token: cast.chamberAdminRs.token, body: { list: 'everything' } });
    expect(r.status).toBe(400);
    expect(Object.keys(r.json.fields ?? {})).toContain('list');
  });
});
