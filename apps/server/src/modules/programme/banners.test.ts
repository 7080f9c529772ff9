import { beforeAll, describe, expect, it } from 'vitest';
import { buildCast, buildEvent, type Cast, call } from '../../../test/factories.ts';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import { postMultipart, testPng } from '../files/multipart.test-support.ts';

let t0: TestApp;
let cast: Cast;
let image: string;
beforeAll(async () => {
  t0 = await createTestApp();
  cast = await buildCast(t0.app);
  image = await upload(cast.chamberAdminRs.token);
});

async function upload(token: string, flag = 'true') {
  const parts = [{ name: 'file', filename: 'banner.png', contentType: 'image/png', data: await testPng(120, 40) }];
  return (await postMultipart(t0.app, `/api/Files/upload-file/${flag}`, parts, token)).json.name as string;
}
const save = (body: object, token = cast.chamberAdminRs.token) =>
  call(t0.app, 'POST', '/api/EventBanners/create-or-update', { token, body });
const list = (eventId: number, token?: string) => call(t0.app, 'GET', `/api/EventBanners/get-all-for-event/${eventId}`, { token });

describe('banners', () => {
  it("lets organisers add, change, order and delete an event's banners", async () => {
    const event = await buildEvent(t0.db, { assistants: ['ME'] });
    const first = await save({
      fkEventId: event.pkEventId,
      imageName: image,
      link: 'https://forum.example.rs',
      title: 'Welcome',
      sortOrder: 2,
    });
    expect(first.status).toBe(200);
    expect(first.json).toEqual({
      pkEventBannerId: expect.any(Number),
      fkEventId: event.pkEventId,
      imageName: image,
      link: 'https://forum.example.rs',
      title: 'Welcome',
      sortOrder: 2,
      mainLanguage: 'eng',
      textLanguages: { title: 'eng' },
      editableTexts: { mainLanguage: 'eng', texts: { eng: { title: 'Welcome' } } },
    });
    const second = await save({ fkEventId: event.pkEventId, imageName: image, sortOrder: 1 }, cast.chamberAdminMe.token);
    expect((await list(event.pkEventId)).json.map((b: { pkEventBannerId: number }) => b.pkEventBannerId)).toEqual([
      second.json.pkEventBannerId,
      first.json.pkEventBannerId,
    ]);
    const changed = await save({
      pkEventBannerId: first.json.pkEventBannerId,
      fkEventId: 999999,
      imageName: image,
      link: '',
      sortOrder: 0,
    });
    expect(changed.json).toMatchObject({ fkEventId: event.pkEventId, link: null, title: null, sortOrder: 0 });
    expect((await list(event.pkEventId)).json[0].pkEventBannerId).toBe(first.json.pkEventBannerId);
    expect(
      (await call(t0.app, 'DELETE', `/api/EventBanners/${second.json.pkEventBannerId}`, { token: cast.chamberAdminRs.token })).status,
    ).toBe(200);
    expect((await list(event.pkEventId)).json).toHaveLength(1);
    expect(
      (await call(t0.app, 'DELETE', `/api/EventBanners/${second.json.pkEventBannerId}`, { token: cast.chamberAdminRs.token })).json.message,
    ).toBe('banner_not_found');
  });

  it("shows a public event's banners to anyone and an invitation-only event's to invited people", async () => {
    const open = await buildEvent(t0.db, { isPublic: true });
    const closed = await buildEvent(t0.db, { isPublic: false });
    for (const e of [open, closed]) await save({ fkEventId: e.pkEventId, imageName: image });
    expect((await list(open.pkEventId)).json).toHaveLength(1);
    expect((await list(open.pkEventId, cast.guestUser.token)).json).toHaveLength(1);
    const refused = await list(closed.pkEventId, cast.employeeRs.token);
    expect(refused.status).toBe(403);
    expect(refused.json.message).toBe('dont_have_invitation');
    expect((await list(closed.pkEventId, cast.chamberAdminMe.token)).status).toBe(200);
    const draft = await buildEvent(t0.db, { isAnnounced: false });
    expect((await list(draft.pkEventId)).status).toBe(404);
  });

  it("refuses others' edits, bad input and an eleventh banner", async () => {
    const event = await buildEvent(t0.db);
    expect((await save({ fkEventId: event.pkEventId, imageName: image }, cast.chamberAdminMe.token)).json.message).toBe(
      'event_not_editable',
    );
    expect((await save({ fkEventId: event.pkEventId, imageName: image }, cast.companyAdminRs.token)).json.message).toBe('access_denied');
    const bad = await save({ fkEventId: event.pkEventId, imageName: 'a.png', link: 'x', sortOrder: -1 });
    expect(bad.json.fields).toEqual({ imageName: 'validation.invalid', link: 'validation.link', sortOrder: 'validation.min' });
    const foreign = await upload(cast.employeeRs.token, 'false');
    expect((await save({ fkEventId: event.pkEventId, imageName: foreign })).json.fields).toEqual({ imageName: 'file_not_found' });
    const rs = await Promise.all(Array.from({ length: 12 }, () => save({ fkEventId: event.pkEventId, imageName: image })));
    expect(rs.filter((r) => r.status === 200)).toHaveLength(10);
    expect(rs.filter((r) => r.status === 422).every((r) => r.json.message === 'too_many_banners')).toBe(true);
    expect((await list(event.pkEventId)).json).toHaveLength(10);
  });
});
