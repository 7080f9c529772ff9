import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { beforeAll, describe, expect, it } from 'vitest';
import * as t from '../../db/schema/all.ts';
import { buildCast, buildUser, type Cast, call, tokenFor } from '../../../test/factories.ts';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import { postMultipart, testJpegWithExif, testPng } from '../files/multipart.test-support.ts';

let t0: TestApp;
let cast: Cast;
beforeAll(async () => {
  t0 = await createTestApp();
  cast = await buildCast(t0.app);
});

const edit = (token: string | undefined, body: unknown) => call(t0.app, 'POST', '/api/Account/edit-user-self', { token, body });
const editForm = (token: string | undefined, parts: Parameters<typeof postMultipart>[2]) =>
  postMultipart(t0.app, '/api/Account/edit-user-self', parts, token);
const avatarOf = (userId: number, token: string) => call(t0.app, 'GET', `/api/Account/get-avatar/${userId}`, { token });
const userRow = async (id: number) => (await t0.db.select().from(t.users).where(eq(t.users.pkUserId, id)))[0];

describe('edit-user-self (JSON)', () => {
  it('saves names, phone, position and language and answers the signed-in user', async () => {
    const user = await buildUser(t0.db, { role: 3, companyId: cast.companies.companyRs.pkCompanyId });
    const token = await tokenFor(t0.app, user.pkUserId);
    const r = await edit(token, { firstName: ' Ana ', lastName: 'Anić', phone: '+381 11 123-456', position: 'CEO', fkLanguageId: 2 });
    expect(r.status).toBe(200);
    expect(r.json).toMatchObject({
      id: user.pkUserId,
      firstName: 'Ana',
      lastName: 'Anić',
      fkLanguageId: 2,
      email: user.email,
      phone: '+381 11 123-456',
      position: 'CEO',
    });
    expect(await userRow(user.pkUserId)).toMatchObject({ phone: '+381 11 123-456', position: 'CEO' });
    const [log] = await t0.db.select().from(t.actionLogs).where(eq(t.actionLogs.action, 'edit_user_self'));
    expect(log).toMatchObject({ fkUserId: user.pkUserId, entityType: 'user', entityId: String(user.pkUserId) });
  });

  it('drops fields the user does not own', async () => {
    const user = await buildUser(t0.db, { role: 4, companyId: cast.companies.companyRs.pkCompanyId });
    const token = await tokenFor(t0.app, user.pkUserId);
    const r = await edit(token, {
      firstName: 'Eve',
      lastName: 'Mallory',
      email: 'takeover@example.test',
      fkRoleId: 1,
      fkCompanyId: cast.companies.companyMe.pkCompanyId,
      isVerified: true,
    });
    expect(r.status).toBe(200);
    expect(await userRow(user.pkUserId)).toMatchObject({
      email: user.email,
      fkRoleId: 4,
      fkCompanyId: cast.companies.companyRs.pkCompanyId,
      firstName: 'Eve',
    });
  });

  it('answers field errors', async () => {
    const token = cast.employeeRs.token;
    const r = await edit(token, { firstName: '', lastName: 'x'.repeat(101), phone: 'call me', fkLanguageId: 'abc' });
    expect(r.status).toBe(400);
    expect(r.json.fields).toMatchObject({
      firstName: 'validation.required',
      lastName: 'validation.max',
      phone: 'validation.phone',
      fkLanguageId: 'validation.invalid',
    });
    const lang = await edit(token, { firstName: 'A', lastName: 'B', fkLanguageId: 999 });
    expect(lang.status).toBe(400);
    expect(lang.json.fields.fkLanguageId).toBe('validation.invalid');
    expect((await edit(token, [1, 2])).status).toBe(400);
    expect([400, 415]).toContain((await edit(token, 'text')).status);
  });

  it('needs a signed-in user', async () => {
    expect((await edit(undefined, { firstName: 'A', lastName: 'B' })).status).toBe(401);
  });
});

