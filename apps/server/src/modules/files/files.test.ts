import fs from 'node:fs';
import path from 'node:path';
import { and, eq } from 'drizzle-orm';
import { SignJWT } from 'jose';
import sharp from 'sharp';
import { beforeAll, describe, expect, it } from 'vitest';
import { MAX_IMAGE_BYTES, MAX_USER_STORAGE_BYTES } from '@portal/contracts/files/files';
import * as t from '../../db/schema/all.ts';
import { buildCast, buildSession, buildUser, type Cast, call, tokenFor } from '../../../test/factories.ts';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import { pngClaiming, postMultipart, testJpegWithExif, testPng } from './multipart.test-support.ts';

let t0: TestApp;
let cast: Cast;

const upload = (flag: string, parts: Parameters<typeof postMultipart>[2], token?: string) =>
  postMultipart(t0.app, `/api/Files/upload-file/${flag}`, parts, token);
const imagePart = (data: Buffer, filename = 'picture.png', name = 'file') => ({ name, filename, contentType: 'image/png', data });
const download = (name: string, token?: string) => call(t0.app, 'GET', `/api/Files/download-file/${name}/1732300000/false`, { token });

/** The names stored in the app's file storage: the uploads folder or the file_contents table. */
async function storedNames(): Promise<string[]> {
  if (t0.app.ctx.config.FILE_STORAGE === 'database') {
    return (await t0.db.select({ name: t.fileContents.name }).from(t.fileContents)).map((r) => r.name);
  }
  const dir = path.join(t0.dataDir, 'uploads');
  return fs.existsSync(dir) ? fs.readdirSync(dir) : [];
}

