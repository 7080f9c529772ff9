import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import * as t from '../../db/schema/all.ts';
import { buildCast, buildEvent, buildInvitation, type Cast, call, person } from '../../../test/factories.ts';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import { type Part, postMultipart, testPng } from '../files/multipart.test-support.ts';

let t0: TestApp;
let cast: Cast;
beforeAll(async () => {
  t0 = await createTestApp();
  cast = await buildCast(t0.app);
});

const pdf = Buffer.from('%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n');
/** The parts of a .docx that the type check reads (a zip with its content types and word/ folder). */
const docx = Buffer.concat([Buffer.from([0x50, 0x4b, 0x03, 0x04]), Buffer.from('....[Content_Types].xml....word/document.xml....')]);
const filePart = (filename: string, data: Buffer): Part => ({ name: 'file', filename, contentType: 'application/octet-stream', data });
const upload = (eventId: number, parts: Part[], token = cast.chamberAdminRs.token) =>
  postMultipart(t0.app, `/api/EventDocuments/${eventId}`, parts, token);
const search = (body: object, token = cast.chamberAdminRs.token) => call(t0.app, 'POST', '/api/EventDocuments/search', { token, body });
const download = (id: number, token?: string) => call(t0.app, 'GET', `/api/EventDocuments/${id}`, { token });

