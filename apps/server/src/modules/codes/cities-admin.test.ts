import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import * as t from '../../db/schema/all.ts';
import { buildCast, buildCompany, type Cast, call, countryId } from '../../../test/factories.ts';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';

let t0: TestApp;
let cast: Cast;
let rs: number;
let me: number;
const sr = { 'accept-language': 'sr' };
beforeAll(async () => {
  t0 = await createTestApp();
  cast = await buildCast(t0.app);
  rs = await countryId(t0.db, 'RS');
  me = await countryId(t0.db, 'ME');
});

const addCity = (token: string, body: object) => call(t0.app, 'POST', '/api/Cities', { token, body });
const stamp = () => Math.random().toString(36).slice(2, 8);

describe('cities per language', () => {
  it('names the seed cities in the asked language and finds them by either name', async () => {
    const byEnglish = await call(t0.app, 'POST', '/api/Cities/search-by-countryId-query', { body: { countryId: rs, query: 'belgr' } });
    expect(byEnglish.json.list).toEqual([expect.objectContaining({ name: 'Belgrade' })]);
    const bySerbian = await call(t0.app, 'POST', '/api/Cities/search-by-countryId-query', {
      body: { countryId: rs, query: 'beog', lang: 'sr' },
    });
    expect(bySerbian.json.list).toEqual([expect.objectContaining({ name: 'Beograd' })]);
    // Without a Serbian name a city reads in English.
    const nis = await call(t0.app, 'POST', '/api/Cities/search-by-countryId-query', { body: { countryId: rs, query: 'nis', lang: 'sr' } });
    expect(nis.json.list.map((c: { name: string }) => c.name)).toEqual(['Niš']);
    const bad = await call(t0.app, 'POST', '/api/Cities/search-by-countryId-query', { body: { countryId: rs, lang: 'xx' } });
    expect(bad.status).toBe(400);
    expect(bad.json.fields).toEqual({ lang: 'unknown_language' });
  });
});

