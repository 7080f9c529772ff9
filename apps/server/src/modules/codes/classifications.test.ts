import { beforeAll, describe, expect, it } from 'vitest';
import { appWithAdmins } from '../../../test/admin-fixtures.ts';
import { call, codeId } from '../../../test/factories.ts';
import type { TestApp } from '../../../test/test-app.ts';

let t0: TestApp;
let admin: string;
let chamberAdmin: string;
beforeAll(async () => {
  ({ t0, admin, chamberAdmin } = await appWithAdmins());
});

describe('classification loading by parent and by ids', () => {
  it('loads a level by parent, the top for 0 or null, filtered by company type', async () => {
    const a = await codeId(t0.db, 5, 'A');
    const r = await call(t0.app, 'POST', '/api/Classifications/by-parent', { body: { codeId: 5, languageId: '1', parentId: a } });
    expect(r.status).toBe(200);
    expect(r.json.list.map((n: { code: string }) => n.code)).toEqual(['01', '02', '03']);
    const service = await codeId(t0.db, 3, '2');
    const top = await call(t0.app, 'POST', '/api/Classifications/by-parent', {
      body: { codeId: 5, parentId: null, companyTypeId: service },
    });
    expect(top.json.list[0].code).toBe('G');
    expect(top.json.list).toHaveLength(15);
  });

  it('loads nodes by id, or their children', async () => {
    const ids = [await codeId(t0.db, 5, '01'), await codeId(t0.db, 5, '02')];
    const nodes = await call(t0.app, 'POST', '/api/Classifications/by-ids', { body: { codeId: 5, languageId: 'eng', ids } });
    expect(nodes.status).toBe(200);
    expect(nodes.json.list.map((n: { code: string }) => n.code)).toEqual(['01', '02']);
    const children = await call(t0.app, 'POST', '/api/Classifications/by-ids', {
      body: { codeId: 5, languageId: 'eng', ids, onlyChildrens: true },
    });
    expect(children.json.list.map((n: { code: string }) => n.code)).toContain('02.1');
    expect(children.json.list.every((n: { parentId: number }) => ids.includes(n.parentId))).toBe(true);
  });

  it('validates its body', async () => {
    const r = await call(t0.app, 'POST', '/api/Classifications/by-ids', { body: { codeId: 'x', ids: 'y' } });
    expect(r.status).toBe(400);
    expect(Object.keys(r.json.fields).sort()).toEqual(['codeId', 'ids']);
    const lang = await call(t0.app, 'POST', '/api/Classifications/by-parent', { body: { codeId: 5, languageId: '77' } });
    expect(lang.status).toBe(400);
    expect(lang.json.fields).toEqual({ languageId: 'unknown_language' });
  });
});

describe('activity classifications', () => {
  it('searches NACE classes by code or name a page at a time', async () => {
    const r = await call(t0.app, 'POST', '/api/ActivityClassifications/search', { body: { name: 'dairy', pageSize: 2 } });
    expect(r.status).toBe(200);
    expect(r.json.list).toHaveLength(2);
    expect(r.json.totalPages).toBeGreaterThanOrEqual(1);
    expect(r.json.list[0]).toHaveProperty('link', null);
    const all = await call(t0.app, 'POST', '/api/ActivityClassifications/search', { body: { pageSize: 200 } });
    expect(all.json.totalPages).toBe(5);
    const bad = await call(t0.app, 'POST', '/api/ActivityClassifications/search', { body: { pageSize: 100000 } });
    expect(bad.status).toBe(400);
    expect(bad.json.fields.pageSize).toBe('validation.max');
  });

  it('lets a platform administrator set and remove a link', async () => {
    const id = await codeId(t0.db, 5, '10.51');
    const set = await call(t0.app, 'PUT', '/api/ActivityClassifications/set-link', {
      token: admin,
      body: { id, link: 'https://ec.europa.eu/eurostat/nace/10.51' },
    });
    expect(set.status).toBe(200);
    expect(set.json).toMatchObject({ id, code: '10.51', link: 'https://ec.europa.eu/eurostat/nace/10.51' });
    const found = await call(t0.app, 'POST', '/api/ActivityClassifications/search', { body: { name: '10.51' } });
    expect(found.json.list[0].link).toBe('https://ec.europa.eu/eurostat/nace/10.51');
    const removed = await call(t0.app, 'PUT', '/api/ActivityClassifications/set-link', { token: admin, body: { id, link: null } });
    expect(removed.json.link).toBeNull();
    const hs = await codeId(t0.db, 6, '0101');
    expect(
      (await call(t0.app, 'PUT', '/api/ActivityClassifications/set-link', { token: admin, body: { id: hs, link: null } })).status,
    ).toBe(404);
  });

  it('refuses a bad link, anonymous callers and other roles', async () => {
    const id = await codeId(t0.db, 5, '10.51');
    const bad = await call(t0.app, 'PUT', '/api/ActivityClassifications/set-link', { token: admin, body: { id, link: 'javascript:x' } });
    expect(bad.status).toBe(400);
    expect(bad.json.fields).toEqual({ link: 'validation.link' });
    expect((await call(t0.app, 'PUT', '/api/ActivityClassifications/set-link', { body: { id, link: null } })).status).toBe(401);
    const denied = await call(t0.app, 'PUT', '/api/ActivityClassifications/set-link', { token: chamberAdmin, body: { id, link: null } });
    expect(denied.status).toBe(403);
  });
});

describe('classifications in the codes administration', () => {
  it('pages NACE and HS entries with their names in every language, by code, name or parent', async () => {
    const r = await call(t0.app, 'POST', '/api/Classifications/search', { token: admin, body: { codeId: 5, name: '01.11' } });
    expect(r.status).toBe(200);
    expect(r.json.list[0]).toMatchObject({ code: '01.11', codeTypeId: 5, translations: [expect.objectContaining({ lang: 'eng' })] });
    const a = await codeId(t0.db, 5, 'A');
    const children = await call(t0.app, 'POST', '/api/Classifications/search', { token: admin, body: { codeId: 5, parentId: a } });
    expect(children.json.list.map((e: { code: string }) => e.code)).toEqual(['01', '02', '03']);
    const hs = await call(t0.app, 'POST', '/api/Classifications/search', { token: admin, body: { codeId: 6, pageSize: 2 } });
    expect(hs.json.list).toHaveLength(2);
    expect(hs.json.list[0].codeTypeId).toBe(6);
  });

  it('takes only NACE or HS, from the platform administrator', async () => {
    const other = await call(t0.app, 'POST', '/api/Classifications/search', { token: admin, body: { codeId: 3 } });
    expect(other.status).toBe(400);
    expect(other.json.fields).toEqual({ codeId: 'validation.invalid' });
    expect((await call(t0.app, 'POST', '/api/Classifications/search', { token: chamberAdmin, body: { codeId: 5 } })).status).toBe(403);
    expect((await call(t0.app, 'POST', '/api/Classifications/search', { body: { codeId: 5 } })).status).toBe(401);
  });
});