describe('event documents', () => {
  it('uploads, lists, renames, downloads and deletes documents', async () => {
    const event = await buildEvent(t0.db, { name: 'Agri forum', assistants: ['ME'] });
    const agenda = await upload(event.pkEventId, [
      filePart('C:\\Users\\me\\Agenda čvor.pdf', pdf),
      { name: 'description', value: 'Two days' },
    ]);
    expect(agenda.status).toBe(200);
    expect(agenda.json).toEqual({
      pkEventDocumentId: expect.any(Number),
      fkEventId: event.pkEventId,
      eventName: 'Agri forum',
      name: 'Agenda čvor',
      description: 'Two days',
      fileName: 'Agenda čvor.pdf',
      mimeType: 'application/pdf',
      size: pdf.length,
      uploadedBy: 'Test User 2',
      createdAt: expect.stringMatching(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/),
      canEdit: true,
      mainLanguage: 'eng',
      textLanguages: { name: 'eng', description: 'eng' },
      editableTexts: { mainLanguage: 'eng', texts: { eng: { name: 'Agenda čvor', description: 'Two days' } } },
    });
    const brochure = await upload(
      event.pkEventId,
      [filePart('brochure.docx', docx), { name: 'name', value: 'Brochure' }],
      cast.chamberAdminMe.token,
    );
    expect(brochure.json).toMatchObject({
      name: 'Brochure',
      mimeType: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
    });
    const photo = await upload(event.pkEventId, [filePart('venue.png', await testPng())]);
    expect(photo.json.mimeType).toBe('image/png');

    const list = await search({ fkEventId: event.pkEventId, pageSize: 2 });
    expect(list.json).toMatchObject({ totalCount: 3, totalPages: 2 });
    expect(list.json.eventDocuments.map((d: { name: string }) => d.name)).toEqual(['venue', 'Brochure']);
    expect((await search({ fkEventId: event.pkEventId, name: 'cvor' })).json.eventDocuments).toHaveLength(1);

    const file = await download(agenda.json.pkEventDocumentId, cast.chamberAdminRs.token);
    expect(file.status).toBe(200);
    expect(file.res.headers['content-type']).toBe('application/pdf');
    expect(file.res.headers['content-disposition']).toBe(`attachment; filename="Agenda cvor.pdf"; filename*=UTF-8''Agenda%20%C4%8Dvor.pdf`);
    expect(file.res.headers['x-content-type-options']).toBe('nosniff');
    expect(file.res.rawPayload.equals(pdf)).toBe(true);

    const renamed = await call(t0.app, 'PUT', '/api/EventDocuments', {
      token: cast.chamberAdminRs.token,
      body: { pkEventDocumentId: agenda.json.pkEventDocumentId, name: 'Programme', description: '' },
    });
    expect(renamed.json).toMatchObject({ name: 'Programme', description: null, fileName: 'Agenda čvor.pdf' });

    const [stored] = await t0.db
      .select()
      .from(t.eventDocuments)
      .where(eq(t.eventDocuments.pkEventDocumentId, agenda.json.pkEventDocumentId));
    const [fileRow] = await t0.db.select().from(t.files).where(eq(t.files.pkFileId, stored.fkFileId));
    expect(fileRow).toMatchObject({ isPublic: false, fkOwnerUserId: cast.chamberAdminRs.userId });
    // Only this module serves it: the files route does not know the name.
    expect((await call(t0.app, 'GET', `/api/Files/download-file/${fileRow.name}/1/false`, { token: cast.employeeRs.token })).status).toBe(
      400,
    );

    expect(
      (await call(t0.app, 'DELETE', `/api/EventDocuments/${agenda.json.pkEventDocumentId}`, { token: cast.chamberAdminRs.token })).status,
    ).toBe(200);
    expect(await t0.db.select().from(t.files).where(eq(t.files.pkFileId, stored.fkFileId))).toEqual([]);
    expect(await t0.app.ctx.storage.get(fileRow.name)).toBeNull();
    expect((await download(agenda.json.pkEventDocumentId, cast.chamberAdminRs.token)).json.message).toBe('document_not_found');
  });

  it("lists every document of the organiser's chamber without an event", async () => {
    const mine = await buildEvent(t0.db, { name: 'Ours' });
    const theirs = await buildEvent(t0.db, { chamber: 'MK', name: 'Theirs' });
    await upload(mine.pkEventId, [filePart('ours.pdf', pdf)]);
    await upload(theirs.pkEventId, [filePart('theirs.pdf', pdf)], cast.platformAdmin.token);
    const r = await search({ name: 'ours' });
    expect(r.json.eventDocuments.map((d: { eventName: string }) => d.eventName)).toEqual(['Ours']);
    expect((await search({ name: 'theirs' })).json.totalCount).toBe(0);
    expect((await search({ name: 'theirs' }, cast.platformAdmin.token)).json.totalCount).toBe(1);
    expect((await search({}, cast.employeeRs.token)).json.fields).toEqual({ fkEventId: 'validation.required' });
  });

  it('gives documents to organisers and participants only', async () => {
    const closed = await buildEvent(t0.db, { isPublic: false });
    const open = await buildEvent(t0.db, { isPublic: true });
    const doc = (await upload(closed.pkEventId, [filePart('closed.pdf', pdf)])).json;
    await upload(open.pkEventId, [filePart('open.pdf', pdf)]);
    const guest = await person(t0.app, { role: 5 });
    expect((await download(doc.pkEventDocumentId, guest.token)).json.message).toBe('dont_have_invitation');
    expect((await search({ fkEventId: closed.pkEventId }, guest.token)).status).toBe(403);
    expect((await search({ fkEventId: open.pkEventId }, guest.token)).json.message).toBe('dont_have_invitation');
    await buildInvitation(t0.db, { eventId: closed.pkEventId, userId: guest.userId, email: guest.email });
    expect((await download(doc.pkEventDocumentId, guest.token)).status).toBe(200);
    const seen = await search({ fkEventId: closed.pkEventId }, guest.token);
    expect(seen.json.eventDocuments[0]).toMatchObject({ name: 'closed', canEdit: false });
    expect((await download(doc.pkEventDocumentId)).status).toBe(401);

    expect((await upload(closed.pkEventId, [filePart('x.pdf', pdf)], cast.chamberAdminMe.token)).json.message).toBe('event_not_editable');
    expect((await upload(closed.pkEventId, [filePart('x.pdf', pdf)], guest.token)).json.message).toBe('access_denied');
    const rename = await call(t0.app, 'PUT', '/api/EventDocuments', {
      token: cast.chamberAdminMe.token,
      body: { pkEventDocumentId: doc.pkEventDocumentId, name: 'X' },
    });
    expect(rename.status).toBe(403);
    expect(
      (await call(t0.app, 'DELETE', `/api/EventDocuments/${doc.pkEventDocumentId}`, { token: cast.chamberAdminMe.token })).status,
    ).toBe(403);
  });

  it('refuses files that are not what they claim, too large, missing or with bad fields', async () => {
    const event = await buildEvent(t0.db);
    const fake = await upload(event.pkEventId, [filePart('agenda.pdf', Buffer.from('MZ\x90\x00 not a pdf'))]);
    expect(fake.status).toBe(400);
    expect(fake.json).toMatchObject({ message: 'irregular_file_format', fields: { file: 'irregular_file_format' } });
    expect((await upload(event.pkEventId, [filePart('run.exe', pdf)])).json.fields).toEqual({ file: 'irregular_file_format' });
    expect((await upload(event.pkEventId, [filePart('notes.docx', Buffer.from('PK\x03\x04 plain zip'))])).json.fields).toEqual({
      file: 'irregular_file_format',
    });
    const big = await upload(event.pkEventId, [filePart('big.pdf', Buffer.concat([pdf, Buffer.alloc(3145728)]))]);
    expect(big.status).toBe(400);
    expect(big.json.fields).toEqual({ file: 'file_too_large' });
    expect((await upload(event.pkEventId, [{ name: 'name', value: 'Only a name' }])).json.fields).toEqual({ file: 'file_required' });
    expect((await upload(event.pkEventId, [filePart('a.pdf', pdf), { name: 'name', value: 'x'.repeat(201) }])).json.fields).toEqual({
      name: 'validation.max',
    });
    const notMultipart = await call(t0.app, 'POST', `/api/EventDocuments/${event.pkEventId}`, {
      token: cast.chamberAdminRs.token,
      body: {},
    });
    expect(notMultipart.status).toBe(400);
    const bad = await call(t0.app, 'PUT', '/api/EventDocuments', {
      token: cast.chamberAdminRs.token,
      body: { pkEventDocumentId: 1, name: '' },
    });
    expect(bad.json.fields).toEqual({ name: 'validation.required' });
    // Nothing was stored by the refused uploads.
    expect((await search({ fkEventId: event.pkEventId })).json.totalCount).toBe(0);
  });
});