describe('city administration (city.policy.ts)', () => {
  it('lets a chamber administrator add and rename cities of their own country only', async () => {
    const name = `Sremski Karlovci ${stamp()}`;
    const added = await addCity(cast.chamberAdminRs.token, { countryId: rs, name, nameSr: `Karlovci ${name.slice(-6)}` });
    expect(added.status).toBe(200);
    expect(added.json).toMatchObject({ countryId: rs, name, nameSr: `Karlovci ${name.slice(-6)}`, companyCount: 0, countryName: 'Serbia' });
    const id = added.json.id;

    const renamed = await call(t0.app, 'PUT', '/api/Cities', {
      token: cast.chamberAdminRs.token,
      body: { id, countryId: rs, name, nameSr: '' },
    });
    expect(renamed.json.nameSr).toBeNull();

    const other = await addCity(cast.chamberAdminMe.token, { countryId: rs, name: `Other ${stamp()}` });
    expect(other.status).toBe(403);
    expect(other.json.message).toBe('city_of_other_country');
    // Another country's city is not theirs to see, change, move to or delete.
    expect((await call(t0.app, 'GET', `/api/Cities/${id}`, { token: cast.chamberAdminMe.token })).status).toBe(404);
    const moved = await call(t0.app, 'PUT', '/api/Cities', { token: cast.chamberAdminRs.token, body: { id, countryId: me, name } });
    expect(moved.status).toBe(403);
    expect((await call(t0.app, 'DELETE', `/api/Cities/${id}`, { token: cast.chamberAdminMe.token })).status).toBe(404);
    const [row] = await t0.db.select().from(t.cities).where(eq(t.cities.pkCityId, id));
    expect(row).toMatchObject({ fkCountryId: rs, name, nameSr: null });
  });

  it('lists to a chamber administrator their country alone, to the platform administrator every country', async () => {
    const own = await call(t0.app, 'POST', '/api/Cities/search', { token: cast.chamberAdminMe.token, body: { pageSize: 200 } });
    expect(own.status).toBe(200);
    expect(own.json.list.length).toBeGreaterThan(3);
    expect(new Set(own.json.list.map((c: { countryId: number }) => c.countryId))).toEqual(new Set([me]));
    const all = await call(t0.app, 'POST', '/api/Cities/search', { token: cast.platformAdmin.token, body: { name: 'beograd' } });
    expect(all.json.list).toEqual([expect.objectContaining({ name: 'Belgrade', nameSr: 'Beograd', countryId: rs })]);
    const inSerbian = await call(t0.app, 'POST', '/api/Cities/search', {
      token: cast.platformAdmin.token,
      body: { countryId: me, pageSize: 1 },
      headers: sr,
    });
    expect(inSerbian.json.list[0].countryName).toBe('Crna Gora');
    expect(inSerbian.json.totalCount).toBe(own.json.totalCount);
  });

  it('refuses the roles without an administrator function', async () => {
    const body = { countryId: rs, name: `Nowhere ${stamp()}` };
    expect((await call(t0.app, 'POST', '/api/Cities', { body })).status).toBe(401);
    for (const who of [cast.companyAdminRs, cast.employeeRs, cast.guestUser]) {
      expect((await addCity(who.token, body)).status).toBe(403);
      expect((await call(t0.app, 'POST', '/api/Cities/search', { token: who.token, body: {} })).status).toBe(403);
    }
    expect((await addCity(cast.platformAdmin.token, { ...body, countryId: me })).status).toBe(200);
  });

  it('refuses a name another city of the country has, in either language, naming the field', async () => {
    const taken = await addCity(cast.chamberAdminRs.token, { countryId: rs, name: 'BEOGRAD' });
    expect(taken.status).toBe(400);
    expect(taken.json.fields).toEqual({ name: 'city_name_taken' });
    const takenSr = await addCity(cast.chamberAdminRs.token, { countryId: rs, name: `New ${stamp()}`, nameSr: 'Nis' });
    expect(takenSr.json.fields).toEqual({ nameSr: 'city_name_taken' });
    // The same name in another country is another city.
    expect((await addCity(cast.platformAdmin.token, { countryId: me, name: 'Novi Sad' })).status).toBe(200);
    const empty = await addCity(cast.chamberAdminRs.token, { countryId: rs, name: ' ' });
    expect(empty.status).toBe(400);
    expect(empty.json.fields).toEqual({ name: 'validation.required' });
    const noCountry = await addCity(cast.platformAdmin.token, { countryId: 999999, name: 'X' });
    expect(noCountry.json.fields).toEqual({ countryId: 'validation.invalid' });
  });

  it('deletes a city no company is in and refuses one in use', async () => {
    const city = (await addCity(cast.chamberAdminRs.token, { countryId: rs, name: `Used ${stamp()}` })).json;
    const company = await buildCompany(t0.db, { country: 'RS' });
    await t0.db.update(t.companies).set({ fkCityId: city.id }).where(eq(t.companies.pkCompanyId, company.pkCompanyId));
    const used = await call(t0.app, 'DELETE', `/api/Cities/${city.id}`, { token: cast.chamberAdminRs.token });
    expect(used.status).toBe(422);
    expect(used.json.message).toBe('city_in_use');
    expect((await call(t0.app, 'GET', `/api/Cities/${city.id}`, { token: cast.chamberAdminRs.token })).json.companyCount).toBe(1);

    const free = (await addCity(cast.chamberAdminRs.token, { countryId: rs, name: `Free ${stamp()}` })).json;
    expect((await call(t0.app, 'DELETE', `/api/Cities/${free.id}`, { token: cast.chamberAdminRs.token })).status).toBe(200);
    expect((await call(t0.app, 'GET', `/api/Cities/${free.id}`, { token: cast.chamberAdminRs.token })).status).toBe(404);
  });

  it("shows a company's city in the reader's language, and a form's city taken by its Serbian name is that city", async () => {
    const name = `Zrenjanin ${stamp()}`;
    const city = (await addCity(cast.chamberAdminRs.token, { countryId: rs, name, nameSr: `${name} (sr)` })).json;
    const companyId = cast.companyAdminRs.companyId ?? 0;
    await t0.db.update(t.companies).set({ fkCityId: city.id }).where(eq(t.companies.pkCompanyId, companyId));
    const english = await call(t0.app, 'GET', `/api/Company/${companyId}`, { token: cast.companyAdminRs.token });
    expect(english.json.cityName).toBe(name);
    const serbian = await call(t0.app, 'GET', `/api/Company/${companyId}`, { token: cast.companyAdminRs.token, headers: sr });
    expect(serbian.json.cityName).toBe(`${name} (sr)`);
  });
});

describe('country administration', () => {
  it('lets the platform administrator rename a country, which the dropdown shows at once', async () => {
    const found = await call(t0.app, 'POST', '/api/Countries/search', { token: cast.platformAdmin.token, body: { name: 'MNE' } });
    expect(found.json.list).toEqual([expect.objectContaining({ id: me, alpha2: 'ME', name: 'Montenegro', nameSr: 'Crna Gora' })]);
    const renamed = await call(t0.app, 'PUT', '/api/Countries', {
      token: cast.platformAdmin.token,
      body: { id: me, name: 'Montenegro', nameSr: 'Republika Crna Gora' },
    });
    expect(renamed.status).toBe(200);
    const dropdown = await call(t0.app, 'GET', '/api/Dropdowns/countries-dropdown/sr');
    expect(dropdown.json.list.find((c: { id: number }) => c.id === me).name).toBe('Republika Crna Gora');
    const empty = await call(t0.app, 'PUT', '/api/Countries', {
      token: cast.platformAdmin.token,
      body: { id: me, name: 'Montenegro', nameSr: '' },
    });
    expect(empty.json.fields).toEqual({ nameSr: 'validation.required' });
    expect(
      (await call(t0.app, 'PUT', '/api/Countries', { token: cast.platformAdmin.token, body: { id: 999999, name: 'X', nameSr: 'X' } }))
        .status,
    ).toBe(404);
    await call(t0.app, 'PUT', '/api/Countries', {
      token: cast.platformAdmin.token,
      body: { id: me, name: 'Montenegro', nameSr: 'Crna Gora' },
    });
    const chamber = await call(t0.app, 'POST', '/api/Countries/search', { token: cast.chamberAdminMe.token, body: {} });
    expect(chamber.status).toBe(403);
  });
});
