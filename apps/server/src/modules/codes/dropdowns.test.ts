import { beforeAll, describe, expect, it } from 'vitest';
import { call, codeId, countryId } from '../../../test/factories.ts';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';

let t0: TestApp;
beforeAll(async () => {
  t0 = await createTestApp();
});

describe('countries dropdown', () => {
  it('names countries in the language, sorted, with the WB6 flag', async () => {
    const eng = await call(t0.app, 'GET', '/api/Dropdowns/countries-dropdown/eng');
    expect(eng.status).toBe(200);
    const serbia = eng.json.list.find((c: { alpha2: string }) => c.alpha2 === 'RS');
    expect(serbia).toMatchObject({ name: 'Serbia', isWb6: true });
    expect(eng.json.list.find((c: { alpha2: string }) => c.alpha2 === 'DE').isWb6).toBe(false);
    expect(eng.json.list.filter((c: { isWb6: boolean }) => c.isWb6)).toHaveLength(6);
    const names = eng.json.list.map((c: { name: string }) => c.name);
    expect(names).toEqual([...names].sort((a, b) => new Intl.Collator('en').compare(a, b)));
    const sr = await call(t0.app, 'GET', '/api/Dropdowns/countries-dropdown/2');
    expect(sr.json.list.find((c: { alpha2: string }) => c.alpha2 === 'DE').name).toBe('Nemačka');
  });

  it('answers 400 for an unknown or malformed language', async () => {
    const unknown = await call(t0.app, 'GET', '/api/Dropdowns/countries-dropdown/xx');
    expect(unknown.status).toBe(400);
    expect(unknown.json.fields).toEqual({ lang: 'unknown_language' });
    const bad = await call(t0.app, 'GET', '/api/Dropdowns/countries-dropdown/ENGLISH!');
    expect(bad.status).toBe(400);
    expect(bad.json.fields.lang).toBeDefined();
  });
});

describe('dropdown by code type', () => {
  it('lists a flat type in its order and a tree by its top level', async () => {
    const chambers = await call(t0.app, 'GET', '/api/Dropdowns/Dropdown/eng/9');
    expect(chambers.status).toBe(200);
    expect(chambers.json.list).toHaveLength(6);
    expect(chambers.json.list[0]).toMatchObject({ code: 'AL', countryId: await countryId(t0.db, 'AL'), childenCount: 0 });
    const sr = await call(t0.app, 'GET', '/api/Dropdowns/Dropdown/sr/3');
    expect(sr.json.list.map((c: { name: string }) => c.name)).toEqual(['Proizvodnja', 'Usluge', 'Trgovina']);
    const nace = await call(t0.app, 'GET', '/api/Dropdowns/Dropdown/eng/5');
    expect(nace.json.list.map((c: { code: string }) => c.code)).toContain('A');
    expect(nace.json.list.every((c: { level: number; childenCount: number }) => c.level === 1 && c.childenCount > 0)).toBe(true);
    // NACE sections and divisions are named in Serbian too (the reference seed); below them,
    // Serbian falls back to English.
    const naceSr = await call(t0.app, 'GET', '/api/Dropdowns/Dropdown/sr/5');
    expect(naceSr.json.list[0]).toMatchObject({ code: 'A', name: 'Poljoprivreda, šumarstvo i ribarstvo' });
    const division = await codeId(t0.db, 5, '01');
    const groupsSr = await call(t0.app, 'GET', `/api/Dropdowns/parents-children/5/sr/${division}`);
    const groupsEng = await call(t0.app, 'GET', `/api/Dropdowns/parents-children/5/eng/${division}`);
    expect(groupsSr.json.list[0].name).toBe(groupsEng.json.list[0].name);
  });

  it('answers 404 for an unknown code type and 400 for a bad one', async () => {
    expect((await call(t0.app, 'GET', '/api/Dropdowns/Dropdown/eng/999')).status).toBe(404);
    const bad = await call(t0.app, 'GET', '/api/Dropdowns/Dropdown/eng/abc');
    expect(bad.status).toBe(400);
    expect(bad.json.fields.codeId).toBeDefined();
  });
});

describe('tree levels', () => {
  it('loads children with their childenCount, and the top level for a company type', async () => {
    const c = await codeId(t0.db, 5, 'C');
    const r = await call(t0.app, 'GET', `/api/Dropdowns/parents-children/5/eng/${c}`);
    expect(r.status).toBe(200);
    const div10 = r.json.list.find((n: { code: string }) => n.code === '10');
    expect(div10).toMatchObject({ parentId: c, level: 2, name: 'Manufacture of food products' });
    expect(div10.childenCount).toBeGreaterThan(0);
    const top = await call(t0.app, 'GET', '/api/Dropdowns/parents-children/5/eng/0');
    expect(top.json.list.length).toBe(21);
    const production = await codeId(t0.db, 3, '1');
    const filtered = await call(t0.app, 'GET', `/api/Dropdowns/parents-children/5/eng/0/${production}`);
    expect(filtered.json.list.map((n: { code: string }) => n.code)).toEqual(['A', 'B', 'C', 'D', 'E', 'F']);
    const hsTop = await call(t0.app, 'GET', `/api/Dropdowns/parents-children/6/eng/0/${production}`);
    expect(hsTop.json.list.length).toBeGreaterThan(20);
  });

  it('validates its parameters', async () => {
    const bad = await call(t0.app, 'GET', '/api/Dropdowns/parents-children/5/eng/-1');
    expect(bad.status).toBe(400);
    expect(bad.json.fields.parentId).toBeDefined();
    expect((await call(t0.app, 'GET', '/api/Dropdowns/parents-children/999/eng/0')).status).toBe(404);
  });
});

