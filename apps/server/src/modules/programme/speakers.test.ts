import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import * as t from '../../db/schema/all.ts';
import { buildCast, buildEvent, buildInvitation, type Cast, call, chamberId } from '../../../test/factories.ts';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import { postMultipart, testPng } from '../files/multipart.test-support.ts';
import { buildSession, buildSpeaker } from './programme.test-support.ts';

let t0: TestApp;
let cast: Cast;
let rs: number;
beforeAll(async () => {
  t0 = await createTestApp();
  cast = await buildCast(t0.app);
  rs = await chamberId(t0.db, 'RS');
});

const save = (method: 'POST' | 'PUT', body: object, token = cast.chamberAdminRs.token) =>
  call(t0.app, method, '/api/Speaker', { token, body });
const search = (body: object, token = cast.chamberAdminRs.token) => call(t0.app, 'POST', '/api/Speaker/search', { token, body });
const upload = async (token: string, flag = 'true') =>
  (
    await postMultipart(
      t0.app,
      `/api/Files/upload-file/${flag}`,
      [{ name: 'file', filename: 'p.png', contentType: 'image/png', data: await testPng() }],
      token,
    )
  ).json.name as string;

describe('speakers', () => {
  it("keeps a chamber's speakers with photo and sanitised biography, searchable by name", async () => {
    const photo = await upload(cast.chamberAdminRs.token, 'false');
    const created = await save('POST', {
      fkChamberId: 999,
      firstName: 'Jelena',
      lastName: 'Marković',
      title: 'State Secretary',
      company: 'Ministry of Agriculture',
      photoName: photo,
      biography: '<p>Expert <script>alert(1)</script><strong>in agri</strong></p>',
    });
    expect(created.status).toBe(200);
    expect(created.json).toEqual({
      pkSpeakerId: expect.any(Number),
      fkChamberId: rs,
      firstName: 'Jelena',
      lastName: 'Marković',
      fullName: 'Jelena Marković',
      title: 'State Secretary',
      company: 'Ministry of Agriculture',
      photoName: photo,
      biography: '<p>Expert <strong>in agri</strong></p>',
      schedulesCount: 0,
      mainLanguage: 'eng',
      textLanguages: { biography: 'eng' },
      // Its chamber's administrator edits the biography in every language.
      editableTexts: { mainLanguage: 'eng', texts: { eng: { biography: '<p>Expert <strong>in agri</strong></p>' } } },
    });
    // The photo is shown to everyone who sees the programme: made public.
    const [file] = await t0.db.select().from(t.files).where(eq(t.files.name, photo));
    expect(file.isPublic).toBe(true);

    await save('POST', { firstName: 'Marko', lastName: 'Petrović', company: 'Agro Invest' });
    await buildSpeaker(t0.db, { chamber: 'ME', firstName: 'Other', lastName: 'Chamber' });
    const all = await search({});
    expect(all.json.speakers.map((s: { fullName: string }) => s.fullName)).toEqual(['Jelena Marković', 'Marko Petrović']);
    expect(all.json).toMatchObject({ totalCount: 2, totalPages: 1 });
    // Accents and case do not matter; the company is searched too.
    expect((await search({ name: 'markovic' })).json.speakers).toHaveLength(1);
    expect((await search({ name: 'agro' })).json.speakers[0].lastName).toBe('Petrović');
    expect((await search({ pageSize: 1, pageNum: 2 })).json.speakers[0].firstName).toBe('Marko');
    // The platform administrator sees every chamber's, or the one named.
    expect((await search({}, cast.platformAdmin.token)).json.totalCount).toBe(3);
    expect((await search({ fkChamberId: rs }, cast.platformAdmin.token)).json.totalCount).toBe(2);

    const updated = await save('PUT', { pkSpeakerId: created.json.pkSpeakerId, firstName: 'Jelena', lastName: 'Marković Ilić' });
    expect(updated.json).toMatchObject({ lastName: 'Marković Ilić', photoName: photo, title: null, biography: null });
    const noPhoto = await save('PUT', { pkSpeakerId: created.json.pkSpeakerId, firstName: 'Jelena', lastName: 'M', photoName: '' });
    expect(noPhoto.json.photoName).toBeNull();
  });

  it("lets organisers of an event choose among its organising chamber's speakers", async () => {
    const event = await buildEvent(t0.db, { assistants: ['ME'] });
    const r = await search({ fkEventId: event.pkEventId }, cast.chamberAdminMe.token);
    expect(r.status).toBe(200);
    expect(r.json.speakers.every((s: { fkChamberId: number }) => s.fkChamberId === rs)).toBe(true);
    // Another chamber's event shows them only who speaks at it (nobody yet), not the chamber's list.
    const other = await buildEvent(t0.db);
    expect((await search({ fkEventId: other.pkEventId }, cast.chamberAdminMe.token)).json.speakers).toEqual([]);
  });

  it("shows others who may read an event the speakers of its sessions, and nobody else's", async () => {
    const event = await buildEvent(t0.db);
    const onStage = await buildSpeaker(t0.db, { firstName: 'On', lastName: 'Stage' });
    await buildSpeaker(t0.db, { firstName: 'Not', lastName: 'Speaking' });
    await buildSession(t0.db, {
      eventId: event.pkEventId,
      start: new Date(event.startDate.getTime() + 3600_000),
      speakerIds: [onStage.pkSpeakerId],
    });
    const seen = await search({ fkEventId: event.pkEventId }, cast.employeeRs.token);
    expect(seen.status).toBe(200);
    expect(seen.json.speakers.map((s: { fullName: string }) => s.fullName)).toEqual(['On Stage']);
    // Without an event a company user has no chamber's speakers to list.
    expect((await search({}, cast.employeeRs.token)).json.message).toBe('not_chamber_administrator');
    const closed = await buildEvent(t0.db, { isPublic: false });
    expect((await search({ fkEventId: closed.pkEventId }, cast.employeeRs.token)).json.message).toBe('dont_have_invitation');
  });

  it('shows a speaker to the chamber and to those who may see an event the speaker speaks at', async () => {
    const speaker = await buildSpeaker(t0.db, { firstName: 'Visible' });
    const get = (token: string) => call(t0.app, 'GET', `/api/Speaker/${speaker.pkSpeakerId}`, { token });
    expect((await get(cast.chamberAdminRs.token)).status).toBe(200);
    expect((await get(cast.employeeRs.token)).status).toBe(404);
    expect((await get(cast.chamberAdminMe.token)).status).toBe(404);
    const closed = await buildEvent(t0.db, { isPublic: false });
    await buildSession(t0.db, {
      eventId: closed.pkEventId,
      start: new Date(closed.startDate.getTime() + 3600_000),
      speakerIds: [speaker.pkSpeakerId],
    });
    expect((await get(cast.employeeRs.token)).status).toBe(404);
    await buildInvitation(t0.db, { eventId: closed.pkEventId, userId: cast.employeeRs.userId, email: cast.employeeRs.email });
    expect((await get(cast.employeeRs.token)).json.firstName).toBe('Visible');
    // Seeing is not editing.
    expect(
      (await save('PUT', { pkSpeakerId: speaker.pkSpeakerId, firstName: 'X', lastName: 'Y' }, cast.chamberAdminMe.token)).json.message,
    ).toBe('speaker_not_editable');
    expect((await call(t0.app, 'DELETE', `/api/Speaker/${speaker.pkSpeakerId}`, { token: cast.companyAdminRs.token })).json.message).toBe(
      'access_denied',
    );
    expect((await get('')).status).toBe(401);
  });

  it('deletes a speaker: kept on past sessions (soft) but no longer listed', async () => {
    const event = await buildEvent(t0.db);
    const used = await buildSpeaker(t0.db, { firstName: 'Used' });
    const unused = await buildSpeaker(t0.db, { firstName: 'Unused' });
    await buildSession(t0.db, {
      eventId: event.pkEventId,
      start: new Date(event.startDate.getTime() + 3600_000),
      speakerIds: [used.pkSpeakerId],
    });
    for (const s of [used, unused])
      expect((await call(t0.app, 'DELETE', `/api/Speaker/${s.pkSpeakerId}`, { token: cast.chamberAdminRs.token })).status).toBe(200);
    const rows = await t0.db.select().from(t.speakers).where(eq(t.speakers.pkSpeakerId, used.pkSpeakerId));
    expect(rows[0].deletedAt).not.toBeNull();
    expect(await t0.db.select().from(t.speakers).where(eq(t.speakers.pkSpeakerId, unused.pkSpeakerId))).toEqual([]);
    expect((await call(t0.app, 'GET', `/api/Speaker/${used.pkSpeakerId}`, { token: cast.chamberAdminRs.token })).status).toBe(404);
    expect((await search({ name: 'used' })).json.speakers).toEqual([]);
  });

  it('answers bad input with translated field errors', async () => {
    const bad = await save('POST', { firstName: '', lastName: 'x'.repeat(101), photoName: '../etc/passwd', title: 5 });
    expect(bad.status).toBe(400);
    expect(bad.json.fields).toEqual({
      firstName: 'validation.required',
      lastName: 'validation.max',
      photoName: 'validation.invalid',
      title: 'validation.required',
    });
    const missing = await save('POST', { firstName: 'A', lastName: 'B', photoName: `${'a'.repeat(32)}.png` });
    expect(missing.json.fields).toEqual({ photoName: 'file_not_found' });
    // Someone else's private upload cannot be borrowed.
    const foreign = await upload(cast.companyAdminRs.token, 'false');
    expect((await save('POST', { firstName: 'A', lastName: 'B', photoName: foreign })).json.fields).toEqual({
      photoName: 'file_not_found',
    });
    // The platform administrator names the chamber.
    expect((await save('POST', { firstName: 'A', lastName: 'B' }, cast.platformAdmin.token)).json.fields).toEqual({
      fkChamberId: 'validation.required',
    });
    expect((await save('POST', { firstName: 'A', lastName: 'B', fkChamberId: 1 }, cast.platformAdmin.token)).json.fields).toEqual({
      fkChamberId: 'chamber_not_found',
    });
    expect((await save('POST', { firstName: 'A', lastName: 'B', fkChamberId: rs }, cast.platformAdmin.token)).json.fkChamberId).toBe(rs);
  });
});