describe('edit-user-self (multipart) and get-avatar', () => {
  it('takes an avatar part, re-encodes it, and serves it through get-avatar', async () => {
    const user = await buildUser(t0.db, { role: 5 });
    const token = await tokenFor(t0.app, user.pkUserId);
    const r = await editForm(token, [
      { name: 'firstName', value: 'Mila' },
      { name: 'lastName', value: 'Milić' },
      { name: 'position', value: '' },
      { name: 'avatar', filename: 'me.jpg', contentType: 'image/jpeg', data: await testJpegWithExif(80, 80) },
    ]);
    expect(r.status).toBe(200);
    expect(r.json.firstName).toBe('Mila');
    expect(r.json.avatarName).toMatch(/^[a-f0-9]{32}\.jpg$/);
    const a = await avatarOf(user.pkUserId, cast.employeeRs.token);
    expect(a.status).toBe(200);
    expect(a.res.headers['content-type']).toBe('image/jpeg');
    expect(a.res.headers['x-content-type-options']).toBe('nosniff');
    expect((await sharp(a.res.rawPayload).metadata()).exif).toBeUndefined();

    // Replacing the avatar removes the old file.
    const first = r.json.avatarName;
    const again = await editForm(token, [
      { name: 'firstName', value: 'Mila' },
      { name: 'lastName', value: 'Milić' },
      { name: 'avatar', filename: 'me.png', contentType: 'image/png', data: await testPng() },
    ]);
    expect(again.json.avatarName).toMatch(/\.png$/);
    expect(await t0.db.select().from(t.files).where(eq(t.files.name, first))).toHaveLength(0);

    // An empty avatarName removes it.
    const removed = await editForm(token, [
      { name: 'firstName', value: 'Mila' },
      { name: 'lastName', value: 'Milić' },
      { name: 'avatarName', value: '' },
    ]);
    expect(removed.status).toBe(200);
    expect(removed.json.avatarName).toBeNull();
    expect((await avatarOf(user.pkUserId, token)).status).toBe(404);
  });

  it('takes the name of an image the user uploaded, and refuses someone else’s', async () => {
    const up = await postMultipart(
      t0.app,
      '/api/Files/upload-file/false',
      [{ name: 'file', filename: 'a.png', data: await testPng() }],
      cast.employeeRs.token,
    );
    const mine = await edit(cast.employeeRs.token, { firstName: 'E', lastName: 'R', avatarName: up.json.name });
    expect(mine.status).toBe(200);
    expect(mine.json.avatarName).toBe(up.json.name);
    // Used as an avatar, the file becomes public.
    expect((await call(t0.app, 'GET', `/api/Files/download-file/${up.json.name}/1/false`)).status).toBe(200);
    const theirs = await edit(cast.companyAdminMe.token, { firstName: 'C', lastName: 'M', avatarName: up.json.name });
    expect(theirs.status).toBe(400);
    expect(theirs.json.fields.avatarName).toBe('file_not_found');
  });

  it('applies the upload rules to the avatar part', async () => {
    const token = cast.companyAdminRs.token;
    const fake = await editForm(token, [
      { name: 'firstName', value: 'A' },
      { name: 'lastName', value: 'B' },
      { name: 'avatar', filename: 'x.png', data: Buffer.from('not an image') },
    ]);
    expect(fake.status).toBe(400);
    expect(fake.json.fields.avatar).toBe('irregular_file_format');
    const big = await editForm(token, [
      { name: 'firstName', value: 'A' },
      { name: 'lastName', value: 'B' },
      { name: 'avatar', filename: 'x.png', data: Buffer.alloc(3145728, 7) },
    ]);
    expect(big.status).toBe(400);
    expect(big.json.fields.avatar).toBe('file_too_large');
    const two = await editForm(token, [
      { name: 'firstName', value: 'A' },
      { name: 'lastName', value: 'B' },
      { name: 'avatar', filename: 'x.png', data: await testPng() },
      { name: 'avatar', filename: 'y.png', data: await testPng() },
    ]);
    expect(two.status).toBe(400);
    const wrongPart = await editForm(token, [
      { name: 'firstName', value: 'A' },
      { name: 'lastName', value: 'B' },
      { name: 'logo', filename: 'x.png', data: await testPng() },
    ]);
    expect(wrongPart.status).toBe(400);
    const missing = await editForm(token, [{ name: 'lastName', value: 'B' }]);
    expect(missing.status).toBe(400);
    expect(missing.json.fields.firstName).toBe('validation.required');
  });

  it('get-avatar answers 404 without an avatar and 400 for a bad id', async () => {
    expect((await avatarOf(cast.guestUser.userId, cast.employeeRs.token)).status).toBe(404);
    expect((await avatarOf(99999999, cast.employeeRs.token)).status).toBe(404);
    expect((await call(t0.app, 'GET', '/api/Account/get-avatar/abc', { token: cast.employeeRs.token })).status).toBe(400);
  });

  it('get-avatar is public (shown with <img src>) and revalidates by ETag', async () => {
    const user = await buildUser(t0.db, { role: 5 });
    const token = await tokenFor(t0.app, user.pkUserId);
    await editForm(token, [
      { name: 'firstName', value: 'Pia' },
      { name: 'lastName', value: 'Public' },
      { name: 'avatar', filename: 'p.png', data: await testPng() },
    ]);
    const a = await call(t0.app, 'GET', `/api/Account/get-avatar/${user.pkUserId}`);
    expect(a.status).toBe(200);
    expect(a.res.headers['cache-control']).toBe('no-cache');
    const again = await call(t0.app, 'GET', `/api/Account/get-avatar/${user.pkUserId}`, {
      headers: { 'if-none-match': String(a.res.headers.etag) },
    });
    expect(again.status).toBe(304);
    // A deleted user's avatar is gone.
    await t0.db.update(t.users).set({ deletedAt: new Date() }).where(eq(t.users.pkUserId, user.pkUserId));
    expect((await call(t0.app, 'GET', `/api/Account/get-avatar/${user.pkUserId}`)).status).toBe(404);
  });
});
