import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { beforeAll, describe, expect, it } from 'vitest';
import { CodeType } from '@portal/contracts/codes/code-types';
import { ModuleId } from '@portal/contracts/common/access';
import { profileYears } from '@portal/contracts/companies/year-values';
import * as t from '../../db/schema/all.ts';
import {
  buildCast,
  buildCatalogueItem,
  buildCompany,
  buildUser,
  type Cast,
  call,
  codeId,
  countryId,
  person,
} from '../../../test/factories.ts';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import { pdfPages } from './report-reading.test-support.ts';

let t0: TestApp;
let cast: Cast;
/** The multinational company with every section of its profile filled. */
let full: number;
let hiddenOffer: string;
let employeeEmail: string;
let shownEmail: string;

const [y0, y1, y2, y3] = profileYears();
const years = (...values: number[]) => [y1, y2, y3].map((year, i) => ({ year, value: values[i] }));

const report = (id: number | string, token?: string, lang = 'eng') =>
  call(t0.app, 'GET', `/api/Reports/company-details-report/${id}`, { token, headers: { 'accept-language': lang } });

async function fillEverySection(cast: Cast) {
  const db = t0.db;
  const company = cast.companies.mncDe;
  const id = company.pkCompanyId;
  const token = cast.mncAdminDe.token;
  const nace = await codeId(db, CodeType.activityClass, '10.39');
  const hs = await codeId(db, CodeType.productClass, '080810');
  await db.insert(t.companySectors).values({ fkCompanyId: id, fkCodeId: nace });
  await db.insert(t.companyTypes).values({ fkCompanyId: id, fkCodeId: await codeId(db, CodeType.companyType, '1') });
  await db
    .update(t.companies)
    .set({
      address: 'Industriestraße 4',
      registrationNumber: 'HRB 1234',
      contactFirstName: 'Jonas',
      contactLastName: 'Weber',
      memberSince: new Date(`${y1}-03-01T00:00:00Z`),
    })
    .where(eq(t.companies.pkCompanyId, id));
  const put = async (path: string, body: object, method = 'PUT') => {
    const r = await call(t0.app, method, path, { token, body });
    expect(r.status, JSON.stringify(r.json)).toBe(200);
  };
  await put(`/api/B2BInfo/${id}`, {
    email: 'b2b@weber.example',
    phone: '+49 30 1234',
    ceo: 'Anna Weber',
    shortCompanyProfile: '<p>Machine parts for food processing.</p>',
    annualTurnover: years(1_200_000, 1_350_000, 1_500_000),
    isLocalMarket: true,
    b2BInfoImportCountries: [await countryId(db, 'RS')],
    b2BInfoExportProducts: [hs],
    b2BInfoBusinessPartners: [await codeId(db, CodeType.businessPartnerType, '1')],
    linkOfProductCatalogue: 'https://weber.example/catalogue',
  });
  await put(
    '/api/Mncinfos/',
    {
      fkCompanyId: id,
      description: 'Suppliers register on our supplier portal.',
      requiredTime: 'Six months',
      opportunity: true,
      contactPerson: { name: 'Lena', surname: 'Koch', email: 'lena@weber.example' },
    },
    'POST',
  );
  await put(`/api/SupplyChainInfo/${id}`, {
    biAverageNetSalaryOfEmplyeesInPreviousThreeYears: years(900, 950, 1000),
    supplyInCompanySectors: [nace],
    supplyInPositions: [await codeId(db, CodeType.supplyChainPosition, '3')],
    keyClients: 'Dunav Foods',
    dopcProductionCapacities: '40,000 parts a year',
    dopcUtilizationOfProductionCapacitiesInPreviousThreeYears: years(70, 75, 80),
    dosKeyAppliedTechnologies: 'Predictive maintenance',
    fkDOSNumberOfCountriesToWhichExports: 2,
    fdTotalIncome: years(1_000_000, 1_100_000, 1_250_000),
    fdroe: 0.12,
    plannedConquestOfNewMarket: true,
    supplyInPlannedSectors: [nace],
  });
  await buildCatalogueItem(db, { companyId: id, kind: 'product', name: 'Stainless conveyor belt' });
  const hidden = await buildCatalogueItem(db, { companyId: id, kind: 'product', name: 'Prototype dryer' });
  await db
    .update(t.catalogueItems)
    .set({ isSupply: true, isVisibleForSupply: false })
    .where(eq(t.catalogueItems.pkItemId, hidden.pkItemId));
  await buildCatalogueItem(db, { companyId: id, kind: 'service', name: 'Line maintenance' });
  await db.insert(t.certificates).values({ fkCompanyId: id, name: 'ISO 22000', validFrom: `${y0}-01-15`, validTo: `${y3}-12-31` });
  const employee = await buildUser(db, { role: 4, companyId: id, firstName: 'Jana' });
  await db.update(t.users).set({ phone: '+49 170 555', position: 'Export manager' }).where(eq(t.users.pkUserId, employee.pkUserId));
  // A colleague shows her e-mail in the profile PDF (her own choice), not her phone.
  const open = await person(t0.app, { role: 4, companyId: id, firstName: 'Greta' });
  await db.update(t.users).set({ phone: '+49 170 777' }).where(eq(t.users.pkUserId, open.userId));
  const chosen = await call(t0.app, 'PUT', '/api/Account/contact-visibility', {
    token: open.token,
    body: { email: ['profilePdf'], phone: ['companyProfile'] },
  });
  expect(chosen.status, JSON.stringify(chosen.json)).toBe(200);
  return { id, hidden: hidden.name, employeeEmail: employee.email, shownEmail: open.email };
}

