import { beforeAll, describe, expect, it } from 'vitest';
import { buildCast, type Cast, call, chamberId } from '../../../test/factories.ts';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';

let t0: TestApp;
let cast: Cast;
let rs: number;
beforeAll(async () => {
  t0 = await createTestApp();
  cast = await buildCast(t0.app);
  rs = await chamberId(t0.db, 'RS');
});

const create = (body: object, token = cast.chamberAdminRs.token) => call(t0.app, 'POST', '/api/Templates', { token, body });
const search = (name: string, body: object = {}, token = cast.chamberAdminRs.token) =>
  call(t0.app, 'POST', `/api/Templates/get-all-templates/${encodeURIComponent(name)}`, { token, body });

describe('templates', () => {
  it("keeps a chamber's reusable texts: create, list by name, read, change and delete", async () => {
    const created = await create({
      name: 'Forum invitation',
      subject: 'You are invited to the Belgrade forum',
      body: '<p>Dear partner,</p><p>Join us <a href="https://forum.example.rs" onclick="x()">here</a>.</p><iframe src="x"></iframe>',
    });
    expect(created.status).toBe(200);
    expect(created.json).toEqual({
      pkTemplateId: expect.any(Number),
      fkChamberId: rs,
      name: 'Forum invitation',
      kind: 'invitation_mail',
      fkLanguageId: 1,
      subject: 'You are invited to the Belgrade forum',
      body: '<p>Dear partner,</p><p>Join us <a href="https://forum.example.rs" target="_blank" rel="noopener noreferrer">here</a>.</p>',
      createdAt: expect.any(String),
      updatedAt: expect.any(String),
    });
    await create({ name: 'Pozivnica', fkLanguageId: 2, body: '<p>Poštovani,</p>' });
    await create({ name: 'Thank-you note', kind: 'general', body: 'Thank you' });
    await create({ name: 'Montenegro invitation', body: 'x' }, cast.chamberAdminMe.token);

    const all = await call(t0.app, 'POST', '/api/Templates/get-all-templates', { token: cast.chamberAdminRs.token, body: {} });
    expect(all.json.templates.map((x: { name: string }) => x.name)).toEqual(['Forum invitation', 'Pozivnica', 'Thank-you note']);
    expect((await search('invit')).json.templates.map((x: { name: string }) => x.name)).toEqual(['Forum invitation']);
    expect((await search('o', { kind: 'general' })).json.templates.map((x: { name: string }) => x.name)).toEqual(['Thank-you note']);
    expect((await search('o', { fkLanguageId: 2, pageSize: 1 })).json).toMatchObject({ totalCount: 1, totalPages: 1 });
    expect((await search('invitation', {}, cast.platformAdmin.token)).json.totalCount).toBe(2);

    const id = created.json.pkTemplateId;
    expect((await call(t0.app, 'GET', `/api/Templates/${id}`, { token: cast.chamberAdminRs.token })).json.name).toBe('Forum invitation');
    const changed = await call(t0.app, 'PUT', `/api/Templates/${id}`, {
      token: cast.chamberAdminRs.token,
      body: { name: 'Forum invitation 2026', body: '<p>New text</p>', fkChamberId: 999 },
    });
    expect(changed.json).toMatchObject({
      pkTemplateId: id,
      name: 'Forum invitation 2026',
      subject: null,
      body: '<p>New text</p>',
      fkChamberId: rs,
    });
    expect((await call(t0.app, 'DELETE', `/api/Templates/${id}`, { token: cast.chamberAdminRs.token })).status).toBe(200);
    expect((await call(t0.app, 'GET', `/api/Templates/${id}`, { token: cast.chamberAdminRs.token })).json.message).toBe(
      'template_not_found',
    );
  });

  it("keeps templates to their chamber's administrators", async () => {
    const mine = await create({ name: 'Private text', body: 'x' });
    const id = mine.json.pkTemplateId;
    expect((await call(t0.app, 'GET', `/api/Templates/${id}`, { token: cast.chamberAdminMe.token })).status).toBe(404);
    expect(
      (await call(t0.app, 'PUT', `/api/Templates/${id}`, { token: cast.chamberAdminMe.token, body: { name: 'Taken over', body: 'y' } }))
        .status,
    ).toBe(404);
    expect((await call(t0.app, 'DELETE', `/api/Templates/${id}`, { token: cast.chamberAdminMe.token })).status).toBe(404);
    expect((await call(t0.app, 'GET', `/api/Templates/${id}`, { token: cast.platformAdmin.token })).status).toBe(200);
    expect((await call(t0.app, 'GET', `/api/Templates/${id}`, { token: cast.companyAdminRs.token })).json.message).toBe('access_denied');
    expect((await search('', {}, cast.employeeRs.token)).status).toBe(403);
    expect((await call(t0.app, 'GET', `/api/Templates/${id}`)).status).toBe(401);
  });

  it('answers bad input with translated field errors', async () => {
    const bad = await create({ name: '', kind: 'letter', body: '   ', fkLanguageId: 'x' });
    expect(bad.status).toBe(400);
    expect(bad.json.fields).toEqual({
      name: 'validation.required',
      kind: 'validation.invalid',
      body: 'validation.required',
      fkLanguageId: 'validation.required',
    });
    expect((await create({ name: 'Empty markup', body: '<p><br></p>' })).json.fields).toEqual({ body: 'validation.required' });
    expect((await create({ name: 'No language', body: 'x', fkLanguageId: 99 })).json.fields).toEqual({
      fkLanguageId: 'language_not_found',
    });
    await create({ name: 'Twice', body: 'x' });
    const taken = await create({ name: 'TWICE', body: 'x' });
    expect(taken.status).toBe(422);
    expect(taken.json.fields).toEqual({ name: 'template_name_taken' });
    // Another chamber may use the same name.
    expect((await create({ name: 'Twice', body: 'x' }, cast.chamberAdminMe.token)).status).toBe(200);
    expect((await create({ name: 'Admin text', body: 'x' }, cast.platformAdmin.token)).json.fields).toEqual({
      fkChamberId: 'validation.required',
    });
  });
});
