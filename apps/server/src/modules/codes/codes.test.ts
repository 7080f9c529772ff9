import { describe, expect, it, beforeAll } from 'vitest';
import { appWithAdmins } from '../../../test/admin-fixtures.ts';
import { call, codeId, countryId } from '../../../test/factories.ts';
import type { TestApp } from '../../../test/test-app.ts';
import { nextFree } from './codes.service.ts';

let t0: TestApp;
let admin: string;
let chamberAdmin: string;
beforeAll(async () => {
  ({ t0, admin, chamberAdmin } = await appWithAdmins());
});

const names = (eng: string, sr?: string) => [{ languageId: 1, name: eng }, ...(sr ? [{ languageId: 2, name: sr }] : [])];

describe('codes configuration', () => {
  it('lists the editable modules with their fields', async () => {
    const r = await call(t0.app, 'GET', '/api/CodesConfig', { token: admin });
    expect(r.status).toBe(200);
    const models = r.json.list.map((m: { modelName: string }) => m.modelName);
    expect(models).toEqual([
      'AttendeeTypes',
      'Prefixes',
      'CompanyTypes',
      'SupplyChainPositions',
      'Chambers',
      'SessionTypes',
      'ServiceCategories',
      'BusinessPartnerTypes',
    ]);
    expect(r.json.list.find((m: { modelName: string }) => m.modelName === 'Chambers')).toMatchObject({
      pkCodeTypeId: 9,
      title_id: 'codes.chamber',
      isTree: false,
      isBuiltin: true,
      fields: ['code', 'name', 'sortOrder', 'countryId'],
    });
  });

  it('reads, adds, renames and removes a module through api/{codes}Codes', async () => {
    const one = await call(t0.app, 'GET', '/api/EventTopicsCodes', { token: admin });
    expect(one.json).toMatchObject({ pkCodeTypeId: 8, isEditable: false });
    expect((await call(t0.app, 'GET', '/api/attendeetypesCodes', { token: admin })).json.pkCodeTypeId).toBe(1);
    expect((await call(t0.app, 'GET', '/api/NoSuchThingCodes', { token: admin })).status).toBe(404);

    const created = await call(t0.app, 'POST', '/api/CertificateTypesCodes', {
      token: admin,
      body: { title_id: 'codes.certificate_type' },
    });
    expect(created.status).toBe(200);
    expect(created.json).toMatchObject({ pkCodeTypeId: 13, modelName: 'CertificateTypes', isBuiltin: false, isEditable: true });
    const again = await call(t0.app, 'POST', '/api/certificatetypesCodes', { token: admin, body: { title_id: 'codes.x' } });
    expect(again.json.fields).toEqual({ codes: 'codes_module_exists' });
    const reserved = await call(t0.app, 'POST', '/api/LanguagesCodes', { token: admin, body: { title_id: 'codes.x' } });
    expect(reserved.json.fields).toEqual({ codes: 'codes_module_name_reserved' });
    const renamed = await call(t0.app, 'PUT', '/api/CertificateTypesCodes', { token: admin, body: { title_id: 'codes.certificate_kind' } });
    expect(renamed.json.title_id).toBe('codes.certificate_kind');
    const topics = await call(t0.app, 'PUT', '/api/EventTopicsCodes', { token: admin, body: { title_id: 'codes.topic' } });
    expect(topics.status).toBe(422);
    expect(topics.json.message).toBe('codes_module_not_editable');

    const entry = await call(t0.app, 'POST', '/api/CertificateTypes', {
      token: admin,
      body: { code: 'ISO', translations: names('ISO norm') },
    });
    expect(entry.status).toBe(200);
    const inUse = await call(t0.app, 'DELETE', '/api/CertificateTypesCodes', { token: admin });
    expect(inUse.json.message).toBe('codes_module_in_use');
    const builtin = await call(t0.app, 'DELETE', '/api/PrefixesCodes', { token: admin });
    expect(builtin.json.message).toBe('codes_module_builtin');
    const empty = await call(t0.app, 'POST', '/api/EmptyListCodes', { token: admin, body: { title_id: 'codes.empty', isTree: true } });
    expect(empty.json.fields).toContain('parentId');
    expect((await call(t0.app, 'DELETE', '/api/EmptyListCodes', { token: admin })).status).toBe(200);
    expect((await call(t0.app, 'GET', '/api/EmptyListCodes', { token: admin })).status).toBe(404);
  });

  it('validates module writes', async () => {
    const r = await call(t0.app, 'POST', '/api/BadOneCodes', { token: admin, body: { title_id: 'Not A Key' } });
    expect(r.status).toBe(400);
    expect(r.json.fields).toEqual({ title_id: 'validation.format' });
    const name = await call(t0.app, 'POST', '/api/bad-nameCodes', { token: admin, body: { title_id: 'codes.x' } });
    expect(name.json.fields).toEqual({ codes: 'validation.format' });
  });
});

