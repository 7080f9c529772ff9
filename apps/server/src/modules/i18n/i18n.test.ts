import { beforeAll, describe, expect, it } from 'vitest';
import { buildCast, type Cast, call } from '../../../test/factories.ts';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import { CodeType, LanguageId } from '@portal/contracts/codes/code-types';
import { requestLanguageId } from './request-language.ts';

let t0: TestApp;
let cast: Cast;
beforeAll(async () => {
  t0 = await createTestApp();
  cast = await buildCast(t0.app);
});

describe('language files', () => {
  it('serves a namespace file of each language to anyone', async () => {
    for (const lang of ['eng', 'sr', 'sq', 'mk']) {
      const r = await call(t0.app, 'GET', `/lang/${lang}/errors.json`);
      expect(r.status).toBe(200);
      expect(r.res.headers['content-type']).toContain('application/json');
      expect(typeof r.json.email_taken).toBe('string');
    }
    const sr = await call(t0.app, 'GET', '/lang/sr/general.json');
    const eng = await call(t0.app, 'GET', '/lang/eng/general.json');
    expect(Object.keys(sr.json).sort()).toEqual(Object.keys(eng.json).sort());
  });

  it('answers 404 for an unknown file or language and 400 for a path outside the folder', async () => {
    expect((await call(t0.app, 'GET', '/lang/eng/nothing-here.json')).status).toBe(404);
    expect((await call(t0.app, 'GET', '/lang/de/general.json')).status).toBe(404);
    expect((await call(t0.app, 'GET', '/lang/eng/..%2F..%2F..%2Fpackage.json')).status).toBe(400);
    expect((await call(t0.app, 'GET', '/lang/eng/general.txt')).status).toBe(400);
  });
});

describe('request language', () => {
  it('takes the language on screen from Accept-Language when it is a portal language code', async () => {
    expect(await requestLanguageId(t0.db, 'sr')).toBe(2);
    expect(await requestLanguageId(t0.db, 'sq')).toBe(LanguageId.albanian);
    expect(await requestLanguageId(t0.db, 'mk,en;q=0.5')).toBe(LanguageId.macedonian);
    expect(await requestLanguageId(t0.db, 'eng;q=1')).toBe(1);
    expect(await requestLanguageId(t0.db, 'en-US,en;q=0.9')).toBeNull();
    expect(await requestLanguageId(t0.db, undefined)).toBeNull();
  });

  it('names things in that language for a signed-in user', async () => {
    const id = cast.companies.companyMe.pkCompanyId;
    const eng = await call(t0.app, 'GET', `/api/Company/${id}`, { token: cast.employeeRs.token });
    const sr = await call(t0.app, 'GET', `/api/Company/${id}`, { token: cast.employeeRs.token, headers: { 'accept-language': 'sr' } });
    expect(eng.json.countryName).toBe('Montenegro');
    expect(sr.json.countryName).toBe('Crna Gora');
  });

  it('names code lists in Albanian and Macedonian, and answers their place types', async () => {
    const names = async (lang: string) =>
      (await call(t0.app, 'GET', `/api/Dropdowns/Dropdown/${lang}/${CodeType.companyType}`, { token: cast.employeeRs.token })).json
        .list as { name: string }[];
    expect((await names('sq')).map((c) => c.name)).toEqual(['Prodhim', 'Shërbime', 'Tregti']);
    expect((await names('mk')).map((c) => c.name)).toEqual(['Производство', 'Услуги', 'Трговија']);
    const places = await call(t0.app, 'GET', '/api/EventPlaceTypes', { headers: { 'accept-language': 'mk' } });
    expect(places.json.map((p: { name: string }) => p.name)).toEqual(['Физички', 'Виртуелен', 'Хибриден']);
  });
});
