import { and, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import * as t from '../../db/schema/all.ts';
import { buildCast, type Cast, call } from '../../../test/factories.ts';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';

let t0: TestApp;
let cast: Cast;
let sectors: number[];
let hs: number[];
let partnerTypes: number[];
let cityBelgrade: number;
beforeAll(async () => {
  t0 = await createTestApp();
  cast = await buildCast(t0.app);
  const codesOf = async (type: number, level?: number) =>
    (
      await t0.db
        .select()
        .from(t.codes)
        .where(and(eq(t.codes.fkCodeTypeId, type), level ? eq(t.codes.level, level) : undefined))
        .limit(3)
    ).map((c) => c.pkCodeId);
  sectors = await codesOf(5, 4);
  hs = await codesOf(6, 3);
  partnerTypes = await codesOf(12);
  [{ pkCityId: cityBelgrade }] = await t0.db
    .select()
    .from(t.cities)
    .where(eq(t.cities.fkCountryId, cast.companies.companyRs.fkCountryId))
    .limit(1);
});

const general = (companyId: number, countryId: number) => ({
  pkCompanyId: companyId,
  name: 'Acme Serbia d.o.o.',
  fkCountryId: countryId,
  fkCityId: cityBelgrade,
  address: 'Knez Mihailova 1',
  isMnc: false,
  moduleIDs: [1, 2, 3, 4],
  companyTypeIDs: [],
  companySectors: sectors.slice(0, 2),
  isThisUserContactPerson: false,
  contactPerson: { firstName: 'Ana', lastName: 'Anić', email: 'ana@acme.test', phone: '+381 11 123' },
});

describe('company profile', () => {
  it('lets the company administrator save the general information and sees completeness rise', async () => {
    const { companyRs } = cast.companies;
    const before = await call(t0.app, 'GET', `/api/Company/${companyRs.pkCompanyId}`, { token: cast.companyAdminRs.token });
    expect(before.status).toBe(200);
    expect(before.json.canEdit).toBe(true);
    expect(before.json.missingSections).toContain('profile');
    const saved = await call(t0.app, 'PUT', '/api/Company', {
      token: cast.companyAdminRs.token,
      body: general(companyRs.pkCompanyId, companyRs.fkCountryId),
    });
    expect(saved.status).toBe(200);
    expect(saved.json.name).toBe('Acme Serbia d.o.o.');
    expect(saved.json.companySectors.map((s: { id: number }) => s.id).sort()).toEqual(sectors.slice(0, 2).sort());
    expect(saved.json.contactPerson.email).toBe('ana@acme.test');
    expect(saved.json.completeness).toBeGreaterThan(before.json.completeness);
    expect(saved.json.missingSections).not.toContain('profile');
    const mine = await call(t0.app, 'GET', '/api/Company/get-company-for-current-user', { token: cast.employeeRs.token });
    expect(mine.json.pkCompanyId).toBe(companyRs.pkCompanyId);
    expect(mine.json.canEdit).toBe(false);
  });

  it('uses the signed-in user as contact person when asked', async () => {
    const { companyRs } = cast.companies;
    const body = { ...general(companyRs.pkCompanyId, companyRs.fkCountryId), isThisUserContactPerson: true, contactPerson: undefined };
    const r = await call(t0.app, 'PUT', '/api/Company', { token: cast.companyAdminRs.token, body });
    expect(r.status).toBe(200);
    expect(r.json.contactPerson.email).toBe(cast.companyAdminRs.email);
    expect(r.json.contactPerson.userId).toBe(cast.companyAdminRs.userId);
  });

  it('answers field errors for bad input and changes nothing', async () => {
    const { companyRs } = cast.companies;
    const body = { ...general(companyRs.pkCompanyId, companyRs.fkCountryId), name: ' ', companySectors: [], contactPerson: undefined };
    const r = await call(t0.app, 'PUT', '/api/Company', { token: cast.companyAdminRs.token, body });
    expect(r.status).toBe(400);
    expect(r.json.fields).toMatchObject({
      name: 'validation.required',
      companySectors: 'validation.required',
      contactPerson: 'validation.required',
    });
    const wrongType = await call(t0.app, 'PUT', '/api/Company', {
      token: cast.companyAdminRs.token,
      body: { ...general(companyRs.pkCompanyId, companyRs.fkCountryId), companySectors: hs.slice(0, 1), name: 'Changed' },
    });
    expect(wrongType.status).toBe(400);
    expect(wrongType.json.fields.companySectors).toBe('invalid_choice');
    const [row] = await t0.db.select().from(t.companies).where(eq(t.companies.pkCompanyId, companyRs.pkCompanyId));
    expect(row.name).not.toBe('Changed');
  });

  it('refuses a company administrator another company and a chamber administrator of another country', async () => {
    const { companyRs, companyMe, mncDe } = cast.companies;
    const other = await call(t0.app, 'PUT', '/api/Company', {
      token: cast.companyAdminRs.token,
      body: general(companyMe.pkCompanyId, companyMe.fkCountryId),
    });
    expect(other.status).toBe(403);
    const chamberMe = await call(t0.app, 'PUT', '/api/Company', {
      token: cast.chamberAdminMe.token,
      body: general(companyRs.pkCompanyId, companyRs.fkCountryId),
    });
    expect(chamberMe.status).toBe(403);
    const chamberRs = await call(t0.app, 'PUT', '/api/Company', {
      token: cast.chamberAdminRs.token,
      body: general(companyRs.pkCompanyId, companyRs.fkCountryId),
    });
    expect(chamberRs.status).toBe(200);
    const view = await call(t0.app, 'GET', `/api/Company/${mncDe.pkCompanyId}`, { token: cast.chamberAdminMe.token });
    expect(view.json.canEdit).toBe(true); // multinational outside the WB6: every chamber may act
    const employee = await call(t0.app, 'PUT', '/api/Company', {
      token: cast.employeeRs.token,
      body: general(companyRs.pkCompanyId, companyRs.fkCountryId),
    });
    expect(employee.status).toBe(403);
    expect((await call(t0.app, 'GET', `/api/Company/${companyRs.pkCompanyId}`)).status).toBe(401);
  });

  it('hides an unverified company from outsiders but shows it to its own administrator', async () => {
    const { unverifiedRs } = cast.companies;
    expect((await call(t0.app, 'GET', `/api/Company/${unverifiedRs.pkCompanyId}`, { token: cast.companyAdminMe.token })).status).toBe(403);
    expect((await call(t0.app, 'GET', `/api/Company/${unverifiedRs.pkCompanyId}`, { token: cast.unverifiedAdminRs.token })).status).toBe(
      200,
    );
    expect((await call(t0.app, 'GET', '/api/Company/999999', { token: cast.unverifiedAdminRs.token })).status).toBe(404);
  });
});

describe('B2B information', () => {
  const b2b = () => ({
    email: 'sales@acme.test',
    phone: '+381 11 555',
    webLocation: 'www.acme.test',
    shortCompanyProfile: '<p>We make <strong>things</strong><script>x</script></p>',
    annualTurnover: [{ year: new Date().getFullYear() - 1, value: 1200000 }],
    isLocalMarket: true,
    b2BInfoExportCountries: [cast.companies.companyMe.fkCountryId],
    b2BInfoImportProducts: hs.slice(0, 2),
    b2BInfoExportServices: sectors.slice(0, 1),
    b2BInfoBusinessPartners: partnerTypes.slice(0, 1),
  });

  it('saves and reads every list, sanitising rich text', async () => {
    const id = cast.companies.companyRs.pkCompanyId;
    const r = await call(t0.app, 'PUT', `/api/B2BInfo/${id}`, { token: cast.companyAdminRs.token, body: b2b() });
    expect(r.status).toBe(200);
    const read = await call(t0.app, 'GET', `/api/B2BInfo/${id}`, { token: cast.companyAdminMe.token });
    expect(read.json).toMatchObject({
      email: 'sales@acme.test',
      shortCompanyProfile: '<p>We make <strong>things</strong></p>',
      b2BInfoExportCountries: [cast.companies.companyMe.fkCountryId],
      b2BInfoImportProducts: [...hs.slice(0, 2)].sort((a, b) => a - b),
      b2BInfoBusinessPartners: partnerTypes.slice(0, 1),
      isLocalMarket: true,
    });
    const profile = await call(t0.app, 'GET', `/api/Company/${id}`, { token: cast.companyAdminRs.token });
    expect(profile.json.missingSections).not.toContain('business-to-business/company');
  });

  it('validates fields, codes and years', async () => {
    const id = cast.companies.companyRs.pkCompanyId;
    const bad = await call(t0.app, 'PUT', `/api/B2BInfo/${id}`, {
      token: cast.companyAdminRs.token,
      body: { ...b2b(), email: 'nope', webLocation: 'not a link', annualTurnover: [{ year: 1990, value: 1 }] },
    });
    expect(bad.status).toBe(400);
    expect(bad.json.fields).toMatchObject({
      email: 'validation.email',
      webLocation: 'validation.link',
      annualTurnover: 'validation.year_out_of_range',
    });
    const wrongCodes = await call(t0.app, 'PUT', `/api/B2BInfo/${id}`, {
      token: cast.companyAdminRs.token,
      body: { ...b2b(), b2BInfoImportProducts: sectors },
    });
    expect(wrongCodes.status).toBe(400);
    expect(wrongCodes.json.fields.b2BInfoImportProducts).toBe('invalid_choice');
  });

  it('needs the B2B module and the right to edit', async () => {
    const id = cast.companies.companyRs.pkCompanyId;
    expect((await call(t0.app, 'PUT', `/api/B2BInfo/${id}`, { token: cast.employeeRs.token, body: b2b() })).status).toBe(403);
    expect((await call(t0.app, 'PUT', `/api/B2BInfo/${id}`, { token: cast.chamberAdminMe.token, body: b2b() })).status).toBe(403);
    expect((await call(t0.app, 'PUT', `/api/B2BInfo/${id}`, { body: b2b() })).status).toBe(401);
  });
});

describe('multinational and supply-chain information', () => {
  it('saves MNC data for a multinational only', async () => {
    const mnc = cast.companies.mncDe.pkCompanyId;
    const body = {
      fkCompanyId: mnc,
      description: 'Procedures',
      opportunity: true,
      contactPerson: { name: 'Hans', email: 'hans@mnc.test' },
    };
    const created = await call(t0.app, 'POST', '/api/Mncinfos/', { token: cast.mncAdminDe.token, body });
    expect(created.status).toBe(200);
    const updated = await call(t0.app, 'PUT', '/api/Mncinfos/', {
      token: cast.chamberAdminRs.token,
      body: { ...body, suppliers: 'Local ones' },
    });
    expect(updated.json).toMatchObject({ suppliers: 'Local ones', opportunity: true, contactPerson: { email: 'hans@mnc.test' } });
    expect((await call(t0.app, 'GET', `/api/Mncinfos/${mnc}`, { token: cast.employeeRs.token })).json.description).toBe('Procedures');
    const notMnc = await call(t0.app, 'POST', '/api/Mncinfos/', {
      token: cast.companyAdminRs.token,
      body: { ...body, fkCompanyId: cast.companies.companyRs.pkCompanyId },
    });
    expect(notMnc.status).toBe(422);
    expect(notMnc.json.message).toBe('company_is_not_multinational');
    const badEmail = await call(t0.app, 'PUT', '/api/Mncinfos/', {
      token: cast.mncAdminDe.token,
      body: { ...body, contactPerson: { email: 'x' } },
    });
    expect(badEmail.json.fields['contactPerson.email']).toBe('validation.email');
  });

  it('saves the six supply-chain screens with year lists, percentages and code lists', async () => {
    const id = cast.companies.companyRs.pkCompanyId;
    const year = new Date().getFullYear();
    const body = {
      biAverageNetSalaryOfEmplyeesInPreviousThreeYears: [
        { year: year - 2, value: 900 },
        { year: year - 1, value: 950 },
      ],
      supplyInCompanySectors: sectors.slice(0, 2),
      keyClients: 'Big buyers',
      dopcUtilizationOfProductionCapacitiesInPreviousThreeYears: [{ year, value: 80 }],
      fdTotalIncome: [{ year: year - 1, value: 5000000 }],
      fdroe: 0.12,
      plannedConquestOfNewMarket: true,
      supplyInPlannedSectors: sectors.slice(1, 3),
      supplyInNumberOfCountriesToExport: [2],
      fkDOSNumberOfCountriesToWhichExports: 3,
    };
    const r = await call(t0.app, 'PUT', `/api/SupplyChainInfo/${id}`, { token: cast.companyAdminRs.token, body });
    expect(r.status).toBe(200);
    const read = await call(t0.app, 'GET', `/api/SupplyChainInfo/${id}`, { token: cast.companyAdminRs.token });
    expect(read.json).toMatchObject({
      keyClients: 'Big buyers',
      fdroe: 0.12,
      plannedConquestOfNewMarket: true,
      supplyInNumberOfCountriesToExport: [2],
      fkDOSNumberOfCountriesToWhichExports: 3,
    });
    expect(read.json.supplyInPlannedSectors).toEqual([...sectors.slice(1, 3)].sort((a, b) => a - b));
    const percent = await call(t0.app, 'PUT', `/api/SupplyChainInfo/${id}`, {
      token: cast.companyAdminRs.token,
      body: { ...body, dopcUtilizationOfProductionCapacitiesInPreviousThreeYears: [{ year, value: 180 }] },
    });
    expect(percent.status).toBe(400);
    const choice = await call(t0.app, 'PUT', `/api/SupplyChainInfo/${id}`, {
      token: cast.companyAdminRs.token,
      body: { ...body, fkDOSNumberOfCountriesToWhichExports: 9 },
    });
    expect(choice.json.fields.fkDOSNumberOfCountriesToWhichExports).toBe('invalid_choice');
    expect((await call(t0.app, 'PUT', `/api/SupplyChainInfo/${id}`, { token: cast.companyAdminMe.token, body })).status).toBe(403);
  });
});