// The same behaviour with either storage (FILE_STORAGE).
describe.each(['local', 'database'] as const)('files stored in %s storage', (storage) => {
  beforeAll(async () => {
    t0 = await createTestApp({ FILE_STORAGE: storage });
    cast = await buildCast(t0.app);
  });

  describe('upload-file', () => {
    it('stores a public png under a server-made name and serves it to anyone', async () => {
      const r = await upload('true', [imagePart(await testPng(), 'logo.png')], cast.companyAdminRs.token);
      expect(r.status).toBe(200);
      expect(r.json.name).toMatch(/^[a-f0-9]{32}\.png$/);
      expect(r.json.files[0]).toMatchObject({ originalName: 'logo.png', mimeType: 'image/png', width: 40, height: 30, isPublic: true });
      const d = await download(r.json.name);
      expect(d.status).toBe(200);
      expect(d.res.headers['content-type']).toBe('image/png');
      expect(d.res.headers['x-content-type-options']).toBe('nosniff');
      expect(d.res.headers['content-disposition']).toContain('inline');
      expect((await sharp(d.res.rawPayload).metadata()).format).toBe('png');
      // Only [a-f0-9] names ever reach the storage.
      expect(await storedNames()).toContain(r.json.name);
    });

    it('re-encodes a jpeg without its metadata', async () => {
      const original = await testJpegWithExif();
      expect((await sharp(original).metadata()).exif).toBeDefined();
      const r = await upload('false', [imagePart(original, 'holiday.JPEG')], cast.employeeRs.token);
      expect(r.status).toBe(200);
      expect(r.json.name).toMatch(/\.jpg$/);
      const d = await download(r.json.name, cast.employeeRs.token);
      const meta = await sharp(d.res.rawPayload).metadata();
      expect(meta.format).toBe('jpeg');
      expect(meta.exif).toBeUndefined();
      expect(d.res.rawPayload.includes(Buffer.from('secret-owner'))).toBe(false);
    });

    it('judges the type by content, not by name: a png named .jpg is a png, a text named .png is refused', async () => {
      const png = await upload('true', [imagePart(await testPng(), 'photo.jpg')], cast.employeeRs.token);
      expect(png.status).toBe(200);
      expect(png.json.files[0].mimeType).toBe('image/png');
      const fake = await upload('true', [imagePart(Buffer.from('<svg onload="alert(1)"></svg>'), 'evil.png')], cast.employeeRs.token);
      expect(fake.status).toBe(400);
      expect(fake.json).toMatchObject({
        message: 'irregular_file_format',
        fields: { file: 'irregular_file_format' },
        params: { name: 'evil.png' },
      });
      const gif = Buffer.from('R0lGODlhAQABAIAAAAAAAP///yH5BAEAAAAALAAAAAABAAEAAAIBRAA7', 'base64');
      expect((await upload('true', [imagePart(gif, 'tiny.png')], cast.employeeRs.token)).json.message).toBe('irregular_file_format');
      // Right magic bytes, broken body.
      const truncated = (await testPng(200, 200)).subarray(0, 60);
      expect((await upload('true', [imagePart(truncated)], cast.employeeRs.token)).json.message).toBe('irregular_file_format');
    });

    it('scales large images down to 2048 px', async () => {
      const r = await upload('true', [imagePart(await testPng(3000, 1000))], cast.employeeRs.token);
      expect(r.status).toBe(200);
      expect(r.json.files[0]).toMatchObject({ width: 2048, height: 683 });
    });

    it('refuses an image whose header claims more than 40 million pixels before decoding it', async () => {
      const bomb = await upload('true', [imagePart(pngClaiming(20000, 20000))], cast.employeeRs.token);
      expect(bomb.status).toBe(400);
      expect(bomb.json.message).toBe('image_dimensions_too_large');
    });

    it('refuses a file at or over 3145728 bytes while streaming, and accepts one byte less', async () => {
      const at = Buffer.alloc(MAX_IMAGE_BYTES, 1);
      const r = await upload('true', [imagePart(at, 'big.png')], cast.employeeRs.token);
      expect(r.status).toBe(400);
      expect(r.json).toMatchObject({ message: 'file_too_large', fields: { file: 'file_too_large' }, params: { name: 'big.png' } });
      // One byte under the limit passes the size check and reaches the content check.
      const under = await upload('true', [imagePart(Buffer.alloc(MAX_IMAGE_BYTES - 1, 1))], cast.employeeRs.token);
      expect(under.json.message).toBe('irregular_file_format');
      const huge = await upload('true', [imagePart(Buffer.alloc(20 * 1024 * 1024, 1))], cast.employeeRs.token);
      expect(huge.status).toBe(400);
      expect(huge.json.message).toBe('file_too_large');
    });

    it('refuses a request over the total limit, more than 6 files, and a user over the storage quota', async () => {
      const part = imagePart(Buffer.alloc(3_000_000, 1));
      const total = await upload('true', [part, part, part, part], cast.employeeRs.token);
      expect(total.status).toBe(400);
      expect(total.json.message).toBe('total_size_exceeded_allowed_limit');
      const small = imagePart(await testPng(4, 4));
      const many = await upload('true', Array(7).fill(small), cast.employeeRs.token);
      expect(many.status).toBe(400);
      expect(many.json.message).toBe('too_many_files');
      const six = await upload('true', Array(6).fill(small), cast.employeeRs.token);
      expect(six.status).toBe(200);
      expect(six.json.files).toHaveLength(6);

      const hoarder = await buildUser(t0.db, { role: 5 });
      await t0.db.insert(t.files).values({
        name: `${'a'.repeat(32)}.png`,
        originalName: 'x.png',
        mimeType: 'image/png',
        size: MAX_USER_STORAGE_BYTES,
        isPublic: true,
        fkOwnerUserId: hoarder.pkUserId,
      });
      const quota = await upload('true', [small], await tokenFor(t0.app, hoarder.pkUserId));
      expect(quota.status).toBe(422);
      expect(quota.json.message).toBe('total_size_exceeded_allowed_limit');
    });

    it('answers 400 to a missing file, a JSON body, a malformed body and a wrong flag', async () => {
      const token = cast.employeeRs.token;
      const noFile = await upload('true', [{ name: 'title', value: 'no file here' }], token);
      expect(noFile.status).toBe(400);
      expect(noFile.json.fields.file).toBe('file_required');
      const json = await call(t0.app, 'POST', '/api/Files/upload-file/true', { token, body: { file: 'x' } });
      expect(json.status).toBe(400);
      expect(json.json.message).toBe('file_required');
      const malformed = await t0.app.inject({
        method: 'POST',
        url: '/api/Files/upload-file/true',
        headers: { authorization: `Bearer ${token}`, 'content-type': 'multipart/form-data; boundary=xyz' },
        payload: '--xyz\r\nContent-Disposition: form-data; name="file"; filename="a.png"\r\n\r\nunterminated',
      });
      expect(malformed.statusCode).toBe(400);
      const noBoundary = await t0.app.inject({
        method: 'POST',
        url: '/api/Files/upload-file/true',
        headers: { authorization: `Bearer ${token}`, 'content-type': 'multipart/form-data' },
        payload: 'garbage',
      });
      expect(noBoundary.statusCode).toBe(400);
      const flag = await upload('maybe', [imagePart(await testPng())], token);
      expect(flag.status).toBe(400);
      expect(flag.json.fields.flag).toBeDefined();
    });

    it('needs a signed-in user', async () => {
      const r = await upload('true', [imagePart(await testPng())]);
      expect(r.status).toBe(401);
    });
  });

  describe('download-file and download-base64', () => {
    it('serves private files to signed-in users only', async () => {
      const r = await upload('false', [imagePart(await testPng())], cast.companyAdminRs.token);
      expect((await download(r.json.name)).status).toBe(401);
      const other = await download(r.json.name, cast.guestUser.token);
      expect(other.status).toBe(200);
      expect(other.res.headers['cache-control']).toContain('private');
      const b64 = await call(t0.app, 'GET', `/api/Files/download-base64/${r.json.name}`, { token: cast.employeeRs.token });
      expect(b64.status).toBe(200);
      expect(b64.json.mimeType).toBe('image/png');
      expect(b64.json.dataUrl.startsWith('data:image/png;base64,')).toBe(true);
      expect((await sharp(Buffer.from(b64.json.base64, 'base64')).metadata()).width).toBe(40);
      expect((await call(t0.app, 'GET', `/api/Files/download-base64/${r.json.name}`)).status).toBe(401);
      // A stale token on a private file: token_expired, so the client refreshes and retries.
      const session = await buildSession(t0.db, cast.employeeRs.userId);
      const expired = await new SignJWT({ sid: session.id })
        .setProtectedHeader({ alg: 'HS256' })
        .setSubject(String(cast.employeeRs.userId))
        .setIssuedAt(Math.floor(Date.now() / 1000) - 3600)
        .setExpirationTime(Math.floor(Date.now() / 1000) - 1800)
        .sign(t0.app.ctx.secret);
      const stale = await download(r.json.name, expired);
      expect(stale.status).toBe(401);
      expect(stale.json.code).toBe('token_expired');
      expect((await download(r.json.name, 'not-a-token')).json.code).toBe('unauthorized');
    });

    it('answers 404 for unknown names and 400 for names the server never makes', async () => {
      expect((await download(`${'b'.repeat(32)}.png`)).status).toBe(404);
      for (const bad of ['..%2F..%2Fetc%2Fpasswd', '..', 'x.png', `${'b'.repeat(32)}.svg`, '%2e%2e%5cwin.ini']) {
        const r = await download(bad, cast.platformAdmin.token);
        expect([400, 404]).toContain(r.status);
        expect(r.status).not.toBe(200);
      }
      expect((await call(t0.app, 'GET', '/api/Files/download-base64/..%2Fsecret.png', { token: cast.employeeRs.token })).status).toBe(400);
    });
  });

  describe('delete-file', () => {
    it('lets the owner delete, refuses others with 403, and lets a platform administrator delete', async () => {
      const a = await upload('true', [imagePart(await testPng())], cast.companyAdminRs.token);
      const stranger = await call(t0.app, 'DELETE', `/api/Files/delete-file/${a.json.name}`, { token: cast.companyAdminMe.token });
      expect(stranger.status).toBe(403);
      const chamber = await call(t0.app, 'DELETE', `/api/Files/delete-file/${a.json.name}`, { token: cast.chamberAdminRs.token });
      expect(chamber.status).toBe(403);
      const own = await call(t0.app, 'DELETE', `/api/Files/delete-file/${a.json.name}`, { token: cast.companyAdminRs.token });
      expect(own.status).toBe(200);
      expect((await download(a.json.name)).status).toBe(404);
      expect(await storedNames()).not.toContain(a.json.name);

      const b = await upload('true', [imagePart(await testPng())], cast.employeeRs.token);
      const admin = await call(t0.app, 'DELETE', `/api/Files/delete-file/${b.json.name}`, { token: cast.platformAdmin.token });
      expect(admin.status).toBe(200);
      const [log] = await t0.db
        .select()
        .from(t.actionLogs)
        .where(and(eq(t.actionLogs.entityId, b.json.name), eq(t.actionLogs.action, 'admin_delete_file')));
      expect(log).toMatchObject({ action: 'admin_delete_file', fkUserId: cast.platformAdmin.userId, entityType: 'file' });
      expect((await call(t0.app, 'DELETE', `/api/Files/delete-file/${b.json.name}`, { token: cast.platformAdmin.token })).status).toBe(404);
    });

    it('needs a signed-in user and a well-formed name', async () => {
      expect((await call(t0.app, 'DELETE', `/api/Files/delete-file/${'c'.repeat(32)}.png`)).status).toBe(401);
      expect((await call(t0.app, 'DELETE', '/api/Files/delete-file/..%2F..%2Fdb', { token: cast.platformAdmin.token })).status).toBe(400);
    });
  });
});
