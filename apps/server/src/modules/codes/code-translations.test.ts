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

describe('code translations', () => {
  it('lists the names of a code per language', async () => {
    const titleId = await codeId(t0.db, 3, '1');
    const r = await call(t0.app, 'GET', `/api/CodesTranslation?titleId=${titleId}`, { token: admin });
    expect(r.status).toBe(200);
    expect(r.json.list).toEqual([
      { titleId, lang: 'eng', languageId: 1, name: 'Production' },
      { titleId, lang: 'sr', languageId: 2, name: 'Proizvodnja' },
      { titleId, lang: 'sq', languageId: 3, name: 'Prodhim' },
      { titleId, lang: 'mk', languageId: 4, name: 'Производство' },
    ]);
    const sr = await call(t0.app, 'GET', `/api/CodesTranslation?titleId=${titleId}&lang=sr`, { token: admin });
    expect(sr.json.list).toHaveLength(1);
    expect((await call(t0.app, 'GET', '/api/CodesTranslation?titleId=999999', { token: admin })).status).toBe(404);
  });

  it('adds and changes a name in a language, which dropdowns and search then use', async () => {
    const titleId = await codeId(t0.db, 5, '01.11');
    const added = await call(t0.app, 'POST', '/api/CodesTranslation', {
      token: admin,
      body: { titleId, lang: 'sr', name: 'Gajenje žitarica' },
    });
    expect(added.status).toBe(200);
    expect(added.json).toEqual({ titleId, lang: 'sr', languageId: 2, name: 'Gajenje žitarica' });
    const again = await call(t0.app, 'POST', '/api/CodesTranslation', { token: admin, body: { titleId, lang: 'sr', name: 'x' } });
    expect(again.status).toBe(409);
    expect(again.json.message).toBe('translation_exists');
    const changed = await call(t0.app, 'PUT', '/api/CodesTranslation', {
      token: admin,
      body: { titleId, lang: '2', name: 'Gajenje žitarica i mahunarki' },
    });
    expect(changed.json.name).toBe('Gajenje žitarica i mahunarki');
    const found = await call(t0.app, 'POST', '/api/Dropdowns/search-nace-by-name', { body: { name: 'zitarica', lang: 'sr' } });
    expect(found.json.list[0].node).toMatchObject({ code: '01.11', name: 'Gajenje žitarica i mahunarki' });
    const missing = await call(t0.app, 'PUT', '/api/CodesTranslation', { token: admin, body: { titleId, lang: 'xx', name: 'x' } });
    expect(missing.json.fields).toEqual({ lang: 'unknown_language' });
    const noRow = await call(t0.app, 'PUT', '/api/CodesTranslation', {
      token: admin,
      body: { titleId: await codeId(t0.db, 5, '01.12'), lang: 'sr', name: 'x' },
    });
    expect(noRow.status).toBe(404);
  });

  it('validates input', async () => {
    const r = await call(t0.app, 'POST', '/api/CodesTranslation', { token: admin, body: { titleId: 'a', name: '' } });
    expect(r.status).toBe(400);
    expect(r.json.fields).toEqual({ titleId: 'validation.required', lang: 'validation.required', name: 'validation.required' });
    const q = await call(t0.app, 'GET', '/api/CodesTranslation', { token: admin });
    expect(q.json.fields).toEqual({ titleId: 'validation.required' });
  });

  it('answers 401 to anonymous callers and 403 to other roles', async () => {
    const body = { titleId: 1, lang: 'sr', name: 'x' };
    for (const [method, url] of [
      ['GET', '/api/CodesTranslation?titleId=1'],
      ['POST', '/api/CodesTranslation'],
      ['PUT', '/api/CodesTranslation'],
    ]) {
      const b = method === 'GET' ? undefined : body;
      expect((await call(t0.app, method, url, { body: b })).status).toBe(401);
      expect((await call(t0.app, method, url, { token: chamberAdmin, body: b })).status).toBe(403);
    }
  });
});