beforeAll(async () => {
  t0 = await createTestApp();
  cast = await buildCast(t0.app);
  ({ id: full, hidden: hiddenOffer, employeeEmail, shownEmail } = await fillEverySection(cast));
});

describe('company profile PDF', () => {
  it('has the sixteen pages of a company with every section filled, in their order', async () => {
    const r = await report(full, cast.companyAdminRs.token);
    expect(r.status).toBe(200);
    expect(r.res.headers['content-type']).toBe('application/pdf');
    expect(r.res.headers['content-disposition']).toBe('inline; filename="Company profile.pdf"');
    const pages = await pdfPages(r.res.rawPayload);
    expect(pages).toHaveLength(16);
    const titles = [
      'Company information',
      'Company sectors',
      'B2B contact and company data',
      'B2B market',
      'Cooperation preferences',
      'Multinational company information',
      'Supply chain: basic data',
      'Commercial activities',
      'Data on production capacities',
      'Data on services',
      'Financial data',
      'Growth and development plans',
      'Products',
      'Services',
      'Certificates',
      'Employees',
    ];
    titles.forEach((title, i) => {
      expect(pages[i]).toContain(title);
      expect(pages[i]).toContain(cast.companies.mncDe.name);
      // The frame of every report: the product title, the portal's address, the page number.
      expect(pages[i]).toContain('MARKET ACCESS');
      expect(pages[i]).toContain('http://portal.test');
      expect(pages[i]).toContain(`Page ${i + 1} of 16`);
    });
    expect(pages[0]).toContain('Industriestraße 4');
    expect(pages[0]).toContain('Jonas Weber');
    expect(pages[0]).toContain(`01.03.${y1}`);
    expect(pages[1]).toContain('10.39');
    expect(pages[2]).toContain('Machine parts for food processing.');
    expect(pages[2]).toMatch(/1,500,000/);
    expect(pages[3]).toContain('Serbia');
    expect(pages[5]).toContain('Six months');
    expect(pages[10]).toContain('1,250,000');
    expect(pages[12]).toContain('080810');
    expect(pages[12]).toContain('Stainless conveyor belt');
    expect(pages[13]).toContain('Line maintenance');
    expect(pages[14]).toContain('ISO 22000');
    expect(pages[14]).toContain(`15.01.${y0}`);
    expect(pages[15]).toContain('Jana');
  });

  it("leaves out what an outsider may not see: offers hidden from the market, employees' hidden contact data", async () => {
    const outsider = await pdfPages((await report(full, cast.companyAdminRs.token)).res.rawPayload);
    const text = outsider.join('\n');
    expect(text).not.toContain(hiddenOffer);
    // By default a person shows nothing but the name and position outside the company.
    expect(text).not.toContain(employeeEmail);
    expect(text).not.toContain('+49 170 555');
    expect(outsider[15]).toContain('Export manager');
    // What a person chose to show in the profile PDF, and only that (her phone is for the profile screen).
    // (A long address may wrap in its cell: compared without the breaks.)
    expect(outsider[15].replace(/\s/g, '')).toContain(shownEmail);
    expect(text).not.toContain('+49 170 777');
    // The company's own users and its editors see everything.
    for (const insider of [cast.mncAdminDe.token, cast.platformAdmin.token]) {
      const own = await pdfPages((await report(full, insider)).res.rawPayload);
      expect(own[12]).toContain(hiddenOffer);
      for (const s of [employeeEmail, '+49170555', shownEmail, '+49170777']) expect(own[15].replace(/\s/g, '')).toContain(s);
    }
  });

  it('has only the pages with data of a company with general data alone', async () => {
    const company = await buildCompany(t0.db, { country: 'RS', modules: [ModuleId.b2b, ModuleId.supplyChain] });
    await t0.db
      .insert(t.companySectors)
      .values({ fkCompanyId: company.pkCompanyId, fkCodeId: await codeId(t0.db, CodeType.activityClass, '10.51') });
    const r = await report(company.pkCompanyId, cast.platformAdmin.token);
    expect(r.status).toBe(200);
    const pages = await pdfPages(r.res.rawPayload);
    expect(pages).toHaveLength(2);
    expect(pages[0]).toContain('Company information');
    expect(pages[0]).toContain(company.name);
    expect(pages[1]).toContain('10.51');
  });

  it("is in the reader's language", async () => {
    const pages = await pdfPages((await report(full, cast.companyAdminRs.token, 'sr')).res.rawPayload);
    expect(pages).toHaveLength(16);
    expect(pages[0]).toContain('Podaci o kompaniji');
    expect(pages[0]).toContain('Nemačka');
    expect(pages[3]).toContain('Srbija');
    expect(pages[15]).toContain('Zaposleni');
    expect(pages[15]).toContain('Strana 16 od 16');
  });

  it("carries the company's logo", async () => {
    const logo = await sharp({ create: { width: 300, height: 120, channels: 3, background: '#c0392b' } })
      .png()
      .toBuffer();
    await t0.app.ctx.storage.put('report-logo.png', logo);
    const company = await buildCompany(t0.db, { country: 'RS', modules: [ModuleId.eventManagement] });
    const plainPdf = (await report(company.pkCompanyId, cast.platformAdmin.token)).res.rawPayload;
    await t0.db.update(t.companies).set({ logoName: 'report-logo.png' }).where(eq(t.companies.pkCompanyId, company.pkCompanyId));
    const withLogo = (await report(company.pkCompanyId, cast.platformAdmin.token)).res.rawPayload;
    // One image more than the portal's logo and the EU flag every report has.
    const images = (pdf: Buffer) => pdf.toString('latin1').match(/\/Subtype \/Image/g)?.length ?? 0;
    expect(images(withLogo)).toBe(images(plainPdf) + 1);
  });

  it('is for whoever may see the company', async () => {
    const unverified = cast.companies.unverifiedRs.pkCompanyId;
    const cases: [string, number, string | undefined, number][] = [
      ['anonymous', full, undefined, 401],
      ['guest, verified company', full, cast.guestUser.token, 200],
      ['employee, other company', full, cast.employeeRs.token, 200],
      ['guest, unverified company', unverified, cast.guestUser.token, 403],
      ['other company, unverified company', unverified, cast.companyAdminRs.token, 403],
      ['chamber of another country, unverified company', unverified, cast.chamberAdminMe.token, 403],
      ['its chamber, unverified company', unverified, cast.chamberAdminRs.token, 200],
      ['its own administrator, unverified company', unverified, cast.unverifiedAdminRs.token, 200],
      ['platform administrator, unverified company', unverified, cast.platformAdmin.token, 200],
    ];
    for (const [who, id, token, status] of cases) expect((await report(id, token)).status, who).toBe(status);
    const forbidden = await report(unverified, cast.guestUser.token);
    expect(forbidden.json.message).toBe('company_not_visible');
    expect((await report(999_999, cast.platformAdmin.token)).status).toBe(404);
    expect((await report('abc', cast.platformAdmin.token)).status).toBe(400);
  });
});