describe('codes entries', () => {
  it('searches entries of a module', async () => {
    const r = await call(t0.app, 'POST', '/api/SessionTypes/search', { token: admin, body: { pageSize: 5 } });
    expect(r.status).toBe(200);
    expect(r.json.list).toHaveLength(5);
    expect(r.json.totalPages).toBe(2);
    expect(r.json.list[0]).toMatchObject({
      code: '1',
      name: 'Plenary',
      translations: [
        { languageId: 1, lang: 'eng', name: 'Plenary' },
        { languageId: 2, lang: 'sr', name: 'Plenarna sesija' },
        { languageId: 3, lang: 'sq', name: 'Seancë plenare' },
        { languageId: 4, lang: 'mk', name: 'Пленарна сесија' },
      ],
    });
    const byName = await call(t0.app, 'POST', '/api/sessiontypes/search', { token: admin, body: { name: 'RADIONICA' } });
    expect(byName.json.list.map((c: { name: string }) => c.name)).toEqual(['Workshop']);
    expect((await call(t0.app, 'POST', '/api/Nothing/search', { token: admin, body: {} })).status).toBe(404);
  });

  it('adds, reads, changes and deletes an entry', async () => {
    const created = await call(t0.app, 'POST', '/api/AttendeeTypes', {
      token: admin,
      body: { code: '7', sortOrder: 7, translations: names('Investor', 'Investitor') },
    });
    expect(created.status).toBe(200);
    expect(created.json).toMatchObject({ codeTypeId: 1, code: '7', name: 'Investor', parentId: null, countryId: null, isDeleted: false });
    const id = created.json.id;
    expect((await call(t0.app, 'GET', `/api/AttendeeTypes/${id}`, { token: admin })).json.name).toBe('Investor');
    expect((await call(t0.app, 'GET', `/api/Prefixes/${id}`, { token: admin })).status).toBe(404);
    const changed = await call(t0.app, 'PUT', '/api/AttendeeTypes', {
      token: admin,
      body: { id, code: '7', translations: names('Investor (private)') },
    });
    expect(changed.json.translations).toEqual([{ languageId: 1, lang: 'eng', name: 'Investor (private)' }]);
    const dropdown = await call(t0.app, 'GET', '/api/Dropdowns/Dropdown/eng/1');
    expect(dropdown.json.list.map((c: { id: number }) => c.id)).toContain(id);
    expect((await call(t0.app, 'DELETE', `/api/AttendeeTypes/${id}`, { token: admin })).status).toBe(200);
    const after = await call(t0.app, 'GET', '/api/Dropdowns/Dropdown/eng/1');
    expect(after.json.list.map((c: { id: number }) => c.id)).not.toContain(id);
    expect((await call(t0.app, 'GET', `/api/AttendeeTypes/${id}`, { token: admin })).json.isDeleted).toBe(true);
  });

  it('answers taken_code with the next free code, and the next free code on request', async () => {
    const taken = await call(t0.app, 'POST', '/api/Prefixes', { token: admin, body: { code: '2', translations: names('Sir') } });
    expect(taken.status).toBe(400);
    expect(taken.json).toMatchObject({ message: 'taken_code', fields: { code: 'taken_code' }, params: { next_available: '6' } });
    const next = await call(t0.app, 'GET', '/api/Prefixes/next-free-code?code=3', { token: admin });
    expect(next.json).toEqual({ code: '3', isTaken: true, nextFreeCode: '6' });
    const free = await call(t0.app, 'GET', '/api/Prefixes/next-free-code?code=9', { token: admin });
    expect(free.json).toEqual({ code: '9', isTaken: false, nextFreeCode: 0 });
    const bad = await call(t0.app, 'GET', '/api/Prefixes/next-free-code', { token: admin });
    expect(bad.status).toBe(400);
    expect(bad.json.fields).toEqual({ code: 'validation.required' });
    expect(nextFree('X-09', new Set(['X-09', 'X-10']))).toBe('X-11');
    expect(nextFree('AL', new Set(['AL']))).toBe('AL1');
  });

  it('requires a country for chambers and English names', async () => {
    const noCountry = await call(t0.app, 'POST', '/api/Chambers', { token: admin, body: { code: 'HR', translations: names('HGK') } });
    expect(noCountry.json.fields).toEqual({ countryId: 'validation.required' });
    const ok = await call(t0.app, 'POST', '/api/Chambers', {
      token: admin,
      body: { code: 'HR', countryId: await countryId(t0.db, 'HR'), translations: names('Croatian Chamber of Economy') },
    });
    expect(ok.json.countryId).toBe(await countryId(t0.db, 'HR'));
    const noEnglish = await call(t0.app, 'POST', '/api/Prefixes', {
      token: admin,
      body: { code: '8', translations: [{ languageId: 2, name: 'x' }] },
    });
    expect(noEnglish.status).toBe(400);
    expect(noEnglish.json.fields).toEqual({ translations: 'default_language_name_required' });
    const unknownLanguage = await call(t0.app, 'POST', '/api/Prefixes', {
      token: admin,
      body: { code: '8', translations: [...names('x'), { languageId: 99, name: 'y' }] },
    });
    expect(unknownLanguage.json.fields).toEqual({ translations: 'unknown_language' });
  });

  it('keeps trees whole: parents in the module, no cycles, no deleting a parent', async () => {
    await call(t0.app, 'POST', '/api/RegionsCodes', { token: admin, body: { title_id: 'codes.region', isTree: true } });
    const top = await call(t0.app, 'POST', '/api/Regions', { token: admin, body: { code: 'EU', translations: names('Europe') } });
    const sub = await call(t0.app, 'POST', '/api/Regions', {
      token: admin,
      body: { code: 'WB', parentId: top.json.id, translations: names('Western Balkans') },
    });
    expect(sub.json).toMatchObject({ parentId: top.json.id, level: 2 });
    const cycle = await call(t0.app, 'PUT', '/api/Regions', {
      token: admin,
      body: { id: top.json.id, code: 'EU', parentId: sub.json.id, translations: names('Europe') },
    });
    expect(cycle.json.fields).toEqual({ parentId: 'validation.invalid' });
    const parent = await call(t0.app, 'DELETE', `/api/Regions/${top.json.id}`, { token: admin });
    expect(parent.status).toBe(422);
    expect(parent.json.message).toBe('code_has_children');
    const path = await call(t0.app, 'GET', `/api/Dropdowns/parents-by-childid/${sub.json.codeTypeId}/eng/${sub.json.id}`);
    expect(path.json.list.map((n: { code: string }) => n.code)).toEqual(['EU', 'WB']);
  });

  it('keeps the modules that are not editable as they are', async () => {
    const r = await call(t0.app, 'POST', '/api/EventTopics', { token: admin, body: { code: '99', translations: names('Space') } });
    expect(r.status).toBe(422);
    expect(r.json.message).toBe('codes_module_not_editable');
    const nace = await codeId(t0.db, 5, 'A');
    expect((await call(t0.app, 'DELETE', `/api/ActivityClassifications/${nace}`, { token: admin })).status).toBe(422);
  });

  it('validates entry writes', async () => {
    const r = await call(t0.app, 'POST', '/api/Prefixes', { token: admin, body: { code: 'a b', translations: [] } });
    expect(r.status).toBe(400);
    expect(r.json.fields).toEqual({ code: 'validation.format', translations: 'validation.required' });
    const put = await call(t0.app, 'PUT', '/api/Prefixes', { token: admin, body: { code: '1', translations: names('x') } });
    expect(put.json.fields).toEqual({ id: 'validation.required' });
    expect((await call(t0.app, 'GET', '/api/Prefixes/abc', { token: admin })).json.fields).toEqual({ id: 'validation.required' });
    expect((await call(t0.app, 'GET', '/api/Pre%00fixes/1', { token: admin })).json.fields).toEqual({ codes: 'validation.invalid' });
  });

  it('answers 401 to anonymous callers and 403 to other roles', async () => {
    const calls: [string, string, unknown?][] = [
      ['GET', '/api/CodesConfig'],
      ['GET', '/api/PrefixesCodes'],
      ['POST', '/api/NewOneCodes', { title_id: 'codes.x' }],
      ['PUT', '/api/PrefixesCodes', { title_id: 'codes.x' }],
      ['DELETE', '/api/PrefixesCodes'],
      ['POST', '/api/Prefixes/search', {}],
      ['GET', '/api/Prefixes/next-free-code?code=1'],
      ['POST', '/api/Prefixes', { code: '9', translations: names('x') }],
      ['PUT', '/api/Prefixes', { id: 1, code: '9', translations: names('x') }],
      ['GET', '/api/Prefixes/1'],
      ['DELETE', '/api/Prefixes/1'],
    ];
    for (const [method, url, body] of calls) {
      expect((await call(t0.app, method, url, { body })).status, `${method} ${url}`).toBe(401);
      expect((await call(t0.app, method, url, { token: chamberAdmin, body })).status, `${method} ${url}`).toBe(403);
    }
  });

  it('never stands in for another area: unknown module names answer 404', async () => {
    expect((await call(t0.app, 'GET', '/api/roles/5', { token: admin })).json?.message).not.toBe('codes_module_not_found');
    expect((await call(t0.app, 'GET', '/api/Unknown/5', { token: admin })).json.message).toBe('codes_module_not_found');
    expect((await call(t0.app, 'DELETE', '/api/Unknown/5', { token: admin })).status).toBe(404);
  });
});
