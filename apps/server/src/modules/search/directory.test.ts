import { and, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import * as t from '../../db/schema/all.ts';
import { buildCast, buildCompany, type Cast, call } from '../../../test/factories.ts';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';

let t0: TestApp;
let cast: Cast;
let leaf: typeof t.codes.$inferSelect;
let sectorCompany: number;
beforeAll(async () => {
  t0 = await createTestApp();
  cast = await buildCast(t0.app);
  [leaf] = await t0.db
    .select()
    .from(t.codes)
    .where(and(eq(t.codes.fkCodeTypeId, 5), eq(t.codes.level, 4)))
    .limit(1);
  const c = await buildCompany(t0.db, { country: 'MK', name: 'Šumadija Wood Čačak', modules: [1] });
  sectorCompany = c.pkCompanyId;
  await t0.db.insert(t.companySectors).values({ fkCompanyId: c.pkCompanyId, fkCodeId: leaf.pkCodeId });
});

const ids = (r: { json: { companies: { pkCompanyId: number }[] } }) => r.json.companies.map((c) => c.pkCompanyId);

describe('company directory', () => {
  it('searches verified companies by name without accents, by country, and by a sector branch', async () => {
    const token = cast.employeeRs.token;
    expect(ids(await call(t0.app, 'POST', '/api/Company/search', { token, body: { name: 'sumadija wood cacak' } }))).toEqual([
      sectorCompany,
    ]);
    const [country] = await t0.db.select().from(t.countries).where(eq(t.countries.alpha2, 'MK'));
    expect(ids(await call(t0.app, 'POST', '/api/Company/search', { token, body: { countryIds: [country.pkCountryId] } }))).toContain(
      sectorCompany,
    );
    // The leaf's top-level ancestor finds it too.
    let top = leaf;
    while (top.fkParentId) [top] = await t0.db.select().from(t.codes).where(eq(t.codes.pkCodeId, top.fkParentId));
    expect(ids(await call(t0.app, 'POST', '/api/Company/search', { token, body: { sectorIds: [top.pkCodeId] } }))).toEqual([sectorCompany]);
    expect(ids(await call(t0.app, 'POST', '/api/Company/search', { token, body: { name: cast.companies.unverifiedRs.name } }))).toEqual([]);
    const bad = await call(t0.app, 'POST', '/api/Company/search', { token, body: { countryIds: ['x'] } });
    expect(bad.status).toBe(400);
    expect((await call(t0.app, 'POST', '/api/Company/search', { body: {} })).status).toBe(401);
  });

  it('records opened companies for latest searches and lists the latest companies by module', async () => {
    const token = cast.companyAdminMe.token;
    const opened = await call(t0.app, 'GET', `/api/Company/get-and-set-search-records/${sectorCompany}`, { token });
    expect(opened.json.pkCompanyId).toBe(sectorCompany);
    await call(t0.app, 'GET', `/api/Company/get-and-set-search-records/${cast.companies.companyRs.pkCompanyId}`, { token });
    const latestSearch = await call(t0.app, 'POST', '/api/Company/latest-search-for-current-user/1', { token, body: {} });
    expect(ids(latestSearch)).toEqual([cast.companies.companyRs.pkCompanyId, sectorCompany]);
    const latest = await call(t0.app, 'POST', '/api/Company/latest/1', { token, body: {} });
    expect(ids(latest)[0]).toBe(sectorCompany);
    expect(latest.json.companies.length).toBeLessThanOrEqual(5);
    expect((await call(t0.app, 'POST', '/api/Company/latest/9', { token, body: {} })).status).toBe(400);
    expect(
      (await call(t0.app, 'GET', `/api/Company/get-and-set-search-records/${cast.companies.unverifiedRs.pkCompanyId}`, { token })).status,
    ).toBe(403);
  });

  it('answers a company with its figures, its contact person and the sectors in use', async () => {
    const token = cast.companyAdminRs.token;
    const stat = await call(t0.app, 'GET', `/api/Company/get-company-details-and-statistic/${sectorCompany}`, { token });
    expect(stat.json.company.pkCompanyId).toBe(sectorCompany);
    expect(stat.json.profileViews).toBeGreaterThanOrEqual(1);
    expect((await call(t0.app, 'GET', `/api/Company/get-contact-person-by-company/${sectorCompany}/1`, { token })).status).toBe(404);
    await t0.db
      .update(t.companies)
      .set({ contactFirstName: 'Ivo', contactLastName: 'Ivić', contactEmail: 'ivo@wood.test' })
      .where(eq(t.companies.pkCompanyId, sectorCompany));
    expect((await call(t0.app, 'GET', `/api/Company/get-contact-person-by-company/${sectorCompany}/2`, { token })).json).toMatchObject({
      firstName: 'Ivo',
      email: 'ivo@wood.test',
    });
    const sectors = await call(t0.app, 'POST', '/api/company/search-sectors', { token, body: { name: leaf.code } });
    expect(sectors.json.sectors).toEqual([expect.objectContaining({ id: leaf.pkCodeId, companiesCount: 1 })]);
  });
});

describe('language of names', () => {
  it('names countries in the language the request asks for, else in the saved one', async () => {
    const body = { name: 'sumadija wood' };
    const saved = await call(t0.app, 'POST', '/api/Company/search', { token: cast.employeeRs.token, body });
    expect(saved.json.companies[0].countryName).toBe('North Macedonia');
    const sr = await call(t0.app, 'POST', '/api/Company/search', {
      token: cast.employeeRs.token,
      body,
      headers: { 'accept-language': 'sr' },
    });
    expect(sr.json.companies[0].countryName).not.toBe('North Macedonia');
    const browser = await call(t0.app, 'POST', '/api/Company/search', {
      token: cast.employeeRs.token,
      body,
      headers: { 'accept-language': 'sr-RS,sr;q=0.9' },
    });
    expect(browser.json.companies[0].countryName).toBe('North Macedonia');
  });

  it('counts every match on every page, also on a page past the end', async () => {
    const token = cast.employeeRs.token;
    const names = ['Pagination Alpha', 'Pagination Beta', 'Pagination Gamma'];
    for (const name of names) await buildCompany(t0.db, { country: 'RS', name, modules: [1] });
    const page = (pageNum: number) =>
      call(t0.app, 'POST', '/api/Company/search', { token, body: { name: 'pagination', pageNum, pageSize: 2 } });
    const [first, second, past] = [await page(1), await page(2), await page(3)];
    expect(first.json.companies.map((c: { name: string }) => c.name)).toEqual(names.slice(0, 2));
    expect(second.json.companies.map((c: { name: string }) => c.name)).toEqual(names.slice(2));
    for (const r of [first, second, past]) expect(r.json).toMatchObject({ companiesCount: 3, totalPages: 2 });
    expect(past.json.companies).toEqual([]);
  });
});
