import { beforeAll, describe, expect, it } from 'vitest';
import { appWithAdmins } from '../../../test/admin-fixtures.ts';
import { call } from '../../../test/factories.ts';
import type { TestApp } from '../../../test/test-app.ts';
import * as t from '../../db/schema/all.ts';

let t0: TestApp;
let admin: string;
let chamberAdmin: string;
beforeAll(async () => {
  ({ t0, admin, chamberAdmin } = await appWithAdmins('ME'));
});

describe('languages', () => {
  it('lists languages to anyone, a page at a time and by name', async () => {
    const r = await call(t0.app, 'POST', '/api/Languages/get-all-languages', { body: {} });
    expect(r.status).toBe(200);
    // The interface languages are seeded, each named in itself.
    expect(r.json.list.slice(0, 4)).toEqual([
      { pkLanguageId: 1, name: 'English', code: 'eng' },
      { pkLanguageId: 2, name: 'Srpski', code: 'sr' },
      { pkLanguageId: 3, name: 'Shqip', code: 'sq' },
      { pkLanguageId: 4, name: 'Македонски', code: 'mk' },
    ]);
    const byName = await call(t0.app, 'POST', '/api/Languages/get-all-languages', { body: { name: 'SRP' } });
    expect(byName.json.list.map((l: { code: string }) => l.code)).toEqual(['sr']);
    const bad = await call(t0.app, 'POST', '/api/Languages/get-all-languages', { body: { pageNum: 0 } });
    expect(bad.status).toBe(400);
    expect(bad.json.fields).toEqual({ pageNum: 'validation.min' });
  });

  it('reads one language', async () => {
    expect((await call(t0.app, 'GET', '/api/Languages/2')).json).toEqual({ pkLanguageId: 2, name: 'Srpski', code: 'sr' });
    expect((await call(t0.app, 'GET', '/api/Languages/999')).status).toBe(404);
    expect((await call(t0.app, 'GET', '/api/Languages/x')).json.fields).toEqual({ id: 'validation.required' });
  });

  it('lets a platform administrator add, change and delete a language', async () => {
    const created = await call(t0.app, 'POST', '/api/Languages', { token: admin, body: { name: 'Hrvatski', code: 'hr' } });
    expect(created.status).toBe(200);
    const id = created.json.pkLanguageId;
    const taken = await call(t0.app, 'POST', '/api/Languages', { token: admin, body: { name: 'Croatian', code: 'hr' } });
    expect(taken.status).toBe(400);
    expect(taken.json.fields).toEqual({ code: 'language_code_taken' });
    const changed = await call(t0.app, 'PUT', '/api/Languages', {
      token: admin,
      body: { pkLanguageId: id, name: 'Croatian', code: 'hrv' },
    });
    expect(changed.json).toEqual({ pkLanguageId: id, name: 'Croatian', code: 'hrv' });
    expect((await call(t0.app, 'DELETE', `/api/Languages/${id}`, { token: admin })).status).toBe(200);
    expect((await call(t0.app, 'GET', `/api/Languages/${id}`)).status).toBe(404);
  });

  it('keeps the default language and languages in use', async () => {
    const def = await call(t0.app, 'DELETE', '/api/Languages/1', { token: admin });
    expect(def.status).toBe(422);
    expect(def.json.message).toBe('default_language_cannot_be_deleted');
    const recode = await call(t0.app, 'PUT', '/api/Languages', { token: admin, body: { pkLanguageId: 1, name: 'English', code: 'en' } });
    expect(recode.status).toBe(422);
    expect(recode.json.message).toBe('default_language_code_cannot_change');
    const [bs] = await t0.db.insert(t.languages).values({ name: 'Bosanski', code: 'bs' }).returning();
    await t0.db.insert(t.users).values({
      email: 'bs-user@example.test',
      userName: 'bs-user@example.test',
      firstName: 'M',
      lastName: 'K',
      passwordHash: 'x',
      fkRoleId: 5,
      fkLanguageId: bs.pkLanguageId,
    });
    const used = await call(t0.app, 'DELETE', `/api/Languages/${bs.pkLanguageId}`, { token: admin });
    expect(used.status).toBe(422);
    expect(used.json.message).toBe('language_in_use');
  });

  it('validates writes', async () => {
    const r = await call(t0.app, 'POST', '/api/Languages', { token: admin, body: { name: '', code: 'ENGLISH' } });
    expect(r.status).toBe(400);
    expect(r.json.fields).toEqual({ name: 'validation.required', code: 'validation.format' });
    const put = await call(t0.app, 'PUT', '/api/Languages', { token: admin, body: { name: 'X', code: 'xx' } });
    expect(put.json.fields).toEqual({ pkLanguageId: 'validation.required' });
  });

  it('refuses writes to anonymous callers and other roles', async () => {
    const body = { name: 'Deutsch', code: 'de' };
    expect((await call(t0.app, 'POST', '/api/Languages', { body })).status).toBe(401);
    expect((await call(t0.app, 'POST', '/api/Languages', { token: chamberAdmin, body })).status).toBe(403);
    expect((await call(t0.app, 'PUT', '/api/Languages', { token: chamberAdmin, body: { pkLanguageId: 2, ...body } })).status).toBe(403);
    expect((await call(t0.app, 'DELETE', '/api/Languages/2', { token: chamberAdmin })).status).toBe(403);
    expect((await call(t0.app, 'DELETE', '/api/Languages/2')).status).toBe(401);
  });
});
