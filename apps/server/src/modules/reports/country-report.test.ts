import fs from 'node:fs';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import { beforeAll, describe, expect, it } from 'vitest';
import * as t from '../../db/schema/all.ts';
import { buildCast, buildCatalogueItem, buildCompany, buildEvent, type Cast, call } from '../../../test/factories.ts';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import { pdfPages } from './report-reading.test-support.ts';

let t0: TestApp;
let cast: Cast;

const INFO = '/api/Reports/country-info';
const WB6 = '/api/Reports/report-by-wb6-country';
const WB6_NAMES = ['Albania', 'Bosnia and Herzegovina', 'Kosovo', 'Montenegro', 'North Macedonia', 'Serbia'];

beforeAll(async () => {
  t0 = await createTestApp();
  cast = await buildCast(t0.app);
  const db = t0.db;
  // Montenegro: the cast's verified company, one more awaiting verification, a product offered and one sought, an event.
  await buildCompany(db, { country: 'ME', isVerified: false });
  const offered = await buildCatalogueItem(db, { companyId: cast.companies.companyMe.pkCompanyId, kind: 'product' });
  const sought = await buildCatalogueItem(db, { companyId: cast.companies.companyMe.pkCompanyId, kind: 'product' });
  await db.update(t.catalogueItems).set({ isSupply: true }).where(eq(t.catalogueItems.pkItemId, offered.pkItemId));
  await db.update(t.catalogueItems).set({ isDemand: true }).where(eq(t.catalogueItems.pkItemId, sought.pkItemId));
  await buildEvent(db, { chamber: 'ME' });
});

async function sheet(url: string, token: string) {
  const res = await call(t0.app, 'GET', `${url}?format=xlsx`, { token });
  expect(res.status, res.res.body.slice(0, 300)).toBe(200);
  const book = new ExcelJS.Workbook();
  await book.xlsx.load(res.res.rawPayload as unknown as ArrayBuffer);
  const rows: unknown[][] = [];
  book.worksheets[0].eachRow((row) => rows.push((row.values as unknown[]).slice(1)));
  return { res, rows };
}

/** The World Bank figure of an economy in a year, read from the shared data as a person would. */
function worldBank(file: string, code: string, year: number): number {
  const line = fs
    .readFileSync(path.join(t0.app.ctx.config.SHARED_DIR, 'data/market', file), 'utf8')
    .split('\n')
    .find((l) => l.includes(`,${code},${year},`));
  return Number(line?.split(',').at(-1));
}

describe('country reports', () => {
  it('answers administrators only, in both formats', async () => {
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
    for (const url of [INFO, WB6]) {
      for (const format of ['pdf', 'xlsx']) {
        for (const [name, token, want] of roles) {
          const r = await call(t0.app, 'GET', `${url}?format=${format}`, { token });
          if (r.status !== want) failures.push(`${url} ${format} as ${name}: ${r.status}, expected ${want}`);
        }
      }
    }
    expect(failures).toEqual([]);
  }, 60_000);

  it('sets the economies side by side in the report by WB6 country: header and rows cell by cell', async () => {
    const { res, rows } = await sheet(WB6, cast.platformAdmin.token);
    expect(res.res.headers['content-disposition']).toBe('attachment; filename="Report by WB6 country.xlsx"');
    expect(rows[0]).toEqual(['Indicator', ...WB6_NAMES]);
    expect(rows[1]).toEqual(['Companies']);
    // The cast: RS and ME a verified company each, RS one awaiting verification; ME one more here.
    expect(rows.find((r) => r[0] === 'Verified companies')).toEqual(['Verified companies', 0, 0, 0, 1, 0, 1]);
    expect(rows.find((r) => r[0] === 'Awaiting verification')).toEqual(['Awaiting verification', 0, 0, 0, 1, 0, 1]);
    expect(rows.find((r) => r[0] === 'Products offered (supply)')).toEqual(['Products offered (supply)', 0, 0, 0, 1, 0, 0]);
    expect(rows.find((r) => r[0] === 'Products sought (demand)')).toEqual(['Products sought (demand)', 0, 0, 0, 1, 0, 0]);
    expect(rows.find((r) => r[0] === "Events of the economy's chamber")).toEqual(["Events of the economy's chamber", 0, 0, 0, 1, 0, 0]);
    expect(rows.map((r) => r[0])).toEqual(expect.arrayContaining(['Sectors', 'Offers', 'Events', 'Meetings', 'B2B meetings agreed']));
  });

  it("gives each economy's population and GDP from the World Bank data beside its companies", async () => {
    const { res, rows } = await sheet(INFO, cast.chamberAdminMe.token);
    expect(res.res.headers['content-disposition']).toBe('attachment; filename="Country information.xlsx"');
    expect(rows[0]).toEqual(['Indicator', ...WB6_NAMES]);
    const population = rows.find((r) => String(r[0]).startsWith('Population ('));
    const year = Number(String(population?.[0]).match(/\((\d{4})\)/)?.[1]);
    expect(population).toEqual([
      `Population (${year})`,
      ...['ALB', 'BIH', 'XKX', 'MNE', 'MKD', 'SRB'].map((code) => worldBank('population.csv', code, year)),
    ]);
    const gdp = rows.find((r) => String(r[0]).startsWith('GDP, billion'));
    const gdpYear = Number(String(gdp?.[0]).match(/\((\d{4})\)/)?.[1]);
    expect(gdp?.[6]).toBeCloseTo(worldBank('gdp.csv', 'SRB', gdpYear) / 1e9, 6);
    expect(rows.find((r) => r[0] === 'Companies registered')).toEqual(['Companies registered', 0, 0, 0, 2, 0, 2]);
  });

  it('makes the PDF by default, in the reader’s language', async () => {
    const res = await call(t0.app, 'GET', WB6, { token: cast.chamberAdminRs.token, headers: { 'accept-language': 'sr' } });
    expect(res.status).toBe(200);
    expect(res.res.headers['content-type']).toBe('application/pdf');
    expect(res.res.headers['content-disposition']).toBe('attachment; filename="Report by WB6 country.pdf"');
    const text = (await pdfPages(res.res.rawPayload)).join(' ');
    expect(text).toContain('Izveštaj po zemljama WB6');
    expect(text).toContain('Crna Gora');
    expect(text).toContain('Verifikovane kompanije');
    const info = await call(t0.app, 'GET', `${INFO}?format=pdf`, { token: cast.platformAdmin.token });
    const infoText = (await pdfPages(info.res.rawPayload)).join(' ');
    expect(infoText).toContain('Country information');
    expect(infoText).toContain('World Bank');
    expect(infoText).toContain('North Macedonia');
  }, 60_000);

  it('refuses a format it does not make, naming the field', async () => {
    const r = await call(t0.app, 'GET', `${INFO}?format=docx`, { token: cast.platformAdmin.token });
    expect(r.status).toBe(400);
    expect(Object.keys(r.json.fields ?? {})).toContain('format');
  });
});