describe('paths to nodes', () => {
  it('answers the path from the top to a node', async () => {
    const leaf = await codeId(t0.db, 5, '01.11');
    const r = await call(t0.app, 'GET', `/api/Dropdowns/parents-by-childid/5/eng/${leaf}`);
    expect(r.status).toBe(200);
    expect(r.json.list.map((n: { code: string }) => n.code)).toEqual(['A', '01', '01.1', '01.11']);
    expect((await call(t0.app, 'GET', `/api/Dropdowns/parents-by-childid/6/eng/${leaf}`)).status).toBe(404);
    expect((await call(t0.app, 'GET', '/api/Dropdowns/parents-by-childid/5/eng/0')).status).toBe(400);
  });

  it('answers the paths to several nodes, leaving out unknown ones', async () => {
    const a = await codeId(t0.db, 6, '010121');
    const b = await codeId(t0.db, 6, '02');
    const r = await call(t0.app, 'POST', '/api/Dropdowns/parents-by-childid-list/6/eng', { body: { childIds: [a, b, 999999] } });
    expect(r.status).toBe(200);
    expect(r.json.list.map((p: { node: { code: string } }) => p.node.code)).toEqual(['010121', '02']);
    expect(r.json.list[0].path.map((n: { code: string }) => n.code)).toEqual(['I', '01', '0101', '010121']);
    const bad = await call(t0.app, 'POST', '/api/Dropdowns/parents-by-childid-list/6/eng', { body: { childIds: [] } });
    expect(bad.status).toBe(400);
    expect(bad.json.fields.childIds).toBeDefined();
  });
});

describe('dropdowns by ids', () => {
  it('names codes of any type', async () => {
    const ids = [await codeId(t0.db, 3, '2'), await codeId(t0.db, 9, 'RS')];
    const r = await call(t0.app, 'POST', '/api/Dropdowns/dropdowns-by-ids', { body: { lang: 'sr', ids } });
    expect(r.status).toBe(200);
    expect(r.json.list.map((n: { name: string }) => n.name).sort()).toEqual(['Privredna komora Srbije', 'Usluge']);
    const bad = await call(t0.app, 'POST', '/api/Dropdowns/dropdowns-by-ids', { body: { ids: ['x'] } });
    expect(bad.status).toBe(400);
    expect(bad.json.fields['ids.0']).toBeDefined();
  });
});

describe('classification search by name', () => {
  it('finds NACE classes ignoring accents and case, best matches first, with the path', async () => {
    const r = await call(t0.app, 'POST', '/api/Dropdowns/search-nace-by-name', { body: { name: 'GROWING OF CÉREALS' } });
    expect(r.status).toBe(200);
    expect(r.json.list[0].node.code).toBe('01.11');
    expect(r.json.list[0].path.map((n: { code: string }) => n.code)).toEqual(['A', '01', '01.1', '01.11']);
    const byCode = await call(t0.app, 'POST', '/api/Dropdowns/search-nace-by-name', { body: { name: '01.11' } });
    expect(byCode.json.list[0].node.code).toBe('01.11');
    const typo = await call(t0.app, 'POST', '/api/Dropdowns/search-nace-by-name', { body: { name: 'manufcture of beer' } });
    expect(typo.json.list.map((p: { node: { code: string } }) => p.node.code)).toContain('11.05');
  });

  it('finds HS codes by name and code', async () => {
    const r = await call(t0.app, 'POST', '/api/Dropdowns/search-hs-codes-by-name', { body: { name: 'horses', limit: 5 } });
    expect(r.status).toBe(200);
    expect(r.json.list.length).toBeLessThanOrEqual(5);
    expect(r.json.list.map((p: { node: { code: string } }) => p.node.code)).toContain('0101');
    const byCode = await call(t0.app, 'POST', '/api/Dropdowns/search-hs-codes-by-name', { body: { name: '0101' } });
    expect(byCode.json.list[0].node.code).toBe('0101');
    const odd = await call(t0.app, 'POST', '/api/Dropdowns/search-hs-codes-by-name', { body: { name: '%_\\' } });
    expect(odd.status).toBe(200);
  });

  it('requires a name', async () => {
    const r = await call(t0.app, 'POST', '/api/Dropdowns/search-nace-by-name', { body: { name: '  ' } });
    expect(r.status).toBe(400);
    expect(r.json.fields).toEqual({ name: 'validation.required' });
    // PostgreSQL text cannot hold NUL: bad input, not a server error.
    const nul = await call(t0.app, 'POST', '/api/Dropdowns/search-hs-codes-by-name', { body: { name: 'a\u0000b' } });
    expect(nul.status).toBe(400);
    expect(nul.json.fields).toEqual({ name: 'validation.invalid' });
  });
});
